import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setEnvOverrides } from '../functions/_shared/env.ts';
import { startFakeAiProvider, startTestStack, type FakeAiProvider, type TestStack } from './testing.ts';

// Vitest hooks live here, apart from testing.ts, which the benches and the Deno check import outside a test run.

/**
 * What every function's test file sets up: one stack and one fake AI provider for the file, and no AI provider
 * configured when a test starts (a test that wants one calls `provider.answer`). Read `stack` and `provider` from
 * inside tests and hooks: they exist once the file's first `beforeAll` has run.
 */
export function useFunctionStack(options: Parameters<typeof startTestStack>[0] = {}): { readonly stack: TestStack; readonly provider: FakeAiProvider } {
  let stack: TestStack | undefined;
  let provider: FakeAiProvider | undefined;
  beforeAll(async () => {
    stack = await startTestStack(options);
    provider = await startFakeAiProvider();
  });
  afterAll(async () => {
    await stack?.stop();
    await provider?.close();
  });
  beforeEach(() => setEnvOverrides({ AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: undefined }));
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useFunctionStack: read the stack inside a test or hook, once beforeAll has run');
    return value;
  };
  return {
    get stack() {
      return started(stack);
    },
    get provider() {
      return started(provider);
    },
  };
}
