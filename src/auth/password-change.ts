import { es } from '../i18n/es';
import { esCredentials } from './es-credentials';
import { weakPasswordMessage } from './auth-messages';

// What a refused updateUser({ password }) means to the person, and which field it is about.

interface UpdateError { code?: string; status?: number; reasons?: string[] }

export type PasswordField = 'password' | 'code';

export function passwordChangeProblem(error: UpdateError): { field: PasswordField | null; message: string } {
  const weak = weakPasswordMessage(error);
  if (weak) return { field: 'password', message: weak };
  if (error.code === 'same_password') return { field: 'password', message: esCredentials.samePassword };
  if (error.code === 'reauthentication_not_valid' || error.code === 'reauthentication_needed') return { field: 'code', message: esCredentials.panel.codeInvalid };
  if (error.code === 'insufficient_aal') return { field: null, message: esCredentials.needsAal2 };
  return { field: null, message: esCredentials.error };
}

/** The checks before sending: six characters at least, and both copies alike. */
export function newPasswordProblems(password: string, repeated: string): { password?: string; repeated?: string } {
  if ([...password].length < 6) return { password: es.auth.shortPassword };
  if (!password.trim()) return { password: es.auth.blankPassword };
  if (password !== repeated) return { repeated: esCredentials.mismatch };
  return {};
}
