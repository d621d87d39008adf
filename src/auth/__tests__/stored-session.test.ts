import { describe, expect, it } from 'vitest';
import { storedSession } from '../session';

// The signed-in pages paint from the session supabase-js stored, before the client loads: only a whole session that
// owes nothing more (no second factor pending) and no sign-in coming back in the address.

const HOME = { href: 'http://localhost:4173/' };

function token(claims: Record<string, unknown>): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(claims)}.firma`;
}

function stored(entries: Record<string, string>): Pick<Storage, 'length' | 'key' | 'getItem'> {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (index) => keys[index] ?? null, getItem: (key) => entries[key] ?? null };
}

function session(aal: string, factors: { status: string }[] = []) {
  return JSON.stringify({ access_token: token({ sub: 'u-1', aal }), refresh_token: 'r-1', expires_at: 1, user: { id: 'u-1', factors } });
}

describe('storedSession', () => {
  it('reads the session supabase-js stored, with its user', () => {
    const found = storedSession(HOME, stored({ theme: 'oscuro', 'sb-localhost-auth-token': session('aal1') }));
    expect(found?.user.id).toBe('u-1');
    expect(found?.refresh_token).toBe('r-1');
  });

  it('leaves to the client a session that still owes its second factor, and accepts one that has passed it', () => {
    expect(storedSession(HOME, stored({ 'sb-x-auth-token': session('aal1', [{ status: 'verified' }]) }))).toBeNull();
    expect(storedSession(HOME, stored({ 'sb-x-auth-token': session('aal1', [{ status: 'unverified' }]) }))?.user.id).toBe('u-1');
    expect(storedSession(HOME, stored({ 'sb-x-auth-token': session('aal2', [{ status: 'verified' }]) }))?.user.id).toBe('u-1');
  });

  it('leaves to the client a sign-in coming back in the address', () => {
    expect(storedSession({ href: 'http://localhost:4173/?code=4f1c2a' }, stored({ 'sb-x-auth-token': session('aal1') }))).toBeNull();
  });

  it('finds nothing without a whole session: none, another key, broken JSON, no user, a token that is not a JWT', () => {
    expect(storedSession(HOME, stored({}))).toBeNull();
    expect(storedSession(HOME, stored({ 'sb-x-auth-token-code-verifier': 'abc' }))).toBeNull();
    expect(storedSession(HOME, stored({ 'sb-x-auth-token': '{' }))).toBeNull();
    expect(storedSession(HOME, stored({ 'sb-x-auth-token': JSON.stringify({ access_token: token({ aal: 'aal1' }), refresh_token: 'r' }) }))).toBeNull();
    expect(storedSession(HOME, stored({ 'sb-x-auth-token': JSON.stringify({ access_token: 'no-jwt', refresh_token: 'r', user: { id: 'u' } }) }))).toBeNull();
  });
});
