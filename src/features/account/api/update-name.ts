import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@core/contract/database';

// The name the app calls you by lives in two places that must agree: the session's user metadata (what the
// greeting and the readings read, on every device after its next refresh) and the profile row (what the
// export and the server read). Both are written here, the metadata first.

export const MAX_NAME_LENGTH = 200;

export async function updateName(client: SupabaseClient<Database>, userId: string, name: string): Promise<boolean> {
  const fullName = name.trim().slice(0, MAX_NAME_LENGTH);
  const { error: authError } = await client.auth.updateUser({ data: { full_name: fullName } });
  if (authError) return false;
  const { error } = await client.from('profiles').update({ full_name: fullName, updated_at: new Date().toISOString() }).eq('id', userId);
  return !error;
}
