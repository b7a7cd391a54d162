/**
 * Signed-in users by token hash, for a few seconds: every API request resolves its bearer token,
 * and under load that look-up was a third of the database round trips (docs/decisions/009).
 *
 * Any change that can end a session or alter what it carries (logout, a new password, a user's
 * role, activation, name or deletion) calls `clear()` in this process, which drops every entry:
 * such changes are rare and the next requests simply read the database again. Another API process
 * would see the change within `ttlMs`. An entry never outlives its token.
 */
export interface SessionCache<T> {
  get(tokenHash: string): T | undefined;
  set(tokenHash: string, value: T, tokenExpiresAt: Date): void;
  clear(): void;
}

export const createSessionCache = <T>(opts: { ttlMs: number; maxEntries: number; now?: () => number }): SessionCache<T> => {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: T; until: number }>();
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
    set(tokenHash, value, tokenExpiresAt) {
      if (opts.ttlMs <= 0) return;
      // Oldest first: a full cache drops the entry stored longest ago.
      if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { value, until: Math.min(now() + opts.ttlMs, tokenExpiresAt.getTime()) });
    },
    clear() {
      entries.clear();
    },
  };
};
