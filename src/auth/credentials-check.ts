import * as z from 'zod/mini';
import { es } from '../i18n/es';
import type { CredentialsField } from './auth-messages';
import { nameProblem, normalizeName } from '@core/contract/names';

// Spec §5: what the auth forms check before calling the server. The forms load it on their first focus (with
// zod), so /auth paints and hydrates without either.

const CredentialsSchema = z.object({
  email: z.string().check(z.trim(), z.email(es.auth.invalidEmail)),
  password: z.string().check(z.minLength(6, es.auth.shortPassword)),
});

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

/**
 * The optional name given at sign-up, as it will be kept (NFC, trimmed), or why it cannot be: the same rules as
 * every other name in the app (something visible, no letter buried under marks).
 */
export function signUpName(name: string): { name: string; problem: null } | { name: string; problem: string } {
  const clean = normalizeName(name);
  const problem = clean ? nameProblem(clean) : null;
  return problem ? { name: clean, problem } : { name: clean, problem: null };
}
