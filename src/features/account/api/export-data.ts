import type { PostgrestError, SupabaseClient, User } from '@supabase/supabase-js';
import type { Database, Tables } from '@core/contract/database';

// Everything the server keeps of one user, read through the API as that user: row-level security decides what
// comes back, so another person's rows cannot reach the file; the owner filter only says what we expect.
// Pages of PAGE_SIZE rows (the API's max_rows), in a stable order, until a page comes back short.

/** Every table that holds a user's rows, each read below: a test holds this list to the schema's foreign keys to auth.users. */
export const EXPORTED_TABLES = ['profiles', 'tarot_readings', 'birth_charts', 'people', 'compatibility_readings', 'premium_readings', 'push_subscriptions', 'compatibility_invites'] as const;

export const EXPORT_FORMAT = 'sendero-astral/export';
export const EXPORT_VERSION = 1;
const PAGE_SIZE = 1000;

export interface UserDataExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  account: {
    id: string;
    email: string | null;
    createdAt: string;
    lastSignInAt: string | null;
    signInMethods: string[];
    secondFactors: { type: string; name: string; status: string; createdAt: string }[];
  };
  profile: Tables<'profiles'> | null;
  tarotReadings: Tables<'tarot_readings'>[];
  /** The private notes written on the daily cards, also inside tarotReadings, gathered here to read on their own. */
  tarotJournal: { readingDate: string; cardName: string; note: string }[];
  birthCharts: Tables<'birth_charts'>[];
  people: Tables<'people'>[];
  compatibilityReadings: Tables<'compatibility_readings'>[];
  premiumReadings: Tables<'premium_readings'>[];
  /** The browsers that send the daily reminder: where and when, without the keys that encrypt each message. */
  dailyReminders: DailyReminder[];
  /** The compatibility invitations sent: for whom, when, until when, and whether and into which person they were used (never the link's token, which is not kept). */
  compatibilityInvites: CompatibilityInvite[];
}

const REMINDER_COLUMNS = 'id, endpoint, hour, time_zone, last_sent_on, created_at';
type DailyReminder = Pick<Tables<'push_subscriptions'>, 'id' | 'endpoint' | 'hour' | 'time_zone' | 'last_sent_on' | 'created_at'>;
const INVITE_COLUMNS = 'id, user_id, inviter_name, label, relation, created_at, expires_at, used_at, person_id';
type CompatibilityInvite = Omit<Tables<'compatibility_invites'>, 'token_hash'>;

type Page<T> = PromiseLike<{ data: T[] | null; error: PostgrestError | null }>;

async function allPages<T>(page: (from: number, to: number) => Page<T>): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error } = await page(from, from + PAGE_SIZE - 1);
    if (error) throw new Error(`export read failed: ${error.message}`);
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE_SIZE) return rows;
  }
}

/** Reads the signed-in user's data; the account part comes from the auth server, not from what the device cached. */
export async function collectUserData(client: SupabaseClient<Database>, now = new Date()): Promise<UserDataExport> {
  const { data: current, error: userError } = await client.auth.getUser();
  if (userError || !current.user) throw new Error(`export needs a session: ${userError?.message ?? 'no user'}`);
  const user: User = current.user;
  const id = user.id;
  const profileRead = client.from('profiles').select('*').eq('id', id).maybeSingle().then(({ data, error }) => {
    if (error) throw new Error(`export read failed: ${error.message}`);
    return data;
  });
  const [profile, tarotReadings, birthCharts, people, compatibilityReadings, premiumReadings, dailyReminders, compatibilityInvites] = await Promise.all([
    profileRead,
    allPages((from, to) => client.from('tarot_readings').select('*').eq('user_id', id).order('created_at').order('id').range(from, to)),
    allPages((from, to) => client.from('birth_charts').select('*').eq('user_id', id).order('created_at').order('id').range(from, to)),
    allPages((from, to) => client.from('people').select('*').eq('user_id', id).order('created_at').order('id').range(from, to)),
    allPages((from, to) => client.from('compatibility_readings').select('*').eq('user_id', id).order('created_at').order('id').range(from, to)),
    allPages((from, to) => client.from('premium_readings').select('*').eq('user_id', id).order('created_at').order('id').range(from, to)),
    allPages<DailyReminder>((from, to) => client.from('push_subscriptions').select(REMINDER_COLUMNS).eq('user_id', id).order('created_at').order('id').range(from, to)),
    allPages<CompatibilityInvite>((from, to) => client.from('compatibility_invites').select(INVITE_COLUMNS).eq('user_id', id).order('created_at').order('id').range(from, to)),
  ]);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    account: {
      id,
      email: user.email ?? null,
      createdAt: user.created_at,
      lastSignInAt: user.last_sign_in_at ?? null,
      signInMethods: [...new Set((user.identities ?? []).map((identity) => identity.provider))],
      secondFactors: (user.factors ?? []).map((factor) => ({
        type: factor.factor_type,
        name: factor.friendly_name ?? '',
        status: factor.status,
        createdAt: factor.created_at,
      })),
    },
    profile,
    tarotReadings,
    tarotJournal: tarotReadings
      .filter((reading) => reading.note)
      .map((reading) => ({ readingDate: reading.reading_date, cardName: reading.card_name, note: reading.note as string })),
    birthCharts,
    people,
    compatibilityReadings,
    premiumReadings,
    dailyReminders,
    compatibilityInvites,
  };
}

/** The file's name, dated in the user's own calendar: sendero-astral-datos-2026-11-23.json. */
export function exportFileName(kind: 'datos' | 'cartas', extension: 'json' | 'csv', now = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `sendero-astral-${kind}-${day}.${extension}`;
}

/** Only the natal charts, for the spreadsheet: the same paged, owner-filtered read as the full export. */
export async function collectCharts(client: SupabaseClient<Database>, userId: string): Promise<Tables<'birth_charts'>[]> {
  return allPages((from, to) => client.from('birth_charts').select('*').eq('user_id', userId).order('created_at').order('id').range(from, to));
}
