// What the delete-account function and the app agree on: why a deletion was refused, so the app can say what
// to do next, and how recent a sign-in must be for an account without a password.

export const DELETE_ACCOUNT_REFUSALS = ['wrong_password', 'password_required', 'reauthentication_required'] as const;
export type DeleteAccountRefusal = (typeof DELETE_ACCOUNT_REFUSALS)[number];

/** An account without a password (Google) confirms with a sign-in at most this old. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** The account signs in with a password when it has an email identity; Google-only accounts have none. */
export function hasPasswordIdentity(identities: readonly { provider: string }[] | undefined): boolean {
  return (identities ?? []).some((identity) => identity.provider === 'email');
}
