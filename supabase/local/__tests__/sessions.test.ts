import { describe, expect, it } from 'vitest';
import { isAuthRefreshDiscardedError, type SupabaseClient } from '@supabase/supabase-js';
import { browserClient } from '../browser-client.ts';
import { uniqueEmail } from '../testing.ts';
import { useTestStack } from '../function-tests.ts';
import { currentCounter, totpCode } from '../totp.ts';

// Sessions as GoTrue keeps them: two tabs refreshing at once stay signed in (the reuse interval),
// a token replayed later ends its session, and sign-out reaches this device, the others, or all of them.

const PASSWORD = 'saturno-29';

const fixture = useTestStack();

/** Two supabase-js clients over one storage: two tabs of one browser. */
function twoTabs(): [SupabaseClient, SupabaseClient] {
  const storage = new Map<string, string>();
  const tab = () => browserClient(fixture.stack.url, fixture.stack.keys.anonKey, storage);
  return [tab(), tab()];
}

async function signedInDevice(email: string): Promise<SupabaseClient> {
  const client = fixture.stack.client();
  expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  return client;
}

describe('refresh-token reuse interval', () => {
  it('keeps two tabs that refresh at the same moment signed in', async () => {
    const [first, second] = twoTabs();
    const email = uniqueEmail('pestanas');
    expect((await first.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const before = (await second.auth.getSession()).data.session!;
    // Both tabs read the same stored refresh token and present it at once.
    const results = await Promise.all([first.auth.refreshSession(), second.auth.refreshSession()]);
    // auth-js keeps the first answer and discards the late one (storage already holds a newer token): a no-op.
    expect(results.filter((result) => !result.error)).toHaveLength(1);
    for (const { error } of results) if (error) expect(isAuthRefreshDiscardedError(error)).toBe(true);
    const stored = (await first.auth.getSession()).data.session!;
    expect(stored.refresh_token).not.toBe(before.refresh_token);
    // Within the interval the old token brings back the session's current one, not a fork and not a sign-out.
    const late = await fixture.stack.client().auth.refreshSession({ refresh_token: before.refresh_token });
    expect(late.error).toBeNull();
    expect(late.data.session!.refresh_token).toBe(stored.refresh_token);
    for (const tab of [first, second]) {
      expect((await tab.auth.getUser()).error).toBeNull();
      expect((await tab.from('profiles').select('id')).data).toHaveLength(1);
    }
    const next = await first.auth.refreshSession();
    expect(next.error).toBeNull();
  });

  it('ends the session when a rotated token comes back after the interval', async () => {
    const [tab] = twoTabs();
    const email = uniqueEmail('robado');
    await tab.auth.signUp({ email, password: PASSWORD });
    const stolen = (await tab.auth.getSession()).data.session!.refresh_token;
    expect((await tab.auth.refreshSession()).error).toBeNull();
    // Ten seconds later (aged here rather than waited for), the old token can only be a copy someone kept.
    await fixture.stack.db.query(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`, [stolen]);
    const thief = await fixture.stack.client().auth.refreshSession({ refresh_token: stolen });
    expect(thief.error?.code).toBe('refresh_token_already_used');
    const { data } = await tab.auth.getSession();
    const owner = await fixture.stack.client().auth.getUser(data.session!.access_token);
    expect(owner.error?.name).toBe('AuthSessionMissingError');
  });
});

describe('the second step and the reuse interval', () => {
  it('keeps the lifted session when the password-only refresh token comes back right after the step-up', async () => {
    const [tab, otherTab] = twoTabs();
    await tab.auth.signUp({ email: uniqueEmail('escalon'), password: PASSWORD });
    const { data: enrolled } = await tab.auth.mfa.enroll({ factorType: 'totp' });
    const { id: factorId, totp } = enrolled as { id: string; totp: { secret: string } };
    // The password sign-in happened a minute ago (aged here), so only the step-up can put its token in the interval.
    const aal1 = (await tab.auth.getSession()).data.session!.refresh_token;
    await fixture.stack.db.query(`update auth.refresh_tokens set created_at = now() - interval '1 minute', updated_at = now() - interval '1 minute' where token = $1`, [aal1]);
    expect((await tab.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret, currentCounter()) })).error).toBeNull();
    const lifted = (await tab.auth.getSession()).data.session!;
    // Another tab that read the old token before the step-up refreshes with it a moment later.
    const late = await fixture.stack.client().auth.refreshSession({ refresh_token: aal1 });
    expect(late.error).toBeNull();
    expect(late.data.session!.refresh_token).toBe(lifted.refresh_token);
    expect((await tab.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
    for (const client of [tab, otherTab]) expect((await client.from('profiles').select('id')).data).toHaveLength(1);
    expect((await tab.auth.refreshSession()).error).toBeNull();
  });

  it('still ends the session when the password-only token comes back after the interval', async () => {
    const [tab] = twoTabs();
    await tab.auth.signUp({ email: uniqueEmail('escalon-tarde'), password: PASSWORD });
    const { data: enrolled } = await tab.auth.mfa.enroll({ factorType: 'totp' });
    const { id: factorId, totp } = enrolled as { id: string; totp: { secret: string } };
    const aal1 = (await tab.auth.getSession()).data.session!.refresh_token;
    expect((await tab.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret, currentCounter()) })).error).toBeNull();
    await fixture.stack.db.query(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`, [aal1]);
    expect((await fixture.stack.client().auth.refreshSession({ refresh_token: aal1 })).error?.code).toBe('refresh_token_already_used');
    expect((await tab.auth.getUser()).error).not.toBeNull();
  });
});

describe('sign-out scopes', () => {
  async function threeDevices() {
    const email = uniqueEmail('dispositivos');
    await fixture.stack.client().auth.signUp({ email, password: PASSWORD });
    return Promise.all([signedInDevice(email), signedInDevice(email), signedInDevice(email)]);
  }

  async function signedIn(client: SupabaseClient): Promise<boolean> {
    const { data } = await client.auth.getSession();
    if (!data.session) return false;
    return !(await fixture.stack.client().auth.getUser(data.session.access_token)).error;
  }

  it('global signs every device out, this one included', async () => {
    const [here, phone, laptop] = await threeDevices();
    expect((await here.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect([await signedIn(here), await signedIn(phone), await signedIn(laptop)]).toEqual([false, false, false]);
  });

  it('local signs out this device only; others signs out every device but this one', async () => {
    const [here, phone, laptop] = await threeDevices();
    expect((await phone.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect([await signedIn(here), await signedIn(phone), await signedIn(laptop)]).toEqual([true, false, true]);
    expect((await here.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect([await signedIn(here), await signedIn(laptop)]).toEqual([true, false]);
  });
});
