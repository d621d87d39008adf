import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../paths.ts';

// The server bounds how far every heap of its process grows between full collections (heap.ts). The same churn of
// objects, in two processes started as `npm run serve` starts the server, once without the bound and once with it.

const run = promisify(execFile);

async function largestHeaps(mode: 'default' | 'bounded'): Promise<{ main: number; worker: number }> {
  const fixture = projectPath('supabase', 'local', '__tests__', 'fixtures', 'heap-churn.mjs');
  const { stdout } = await run(process.execPath, ['--max-semi-space-size=2', '--import', 'tsx', fixture, mode]);
  return JSON.parse(stdout) as { main: number; worker: number };
}

describe('the bound on heap growth', () => {
  it('keeps the heaps of the main thread and of a worker thread well below where V8 alone lets them grow', async () => {
    const [unbounded, bounded] = await Promise.all([largestHeaps('default'), largestHeaps('bounded')]);
    // About 30 MB stay alive: on the 2-core machine V8 alone let each heap reach about 200 MB, the bound about 70.
    expect(bounded.main).toBeLessThan(unbounded.main * 0.7);
    expect(bounded.worker).toBeLessThan(unbounded.worker * 0.7);
  }, 60_000);
});
