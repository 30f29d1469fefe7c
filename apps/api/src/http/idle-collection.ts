import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';

// V8 collects garbage when allocation needs room. After a burst of requests the heap therefore keeps
// the burst's garbage until traffic comes back: measured on the benchmark, 467 MB resident for a whole
// idle minute with 201 MB of V8 heap in use, when a full collection leaves about 50 MB live. V8's
// memory reducer did not run in that minute. So when the server has been busy and then answers
// nothing for a moment, it collects once and gives that memory back to the system.

/** Requests since the last collection that make one worth it (a trickle of traffic is left to V8). */
export const BUSY_REQUESTS = 1_000;
/** How long without a finished response counts as idle. */
export const IDLE_MS = 1_000;

export interface IdleCollection {
  stop(): void;
}

/** V8's collector as a function: the flag applies to contexts made after it, such as this one. */
export function fullCollection(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * Collects once when `server` has answered at least BUSY_REQUESTS since the last collection and then
 * nothing for IDLE_MS. A request arriving during it waits for it (tens of milliseconds), which only
 * happens to the first request after a pause.
 */
export function collectWhenIdle(server: FastifyInstance, collect = fullCollection()): IdleCollection {
  let answered = 0;
  let lastAnsweredAt = 0;
  server.addHook('onResponse', (_request, _reply, done) => {
    answered += 1;
    lastAnsweredAt = performance.now();
    done();
  });
  const timer = setInterval(() => {
    if (answered < BUSY_REQUESTS || performance.now() - lastAnsweredAt < IDLE_MS) return;
    answered = 0;
    collect();
  }, IDLE_MS / 2);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
