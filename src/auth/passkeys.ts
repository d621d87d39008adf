import type { Factor } from '@supabase/supabase-js';
import { supabase } from '../lib/supabase';
import { esMfa, esPasskeys } from '../i18n/es-mfa';

// The WebAuthn ceremonies of a passkey factor: supabase-js' mfa.enroll/challenge/verify, with the browser's
// navigator.credentials in between. auth-js' mfa.webauthn.register() would merge its own defaults into the
// server's options (a cross-platform authenticator, the security-key hint), which rules out the device's own
// passkeys (Touch ID, Windows Hello, Android); here the options reach the browser as the server made them.

export type PasskeyOutcome = { ok: true } | { ok: false; message: string };

type WebAuthnVerify = Extract<Parameters<typeof supabase.auth.mfa.verify>[0], { webauthn: unknown }>;
type CredentialResponse = WebAuthnVerify['webauthn']['credential_response'];

const fail = (message: string): PasskeyOutcome => ({ ok: false, message });

export const factorTypeLabel = (factor: Factor) => (factor.factor_type === 'webauthn' ? esPasskeys.typePasskey : esPasskeys.typeTotp);
export const factorName = (factor: Factor) => factor.friendly_name || factorTypeLabel(factor);

export function passkeysSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.PublicKeyCredential === 'function' &&
    typeof navigator.credentials?.create === 'function' &&
    typeof navigator.credentials?.get === 'function'
  );
}

/** The page's host and origin: the server holds them to its site URL and redirect URLs; hosted GoTrue uses its own. */
const relyingParty = () => ({ rpId: window.location.hostname, rpOrigins: [window.location.origin] });

/** The browser's refusals, by DOMException name, in words the person can act on. */
export function ceremonyMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return esPasskeys.cancelled;
  if (name === 'InvalidStateError') return esPasskeys.alreadyRegistered;
  if (name === 'SecurityError') return esPasskeys.insecure;
  if (name === 'NotSupportedError') return esPasskeys.unsupported;
  return esPasskeys.failed;
}

/** The auth server's refusals, by GoTrue error code. */
export function serverMessage(error: { code?: string } | null): string {
  switch (error?.code) {
    case 'mfa_factor_name_conflict':
      return esPasskeys.nameTaken;
    case 'insufficient_aal':
      return esPasskeys.needsAal2;
    case 'too_many_enrolled_mfa_factors':
      return esPasskeys.tooMany;
    case 'mfa_verification_failed':
    case 'mfa_challenge_expired':
      return esPasskeys.rejected;
    case 'over_request_rate_limit':
      return esPasskeys.tooManyAttempts;
    default:
      return esMfa.error;
  }
}

/** Creates a passkey and enrols it as a verified factor; the session ends at aal2. An abandoned try leaves no factor. */
export async function registerPasskey(friendlyName: string): Promise<PasskeyOutcome> {
  if (!passkeysSupported()) return fail(esPasskeys.unsupported);
  const enrolled = await supabase.auth.mfa.enroll({ factorType: 'webauthn', friendlyName });
  if (enrolled.error || !enrolled.data) return fail(serverMessage(enrolled.error));
  const factorId = enrolled.data.id;
  const outcome = await runCeremony(factorId, 'create');
  if (!outcome.ok) await supabase.auth.mfa.unenroll({ factorId });
  return outcome;
}

/** Lifts this session to aal2 with a verified passkey factor. */
export async function verifyWithPasskey(factorId: string): Promise<PasskeyOutcome> {
  if (!passkeysSupported()) return fail(esPasskeys.unsupported);
  return runCeremony(factorId, 'request');
}

async function runCeremony(factorId: string, expected: 'create' | 'request'): Promise<PasskeyOutcome> {
  const rp = relyingParty();
  const challenge = await supabase.auth.mfa.challenge({ factorId, webauthn: rp });
  if (challenge.error || challenge.data?.type !== 'webauthn' || challenge.data.webauthn.type !== expected) {
    return fail(serverMessage(challenge.error));
  }
  const { webauthn } = challenge.data;
  let credential: Credential | null;
  try {
    credential =
      webauthn.type === 'create'
        ? await navigator.credentials.create({ publicKey: webauthn.credential_options.publicKey as PublicKeyCredentialCreationOptions })
        : await navigator.credentials.get({ publicKey: webauthn.credential_options.publicKey as PublicKeyCredentialRequestOptions });
  } catch (error) {
    return fail(ceremonyMessage(error));
  }
  if (!credential) return fail(esPasskeys.failed);
  const verified = await supabase.auth.mfa.verify({
    factorId,
    challengeId: challenge.data.id,
    webauthn: { type: expected, ...rp, credential_response: credential as unknown as CredentialResponse },
  } as WebAuthnVerify);
  return verified.error ? fail(serverMessage(verified.error)) : { ok: true };
}
