import * as z from 'zod/mini';
import { es } from '../i18n/es';

// Spec §5 and §8: what the auth form checks before calling the server, and how server answers become
// the Spanish messages users read.

export const CredentialsSchema = z.object({
  email: z.string().check(z.trim(), z.email(es.auth.invalidEmail)),
  password: z.string().check(z.minLength(6, es.auth.shortPassword)),
});

/** The first failing message, or null when the credentials may be sent. */
export function firstCredentialsProblem(email: string, password: string): string | null {
  const parsed = CredentialsSchema.safeParse({ email, password });
  return parsed.success ? null : parsed.error.issues[0].message;
}

interface AuthErrorLike { message?: string; code?: string }

export function signInErrorMessage(error: AuthErrorLike): string {
  return error.message === 'Invalid login credentials' || error.code === 'invalid_credentials' ? es.auth.wrongCredentials : es.auth.signInError;
}

export function signUpErrorMessage(error: AuthErrorLike): string {
  return error.message?.includes('already registered') || error.code === 'user_already_exists' ? es.auth.alreadyRegistered : es.auth.signUpError;
}
