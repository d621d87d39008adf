import { afterEach, expect, it } from 'vitest';
import { serviceRoleKey, setEnvOverrides } from '../env.ts';

const names = ['SUPABASE_SECRET_KEYS', 'SUPABASE_SECRET_KEY', 'SUPABASE_SERVICE_ROLE_KEY'];

afterEach(() => setEnvOverrides(Object.fromEntries(names.map((name) => [name, undefined]))));

it("prefers Supabase's new secret-key dictionary, then a single secret key, then the legacy service_role key", () => {
  setEnvOverrides({ SUPABASE_SERVICE_ROLE_KEY: 'legacy-jwt' });
  expect(serviceRoleKey()).toBe('legacy-jwt');
  setEnvOverrides({ SUPABASE_SECRET_KEY: 'sb_secret_single' });
  expect(serviceRoleKey()).toBe('sb_secret_single');
  setEnvOverrides({ SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_default', other: 'sb_secret_other' }) });
  expect(serviceRoleKey()).toBe('sb_secret_default');
});

it('skips a malformed dictionary and fails clearly when no key is set at all', () => {
  setEnvOverrides({ SUPABASE_SECRET_KEYS: '{not json', SUPABASE_SERVICE_ROLE_KEY: 'legacy-jwt' });
  expect(serviceRoleKey()).toBe('legacy-jwt');
  setEnvOverrides({ SUPABASE_SERVICE_ROLE_KEY: undefined });
  expect(() => serviceRoleKey()).toThrow(/SUPABASE_SECRET_KEYS or SUPABASE_SERVICE_ROLE_KEY/);
});
