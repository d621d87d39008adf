// One thread of the password pool in passwords.ts. Plain JavaScript on purpose: a worker thread loads it the same
// way under tsx, vitest and compiled Node. The hashing blocks this thread, and only this thread.
import { hashSync, verifySync } from '@node-rs/bcrypt';

export default function bcrypt(task) {
  if (task.op === 'compare') return verifySync(task.password, task.hash);
  // The native library writes $2b$; GoTrue (Go's bcrypt) writes $2a$. The two differ only for passwords of 256
  // bytes or more, which bcrypt never reads past 72 of: the same salt gives the same hash under either prefix.
  return `$${task.version}$${hashSync(task.password, task.cost).slice(4)}`;
}
