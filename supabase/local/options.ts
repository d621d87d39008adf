import { resolve } from 'node:path';
import type { StackOptions } from './server.ts';

// Settings for `npm start` and `npm run dev`, from the environment, with the defaults README documents.

export function stackOptionsFromEnv(defaults: { port: number; publicUrl?: string }): StackOptions {
  const env = process.env;
  const port = env.PORT ? Number(env.PORT) : defaults.port;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
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
    publicUrl: env.PUBLIC_URL ?? defaults.publicUrl ?? `http://localhost:${port}`,
    google,
    signInRateLimit: env.AUTH_RATE_LIMIT ? Number(env.AUTH_RATE_LIMIT) : undefined,
    preloadFunctions: true,
    additionalRedirectUrls: ['http://localhost:4173', 'http://localhost:5173', 'http://127.0.0.1:4173', 'http://127.0.0.1:5173'],
  };
}
