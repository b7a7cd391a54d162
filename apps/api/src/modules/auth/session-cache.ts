/**
 * Signed-in users by token hash, for a few seconds: every API request resolves its bearer token,
 * and under load that look-up was a third of the database round trips (docs/decisions/009).
 *
 * Any change that can end a session or alter what it carries (logout, a new password, a user's
 * role, activation, name or deletion) calls `clear()`, here and, through the session bus, in every
 * other API process (docs/decisions/014-scale-out.md). An entry never outlives its token.
 *
 * `clear()` also starts a new generation: a look-up that began before it (it read the token from
 * the database before the logout committed) cannot store its now stale answer after it.
 */
export interface SessionCache<T> {
  get(tokenHash: string): T | undefined;
  /** The generation to pass to `set` for a look-up starting now. */
  generation(): number;
  /** Stored only if no `clear()` happened since `generation` was read. */
  set(tokenHash: string, value: T, tokenExpiresAt: Date, generation: number): void;
  clear(): void;
}

export const createSessionCache = <T>(opts: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): SessionCache<T> => {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: T; until: number }>();
  let generation = 0;
  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.value;
    },
    generation: () => generation,
    set(tokenHash, value, tokenExpiresAt, since) {
      if (opts.ttlMs <= 0 || since !== generation) return;
      // Oldest first: a full cache drops the entry stored longest ago.
      if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { value, until: Math.min(now() + opts.ttlMs, tokenExpiresAt.getTime()) });
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
};
