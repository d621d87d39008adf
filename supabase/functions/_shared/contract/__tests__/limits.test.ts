import { readFileSync, readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import * as limits from '../limits.ts';

// The numbers in limits.ts against the SQL that enforces them: a migration that moves a bound without the
// contract (or the other way round) fails here.

const migrationsDir = new URL('../../../../migrations/', import.meta.url);
const sql = readdirSync(migrationsDir)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => readFileSync(new URL(file, migrationsDir), 'utf8'))
  .join('\n');

/** The last definition wins, as it does in the database (a later migration may replace a constraint). */
function lastMatch(pattern: RegExp): RegExpExecArray {
  const matches = [...sql.matchAll(new RegExp(pattern, 'g'))];
  expect(matches.length, String(pattern)).toBeGreaterThan(0);
  return matches[matches.length - 1] as RegExpExecArray;
}

it('birth dates start where the tables start them', () => {
  const dates = [...sql.matchAll(/birth_date >= date '(\d{4}-\d{2}-\d{2})'/g)].map((match) => match[1]);
  expect(dates.length).toBeGreaterThanOrEqual(2);
  for (const date of dates) expect(date).toBe(limits.MIN_BIRTH_DATE);
});

it('places, chart names, person names and notes have the lengths the tables allow', () => {
  for (const match of sql.matchAll(/char_length\(birth_location\) between \d+ and (\d+)/g)) expect(Number(match[1])).toBe(limits.MAX_PLACE_LENGTH);
  expect(Number(lastMatch(/char_length\(chart_name\) between 1 and (\d+)/)[1])).toBe(limits.MAX_CHART_NAME_LENGTH);
  expect(Number(lastMatch(/char_length\(name\) between 1 and (\d+)/)[1])).toBe(limits.MAX_PERSON_NAME_LENGTH);
  expect(Number(lastMatch(/char_length\(note\) <= (\d+)/)[1])).toBe(limits.MAX_NOTE_LENGTH);
});

it('hourly limits and the people cap are the triggers\' numbers', () => {
  const hourly = (table: string) => {
    const trigger = lastMatch(new RegExp(`from public\\.${table}\\s+where user_id = new\\.user_id and created_at > now\\(\\) - interval '1 hour'\\) >= (\\d+)`));
    return Number(trigger[1]);
  };
  expect(hourly('birth_charts')).toBe(limits.CHARTS_PER_HOUR);
  expect(hourly('compatibility_readings')).toBe(limits.COMPATIBILITY_READINGS_PER_HOUR);
  expect(hourly('premium_readings')).toBe(limits.PREMIUM_READINGS_PER_HOUR);
  expect(hourly('compatibility_invites')).toBe(limits.INVITES_PER_HOUR);
  expect(Number(lastMatch(/from public\.people where user_id = new\.user_id\) >= (\d+)/)[1])).toBe(limits.PEOPLE_PER_USER);
});

it('the daily reminder reaches at most as many browsers as the trigger allows', () => {
  expect(Number(lastMatch(/from public\.push_subscriptions where user_id = new\.user_id\) >= (\d+)/)[1])).toBe(limits.PUSH_SUBSCRIPTIONS_PER_USER);
});

it('invitations wait, last and say what the table allows', () => {
  const waiting = lastMatch(/from public\.compatibility_invites\s+where user_id = new\.user_id and used_at is null and expires_at > now\(\)\) >= (\d+)/);
  expect(Number(waiting[1])).toBe(limits.WAITING_INVITES_PER_USER);
  expect(lastMatch(/expires_at timestamptz not null default now\(\) \+ interval '(\d+) days'/)[1]).toBe(String(limits.INVITE_LIFETIME_DAYS));
  expect(lastMatch(/expires_at <= created_at \+ interval '(\d+) days'/)[1]).toBe(String(limits.INVITE_LIFETIME_DAYS));
  expect(Number(lastMatch(/char_length\(inviter_name\) between 1 and (\d+)/)[1])).toBe(limits.MAX_INVITER_NAME_LENGTH);
  expect(Number(lastMatch(/char_length\(label\) between 1 and (\d+)/)[1])).toBe(limits.MAX_INVITE_LABEL_LENGTH);
});
