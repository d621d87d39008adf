import { stopSignInPulls } from './sign-in-sync';

// What else leaves with a user who signs out or deletes their account, beyond the Dexie rows clearUser removes:
// a feature that leaves something of the user in the browser (a push subscription) registers a step here, and
// sign-out runs them while the session still holds, each on its own so one failure does not stop the rest. It also
// stops the sign-in pulls under way, so none writes the user back into the Dexie sign-out then empties.

export type SignOutStep = (userId: string) => Promise<void>;

const steps = new Map<string, SignOutStep>();

/** Registers a step under a name; registering the same name again replaces it. */
export function registerSignOutStep(name: string, step: SignOutStep): void {
  steps.set(name, step);
}

export async function runSignOutSteps(userId: string): Promise<void> {
  stopSignInPulls();
  await Promise.all(
    [...steps.entries()].map(async ([name, step]) => {
      try {
        await step(userId);
      } catch (error) {
        console.error(`No se pudo limpiar ${name} al salir`, error);
      }
    }),
  );
}
