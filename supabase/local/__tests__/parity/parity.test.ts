import { beforeAll, describe, expect, it } from 'vitest';
import { pgliteBackend, postgresBackend, type Backend } from './backends.ts';
import { runChecks, type Check } from './checks.ts';

// The hosted-parity suite: the same checks on a real PostgreSQL server shaped like a hosted project and on the
// local stack's PGlite, each against what hosted Supabase must answer, and the two records against each other.
// TEST_POSTGRES_URL names the server (a superuser connection; scripts/test-postgres.sh starts one and prints it).

const serverUrl = process.env.TEST_POSTGRES_URL;
if (!serverUrl) {
  process.stderr.write(
    'hosted parity: no PostgreSQL server (TEST_POSTGRES_URL is unset), so only its PGlite twin runs; for both: apt-get install postgresql, then eval "$(scripts/test-postgres.sh start)"\n',
  );
}

const table = (checks: Check[]) => checks.map(({ name, outcome }) => `${name}: ${outcome}`);
const expectedTable = (checks: Check[]) => checks.map(({ name, expected }) => `${name}: ${expected}`);

describe('hosted parity', () => {
  let pglite: Check[] = [];
  let postgres: Check[] | null = null;

  beforeAll(async () => {
    const backends: Backend[] = [await pgliteBackend()];
    if (serverUrl) backends.push(await postgresBackend({ url: serverUrl }));
    try {
      pglite = await runChecks(backends[0]);
      if (backends[1]) postgres = await runChecks(backends[1]);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  }, 240_000);

  it('PGlite answers every check as hosted Supabase must', () => {
    expect(pglite.length).toBeGreaterThan(100);
    expect(table(pglite)).toEqual(expectedTable(pglite));
  });

  it.skipIf(!serverUrl)('a real PostgreSQL server shaped like a hosted project answers every check as hosted Supabase must', () => {
    expect(table(postgres!)).toEqual(expectedTable(postgres!));
  });

  it.skipIf(!serverUrl)('both backends record the same outcome for every check', () => {
    expect(table(pglite)).toEqual(table(postgres!));
  });
});
