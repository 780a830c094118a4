/**
 * A cache that holds at most `capacity` entries, each for at most `ttlMs`: when full, the entry used
 * least recently goes first. For caches keyed by what institutes configure (an SSO provider per
 * institute), so a node's memory stays the same however many institutes it serves, and an entry that
 * expired or was replaced by a new configuration does not stay behind.
 */
export function boundedCache<V>(capacity: number, ttlMs: number, now: () => number = Date.now) {
  // A Map iterates in insertion order: re-inserting an entry on use keeps the least recent first.
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.until <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, { value, until: now() + ttlMs });
      for (const oldest of entries.keys()) {
        if (entries.size <= capacity) break;
        entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
