import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

// How the local stack sends email. Without SMTP settings every message goes to a development outbox, as the
// Supabase CLI's Inbucket/Mailpit does: kept under DATA_DIR/mail (an index plus each message as an RFC 822 .eml
// file), listed at /_dev/correo and announced in the server log. With SMTP settings it is sent through that
// server with nodemailer instead, and nothing is kept.

export interface SmtpSettings {
  host: string;
  port: number;
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  pass?: string;
}

export interface MailSettings {
  /** Where the outbox lives (DATA_DIR); null keeps it in memory. */
  dataDir: string | null;
  /** The stack's public base URL, for the outbox link in the log. */
  publicUrl: string;
  /** The From header, e.g. "Sendero Astral <no-responder@localhost>". */
  from: string;
  smtp: SmtpSettings | null;
  /** Where "message stored" lines go; the server log by default. */
  log?: (line: string) => void;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface StoredEmail {
  id: string;
  to: string;
  from: string;
  subject: string;
  /** ISO date the message was stored. */
  date: string;
  html: string;
  text: string;
}

export const OUTBOX_PATH = '/_dev/correo';

export type Mailer = ReturnType<typeof createMailer>;

export function createMailer(settings: MailSettings) {
  const log = settings.log ?? ((line: string) => console.log(line));
  const folder = settings.dataDir ? join(settings.dataDir, 'mail') : null;
  const indexFile = folder ? join(folder, 'index.json') : null;
  // The RFC 822 text of a message, built exactly as it would go over SMTP.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const smtp = settings.smtp
    ? nodemailer.createTransport({
        host: settings.smtp.host,
        port: settings.smtp.port,
        secure: settings.smtp.secure,
        auth: settings.smtp.user ? { user: settings.smtp.user, pass: settings.smtp.pass ?? '' } : undefined,
      } satisfies SMTPTransport.Options)
    : null;
  let messages: StoredEmail[] | null = null;
  const rawInMemory = new Map<string, Buffer>();
  // Deliveries still under way: the endpoints answer without waiting (an SMTP round trip must not tell an
  // attacker that an address has an account), and tests wait for them with settle().
  const pending = new Set<Promise<void>>();
  // One write at a time, so two messages stored together never lose each other from the index.
  let writes: Promise<unknown> = Promise.resolve();

  async function loadIndex(): Promise<StoredEmail[]> {
    if (messages) return messages;
    if (!indexFile) return (messages = []);
    messages = await readFile(indexFile, 'utf8').then(
      (text) => JSON.parse(text) as StoredEmail[],
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    return messages;
  }

  async function store(email: OutgoingEmail): Promise<StoredEmail> {
    const id = `${new Date().toISOString().replace(/[-:.TZ]/g, '').slice(0, 14)}-${randomUUID().slice(0, 8)}`;
    const built = await composer.sendMail({ from: settings.from, to: email.to, subject: email.subject, html: email.html, text: email.text, messageId: `<${id}@sendero-astral.local>` });
    const raw = built.message as Buffer;
    const stored: StoredEmail = { id, to: email.to, from: settings.from, subject: email.subject, date: new Date().toISOString(), html: email.html, text: email.text };
    const write = writes.then(async () => {
      const index = await loadIndex();
      index.push(stored);
      if (!folder || !indexFile) {
        rawInMemory.set(id, raw);
        return;
      }
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFile(join(folder, `${id}.eml`), raw, { mode: 0o600 });
      // Written aside and renamed: a crash mid-write never leaves a half index.
      await writeFile(`${indexFile}.tmp`, JSON.stringify(index), { mode: 0o600 });
      await rename(`${indexFile}.tmp`, indexFile);
    });
    writes = write.catch(() => undefined);
    await write;
    log(`[correo] "${email.subject}" para ${email.to}: ${settings.publicUrl}${OUTBOX_PATH}/${id}`);
    return stored;
  }

  async function deliver(email: OutgoingEmail): Promise<void> {
    if (smtp) {
      await smtp.sendMail({ from: settings.from, to: email.to, subject: email.subject, html: email.html, text: email.text });
      log(`[correo] "${email.subject}" enviado por SMTP (${settings.smtp!.host}) a ${email.to}`);
      return;
    }
    await store(email);
  }

  /** Runs mail work after the answer has gone; a failure is logged, never shown to whoever asked for the email. */
  function later(task: () => Promise<void>, what = 'correo'): void {
    const run = task().catch((error: unknown) => {
      console.error(`[correo] falló: ${what}`, error);
    });
    pending.add(run);
    void run.finally(() => pending.delete(run));
  }

  /** Starts sending and returns at once. */
  function send(email: OutgoingEmail): void {
    later(() => deliver(email), `"${email.subject}" para ${email.to}`);
  }

  return {
    send,
    later,
    /** Resolves once every message sent so far has been stored or handed to the SMTP server. */
    async settle(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
    },
    /** Whether messages go to an SMTP server (true) or to the outbox. */
    viaSmtp: smtp !== null,
    /** The outbox, newest first. */
    async list(): Promise<StoredEmail[]> {
      await writes;
      return [...(await loadIndex())].reverse();
    },
    async get(id: string): Promise<StoredEmail | null> {
      return (await loadIndex()).find((message) => message.id === id) ?? null;
    },
    /** The message as an RFC 822 file. */
    async raw(id: string): Promise<Buffer | null> {
      if (!(await loadIndex()).some((message) => message.id === id)) return null;
      if (!folder) return rawInMemory.get(id) ?? null;
      return readFile(join(folder, `${id}.eml`));
    },
    close(): void {
      smtp?.close();
      composer.close();
    },
  };
}
