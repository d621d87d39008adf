import { expect, it } from 'vitest';
import bcryptjs from 'bcryptjs';
import { hashPassword, verifyPassword } from '../passwords.ts';

// The password threads hash with the native bcrypt. Hashes already in people's data folders were written by
// bcryptjs ($2b$), GoTrue writes $2a$: every one of them must keep verifying, and ours must verify elsewhere.

const PASSWORDS = ['luna-llena-42', 'contraseña con ñ y acentos: áéíóú', '🌙 luna nueva 🌑', 'ñ'.repeat(36)];

it("hashes at GoTrue's cost and in its format", async () => {
  const hash = await hashPassword('saturno-29');
  expect(hash).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/);
  // The same salt under bcryptjs gives the very same hash: the $2a$ prefix is the format, not a relabelling.
  expect(bcryptjs.hashSync('saturno-29', hash.slice(0, 29))).toBe(hash);
});

it.each(PASSWORDS)('verifies what bcryptjs hashed, $2b$ and $2a$ alike, and bcryptjs verifies ours: %s', async (password) => {
  const fromBcryptjs = bcryptjs.hashSync(password, 10);
  expect(fromBcryptjs.startsWith('$2b$10$')).toBe(true);
  const asGoTrueWrites = bcryptjs.hashSync(password, `$2a$10$${fromBcryptjs.slice(7, 29)}`);
  for (const hash of [fromBcryptjs, asGoTrueWrites]) {
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword(`!${password}`, hash)).toBe(false);
  }
  const ours = await hashPassword(password);
  expect(bcryptjs.compareSync(password, ours)).toBe(true);
  expect(bcryptjs.compareSync(`!${password}`, ours)).toBe(false);
});

it('checks many passwords at once, each against its own hash', async () => {
  const hashes = await Promise.all(PASSWORDS.map((password) => hashPassword(password)));
  const checks = await Promise.all(PASSWORDS.flatMap((password, index) => [verifyPassword(password, hashes[index]), verifyPassword(password, hashes[(index + 1) % hashes.length])]));
  expect(checks).toEqual(PASSWORDS.flatMap(() => [true, false]));
});

it('refuses a malformed hash as a wrong password, without throwing', async () => {
  expect(await verifyPassword('luna-llena-42', 'not-a-bcrypt-hash')).toBe(false);
});
