import { afterEach, expect, it } from 'vitest';
import { stackOptionsFromEnv } from '../options.ts';

// The environment `npm start` reads: a typo in a count must stop the start, not quietly run with another one.

const saved = process.env.FUNCTION_THREADS;
afterEach(() => {
  if (saved === undefined) delete process.env.FUNCTION_THREADS;
  else process.env.FUNCTION_THREADS = saved;
});

it('FUNCTION_THREADS sets how many threads run the functions, and leaves the default when unset', () => {
  delete process.env.FUNCTION_THREADS;
  expect(stackOptionsFromEnv({ port: 0 }).functionThreads).toBeUndefined();
  process.env.FUNCTION_THREADS = '3';
  expect(stackOptionsFromEnv({ port: 0 }).functionThreads).toBe(3);
  process.env.FUNCTION_THREADS = '0';
  expect(stackOptionsFromEnv({ port: 0 }).functionThreads).toBe(0);
});

it('refuses a FUNCTION_THREADS that is not a whole number of threads', () => {
  for (const value of ['dos', '1.5', '-1']) {
    process.env.FUNCTION_THREADS = value;
    expect(() => stackOptionsFromEnv({ port: 0 })).toThrow(/FUNCTION_THREADS/);
  }
});
