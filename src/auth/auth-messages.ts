import * as z from 'zod/mini';
import { es } from '../i18n/es';

// Spec §5 and §8: what the auth form checks before calling the server, and how server answers become
// the Spanish messages users read.

export const CredentialsSchema = z.object({
  email: z.string().check(z.trim(), z.email(es.auth.invalidEmail)),
  password: z.string().check(z.minLength(6, es.auth.shortPassword)),
});

export type CredentialsField = 'email' | 'password';

/** Each failing field's message, in the form's order (email first): empty when the credentials may be sent. */
export function credentialsProblems(email: string, password: string): Partial<Record<CredentialsField, string>> {
  const parsed = CredentialsSchema.safeParse({ email, password });
  const problems: Partial<Record<CredentialsField, string>> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CredentialsField;
    problems[field] ??= issue.message;
  }
  return problems.email ? { email: problems.email, ...(problems.password ? { password: problems.password } : {}) } : problems;
}

/** The first failing message (spec §5: the one the toast shows), or null when the credentials may be sent. */
export function firstCredentialsProblem(email: string, password: string): string | null {
  const problems = credentialsProblems(email, password);
  return problems.email ?? problems.password ?? null;
}

/** The email alone, for the recovery form. */
export function emailProblem(email: string): string | null {
  return credentialsProblems(email, 'x'.repeat(6)).email ?? null;
}

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
