import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sessionMayExist } from '../session';

// public/session-gate.js runs before the shell of / paints and sends a visitor without a session to /auth; the
// app decides the same thing in sessionMayExist(). Both must give the same answer, or a signed-in person would be
// sent to /auth (or a visitor shown the shell's loading state).
const gate = readFileSync(new URL('../../../public/session-gate.js', import.meta.url), 'utf8');

function storage(keys: string[]): Pick<Storage, 'length' | 'key'> {
  return { length: keys.length, key: (index) => keys[index] ?? null };
}

/** Runs the gate on a page at `href`; returns where it sent the browser, or null when it let the shell load. */
function runGate(href: string, keys: string[]): string | null {
  const url = new URL(href);
  let target: string | null = null;
  const location = { pathname: url.pathname, href: url.href, replace: (to: string) => void (target = to) };
  new Function('window', gate)({ location, localStorage: storage(keys) });
  return target;
}

const cases: [string, string[]][] = [
  ['http://localhost:4173/', []],
  ['http://localhost:4173/', ['sb-localhost-auth-token']],
  ['http://localhost:4173/', ['theme', 'sb-abcdefgh-auth-token-code-verifier']],
  ['http://localhost:4173/', ['sb-abcdefgh-auth-token']],
  ['http://localhost:4173/?code=4f1c2a', []],
  ['http://localhost:4173/#access_token=x&refresh_token=y&type=recovery', []],
  ['http://localhost:4173/?token_hash=abc&type=signup', []],
  ['http://localhost:4173/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid', []],
  ['http://localhost:4173/?utm_source=mail', []],
];

describe('the session gate of /', () => {
  it.each(cases)('at %s with %j agrees with sessionMayExist()', (href, keys) => {
    const mayExist = sessionMayExist({ href }, storage(keys));
    expect(runGate(href, keys)).toBe(mayExist ? null : '/auth');
  });

  it('never moves a page other than /', () => {
    expect(runGate('http://localhost:4173/biblioteca', [])).toBeNull();
    expect(runGate('http://localhost:4173/auth', [])).toBeNull();
  });
});
