import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { databaseTypesFile, generateDatabaseTypes } from '../database-types.ts';

it('the committed Database type matches what the migrations create (run `npm run db:types` after a migration)', async () => {
  expect(await readFile(databaseTypesFile, 'utf8')).toBe(await generateDatabaseTypes());
});
