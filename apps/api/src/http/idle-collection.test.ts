import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSY_REQUESTS, collectWhenIdle, fullCollection, IDLE_MS } from './idle-collection';

async function busyServer() {
  const server = Fastify();
  server.get('/', async () => ({ ok: true }));
  const collect = vi.fn();
  const idle = collectWhenIdle(server, collect);
  await server.ready();
  const answer = async (times: number) => {
    for (let i = 0; i < times; i += 1) await server.inject('/');
  };
  return { server, collect, idle, answer };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('collectWhenIdle', () => {
  it('collects once after a busy spell, when nothing has been answered for a moment', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    const { server, collect, idle, answer } = await busyServer();
    await answer(BUSY_REQUESTS);
    vi.advanceTimersByTime(IDLE_MS / 2);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_MS);
    expect(collect).toHaveBeenCalledTimes(1);
    // Idle on: nothing new to give back.
    vi.advanceTimersByTime(IDLE_MS * 10);
    expect(collect).toHaveBeenCalledTimes(1);
    idle.stop();
    await server.close();
  });

  it('leaves a trickle of traffic and a server that stays busy to V8', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    const { server, collect, idle, answer } = await busyServer();
    await answer(BUSY_REQUESTS - 1);
    vi.advanceTimersByTime(IDLE_MS * 10);
    expect(collect).not.toHaveBeenCalled();
    // Busy: a request at least every half of IDLE_MS.
    for (let step = 0; step < 10; step += 1) {
      await answer(BUSY_REQUESTS);
      vi.advanceTimersByTime(IDLE_MS / 2);
    }
    expect(collect).not.toHaveBeenCalled();
    idle.stop();
    await server.close();
  });

  it('collects with V8’s own full collection by default: garbage is gone after it', async () => {
    let garbage: object | undefined = { payload: 'x'.repeat(1_000) };
    const ref = new WeakRef(garbage);
    garbage = undefined;
    // A WeakRef's target lives at least until the end of the job that made it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    fullCollection()();
    expect(ref.deref()).toBeUndefined();
  });
});
