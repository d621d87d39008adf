import { loadSupabase } from '../lib/supabase-loader';
import { api } from '../lib/env';
import { paths } from '../lib/paths';
import { assuranceNeedsMfa } from './session';

// The auth calls the /auth page makes (spec §7), behind one seam so component tests can answer them.

export interface AuthApi {
  /** Starts loading what the calls need (supabase-js), so the first submit does not wait for it. */
  prepare(): void;
  /** `needsSecondFactor`: the password was right and the account still asks for its second factor. */
  signIn(email: string, password: string): Promise<{ error: { message?: string; code?: string } | null; needsSecondFactor?: boolean }>;
  /** `needsConfirmation`: the account exists but has no session until the emailed link is opened (hosted projects with confirmations on). */
  signUp(email: string, password: string, fullName: string): Promise<{ error: { message?: string; code?: string } | null; needsConfirmation: boolean }>;
  signInWithGoogle(): Promise<{ error: unknown }>;
  /** Whether the backend has Google sign-in enabled (GET /auth/v1/settings). */
  googleEnabled(): Promise<boolean>;
  /** Sends the sign-up confirmation link again (`status` 429: asked too recently). */
  resendConfirmation(email: string): Promise<{ error: { message?: string; code?: string; status?: number } | null }>;
  /** Emails a recovery link that leads to the new-password page (`status` 429: asked too recently). */
  resetPassword(email: string): Promise<{ error: { message?: string; code?: string; status?: number } | null }>;
}

const siteRoot = () => `${window.location.origin}/`;

export const supabaseAuthApi: AuthApi = {
  prepare: () => void loadSupabase(),
  async signIn(email, password) {
    const { error } = await (await loadSupabase()).auth.signInWithPassword({ email, password });
    return { error, needsSecondFactor: !error && (await assuranceNeedsMfa()) };
  },
  async signUp(email, password, fullName) {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.auth.signUp({ email, password, options: { emailRedirectTo: siteRoot(), data: { full_name: fullName } } });
    return { error, needsConfirmation: !error && !data.session };
  },
  signInWithGoogle: async () => (await loadSupabase()).auth.signInWithOAuth({ provider: 'google', options: { redirectTo: siteRoot() } }),
  async resendConfirmation(email) {
    const { error } = await (await loadSupabase()).auth.resend({ type: 'signup', email, options: { emailRedirectTo: siteRoot() } });
    return { error };
  },
  async resetPassword(email) {
    const { error } = await (await loadSupabase()).auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}${paths.newPassword}` });
    return { error };
  },
  async googleEnabled() {
    try {
      const response = await fetch(`${api.url}/auth/v1/settings`, { headers: { apikey: api.anonKey } });
      if (!response.ok) return false;
      const settings = (await response.json()) as { external?: { google?: boolean } };
      return settings.external?.google === true;
    } catch {
      return false;
    }
  },
};
