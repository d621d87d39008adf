import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, uniqueEmail, type TestStack } from '../testing.ts';
import { stackOptionsFromEnv } from '../options.ts';
import { useTestStack } from '../function-tests.ts';
import { currentCounter, totpCode } from '../totp.ts';
import type { StoredEmail } from '../mail/mailer.ts';

// The email flows and credential changes through the real supabase-js, against the stack in this process:
// recovery links, email change, the reauthentication code, and GoTrue's rules on password changes.

const PASSWORD = 'saturno-29';

const fixture = useTestStack();

async function signedUp(client: SupabaseClient = fixture.stack.client()) {
  const email = uniqueEmail('credenciales');
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { client, email, userId: data.user!.id };
}

async function lastEmailTo(to: string, target: TestStack = fixture.stack): Promise<StoredEmail> {
  const found = (await target.outbox()).find((message) => message.to === to);
  if (!found) throw new Error(`no email to ${to}`);
  return found;
}

function linkIn(message: StoredEmail): string {
  const match = message.html.match(/href="([^"]+\/auth\/v1\/verify[^"]+)"/);
  if (!match) throw new Error('the email has no verify link');
  return match[1].replace(/&amp;/g, '&');
}

/** Opens an email link as a browser would, without following the redirect: where it sends the browser. */
async function open(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

const fragment = (url: URL) => new URLSearchParams(url.hash.slice(1));

async function signedInWith(email: string, password: string) {
  const client = fixture.stack.client();
  const result = await client.auth.signInWithPassword({ email, password });
  return { client, error: result.error, session: result.data.session };
}

function recover(email: string, headers: Record<string, string> = {}) {
  return fetch(`${fixture.stack.url}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: fixture.stack.keys.anonKey, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email }),
  });
}

describe('password recovery', () => {
  it('emails a link that signs in as a recovery, lets the password be replaced, and is stored as an .eml file', async () => {
    const { email } = await signedUp();
    const redirectTo = `${fixture.stack.url}/nueva-contrasena`;
    const { error } = await fixture.stack.client().auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();

    const message = await lastEmailTo(email);
    expect(message.subject).toBe('Crea una nueva contraseña para Sendero Astral');
    expect(message.text).toContain('/auth/v1/verify?token=');
    const eml = await stat(join(fixture.stack.dataDir, 'mail', `${message.id}.eml`));
    expect(eml.mode & 0o777).toBe(0o600);
    const raw = (await fixture.stack.mailer.raw(message.id))!.toString('utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toContain(`To: ${email}`);

    const landed = await open(linkIn(message));
    expect(`${landed.origin}${landed.pathname}`).toBe(redirectTo);
    const params = fragment(landed);
    expect(params.get('type')).toBe('recovery');

    const client = fixture.stack.client();
    const session = await client.auth.setSession({ access_token: params.get('access_token')!, refresh_token: params.get('refresh_token')! });
    expect(session.error).toBeNull();
    expect(session.data.user?.email).toBe(email);
    expect((await client.auth.updateUser({ password: 'mercurio-retro-8' })).error).toBeNull();

    expect((await signedInWith(email, PASSWORD)).error?.code).toBe('invalid_credentials');
    expect((await signedInWith(email, 'mercurio-retro-8')).error).toBeNull();
  });

  it('refuses a link that was already used, and verifyOtp with its token too', async () => {
    const { email } = await signedUp();
    await fixture.stack.client().auth.resetPasswordForEmail(email, { redirectTo: `${fixture.stack.url}/nueva-contrasena` });
    const link = linkIn(await lastEmailTo(email));
    expect(fragment(await open(link)).get('access_token')).toBeTruthy();

    const again = fragment(await open(link));
    expect(again.get('access_token')).toBeNull();
    expect(again.get('error_code')).toBe('otp_expired');
    const tokenHash = new URL(link).searchParams.get('token')!;
    const viaOtp = await fixture.stack.client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(viaOtp.error?.code).toBe('otp_expired');
    expect(viaOtp.data.session).toBeNull();
  });

  it('refuses a link older than an hour', async () => {
    const { email, userId } = await signedUp();
    await fixture.stack.client().auth.resetPasswordForEmail(email);
    const link = linkIn(await lastEmailTo(email));
    await fixture.stack.db.query(`update auth.one_time_tokens set created_at = now() - interval '61 minutes' where user_id = $1`, [userId]);
    const landed = await open(link);
    expect(fragment(landed).get('error_code')).toBe('otp_expired');
    expect(`${landed.origin}${landed.pathname}`).toBe(`${fixture.stack.url}/`);
  });

  it('keeps only hashes of the link and of the code', async () => {
    const { email, userId } = await signedUp();
    await fixture.stack.client().auth.resetPasswordForEmail(email);
    const token = new URL(linkIn(await lastEmailTo(email))).searchParams.get('token')!;
    const rows = await fixture.stack.db.query<{ token_hash: string; otp_hash: string }>(
      'select t.token_hash, c.otp_hash from auth.one_time_tokens t join local_auth.one_time_codes c on c.token_id = t.id where t.user_id = $1',
      [userId],
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].token_hash).not.toContain(token);
    expect(rows.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.rows[0].otp_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers an unknown address exactly as a registered one, and limits both with 429 and Retry-After', async () => {
    const { email } = await signedUp();
    const unknown = uniqueEmail('nadie');
    const known = await recover(email);
    const stranger = await recover(unknown);
    expect([stranger.status, await stranger.text()]).toEqual([known.status, await known.text()]);
    expect(known.status).toBe(200);
    expect((await fixture.stack.outbox()).some((message) => message.to === unknown)).toBe(false);

    for (const address of [email, unknown]) {
      const second = await recover(address);
      expect(second.status).toBe(429);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(((await second.json()) as { code: string }).code).toBe('over_email_send_rate_limit');
    }
    const viaClient = await fixture.stack.client().auth.resetPasswordForEmail(email);
    expect(viaClient.error?.status).toBe(429);
  });

  it('limits the emails one IP may ask for, whatever the addresses', async () => {
    const limited = await startTestStack({ signInRateLimit: 2 });
    try {
      const ask = (address: string) =>
        fetch(`${limited.url}/auth/v1/recover`, { method: 'POST', headers: { apikey: limited.keys.anonKey, 'Content-Type': 'application/json' }, body: JSON.stringify({ email: address }) });
      expect((await ask(uniqueEmail('ip'))).status).toBe(200);
      expect((await ask(uniqueEmail('ip'))).status).toBe(200);
      const third = await ask(uniqueEmail('ip'));
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.stop();
    }
  });
});

/** The code GET /reauthenticate emails to the account's address: the nonce of an email or password change. */
async function reauthenticationCode(client: SupabaseClient, email: string): Promise<string> {
  expect((await client.auth.reauthenticate()).error).toBeNull();
  const message = await lastEmailTo(email);
  expect(message.subject).toBe('Tu código para cambiar tu email o tu contraseña');
  return message.text.match(/\b(\d{6})\b/)![1];
}

describe('email change', () => {
  it('needs the links sent to both addresses, tells the current one, and asks a user with a password for the emailed code', async () => {
    const { client, email } = await signedUp();
    const newEmail = uniqueEmail('nuevo');
    const redirect = { emailRedirectTo: `${fixture.stack.url}/cuenta` };
    // A session alone, however fresh, cannot start the change.
    expect((await client.auth.updateUser({ email: newEmail }, redirect)).error?.code).toBe('reauthentication_needed');
    expect((await client.auth.updateUser({ email: newEmail, nonce: '123456' }, redirect)).error?.code).toBe('reauthentication_not_valid');
    expect((await fixture.stack.outbox()).some((message) => message.to === newEmail)).toBe(false);

    const nonce = await reauthenticationCode(client, email);
    const { data, error } = await client.auth.updateUser({ email: newEmail, nonce }, redirect);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(newEmail);

    const toNew = await lastEmailTo(newEmail);
    const toCurrent = await lastEmailTo(email);
    for (const message of [toNew, toCurrent]) {
      expect(message.subject).toBe('Confirma el cambio de email en Sendero Astral');
      expect(message.text).toContain(`la cuenta ${email} pase a entrar con ${newEmail}`);
    }
    expect(linkIn(toNew)).not.toBe(linkIn(toCurrent));

    // The new address's link alone leaves the login where it was: GoTrue's answer, and no session.
    const first = await open(linkIn(toNew));
    expect(first.pathname).toBe('/cuenta');
    expect(fragment(first).get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
    expect(fragment(first).get('access_token')).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    expect((await signedInWith(newEmail, PASSWORD)).error?.code).toBe('invalid_credentials');
    expect((await signedInWith(email, PASSWORD)).error).toBeNull();

    const second = await open(linkIn(toCurrent));
    expect(fragment(second).get('type')).toBe('email_change');
    expect((await client.auth.getUser()).data.user?.email).toBe(newEmail);
    expect((await signedInWith(newEmail, PASSWORD)).error).toBeNull();
    expect((await signedInWith(email, PASSWORD)).error?.code).toBe('invalid_credentials');
  });

  it('takes the two links through verifyOtp as token hashes, the current address first, each once', async () => {
    const { client, email } = await signedUp();
    const newEmail = uniqueEmail('codigos');
    expect((await client.auth.updateUser({ email: newEmail, nonce: await reauthenticationCode(client, email) })).error).toBeNull();
    const linkTokenOf = async (to: string) => (await lastEmailTo(to)).html.match(/token=([^&"]+)/)![1];
    const currentHash = await linkTokenOf(email);
    const first = await fixture.stack.client().auth.verifyOtp({ token_hash: currentHash, type: 'email_change' });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    // A used link does not count twice.
    expect((await fixture.stack.client().auth.verifyOtp({ token_hash: currentHash, type: 'email_change' })).error?.code).toBe('otp_expired');
    const second = await fixture.stack.client().auth.verifyOtp({ token_hash: await linkTokenOf(newEmail), type: 'email_change' });
    expect(second.error).toBeNull();
    expect(second.data.session?.user.email).toBe(newEmail);
  });

  it('lets a user without a password (Google) change without the code, as GoTrue does, still behind both links', async () => {
    const { client, email, userId } = await signedUp();
    await fixture.stack.db.query('update auth.users set encrypted_password = null where id = $1', [userId]);
    const newEmail = uniqueEmail('sin-clave');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    await open(linkIn(await lastEmailTo(newEmail)));
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    await open(linkIn(await lastEmailTo(email)));
    expect((await client.auth.getUser()).data.user?.email).toBe(newEmail);
  });

  it('refuses an address another account already has', async () => {
    const { client, email } = await signedUp();
    const other = await signedUp();
    const { error } = await client.auth.updateUser({ email: other.email, nonce: await reauthenticationCode(client, email) });
    expect(error?.code).toBe('email_exists');
  });

  it('sends redirects only to allowed origins', async () => {
    const { client, email } = await signedUp();
    const newEmail = uniqueEmail('redir');
    await client.auth.updateUser({ email: newEmail, nonce: await reauthenticationCode(client, email) }, { emailRedirectTo: 'https://atacante.example/robar' });
    const landed = await open(linkIn(await lastEmailTo(newEmail)));
    expect(landed.origin).toBe(new URL(fixture.stack.url).origin);
  });
});

describe('redirects to localhost', () => {
  /** The stack npm start would run with this PUBLIC_URL, and where its recovery link sends a browser that asked for the dev server. */
  async function recoveryLandingWith(publicUrl: string): Promise<string> {
    const saved = process.env.PUBLIC_URL;
    process.env.PUBLIC_URL = publicUrl;
    const options = stackOptionsFromEnv({ port: 0 });
    if (saved === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = saved;
    const stack = await startTestStack({ publicUrl: options.publicUrl, additionalRedirectUrls: options.additionalRedirectUrls });
    try {
      const api = `http://127.0.0.1:${stack.port}/auth/v1`;
      const headers = { apikey: stack.keys.anonKey, 'Content-Type': 'application/json' };
      const email = uniqueEmail('local');
      expect((await fetch(`${api}/signup`, { method: 'POST', headers, body: JSON.stringify({ email, password: PASSWORD }) })).status).toBe(200);
      const asked = encodeURIComponent('http://localhost:5173/nueva-contrasena');
      expect((await fetch(`${api}/recover?redirect_to=${asked}`, { method: 'POST', headers, body: JSON.stringify({ email }) })).status).toBe(200);
      const link = new URL(linkIn(await lastEmailTo(email, stack)));
      return link.searchParams.get('redirect_to')!;
    } finally {
      await stack.stop();
    }
  }

  it('are accepted only when PUBLIC_URL is itself local', async () => {
    expect(await recoveryLandingWith('http://localhost:4173')).toBe('http://localhost:5173/nueva-contrasena');
    expect(await recoveryLandingWith('https://sendero.example')).toBe('https://sendero.example/');
  }, 240_000);
});

describe('password change', () => {
  it('signs out every other session of the user and keeps this one', async () => {
    const { client, email } = await signedUp();
    const other = await signedInWith(email, PASSWORD);
    const bystander = await signedUp();
    expect((await client.auth.updateUser({ password: 'venus-en-tauro-2' })).error).toBeNull();

    const sessions = await fixture.stack.db.query<{ count: number }>('select count(*)::int as count from auth.sessions where user_id = (select id from auth.users where email = $1)', [email]);
    expect(sessions.rows[0].count).toBe(1);
    expect((await other.client.auth.getUser()).error).not.toBeNull();
    expect((await other.client.auth.refreshSession()).error).not.toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    expect((await bystander.client.auth.getUser()).error).toBeNull();
  });

  it('requires aal2 when the user has a verified TOTP factor', async () => {
    const { client, email } = await signedUp();
    const { data: enrolled } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const secret = enrolled!.totp!.secret;
    const factorId = enrolled!.id;
    expect((await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, currentCounter()) })).error).toBeNull();

    const fresh = await signedInWith(email, PASSWORD);
    const refused = await fresh.client.auth.updateUser({ password: 'marte-en-aries-3' });
    expect(refused.error?.code).toBe('insufficient_aal');
    expect(refused.error?.status).toBe(401);
    expect((await fresh.client.auth.updateUser({ email: uniqueEmail('sin-aal2') })).error?.code).toBe('insufficient_aal');
    expect((await signedInWith(email, PASSWORD)).error).toBeNull();

    expect((await fresh.client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, currentCounter() + 1) })).error).toBeNull();
    expect((await fresh.client.auth.updateUser({ password: 'marte-en-aries-3' })).error).toBeNull();
  });

  it('asks a session older than 24 hours for the emailed code, which works once', async () => {
    const { client, email } = await signedUp();
    const sessionId = JSON.parse(Buffer.from((await client.auth.getSession()).data.session!.access_token.split('.')[1], 'base64url').toString()).session_id as string;
    await fixture.stack.db.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [sessionId]);

    expect((await client.auth.updateUser({ password: 'jupiter-en-leo-4' })).error?.code).toBe('reauthentication_needed');
    expect((await client.auth.updateUser({ password: 'jupiter-en-leo-4', nonce: '123456' })).error?.code).toBe('reauthentication_not_valid');

    const code = await reauthenticationCode(client, email);
    expect((await client.auth.reauthenticate()).error?.status).toBe(429);

    expect((await client.auth.updateUser({ password: 'jupiter-en-leo-4', nonce: code })).error).toBeNull();
    expect((await client.auth.updateUser({ password: 'jupiter-en-leo-5', nonce: code })).error?.code).toBe('reauthentication_not_valid');
    expect((await signedInWith(email, 'jupiter-en-leo-4')).error).toBeNull();
  });

  it('lets a session signed in within 24 hours change the password without the code, as GoTrue does', async () => {
    const { client } = await signedUp();
    expect((await client.auth.updateUser({ password: 'luna-en-cancer-6' })).error).toBeNull();
  });
});

describe('sign-up with confirmations on', () => {
  let confirming: TestStack;

  beforeAll(async () => {
    confirming = await startTestStack({ emailConfirmations: true });
  });

  afterAll(async () => {
    await confirming?.stop();
  });

  it('gives no session until the emailed link is opened, and answers a registered address the same way', async () => {
    const client = confirming.client();
    const email = uniqueEmail('confirmar');
    const signUp = await client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${confirming.url}/` } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    const settings = (await (await fetch(`${confirming.url}/auth/v1/settings`, { headers: { apikey: confirming.keys.anonKey } })).json()) as { mailer_autoconfirm: boolean };
    expect(settings.mailer_autoconfirm).toBe(false);

    const early = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error?.code).toBe('email_not_confirmed');

    const message = await lastEmailTo(email, confirming);
    expect(message.subject).toBe('Confirma tu cuenta en Sendero Astral');
    const response = await fetch(linkIn(message), { redirect: 'manual' });
    expect(fragment(new URL(response.headers.get('location')!)).get('type')).toBe('signup');
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const twice = await confirming.client().auth.signUp({ email, password: 'otra-clave-9' });
    expect(twice.error).toBeNull();
    expect(twice.data.session).toBeNull();
    expect(twice.data.user?.identities).toEqual([]);
  });

  it('resends the link only after a minute per address; the new link works and the earlier one no longer does', async () => {
    try {
      const email = uniqueEmail('reenviar');
      await confirming.client().auth.signUp({ email, password: PASSWORD });
      const first = linkIn(await lastEmailTo(email, confirming));
      expect((await confirming.client().auth.resend({ type: 'signup', email })).error?.status).toBe(429);

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      expect((await confirming.client().auth.resend({ type: 'signup', email })).error).toBeNull();
      await confirming.mailer.settle();
      const messages = (await confirming.outbox()).filter((message) => message.to === email);
      expect(messages).toHaveLength(2);
      const second = linkIn(messages[0]);
      expect(second).not.toBe(first);

      const stale = await fetch(first, { redirect: 'manual' });
      expect(fragment(new URL(stale.headers.get('location')!)).get('error_code')).toBe('otp_expired');
      const fresh = await fetch(second, { redirect: 'manual' });
      expect(fragment(new URL(fresh.headers.get('location')!)).get('type')).toBe('signup');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('SMTP', () => {
  it('delivers through a real SMTP server when one is configured, and keeps nothing in the outbox', async () => {
    const received: { to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        callback(auth.username === 'sendero' && auth.password === 'secreto' ? null : new Error('bad credentials'), { user: auth.username });
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    const smtpStack = await startTestStack({ smtp: { host: '127.0.0.1', port, secure: false, user: 'sendero', pass: 'secreto' }, mailFrom: 'Sendero Astral <hola@sendero.test>' });
    try {
      const email = uniqueEmail('smtp');
      await smtpStack.client().auth.signUp({ email, password: PASSWORD });
      expect((await smtpStack.client().auth.resetPasswordForEmail(email)).error).toBeNull();
      await smtpStack.mailer.settle();
      expect(received).toHaveLength(1);
      expect(received[0].to).toEqual([email]);
      expect(received[0].data).toContain('From: Sendero Astral <hola@sendero.test>');
      expect(received[0].data).toMatch(/^Subject: /m);
      expect(received[0].data.replace(/=\r?\n/g, '')).toContain('type=3Drecovery');
      expect(await smtpStack.outbox()).toEqual([]);
    } finally {
      await smtpStack.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
