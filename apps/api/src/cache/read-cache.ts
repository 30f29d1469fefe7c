import type { Clock } from '../clock';

interface Entry {
  /** When the load that produced the value started: a write committed after it may be missing. */
  loadedAt: number;
  value: Promise<unknown>;
}

/**
 * An in-memory cache of rarely changing reads with a staleness bound: a value is served only while
 * its load started less than `maxAgeSeconds` ago (on the server's clock), so a change committed to
 * the database — by this instance, another one on the same PostgreSQL, or a script — is seen by
 * every instance within the bound, with no message between instances. Concurrent misses of one key
 * share one load; a failed load is not kept. The oldest entries go first beyond `maxEntries`.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    readonly maxAgeSeconds: number,
    private readonly maxEntries = 2_000,
  ) {}

  /** The value of `key`, loaded by `load` when missing or older than the bound. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now().getTime();
    const entry = this.entries.get(key);
    if (entry && now - entry.loadedAt < this.maxAgeSeconds * 1000) return entry.value as Promise<T>;
    if (entry) this.entries.delete(key);
    const value = load();
    this.entries.set(key, { loadedAt: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Forgets every entry (this instance only); other instances catch up within the bound. */
  clear(): void {
    this.entries.clear();
  }
}
