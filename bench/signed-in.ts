import { browserClient } from '../supabase/local/browser-client.ts';
import type { Stack } from '../supabase/local/server.ts';

// A real user of the local stack, as the signed-in home's benches need one: signed up through the stack's own auth
// (which confirms at once, as the local stack does for every sign-up), with their own birth chart (what Hoy reads
// as «Mi carta») and today's tarot card drawn, so the home shows what it shows a person who uses it every day. The
// session is what supabase-js itself stored, under its own key: a browser given it is signed in exactly as after
// a sign-in through /auth.

export interface StoredSession {
  /** The localStorage key supabase-js uses for the stack's address (sb-<host>-auth-token). */
  key: string;
  value: string;
}

export async function signedInUser(stack: Pick<Stack, 'url' | 'keys'>): Promise<StoredSession> {
  const storage = new Map<string, string>();
  const client = browserClient(stack.url, stack.keys.anonKey, storage);
  const email = `bench.${Date.now().toString(36)}@ejemplo.com`;
  const signUp = await client.auth.signUp({ email, password: 'saturno-29-bench', options: { data: { full_name: 'Lucía Banco' } } });
  if (signUp.error || !signUp.data.session) throw new Error(`bench sign-up failed: ${signUp.error?.message ?? 'no session (confirmation pending)'}`);
  const chart = await client.functions.invoke('generate-birth-chart', {
    body: { birthDate: '1990-04-12', birthTime: '08:30', birthLocation: 'Madrid, España', chartName: 'Mi carta' },
  });
  if (chart.error) throw new Error(`bench birth chart failed: ${chart.error.message}`);
  // The browser's zone decides the card's day; Chromium here runs in the machine's zone, as this process does.
  const card = await client.functions.invoke('generate-tarot-reading', { body: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } });
  if (card.error) throw new Error(`bench tarot card failed: ${card.error.message}`);
  const stored = [...storage].find(([key]) => /^sb-.+-auth-token$/.test(key));
  if (!stored) throw new Error('bench sign-up: supabase-js stored no session');
  return { key: stored[0], value: stored[1] };
}
