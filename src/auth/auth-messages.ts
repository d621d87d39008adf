import { es } from '../i18n/es';

// Spec §8: how the auth server's answers become the Spanish messages users read (what the forms check before
// sending is in ./credentials-check).

export type CredentialsField = 'email' | 'password';

interface AuthErrorLike { message?: string; code?: string; reasons?: string[] }

/** GoTrue's weak_password answer, by its reasons: too short, only spaces, or a password everyone tries first. */
export function weakPasswordMessage(error: AuthErrorLike): string | null {
  if (error.code !== 'weak_password') return null;
  if (error.reasons?.includes('pwned')) return es.auth.commonPassword;
  if (error.reasons?.includes('characters')) return es.auth.blankPassword;
  return es.auth.shortPassword;
}

export function signInErrorMessage(error: AuthErrorLike): string {
  return error.message === 'Invalid login credentials' || error.code === 'invalid_credentials' ? es.auth.wrongCredentials : es.auth.signInError;
}

export function signUpErrorMessage(error: AuthErrorLike): string {
  return error.message?.includes('already registered') || error.code === 'user_already_exists' ? es.auth.alreadyRegistered : es.auth.signUpError;
}

/** The field a server answer is about, so the form can mark it beside the toast. */
export function signInErrorField(error: AuthErrorLike): { field: CredentialsField; message: string } | null {
  if (error.message === 'Invalid login credentials' || error.code === 'invalid_credentials') return { field: 'password', message: es.auth.wrongCredentials };
  if (error.code === 'email_not_confirmed') return { field: 'email', message: es.auth.emailNotConfirmed };
  return null;
}

export function signUpErrorField(error: AuthErrorLike): { field: CredentialsField; message: string } | null {
  if (error.message?.includes('already registered') || error.code === 'user_already_exists') return { field: 'email', message: es.auth.alreadyRegistered };
  const weak = weakPasswordMessage(error);
  if (weak) return { field: 'password', message: weak };
  return null;
}
