import type { Clock } from '../clock';
import { dropOldest } from './drop-oldest';

interface Entry {
  /** When the load that produced the value started: a write committed after it may be missing. */
  loadedAt: number;
  value: Promise<unknown>;
  /** For a versioned entry: the version read before its value was loaded. */
  version?: Promise<string>;
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
    if (entry && this.isFresh(entry, now)) return entry.value as Promise<T>;
    return this.put(key, { loadedAt: now, value: load() });
  }

  /**
   * Like `get`, for a value whose every change raises `version()` (a counter kept by database
   * triggers): past the bound only the version is read, and the value is loaded again only when
   * the version moved. The version is read before the load, so a change during the load shows.
   */
  getVersioned<T>(key: string, version: () => Promise<string>, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now().getTime();
    const held = this.entries.get(key);
    if (held && this.isFresh(held, now)) return held.value as Promise<T>;
    const current = version();
    const value = Promise.all([current, held?.version]).then(([latest, previous]) =>
      held && previous === latest ? (held.value as Promise<T>) : load(),
    );
    return this.put(key, { loadedAt: now, value, version: current });
  }

  private isFresh(entry: Entry, now: number): boolean {
    return now - entry.loadedAt < this.maxAgeSeconds * 1000;
  }

  private put<T>(key: string, entry: Entry & { value: Promise<T> }): Promise<T> {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // A failed load is not kept: the next request tries again.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    dropOldest(this.entries, () => this.entries.size > this.maxEntries);
    return entry.value;
  }

  /** Forgets every entry (this instance only); other instances catch up within the bound. */
  clear(): void {
    this.entries.clear();
  }
}
