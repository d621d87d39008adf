// When a session still owes its second factor: its account has a verified factor (TOTP or passkey) and its token
// has not reached aal2. The functions refuse such a token (http.ts); the app's first paint does not paint from such
// a stored session (src/auth/session.tsx). One rule, read the same way on both sides.

/** The `aal` claim of an access token, read without checking its signature; null when the token cannot be read. */
export function tokenAal(token: string): unknown {
  try {
    const payload = atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(payload, (c) => c.charCodeAt(0)))) as { aal?: unknown };
    return claims.aal;
  } catch {
    return null;
  }
}

/** `aal`: the token's claim, as tokenAal reads it. */
export function owesSecondFactor(factors: readonly { status: string }[] | undefined, aal: unknown): boolean {
  return (factors ?? []).some((factor) => factor.status === 'verified') && aal !== 'aal2';
}
