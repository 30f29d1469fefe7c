import type { Clock } from '../clock';
import type { ClusterBus } from '../cluster/bus';

interface Entry<V> {
  memberId: number;
  value: V;
  loadedAt: number;
  size: number;
}

export interface MemberCacheLimits<V> {
  /** Entries older than this are not served (a bound even for a change no message names). */
  maxAgeSeconds: number;
  maxEntries: number;
  /** With `sizeOf`: the most the entries may hold together (in `sizeOf`'s unit). */
  maxTotalSize?: number;
  sizeOf?: (value: V) => number;
}

/** What a member cache needs of the cluster bus: whether it hears messages, and when that changes. */
export type CacheBus = Pick<ClusterBus, 'connected' | 'onConnectionChange'>;

/** What a load found: the value and the member it belongs to (null: nothing to keep). */
export type MemberLoad<V> = { memberId: number; value: V } | null;

/**
 * Values that belong to one member (their sessions, their balances), held in memory and dropped
 * member by member when the cluster bus says the database changed (`forgetMember`). It is trusted
 * only while the bus hears messages: when the listening connection is lost everything is dropped
 * and every read goes to the database until the bus listens again.
 *
 * A load that started before a `forgetMember` (of any member) or a loss of the bus may have read
 * what was just forgotten: its value is returned to its caller but not kept. Entries older than
 * `maxAgeSeconds` are not served. Beyond `maxEntries` (or `maxTotalSize`) the least recently loaded
 * go first.
 */
export class MemberCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByMember = new Map<number, Set<string>>();
  /** Raised by every forget: a load keeps its value only if none happened while it ran. */
  private generation = 0;
  private trusted: boolean;
  private totalSize = 0;

  constructor(
    private readonly clock: Clock,
    bus: CacheBus,
    private readonly limits: MemberCacheLimits<V>,
  ) {
    this.trusted = bus.connected;
    bus.onConnectionChange((connected) => {
      this.trusted = connected;
      this.clear();
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The held value of `key`: undefined when missing, too old, or while the bus is not heard. */
  peek(key: string): V | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock.now().getTime() - entry.loadedAt >= this.limits.maxAgeSeconds * 1000) {
      this.remove(key, entry.memberId);
      return undefined;
    }
    return entry.value;
  }

  /** Runs `load` and keeps what it found unless a forget happened meanwhile; null also drops `key`. */
  load(key: string, load: () => Promise<{ memberId: number; value: V }>): Promise<V>;
  load(key: string, load: () => Promise<MemberLoad<V>>): Promise<V | null>;
  async load(key: string, load: () => Promise<MemberLoad<V>>): Promise<V | null> {
    const generation = this.generation;
    const loadedAt = this.clock.now().getTime();
    const found = await load();
    if (!found) {
      this.forget(key);
      return null;
    }
    const size = this.limits.sizeOf?.(found.value) ?? 1;
    if (this.trusted && generation === this.generation) this.keep(key, { ...found, loadedAt, size });
    return found.value;
  }

  /** Drops every entry of a member, and the value of any load running now. */
  forgetMember(memberId: number): void {
    this.generation += 1;
    for (const key of [...(this.keysByMember.get(memberId) ?? [])]) this.remove(key, memberId);
  }

  forget(key: string): void {
    this.generation += 1;
    const entry = this.entries.get(key);
    if (entry) this.remove(key, entry.memberId);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.keysByMember.clear();
    this.totalSize = 0;
  }

  private keep(key: string, entry: Entry<V>): void {
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous.memberId);
    this.entries.set(key, entry);
    this.totalSize += entry.size;
    const keys = this.keysByMember.get(entry.memberId);
    if (keys) keys.add(key);
    else this.keysByMember.set(entry.memberId, new Set([key]));
    const { maxEntries, maxTotalSize = Number.POSITIVE_INFINITY } = this.limits;
    while (this.entries.size > maxEntries || this.totalSize > maxTotalSize) {
      const [oldestKey, oldest] = this.entries.entries().next().value ?? [];
      if (oldestKey === undefined || !oldest) break;
      this.remove(oldestKey, oldest.memberId);
    }
  }

  private remove(key: string, memberId: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalSize -= entry.size;
    this.entries.delete(key);
    const keys = this.keysByMember.get(memberId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByMember.delete(memberId);
  }
}
