import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrations, openDatabase } from '../db.ts';
import { hashPassword } from '../passwords.ts';
import { projectPath } from '../paths.ts';
import { startTestStack, type TestStack } from '../testing.ts';
import { currentCounter, newTotpSecret, totpCode } from '../totp.ts';
import { shape } from './catalogue.ts';

// A data folder made by the earlier local stack (its bootstrap, kept as a fixture, and the migrations it had
// applied as the superuser) starts on this one: laid onto the hosted shape in place, with every account, session,
// factor, emailed code and row still working, and a schema identical to a fresh folder's.

const ANA = '6f0f6a58-8f49-4a43-9c1c-3c0e8a3b0001';
const CARMEN = '6f0f6a58-8f49-4a43-9c1c-3c0e8a3b0002';
const ANA_SESSION = '6f0f6a58-8f49-4a43-9c1c-3c0e8a3b0003';
const PASSWORD = 'saturno-29';
const REFRESH_TOKEN = 'un-token-de-refresco-de-antes-00';
const RECOVERY_CODE = '482913';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The TOTP time step Carmen's factor last accepted on the earlier stack. */
const LAST_USED_STEP = 59_000_123;

/** The first migrations, the ones the earlier stack applied; the rest are new to the folder. */
const EARLIER_LAST_MIGRATION = '20261124000950';

async function earlierFolder(dataDir: string, totpSecret: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [projectPath('supabase', 'local', 'initdb.mjs'), dataDir], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initdb exited with ${code}`))));
  });
  const db = await PGlite.create({ dataDir });
  try {
    await db.exec(await readFile(new URL('./fixtures/earlier-bootstrap.sql', import.meta.url), 'utf8'));
    for (const migration of await migrations()) {
      if (migration.version > EARLIER_LAST_MIGRATION) continue;
      await db.exec(migration.sql);
      await db.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
    }
    // What the earlier auth server wrote for a sign-up, a session, a verified TOTP factor and a recovery email.
    const hash = await hashPassword(PASSWORD);
    for (const [id, email, name] of [[ANA, 'ana@ejemplo.com', 'Ana'], [CARMEN, 'carmen@ejemplo.com', 'Carmen']]) {
      await db.query(
        `insert into auth.users (id, email, encrypted_password, raw_user_meta_data, email_confirmed_at, confirmed_at, last_sign_in_at)
         values ($1, $2, $3, $4, now(), now(), now())`,
        [id, email, hash, JSON.stringify({ full_name: name })],
      );
      await db.query(`insert into auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at) values ($1, 'email', $2, $3, now())`, [
        id, id, JSON.stringify({ sub: id, email, email_verified: false, phone_verified: false }),
      ]);
    }
    await db.query(`insert into auth.sessions (id, user_id, aal, amr) values ($1, $2, 'aal1', $3)`, [
      ANA_SESSION, ANA, JSON.stringify([{ method: 'password', timestamp: Math.floor(Date.now() / 1000) - 600 }]),
    ]);
    await db.query('insert into auth.refresh_tokens (token, session_id, user_id) values ($1, $2, $3)', [REFRESH_TOKEN, ANA_SESSION, ANA]);
    await db.query(
      `insert into auth.one_time_tokens (user_id, token_type, token_hash, otp_hash, relates_to) values ($1, 'recovery', $2, $3, 'ana@ejemplo.com')`,
      [ANA, sha256('el-enlace-de-antes'), sha256(`recovery:ana@ejemplo.com:${RECOVERY_CODE}`)],
    );
    await db.query(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret, issuer, last_used_counter) values ($1, 'Teléfono', 'totp', 'verified', $2, 'localhost', $3)`,
      [CARMEN, totpSecret, LAST_USED_STEP],
    );
    for (const id of [ANA, CARMEN]) {
      await db.query(`insert into public.tarot_readings (user_id, reading_date, card_name, interpretation) values ($1, '2026-11-20', 'La Estrella', 'Esperanza.')`, [id]);
    }
    await db.query(`update public.tarot_readings set note = 'Mi nota de antes' where user_id = $1`, [ANA]);
  } finally {
    await db.close();
  }
}

describe('a data folder made by the earlier local stack', () => {
  const totpSecret = newTotpSecret();
  let dataDir: string;
  let stack: TestStack;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sendero-earlier-'));
    await earlierFolder(dataDir, totpSecret);
    stack = await startTestStack({ dataDir });
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('ends with the schema, owners and privileges of a fresh folder', async () => {
    const fresh = await openDatabase(null);
    try {
      const expected = await shape(fresh);
      expect(expected.filter((line) => line.startsWith('column auth.')).length).toBeGreaterThan(90);
      expect(await shape(stack.db)).toEqual(expected);
    } finally {
      await fresh.close();
    }
  });

  it('keeps each account: the password, the session and its refresh token, the emailed code', async () => {
    const signedIn = await stack.client().auth.signInWithPassword({ email: 'ana@ejemplo.com', password: PASSWORD });
    expect(signedIn.error).toBeNull();

    // The session of before renews, and still says how it began.
    const renewed = await stack.client().auth.refreshSession({ refresh_token: REFRESH_TOKEN });
    expect(renewed.error).toBeNull();
    const claims = JSON.parse(Buffer.from(renewed.data.session!.access_token.split('.')[1], 'base64url').toString()) as { session_id: string; amr: { method: string }[] };
    expect([claims.session_id, claims.amr.map((entry) => entry.method)]).toEqual([ANA_SESSION, ['password']]);

    // The code emailed before works, once.
    const recovered = await stack.client().auth.verifyOtp({ email: 'ana@ejemplo.com', token: RECOVERY_CODE, type: 'recovery' });
    expect(recovered.error).toBeNull();
    const again = await stack.client().auth.verifyOtp({ email: 'ana@ejemplo.com', token: RECOVERY_CODE, type: 'recovery' });
    expect(again.error?.code).toBe('otp_expired');
  });

  it("keeps each user's rows theirs, and their second factor with the time step it last used", async () => {
    const ana = stack.client();
    await ana.auth.signInWithPassword({ email: 'ana@ejemplo.com', password: PASSWORD });
    expect((await ana.from('tarot_readings').select('card_name, note')).data).toEqual([{ card_name: 'La Estrella', note: 'Mi nota de antes' }]);

    const carmen = stack.client();
    await carmen.auth.signInWithPassword({ email: 'carmen@ejemplo.com', password: PASSWORD });
    expect((await carmen.from('tarot_readings').select('id')).data).toEqual([]);
    const factorId = (await carmen.auth.mfa.listFactors()).data!.totp[0].id;
    const counters = await stack.db.query('select last_used_counter::int as step from local_auth.totp_counters where factor_id = $1', [factorId]);
    expect(counters.rows).toEqual([{ step: LAST_USED_STEP }]);
    // That record is what the verify reads: with it at the current step, only the next one lifts the session.
    const step = currentCounter();
    await stack.db.query('update local_auth.totp_counters set last_used_counter = $2 where factor_id = $1', [factorId, step]);
    const replayed = await carmen.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totpSecret, step) });
    expect(replayed.error?.code).toBe('mfa_verification_failed');
    expect((await carmen.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totpSecret, step + 1) })).error).toBeNull();
    expect((await carmen.from('tarot_readings').select('card_name')).data).toEqual([{ card_name: 'La Estrella' }]);
  });
});
