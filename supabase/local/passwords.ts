import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { projectPath } from './paths.ts';

// bcrypt at GoTrue's cost costs tens of milliseconds of CPU per hash. On the event loop, a crowd signing in would
// queue every other request behind it; on libuv's four shared threads it would hold up file reads and compression.
// So hashing has threads of its own, one per core (more only take turns on the same cores), taking the work first
// come, first served. The native bcrypt (@node-rs/bcrypt) is 1.1-1.3x as fast as the pure-JavaScript one on this
// machine (`npm run bench -- passwords`), and its hashes and bcryptjs's verify with each other (the data folders
// made before it keep working).

/** GoTrue's cost, and its format: Go's bcrypt writes $2a$; $2b$ hashes from before verify all the same. */
const BCRYPT_COST = 10;
const BCRYPT_VERSION = '2a';

/** Threads stop after this long without a password to check; the next one starts them again. */
const IDLE_TIMEOUT_MS = 60_000;

export type PasswordTask = { op: 'hash'; password: string; cost: number; version: string } | { op: 'compare'; password: string; hash: string };

let pool: Piscina<PasswordTask, string | boolean> | null = null;

function passwordPool(): Piscina<PasswordTask, string | boolean> {
  pool ??= new Piscina({
    // Plain JavaScript, read from the project: a worker thread loads it the same way under tsx, vitest and Node.
    filename: projectPath('supabase', 'local', 'password-worker.mjs'),
    minThreads: 0,
    maxThreads: availableParallelism(),
    idleTimeout: IDLE_TIMEOUT_MS,
  });
  return pool;
}

export async function hashPassword(password: string): Promise<string> {
  return (await passwordPool().run({ op: 'hash', password, cost: BCRYPT_COST, version: BCRYPT_VERSION })) as string;
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  return (await passwordPool().run({ op: 'compare', password, hash })) as boolean;
}

/**
 * The most common passwords of the public breach lists (the top 100, lower case), the ones guessed first. GoTrue
 * refuses leaked passwords (HaveIBeenPwned) with `weak_password` reason `pwned`; the local stack cannot ask that
 * service offline, so it refuses at least these.
 */
const COMMON_PASSWORDS = new Set([
  '123456', '123456789', '12345678', 'password', 'qwerty123', 'qwerty1', '111111', '12345', 'secret', '123123',
  '1234567890', '1234567', '000000', 'qwerty', 'abc123', 'password1', 'iloveyou', '11111111', 'dragon', 'monkey',
  '123123123', '123321', 'qwertyuiop', '654321', '666666', '121212', '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', 'qwe123',
  '123qwe', '1q2w3e', '7777777', '112233', '987654321', 'sunshine', 'princess', 'letmein', 'football', 'baseball',
  'welcome', 'shadow', 'master', 'superman', 'michael', 'jennifer', 'charlie', 'asdfghjkl', 'password123', 'trustno1',
  'passw0rd', 'starwars', 'freedom', 'whatever', 'qazwsx', 'mustang', 'access', 'flower', 'loveme', 'zxcvbnm',
  '1111111', '123456a', 'a123456', 'aa123456', '123abc', 'computer', 'hunter', 'batman', 'azerty', '159753',
  '1234qwer', '12341234', '987654', '147258369', '123456789a', '555555', '888888', '696969', '999999', '222222',
  'killer', 'soccer', 'hello123', 'admin123', 'administrator', 'changeme', 'default', 'q1w2e3r4', 'asdf1234', 'asdfgh',
  'contraseña', 'contrasena', 'contraseña1', 'tequiero', 'teamo123', 'micontraseña', 'futbol', 'mexico', 'españa', 'barcelona',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.normalize('NFC').toLowerCase());
}
