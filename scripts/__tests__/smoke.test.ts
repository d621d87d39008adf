import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../supabase/local/function-tests.ts';

// The real `npm run smoke` script, run as a child process against the in-process local stack, as CI runs it
// against a deployed backend: every step must pass, and a backend it cannot finish on must fail it.

const root = fileURLToPath(new URL('../../', import.meta.url));

function runSmoke(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(`${root}node_modules/.bin/tsx`, ['scripts/smoke.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('against a backend that signs up without email confirmation', () => {
  const fixture = useTestStack();

  it('passes every step, from sign-up to the deleted account refused at sign-in', { timeout: 120_000 }, async () => {
    const { code, output } = await runSmoke(fixture.stack.url, fixture.stack.keys.anonKey);
    expect(output).not.toContain('✗');
    expect(output).toMatch(/✓ sign up a throw-away account \(smoke-[^@]+@smoke\.sendero-astral\.test\) \(\d+ ms\)/);
    for (const step of [
      "draw today's tarot card (generate-tarot-reading)",
      'generate a natal chart (generate-birth-chart)',
      'read the card back through REST (tarot_readings)',
      'read the chart back through REST (birth_charts)',
      'delete the account with its password (delete-account)',
      'the deleted account can no longer sign in',
    ]) {
      expect(output).toContain(`✓ ${step}`);
    }
    expect(output).toMatch(/All 7 steps passed in \d+\.\d s\./);
    expect(code).toBe(0);
    // The account is gone for the backend too, not only for the script.
    const { data } = await fixture.stack.serviceClient().auth.admin.listUsers();
    expect(data.users.filter((user) => user.email?.startsWith('smoke-'))).toEqual([]);
  });

  it('refuses bad arguments with exit code 2 and its usage', { timeout: 60_000 }, async () => {
    for (const args of [[fixture.stack.url], ['ftp://example.org', 'key'], [fixture.stack.url, ' ']]) {
      const { code, output } = await runSmoke(...args);
      expect(code, args.join(' ')).toBe(2);
      expect(output).toContain('usage: npm run smoke -- <url> <anon-key>');
    }
  });
});

describe('against a backend that asks new accounts to confirm their email', () => {
  const fixture = useTestStack({ emailConfirmations: true });

  it('stops at sign-up, says why, and exits with 1', { timeout: 120_000 }, async () => {
    const { code, output } = await runSmoke(fixture.stack.url, fixture.stack.keys.anonKey);
    expect(output).toContain('✗ sign up a throw-away account');
    expect(output).toContain('this backend asks new accounts to confirm their email');
    expect(output).not.toContain('✓');
    expect(output).toContain('Smoke test failed: step 1 failed');
    expect(code).toBe(1);
  });
});
