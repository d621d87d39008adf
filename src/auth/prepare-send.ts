import { prepareToasts } from '../lib/toast';
import type { AuthApi } from './auth-api';

/** The form checks, with zod: not on the first paint of /auth. */
export const loadCredentialsCheck = () => import('./credentials-check');

/** What an auth form's first focus fetches, so that sending never waits for it: the checks, the toasts, the client. */
export function prepareToSend(api: AuthApi): void {
  void loadCredentialsCheck();
  prepareToasts();
  api.prepare();
}
