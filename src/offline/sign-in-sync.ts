import { db } from './db';

// What a new device (or this one after sign-out, which empties Dexie) pulls from the server once the user is
// signed in and the backend answers: each feature registers its own pull, src/app composes them and calls
// pullForUser on sign-in, on start with a session, and on coming back online. This module only runs them,
// each on its own so one failure does not stop the rest.
//
// A pull belongs to the session it started in. Sign-out (stopSignInPulls, before Dexie is emptied) and another
// user's sign-in abort its signal, and a pull stores through storeUnlessStopped, which checks the signal inside
// the transaction that writes: so its rows land before the sign-out's clearing (which then removes them) or not
// at all, never into the emptied Dexie of the next person.

export type SignInPull = (userId: string, signal: AbortSignal) => Promise<void>;

const pulls = new Map<string, SignInPull>();
let current: { userId: string; controller: AbortController; run: Promise<void> | null } | null = null;

/** Registers a pull under a name; registering the same name again replaces it (hot reload, tests). */
export function registerSignInPull(name: string, pull: SignInPull): void {
  pulls.set(name, pull);
}

function sessionOf(userId: string): NonNullable<typeof current> {
  if (current?.userId !== userId) {
    stopSignInPulls();
    current = { userId, controller: new AbortController(), run: null };
  }
  return current;
}

/**
 * The signal of the user's signed-in session, for a read that stores into Dexie outside the sign-in pulls (a
 * month the tarot journal opens): sign-out aborts it like theirs, and storeUnlessStopped then writes nothing.
 */
export function signInSignal(userId: string): AbortSignal {
  return sessionOf(userId).controller.signal;
}

/** Runs every registered pull for the user; calls made while a run is under way share it. */
export function pullForUser(userId: string): Promise<void> {
  const session = sessionOf(userId);
  if (session.run) return session.run;
  const { signal } = session.controller;
  const run = Promise.all(
    [...pulls.entries()].map(async ([name, pull]) => {
      try {
        await pull(userId, signal);
      } catch (error) {
        // A stopped pull fails by design (its requests are aborted): nothing to report.
        if (!signal.aborted) console.error(`No se pudo sincronizar ${name}`, error);
      }
    }),
  ).then(() => undefined);
  session.run = run;
  void run.finally(() => {
    if (session.run === run) session.run = null;
  });
  return run;
}

/** Stops the pulls under way: from now on they store nothing. Sign-out calls it before it empties Dexie. */
export function stopSignInPulls(): void {
  current?.controller.abort();
  current = null;
}

/**
 * Runs a pull's Dexie writes in one transaction, and none of them once the pull's signal is aborted. The check
 * is inside the transaction: clearUser's transaction, started after the abort, waits for this one to finish.
 */
export async function storeUnlessStopped(signal: AbortSignal, write: () => Promise<void>): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    if (!signal.aborted) await write();
  });
}
