import * as z from 'zod/mini';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DELETE_ACCOUNT_REFUSALS, type DeleteAccountRefusal } from '@core/contract/account';
import { invokeFunction } from '../../../lib/invoke-function';

// Asks the delete-account function to delete the signed-in user on the server. The answer says whether it did,
// and when it did not, why: the page then says what to do (the password, the second factor, a fresh sign-in).

export type DeleteAccountResult =
  | { ok: true }
  | { ok: false; reason: DeleteAccountRefusal | 'aal2_required' | 'rate_limited' | 'signed_out' | 'failed'; message: string | null };

const Deleted = z.object({ deleted: z.boolean() });

export async function deleteAccount(client: SupabaseClient, password: string | null): Promise<DeleteAccountResult> {
  const outcome = await invokeFunction('delete-account', password === null ? {} : { password }, { shape: Deleted }, client);
  if (outcome.ok) return { ok: true };
  const { status, body, error: message } = outcome;
  const reason = body?.reason;
  if (typeof reason === 'string' && (DELETE_ACCOUNT_REFUSALS as readonly string[]).includes(reason)) {
    return { ok: false, reason: reason as DeleteAccountRefusal, message };
  }
  // Every function refuses a password-only session of a user with a verified factor the same way (_shared/http.ts).
  if (status === 403 && body?.code === 'insufficient_aal') return { ok: false, reason: 'aal2_required', message };
  if (status === 429) return { ok: false, reason: 'rate_limited', message };
  if (status === 401) return { ok: false, reason: 'signed_out', message };
  return { ok: false, reason: 'failed', message: null };
}
