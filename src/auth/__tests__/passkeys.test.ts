// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { es } from '../../i18n/es';
import { ceremonyMessage, passkeysSupported, registerPasskey, serverMessage, verifyWithPasskey } from '../passkeys';

// The words a person reads when a passkey ceremony does not go through, whoever refused it.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('passkey messages', () => {
  it('names what the browser refused', () => {
    expect(ceremonyMessage(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'))).toBe(es.passkeys.cancelled);
    expect(ceremonyMessage(new DOMException('aborted', 'AbortError'))).toBe(es.passkeys.cancelled);
    expect(ceremonyMessage(new DOMException('already registered', 'InvalidStateError'))).toBe(es.passkeys.alreadyRegistered);
    expect(ceremonyMessage(new DOMException('bad rp id', 'SecurityError'))).toBe(es.passkeys.insecure);
    expect(ceremonyMessage(new DOMException('no algorithm', 'NotSupportedError'))).toBe(es.passkeys.unsupported);
    expect(ceremonyMessage(new TypeError('odd'))).toBe(es.passkeys.failed);
  });

  it('names what the server refused, by GoTrue code', () => {
    expect(serverMessage({ code: 'mfa_factor_name_conflict' })).toBe(es.passkeys.nameTaken);
    expect(serverMessage({ code: 'insufficient_aal' })).toBe(es.passkeys.needsAal2);
    expect(serverMessage({ code: 'mfa_verification_failed' })).toBe(es.passkeys.rejected);
    expect(serverMessage({ code: 'over_request_rate_limit' })).toBe(es.passkeys.tooManyAttempts);
    expect(serverMessage(null)).toBe(es.mfa.error);
  });

  it('says so at once in a browser without WebAuthn, before asking the server anything', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(passkeysSupported()).toBe(false);
    expect(await registerPasskey('Portátil')).toEqual({ ok: false, message: es.passkeys.unsupported });
    expect(await verifyWithPasskey('00000000-0000-4000-8000-000000000000')).toEqual({ ok: false, message: es.passkeys.unsupported });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
