// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { esMfa, esPasskeys } from '../../i18n/es-mfa';
import { ceremonyMessage, passkeysSupported, registerPasskey, serverMessage, verifyWithPasskey } from '../passkeys';

// The words a person reads when a passkey ceremony does not go through, whoever refused it.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('passkey messages', () => {
  it('names what the browser refused', () => {
    expect(ceremonyMessage(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'))).toBe(esPasskeys.cancelled);
    expect(ceremonyMessage(new DOMException('aborted', 'AbortError'))).toBe(esPasskeys.cancelled);
    expect(ceremonyMessage(new DOMException('already registered', 'InvalidStateError'))).toBe(esPasskeys.alreadyRegistered);
    expect(ceremonyMessage(new DOMException('bad rp id', 'SecurityError'))).toBe(esPasskeys.insecure);
    expect(ceremonyMessage(new DOMException('no algorithm', 'NotSupportedError'))).toBe(esPasskeys.unsupported);
    expect(ceremonyMessage(new TypeError('odd'))).toBe(esPasskeys.failed);
  });

  it('names what the server refused, by GoTrue code', () => {
    expect(serverMessage({ code: 'mfa_factor_name_conflict' })).toBe(esPasskeys.nameTaken);
    expect(serverMessage({ code: 'insufficient_aal' })).toBe(esPasskeys.needsAal2);
    expect(serverMessage({ code: 'mfa_verification_failed' })).toBe(esPasskeys.rejected);
    expect(serverMessage({ code: 'over_request_rate_limit' })).toBe(esPasskeys.tooManyAttempts);
    expect(serverMessage(null)).toBe(esMfa.error);
  });

  it('says so at once in a browser without WebAuthn, before asking the server anything', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(passkeysSupported()).toBe(false);
    expect(await registerPasskey('Portátil')).toEqual({ ok: false, message: esPasskeys.unsupported });
    expect(await verifyWithPasskey('00000000-0000-4000-8000-000000000000')).toEqual({ ok: false, message: esPasskeys.unsupported });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
