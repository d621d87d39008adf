import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setEnvOverrides } from '../functions/_shared/env.ts';
import { startFakeAiProvider, startTestStack, type FakeAiProvider, type TestStack } from './testing.ts';

// The vitest hooks every test file with a running stack uses: the local stack's own tests and the functions'.
// They live here, apart from testing.ts, which the benches and the Deno check import outside a test run.

type StackSetUp = Parameters<typeof startTestStack>[0];

function started<T>(value: T | undefined, helper: string): T {
  if (value === undefined) throw new Error(`${helper}: read the stack inside a test or hook, once beforeAll has run`);
  return value;
}

/**
 * One stack for the file: started before its first test (with `options`, or what `prepare` returns, for a stack
 * of its own kind: a folder of static files, the VAPID keys…) and stopped after its last. Read `stack` inside tests
 * and hooks; a file's own beforeAll, registered after this call, runs once it is up.
 */
export function useTestStack(options: StackSetUp | (() => Promise<StackSetUp>) = {}): { readonly stack: TestStack } {
  let stack: TestStack | undefined;
  beforeAll(async () => {
    stack = await startTestStack(typeof options === 'function' ? await options() : options);
  });
  afterAll(async () => {
    await stack?.stop();
  });
  return {
    get stack() {
      return started(stack, 'useTestStack');
    },
  };
}

/**
 * What every function's test file sets up: one stack and one fake AI provider for the file, and no AI provider
 * configured when a test starts (a test that wants one calls `provider.answer`). Read `stack` and `provider` from
 * inside tests and hooks: they exist once the file's first `beforeAll` has run.
 */
export function useFunctionStack(options: StackSetUp = {}): { readonly stack: TestStack; readonly provider: FakeAiProvider } {
  const running = useTestStack(options);
  let provider: FakeAiProvider | undefined;
  beforeAll(async () => {
    provider = await startFakeAiProvider();
  });
  afterAll(async () => {
    await provider?.close();
  });
  beforeEach(() => setEnvOverrides({ AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: undefined }));
  return {
    get stack() {
      return running.stack;
    },
    get provider() {
      return started(provider, 'useFunctionStack');
    },
  };
}
