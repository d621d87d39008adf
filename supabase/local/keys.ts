import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK, type JWTPayload, type CryptoKey } from 'jose';
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface LocalKeys {
  kid: string;
  /** Who signs users' tokens: the stack's public URL plus /auth/v1, as GoTrue's `iss`. */
  issuer: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  anonKey: string;
  serviceRoleKey: string;
}

interface StoredKeys { kid: string; privateJwk: JWK; publicJwk: JWK; anonKey: string; serviceRoleKey: string }

const TEN_YEARS = 10 * 365 * 24 * 3600;

/**
 * The stack's one ES256 signing key and the two API keys signed with it, created on first start and kept in
 * the data folder, so that a restart keeps every issued token valid. `local-keys.json` is what tools read.
 */
export async function loadOrCreateKeys(dataDir: string | null, url: string): Promise<LocalKeys> {
  const file = dataDir ? join(dataDir, 'signing-keys.json') : null;
  let stored: StoredKeys | null = null;
  if (file) stored = await readFile(file, 'utf8').then((text) => JSON.parse(text) as StoredKeys).catch(() => null);
  if (!stored) {
    const kid = randomUUID();
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'ES256', use: 'sig' };
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
    const issue = (role: string) =>
      new SignJWT({ iss: 'supabase', ref: 'local', role })
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + TEN_YEARS)
        .sign(privateKey);
    stored = { kid, privateJwk, publicJwk, anonKey: await issue('anon'), serviceRoleKey: await issue('service_role') };
    if (dataDir && file) {
      await mkdir(dataDir, { recursive: true });
      await writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    }
  }
  if (dataDir) {
    // It holds the service key: readable by this user only (the mode given to writeFile applies to new files only).
    const toolsFile = join(dataDir, 'local-keys.json');
    await writeFile(toolsFile, JSON.stringify({ url, anonKey: stored.anonKey, serviceRoleKey: stored.serviceRoleKey }, null, 2) + '\n', { mode: 0o600 });
    await chmod(toolsFile, 0o600);
  }
  return {
    kid: stored.kid,
    issuer: `${url}/auth/v1`,
    privateKey: (await importJWK(stored.privateJwk, 'ES256')) as CryptoKey,
    publicJwk: stored.publicJwk,
    anonKey: stored.anonKey,
    serviceRoleKey: stored.serviceRoleKey,
  };
}

export async function signToken(keys: LocalKeys, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' }).sign(keys.privateKey);
}

export type VerifiedToken = { ok: true; claims: JWTPayload & Record<string, unknown> } | { ok: false; expired: boolean; message: string };

/**
 * Tokens whose signature was already checked, until they expire. Every request re-presents the same token,
 * and an ES256 verification costs more than the rest of a small request; the expiry is still checked on each
 * use. Bounded: the oldest entries go first.
 */
const MAX_VERIFIED_TOKENS = 10_000;
const verifiedTokens = new WeakMap<LocalKeys, Map<string, JWTPayload & Record<string, unknown>>>();

/**
 * Verifies signature, algorithm, expiry (a token without `exp` is refused), issuer and audience; every API
 * surface trusts a token only through this. The API keys are Supabase's (`iss: supabase`, no audience); every
 * other token must be a user's, issued by this auth server for the `authenticated` audience.
 */
export async function verifyToken(keys: LocalKeys, token: string): Promise<VerifiedToken> {
  let cache = verifiedTokens.get(keys);
  if (!cache) verifiedTokens.set(keys, (cache = new Map()));
  const known = cache.get(token);
  if (known) {
    if ((known.exp as number) * 1000 > Date.now()) return { ok: true, claims: known };
    cache.delete(token);
    return { ok: false, expired: true, message: '"exp" claim timestamp check failed' };
  }
  try {
    const publicKey = await importPublicKey(keys);
    const { payload } = await jwtVerify(token, publicKey, { algorithms: ['ES256'], requiredClaims: ['exp'] });
    if (!expectedIssuerAndAudience(keys, payload)) return { ok: false, expired: false, message: 'unexpected "iss" or "aud" claim' };
    const claims = Object.freeze(payload) as JWTPayload & Record<string, unknown>;
    if (cache.size >= MAX_VERIFIED_TOKENS) cache.delete(cache.keys().next().value!);
    cache.set(token, claims);
    return { ok: true, claims };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { ok: false, expired: code === 'ERR_JWT_EXPIRED', message: (error as Error).message };
  }
}

const API_KEY_ROLES = new Set(['anon', 'service_role']);

function expectedIssuerAndAudience(keys: LocalKeys, claims: JWTPayload): boolean {
  if (typeof claims.role === 'string' && API_KEY_ROLES.has(claims.role)) return claims.iss === 'supabase';
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  return claims.iss === keys.issuer && audiences.includes('authenticated');
}

const publicKeys = new WeakMap<LocalKeys, Promise<CryptoKey>>();
function importPublicKey(keys: LocalKeys): Promise<CryptoKey> {
  let key = publicKeys.get(keys);
  if (!key) {
    key = importJWK(keys.publicJwk, 'ES256') as Promise<CryptoKey>;
    publicKeys.set(keys, key);
  }
  return key;
}
