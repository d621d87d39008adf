// What a new device (or this one after sign-out, which empties Dexie) pulls from the server once the user is
// signed in and the backend answers: each feature registers its own pull, src/app composes them and calls
// pullForUser on sign-in, on start with a session, and on coming back online. This module only runs them,
// each on its own so one failure does not stop the rest.

export type SignInPull = (userId: string) => Promise<void>;

const pulls = new Map<string, SignInPull>();
const running = new Map<string, Promise<void>>();

/** Registers a pull under a name; registering the same name again replaces it (hot reload, tests). */
export function registerSignInPull(name: string, pull: SignInPull): void {
  pulls.set(name, pull);
}

/** Runs every registered pull for the user; calls made while a run is under way share it. */
export function pullForUser(userId: string): Promise<void> {
  const current = running.get(userId);
  if (current) return current;
  const run = Promise.all(
    [...pulls.entries()].map(async ([name, pull]) => {
      try {
        await pull(userId);
      } catch (error) {
        console.error(`No se pudo sincronizar ${name}`, error);
      }
    }),
  ).then(() => undefined);
  running.set(userId, run);
  void run.finally(() => running.delete(userId));
  return run;
}
