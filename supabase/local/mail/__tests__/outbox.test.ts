import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer, type Mailer } from '../mailer.ts';
import { outboxPage } from '../outbox-page.ts';
import { htmlToText, renderEmail, renderTemplate } from '../templates.ts';
import { startTestStack, type TestStack } from '../../testing.ts';

// The development outbox on disk and as pages, and the templates shared with hosted Supabase.

const folders: string[] = [];
const mailers: Mailer[] = [];

afterEach(async () => {
  for (const mailer of mailers.splice(0)) mailer.close();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function outbox() {
  const dataDir = await mkdtemp(join(tmpdir(), 'sendero-mail-'));
  folders.push(dataDir);
  const lines: string[] = [];
  const mailer = createMailer({ dataDir, publicUrl: 'http://localhost:4173', from: 'Sendero Astral <no-responder@localhost>', smtp: null, log: (line) => lines.push(line) });
  mailers.push(mailer);
  return { dataDir, mailer, lines };
}

const PUBLIC_URL = 'http://localhost:4173';
const get = (path: string, headers: Record<string, string> = { host: 'localhost:4173' }) => new Request(`http://127.0.0.1${path}`, { headers });

describe('the development outbox', () => {
  it('keeps each message as a 0600 .eml file and in an index that survives a restart, and logs its page', async () => {
    const { dataDir, mailer, lines } = await outbox();
    mailer.send({ to: 'ana@ejemplo.com', subject: 'Uno', html: '<p>Primero</p>', text: 'Primero' });
    mailer.send({ to: 'luis@ejemplo.com', subject: 'Dos', html: '<p>Segundo</p>', text: 'Segundo' });
    await mailer.settle();
    const listed = await mailer.list();
    expect(listed.map((message) => message.subject)).toEqual(['Dos', 'Uno']);
    for (const message of listed) {
      const file = join(dataDir, 'mail', `${message.id}.eml`);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(await readFile(file, 'utf8')).toMatch(new RegExp(`^To: ${message.to}$`, 'm'));
    }
    expect((await stat(join(dataDir, 'mail', 'index.json'))).mode & 0o777).toBe(0o600);
    expect(lines[0]).toMatch(/^\[correo\] "Uno" para ana@ejemplo.com: http:\/\/localhost:4173\/_dev\/correo\/[\w-]+$/);

    const reopened = createMailer({ dataDir, publicUrl: 'http://localhost:4173', from: 'x <x@localhost>', smtp: null, log: () => {} });
    mailers.push(reopened);
    expect((await reopened.list()).map((message) => message.id)).toEqual(listed.map((message) => message.id));
  });

  it('lists, shows and hands out the .eml of each message to this machine only', async () => {
    const { mailer } = await outbox();
    mailer.send({ to: 'ana@ejemplo.com', subject: 'Tu <enlace>', html: '<p><a href="http://localhost:4173/x">Abrir</a></p>', text: 'Abrir' });
    await mailer.settle();
    const [message] = await mailer.list();

    const list = await outboxPage(get('/_dev/correo'), '127.0.0.1', mailer, PUBLIC_URL);
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain(`href="/_dev/correo/${message.id}"`);
    expect(html).toContain('Tu &lt;enlace&gt;');
    expect(html).not.toContain('Tu <enlace>');

    const shown = await (await outboxPage(get(`/_dev/correo/${message.id}`), '::1', mailer, PUBLIC_URL)).text();
    expect(shown).toContain('<a href="http://localhost:4173/x">Abrir</a>');
    const eml = await outboxPage(get(`/_dev/correo/${message.id}.eml`), '::ffff:127.0.0.1', mailer, PUBLIC_URL);
    expect(eml.headers.get('content-type')).toBe('message/rfc822');
    expect(await eml.text()).toMatch(/^Subject: /m);

    expect((await outboxPage(get('/_dev/correo'), '192.168.1.20', mailer, PUBLIC_URL)).status).toBe(404);
    // An HTTP/1.0 request may carry no Host: nothing then says which site it was meant for.
    expect((await outboxPage(get('/_dev/correo', {}), '127.0.0.1', mailer, PUBLIC_URL)).status).toBe(404);
    expect((await outboxPage(get(`/_dev/correo/${message.id}`), '203.0.113.7', mailer, PUBLIC_URL)).status).toBe(404);
    expect((await outboxPage(get('/_dev/correo/../../local-keys.json'), '127.0.0.1', mailer, PUBLIC_URL)).status).toBe(404);
    expect((await outboxPage(get('/_dev/correo/no-existe'), '127.0.0.1', mailer, PUBLIC_URL)).status).toBe(404);
  });
});

describe('the outbox behind DNS rebinding or a proxy', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ publicUrl: 'http://sendero.lan:4173' });
    // One message, so a page that answered would hand out a link. (The public host is not resolvable here: only
    // the Host header names it.)
    stack.mailer.send({ to: 'ana@ejemplo.com', subject: 'Enlace', html: '<p><a href="http://sendero.lan:4173/x">Entrar</a></p>', text: 'Entrar' });
    expect(await stack.outbox()).toHaveLength(1);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** A GET over the loopback with exactly these headers (fetch would write its own Host). */
  function loopbackGet(path: string, headers: Record<string, string>): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: stack.port, path, method: 'GET', headers, setHost: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('answers a loopback request addressed to this machine or to the public host', async () => {
    for (const host of [`localhost:${stack.port}`, `127.0.0.1:${stack.port}`, `[::1]:${stack.port}`, 'sendero.lan:4173']) {
      expect(await loopbackGet('/_dev/correo', { host }), host).toBe(200);
    }
  });

  it('answers 404, like an unknown path, to another Host or any proxy header', async () => {
    const local = { host: `localhost:${stack.port}` };
    const refused: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: `evil.example:${stack.port}` },
      { host: 'localhost.evil.example' },
      { ...local, 'x-forwarded-for': '203.0.113.7' },
      { ...local, 'x-forwarded-host': 'localhost' },
      { ...local, forwarded: 'for=203.0.113.7' },
      { ...local, 'x-real-ip': '203.0.113.7' },
    ];
    for (const headers of refused) {
      expect(await loopbackGet('/_dev/correo', headers), JSON.stringify(headers)).toBe(404);
      const [message] = await stack.outbox();
      if (message) expect(await loopbackGet(`/_dev/correo/${message.id}.eml`, headers), JSON.stringify(headers)).toBe(404);
    }
  });
});

describe('the templates', () => {
  it('render the Spanish emails from supabase/templates with the subjects of config.toml', async () => {
    const recovery = await renderEmail('recovery', { ConfirmationURL: 'http://localhost:4173/auth/v1/verify?token=abc&type=recovery', SiteURL: 'http://localhost:4173', Email: 'ana@ejemplo.com' });
    expect(recovery.subject).toBe('Crea una nueva contraseña para Sendero Astral');
    expect(recovery.html).toContain('href="http://localhost:4173/auth/v1/verify?token=abc&amp;type=recovery"');
    expect(recovery.text).toContain('Elegir nueva contraseña: http://localhost:4173/auth/v1/verify?token=abc&type=recovery');

    const code = await renderEmail('reauthentication', { Token: '042917', SiteURL: 'http://localhost:4173', Email: 'ana@ejemplo.com' });
    expect(code.text).toContain('042917');

    const change = await renderEmail('email_change', { ConfirmationURL: 'http://x/v', SiteURL: 'http://x', Email: 'vieja@ejemplo.com', NewEmail: '<b>nueva</b>@ejemplo.com' });
    expect(change.html).toContain('&lt;b&gt;nueva&lt;/b&gt;@ejemplo.com');
  });

  it('fail loudly on a variable the email does not provide, rather than send a broken link', () => {
    expect(() => renderTemplate('<a href="{{ .ConfirmationURL }}">x</a>', { SiteURL: 'http://x', Email: 'a@b.co' })).toThrow(/ConfirmationURL/);
  });

  it('give a plain-text part with the links written out', () => {
    expect(htmlToText('<h1>Hola</h1><p>Pulsa <a href="http://x/y?a=1&amp;b=2">aquí</a>.</p>')).toBe('Hola\n\nPulsa aquí: http://x/y?a=1&b=2.');
  });
});
