import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { API_VERSION, HttpError } from '../http.ts';

// What every part of the local auth server shares: its settings, the rows it reads, and GoTrue's error shapes.

export interface GoogleProvider {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

export interface AuthConfig {
  /** Public base URL of the stack, e.g. http://localhost:4173 (the token issuer is this plus /auth/v1). */
  publicUrl: string;
  jwtExpirySeconds: number;
  /** Sign-ins plus sign-ups allowed per IP per window (Supabase's default: 30 per 5 minutes). */
  signInRateLimit: number;
  rateLimitWindowMs: number;
  google: GoogleProvider | null;
  additionalRedirectUrls: string[];
  /** [auth.email] enable_confirmations: a new account has no session until its emailed link is opened. */
  emailConfirmations: boolean;
  /** [auth.email] secure_password_change: a session older than 24 h needs the emailed code to change the password. */
  securePasswordChange: boolean;
}

export interface RequestContext { ip: string }

/** The auth.users columns the local auth server reads (GoTrue's table has more). */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  phone: string | null;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'webauthn' | 'phone';
  status: 'unverified' | 'verified';
  secret: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface AmrEntry { method: string; timestamp: number }

export function authError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, { code, message, ...extra }, { 'X-Supabase-Api-Version': API_VERSION, 'x-sb-error-code': code });
}

/** GoTrue's 429, with the Retry-After header clients (and people) can wait by. */
export function rateLimited(windowMs: number): HttpError {
  return new HttpError(429, { code: 'over_request_rate_limit', message: 'Request rate limit reached' }, {
    'X-Supabase-Api-Version': API_VERSION,
    'x-sb-error-code': 'over_request_rate_limit',
    'Retry-After': String(Math.ceil(windowMs / 1000)),
  });
}

/** The origins of the site URL and of additional_redirect_urls: where redirects may lead and passkey ceremonies come from. */
export function allowedOrigins(config: AuthConfig): string[] {
  return [...new Set([config.publicUrl, ...config.additionalRedirectUrls].map((url) => new URL(url).origin))];
}

/** `redirect_to` when it is on an allowed origin, else the site URL: GoTrue's one rule for every redirect it makes. */
export function allowedRedirect(config: AuthConfig, requested: string | null): string {
  const siteUrl = `${config.publicUrl}/`;
  if (!requested) return siteUrl;
  try {
    const target = new URL(requested);
    return allowedOrigins(config).includes(target.origin) ? target.toString() : siteUrl;
  } catch {
    return siteUrl;
  }
}

/** GoTrue records the address a challenge was asked from; a socket without one records the unspecified address. */
export function challengeAddress(ctx: RequestContext): string {
  return isIP(ctx.ip) ? ctx.ip : '0.0.0.0';
}

/** GoTrue's answer to a verify from another address than the challenge's. */
export const ipAddressMismatch = () => authError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');

export const badJson = () => authError(400, 'bad_json', 'Could not parse request body as JSON');

export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
