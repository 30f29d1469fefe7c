import type { Clock } from '../clock';
import type { ClusterBus } from '../cluster/bus';
import { dropOldest } from './drop-oldest';

interface Entry<V> {
  memberId: number;
  value: V;
  loadedAt: number;
  size: number;
}

/** Forgets remembered one by one for the loads running, before they fold into one (`pruneForgets`). */
const MAX_REMEMBERED_FORGETS = 10_000;

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
 * A load that started before a `forgetMember` of its member, a `forget` of its key or a loss of the
 * bus may have read what was just forgotten: its value is returned to its caller but not kept.
 * Entries older than `maxAgeSeconds` are not served. Beyond `maxEntries` (or `maxTotalSize`) the
 * least recently loaded go first.
 */
export class MemberCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByMember = new Map<number, Set<string>>();
  /** Raised by every forget; a load keeps its value only if nothing it read was forgotten since it began. */
  private generation = 0;
  /** The generation of each member's and key's last forget, while loads that began earlier may run. */
  private readonly memberForgottenAt = new Map<number, number>();
  private readonly keyForgottenAt = new Map<string, number>();
  private clearedAt = 0;
  private loadsRunning = 0;
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
    const began = this.generation;
    const loadedAt = this.clock.now().getTime();
    this.loadsRunning += 1;
    let found: MemberLoad<V>;
    try {
      found = await load();
    } finally {
      this.loadsRunning -= 1;
    }
    if (!found) this.forget(key);
    else if (this.trusted && this.unforgottenSince(began, key, found.memberId))
      this.keep(key, { ...found, loadedAt, size: this.limits.sizeOf?.(found.value) ?? 1 });
    this.pruneForgets();
    return found?.value ?? null;
  }

  /** Whether nothing `key` or its member's entries hold was forgotten after generation `began`. */
  private unforgottenSince(began: number, key: string, memberId: number): boolean {
    return (
      this.clearedAt <= began &&
      (this.keyForgottenAt.get(key) ?? 0) <= began &&
      (this.memberForgottenAt.get(memberId) ?? 0) <= began
    );
  }

  /** Drops every entry of a member, and the value of any load of theirs running now. */
  forgetMember(memberId: number): void {
    this.generation += 1;
    this.memberForgottenAt.set(memberId, this.generation);
    for (const key of [...(this.keysByMember.get(memberId) ?? [])]) this.remove(key, memberId);
  }

  /** Drops the entry of `key`, and the value of any load of it running now. */
  forget(key: string): void {
    this.generation += 1;
    this.keyForgottenAt.set(key, this.generation);
    const entry = this.entries.get(key);
    if (entry) this.remove(key, entry.memberId);
  }

  clear(): void {
    this.generation += 1;
    this.clearedAt = this.generation;
    this.memberForgottenAt.clear();
    this.keyForgottenAt.clear();
    this.entries.clear();
    this.keysByMember.clear();
    this.totalSize = 0;
  }

  /**
   * Forgets are remembered only for loads that began before them: none once no load runs. Under a
   * load that never pauses, past MAX_REMEMBERED_FORGETS they fold into one forget of everything
   * running (as `clear` does for loads), which keeps memory bounded and stays safe.
   */
  private pruneForgets(): void {
    const remembered = this.memberForgottenAt.size + this.keyForgottenAt.size;
    if (remembered === 0) return;
    if (this.loadsRunning > 0 && remembered <= MAX_REMEMBERED_FORGETS) return;
    if (this.loadsRunning > 0) this.clearedAt = this.generation;
    this.memberForgottenAt.clear();
    this.keyForgottenAt.clear();
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
    dropOldest(
      this.entries,
      () => this.entries.size > maxEntries || this.totalSize > maxTotalSize,
      (oldestKey, oldest) => this.remove(oldestKey, oldest.memberId),
    );
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
