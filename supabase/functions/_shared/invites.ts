import * as z from 'zod/mini';
import { isTypedText } from './birth-input.ts';
import { Refusal, TOO_MANY_REQUESTS } from './http.ts';
import { RateLimiter } from './rate-limit.ts';

// What the three invitation functions share: the token in the link and its hash in the table, the one answer for
// a link that no longer works, the invitee's text fields, and the per-address limit on the two public functions.

/** 32 random bytes in base64url: 43 characters, 256 bits nobody can guess. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Unknown, cancelled, expired and used invitations get this same answer (status and words), so a link tells whoever
 * holds it nothing about an invitation it does not open.
 */
export const INVITE_UNAVAILABLE = 'Esta invitación ya no está disponible: puede que haya caducado, que ya se haya usado o que el enlace esté incompleto. Pide a quien te la envió un enlace nuevo.';
export const INVITE_UNAVAILABLE_STATUS = 404;

export function inviteUnavailable(): Refusal {
  return new Refusal(INVITE_UNAVAILABLE_STATUS, INVITE_UNAVAILABLE);
}

export function newInviteToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The SHA-256 of the token, in hex: what the table keeps and looks invitations up by. */
export async function hashInviteToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The token field of a request, bounded. Its shape is checked by `tokenHash`, inside the function, so a link cut
 * short gets the same 404 as an unknown one rather than a 400 of its own.
 */
export const InviteTokenSchema = z.string({ error: INVITE_UNAVAILABLE }).check(z.maxLength(128, INVITE_UNAVAILABLE));

/** The hash to look the invitation up by; a token no link could carry is an invitation that does not exist. */
export async function tokenHash(token: string): Promise<string> {
  if (!TOKEN_PATTERN.test(token)) throw inviteUnavailable();
  return hashInviteToken(token);
}

/**
 * A line of text someone typed: NFC (the same name typed on two keyboards is one string), trimmed, within its
 * bounds, no control characters or lone surrogates.
 */
export function typedLine(bounds: { min: number; max: number }, messages: { required: string; tooLong: string; notText: string }) {
  return z.string({ error: messages.required }).check(
    z.normalize('NFC'),
    z.trim(),
    z.minLength(bounds.min, messages.required),
    z.maxLength(bounds.max, messages.tooLong),
    z.refine(isTypedText, messages.notText),
  );
}

/**
 * The caller's address as the platform's proxies report it. On hosted Supabase the functions sit behind
 * Cloudflare (cf-connecting-ip, which it sets itself) and Supabase's gateway (x-forwarded-for, whose first entry
 * is the client as the first proxy saw it). Behind neither (the local stack), every caller shares one bucket.
 */
export function callerAddress(req: Request): string {
  const direct = req.headers.get('cf-connecting-ip') ?? req.headers.get('x-real-ip');
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0];
  return (direct ?? forwarded ?? '').trim().slice(0, 64) || 'unknown';
}

/**
 * A fixed window of `limit` calls per address per `windowMs`, kept in this function's memory. It bounds a burst
 * from one address against one running instance (the invitation functions take no session, so no account can
 * carry the limit); what the data itself allows is bounded in the database (an invitation is used once, each
 * user's invitations per hour and waiting, each user's people). A hard limit across instances would need a
 * shared store.
 */
export class AddressLimit {
  private readonly counter: RateLimiter;

  constructor(limit: number, windowMs: number) {
    this.counter = new RateLimiter(limit, windowMs, { forgetWhenFull: true });
  }

  /** Counts this call; throws the spec's 429 when the address has used its window. */
  take(req: Request, now = Date.now()): void {
    if (!this.counter.allow(callerAddress(req), now)) throw new Refusal(429, TOO_MANY_REQUESTS);
  }
}

/** Per address per hour: opening invitation pages, and sending one's data (a refused place counts too). */
export const INVITE_READS_PER_ADDRESS_PER_HOUR = 60;
export const INVITE_ACCEPTS_PER_ADDRESS_PER_HOUR = 20;
