// A fixed-window counter per key (an IP, an address, an account), kept in memory, as GoTrue limits sign-ins and
// sign-ups. The local auth server uses it, and so do the functions whose bounds need no table (a bound per running
// instance, on top of what the database or the auth server enforce).

/** Past this many keys, a new window first drops the finished ones. */
const PRUNE_AT = 10_000;

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  /**
   * `forgetWhenFull`: when every key is still counting after a prune, forget them all, so a flood of distinct
   * keys from outside (addresses without a session) cannot grow memory without bound.
   */
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly options: { forgetWhenFull?: boolean } = {},
  ) {}

  /** Counts this call for `key`; false once the key has used up its window. */
  allow(key: string, now = Date.now()): boolean {
    const current = this.windows.get(key);
    if (!current || now - current.start >= this.windowMs) {
      if (this.windows.size >= PRUNE_AT) this.prune(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= this.limit;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
    if (this.options.forgetWhenFull && this.windows.size >= PRUNE_AT) this.windows.clear();
  }
}
