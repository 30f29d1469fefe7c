import { describe, expect, it } from 'vitest';
import { MemberCache } from '../src/cache/member-cache';
import { TestClock } from './support/time';

/** A bus whose listening connection the test loses and gets back. */
function fakeBus() {
  const handlers = new Set<(connected: boolean) => void>();
  const bus = {
    connected: true,
    onConnectionChange(handler: (connected: boolean) => void) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    set(connected: boolean) {
      bus.connected = connected;
      for (const handler of handlers) handler(connected);
    },
  };
  return bus;
}

function setup(maxAgeSeconds = 60, maxEntries = 100, maxTotalSize = Number.POSITIVE_INFINITY) {
  const clock = new TestClock();
  const bus = fakeBus();
  const cache = new MemberCache<string>(clock, bus, {
    maxAgeSeconds,
    maxEntries,
    maxTotalSize,
    sizeOf: (value) => value.length,
  });
  let loads = 0;
  const read = (key: string, memberId: number, value = `${key}@${memberId}`) =>
    cache.peek(key) ??
    cache.load(key, async () => {
      loads += 1;
      return { memberId, value };
    });
  return { clock, bus, cache, read, loads: () => loads };
}

/** A load the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('member cache', () => {
  it('keeps what a load found and serves it without loading again', async () => {
    const { cache, read, loads } = setup();
    expect(await read('a', 1)).toBe('a@1');
    expect(await read('a', 1)).toBe('a@1');
    expect(loads()).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('drops every entry of a member on forgetMember, and only theirs', async () => {
    const { cache, read, loads } = setup();
    await read('a', 1);
    await read('b', 1);
    await read('c', 2);
    cache.forgetMember(1);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('c')).toBe('c@2');
    await read('a', 1);
    expect(loads()).toBe(4);
  });

  it('does not keep a load that was running when a member was forgotten', async () => {
    const { cache } = setup();
    const slow = deferred<{ memberId: number; value: string }>();
    const loading = cache.load('a', () => slow.promise);
    cache.forgetMember(1);
    slow.resolve({ memberId: 1, value: 'read before the change' });
    // Its caller gets what it read; the next reader does not.
    expect(await loading).toBe('read before the change');
    expect(cache.peek('a')).toBeUndefined();
  });

  it('keeps a load that was running when another member was forgotten', async () => {
    const { cache } = setup();
    const slow = deferred<{ memberId: number; value: string }>();
    const loading = cache.load('a', () => slow.promise);
    cache.forgetMember(2);
    slow.resolve({ memberId: 1, value: 'a@1' });
    await loading;
    expect(cache.peek('a')).toBe('a@1');
  });

  it('does not keep a load of a key forgotten while it ran, and keeps the other keys', async () => {
    const { cache } = setup();
    const first = deferred<{ memberId: number; value: string }>();
    const second = deferred<{ memberId: number; value: string }>();
    const loadingA = cache.load('a', () => first.promise);
    const loadingB = cache.load('b', () => second.promise);
    cache.forget('a');
    first.resolve({ memberId: 1, value: 'a@1' });
    second.resolve({ memberId: 1, value: 'b@1' });
    await Promise.all([loadingA, loadingB]);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toBe('b@1');
  });

  it('remembers a forget for the loads running then, not for the loads after them', async () => {
    const { cache, read } = setup();
    const slow = deferred<{ memberId: number; value: string }>();
    const loading = cache.load('a', () => slow.promise);
    cache.forgetMember(1);
    slow.resolve({ memberId: 1, value: 'stale' });
    await loading;
    expect(cache.peek('a')).toBeUndefined();
    expect(await read('a', 1, 'fresh')).toBe('fresh');
    expect(cache.peek('a')).toBe('fresh');
  });

  it('stays safe when forgets pile up under loads that never pause', async () => {
    const { cache } = setup();
    const slow = deferred<{ memberId: number; value: string }>();
    const loading = cache.load('a', () => slow.promise);
    cache.forgetMember(1);
    // More forgets of other members than are remembered one by one, each with a load between them.
    for (let member = 2; member < 10_100; member += 1) {
      cache.forgetMember(member);
      await cache.load(`k${member}`, async () => ({ memberId: member, value: 'x' }));
    }
    slow.resolve({ memberId: 1, value: 'stale' });
    await loading;
    expect(cache.peek('a')).toBeUndefined();
  });

  it('drops a key whose load finds nothing', async () => {
    const { cache, read } = setup();
    await read('a', 1);
    expect(await cache.load('a', async () => null)).toBeNull();
    expect(cache.peek('a')).toBeUndefined();
  });

  it('serves an entry only while it is younger than the bound', async () => {
    const { clock, cache, read } = setup(60);
    await read('a', 1);
    clock.advanceSeconds(59);
    expect(cache.peek('a')).toBe('a@1');
    clock.advanceSeconds(1);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, dropping the least recently loaded', async () => {
    const { cache, read } = setup(60, 3);
    for (const key of ['a', 'b', 'c', 'd']) await read(key, key.charCodeAt(0));
    expect(cache.size).toBe(3);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('d')).toBe('d@100');
    // Forgetting the member of an evicted key still works for the ones kept.
    cache.forgetMember('b'.charCodeAt(0));
    expect(cache.size).toBe(2);
  });

  it('holds at most maxTotalSize together, dropping the least recently loaded', async () => {
    const { cache, read } = setup(60, 100, 10);
    await read('a', 1, 'aaaa');
    await read('b', 2, 'bbbb');
    expect(cache.size).toBe(2);
    await read('c', 3, 'cccc');
    expect(cache.peek('a')).toBeUndefined();
    expect([cache.peek('b'), cache.peek('c')]).toEqual(['bbbb', 'cccc']);
    // Forgetting gives the room back.
    cache.forgetMember(2);
    await read('d', 4, 'dddddd');
    expect([cache.peek('c'), cache.peek('d')]).toEqual(['cccc', 'dddddd']);
  });

  it('while the bus is lost: drops everything, serves nothing, keeps no load; trusted again once it listens', async () => {
    const { bus, cache, read, loads } = setup();
    await read('a', 1);
    const slow = deferred<{ memberId: number; value: string }>();
    const loading = cache.load('b', () => slow.promise);
    bus.set(false);
    expect(cache.size).toBe(0);
    slow.resolve({ memberId: 2, value: 'b' });
    await loading;
    expect(cache.peek('b')).toBeUndefined();
    await read('a', 1);
    await read('a', 1);
    expect(loads()).toBe(3);
    expect(cache.size).toBe(0);
    bus.set(true);
    await read('a', 1);
    await read('a', 1);
    expect(loads()).toBe(4);
  });

  it('does not keep a load that ran across a loss and recovery of the bus', async () => {
    const { bus, cache } = setup();
    const slow = deferred<{ memberId: number; value: string }>();
    const loading = cache.load('a', () => slow.promise);
    bus.set(false);
    bus.set(true);
    slow.resolve({ memberId: 1, value: 'maybe missed a message' });
    await loading;
    expect(cache.peek('a')).toBeUndefined();
  });
});
