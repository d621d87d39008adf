import { resolve } from 'node:path';
import type { StackOptions } from './server.ts';
import type { SmtpSettings } from './mail/mailer.ts';

// Settings for `npm start` and `npm run dev`, from the environment, with the defaults README documents.

/** The preview and the Vite dev server on this machine. */
const LOCAL_DEV_ORIGINS = ['http://localhost:4173', 'http://localhost:5173', 'http://127.0.0.1:4173', 'http://127.0.0.1:5173'];

/**
 * Whether a URL is on this machine. Only a stack that is itself local accepts the dev origins for redirects and
 * passkeys: one published elsewhere would otherwise hand sessions to whatever listens on a visitor's localhost.
 */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

export function stackOptionsFromEnv(defaults: { port: number; publicUrl?: string }): StackOptions {
  const env = process.env;
  const port = env.PORT ? Number(env.PORT) : defaults.port;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const publicUrl = env.PUBLIC_URL ?? defaults.publicUrl ?? `http://localhost:${port}`;
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          authorizeUrl: env.GOOGLE_AUTHORIZE_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
          tokenUrl: env.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
          userinfoUrl: env.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo',
        }
      : null;
  return {
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl,
    google,
    signInRateLimit: env.AUTH_RATE_LIMIT ? Number(env.AUTH_RATE_LIMIT) : undefined,
    reminderIntervalMs: 60_000,
    functionThreads: threads(env.FUNCTION_THREADS),
    emailConfirmations: flag(env.AUTH_EMAIL_CONFIRMATIONS, 'AUTH_EMAIL_CONFIRMATIONS') ?? false,
    securePasswordChange: flag(env.AUTH_SECURE_PASSWORD_CHANGE, 'AUTH_SECURE_PASSWORD_CHANGE') ?? true,
    smtp: smtpFromEnv(env),
    mailFrom: env.SMTP_FROM,
    additionalRedirectUrls: isLocalUrl(publicUrl) ? LOCAL_DEV_ORIGINS : [],
  };
}

function threads(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new Error(`FUNCTION_THREADS must be a whole number of threads, got "${value}"`);
  return count;
}

function flag(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/** SMTP_HOST turns sending on; port 465 (or SMTP_SECURE=true) speaks TLS from the start, others upgrade with STARTTLS. */
function smtpFromEnv(env: NodeJS.ProcessEnv): SmtpSettings | null {
  if (!env.SMTP_HOST) return null;
  const secure = flag(env.SMTP_SECURE, 'SMTP_SECURE') ?? env.SMTP_PORT === '465';
  const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : secure ? 465 : 587;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`SMTP_PORT must be a port number, got "${env.SMTP_PORT}"`);
  return { host: env.SMTP_HOST, port, secure, user: env.SMTP_USER || undefined, pass: env.SMTP_PASS || undefined };
}
