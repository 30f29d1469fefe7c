import { describe, expect, it } from 'vitest';
import { assign, emit, fromPromise, raise, setup } from 'xstate';
import {
  afterEvent,
  declaredTransitionKeys,
  doneEvent,
  explore,
  replay,
  type EventFixtures,
} from './coverage';

type ToyEvent = { type: 'START'; fast: boolean } | { type: 'PING' } | { type: 'RESET' };

const toy = setup({
  types: {
    context: {} as { pings: number },
    events: {} as ToyEvent,
    emitted: {} as { type: 'pinged'; pings: number },
  },
  actors: { work: fromPromise(async ({ input }: { input: { pings: number } }) => input.pings) },
}).createMachine({
  id: 'toy',
  context: { pings: 0 },
  initial: 'idle',
  states: {
    idle: { on: { START: [{ guard: ({ event }) => event.fast, target: 'routing' }, { target: 'working' }] } },
    // Transient: left within the same macrostep, reached only through microsteps.
    routing: { always: { target: 'working', actions: raise({ type: 'PING' }) } },
    working: {
      invoke: { id: 'work', src: 'work', input: ({ context }) => ({ pings: context.pings }), onDone: 'done' },
      on: {
        PING: {
          guard: ({ context }) => context.pings < 1,
          actions: [
            assign({ pings: ({ context }) => context.pings + 1 }),
            emit(({ context }) => ({ type: 'pinged' as const, pings: context.pings })),
          ],
        },
      },
      after: { 500: 'idle' },
    },
    done: { on: { RESET: 'idle' } },
  },
});

const events: EventFixtures<ToyEvent> = {
  START: [
    { type: 'START', fast: true },
    { type: 'START', fast: false },
  ],
  PING: [{ type: 'PING' }],
  RESET: [{ type: 'RESET' }],
};

describe('explore', () => {
  it('counts every leaf state, transient ones included, and every transition, raised and eventless ones included', () => {
    const exploration = explore(toy, { input: undefined, events, actorOutcomes: { work: { done: [0] } } });
    expect(exploration.declaredStates).toEqual(['toy.idle', 'toy.routing', 'toy.working', 'toy.done']);
    expect(declaredTransitionKeys(toy)).toHaveLength(7);
    expect(exploration.missingStates).toEqual([]);
    expect(exploration.missingTransitions).toEqual([]);
    expect(exploration.summary('toy')).toBe(
      `toy: states 4/4, transitions 7/7 (${exploration.snapshots.length} snapshots, ${exploration.edges.length} steps explored)`,
    );
  });

  it('reports what the fixtures leave unreached', () => {
    const exploration = explore(toy, {
      input: undefined,
      events: { ...events, START: [{ type: 'START', fast: false }], PING: [] },
      actorOutcomes: { work: {} },
    });
    expect(exploration.missingStates).toEqual(['toy.routing', 'toy.done']);
    // START (slow) and the 500 ms timeout: nothing else is enabled without the missing fixtures.
    expect(exploration.summary('toy')).toMatch(
      /^toy: states 2\/4, transitions 2\/7 \(\d+ snapshots, \d+ steps explored\)$/u,
    );
  });

  it('records effects per edge and ignored events as no-op edges', () => {
    const exploration = explore(toy, { input: undefined, events, actorOutcomes: { work: { done: [0] } } });
    const fastStart = exploration.edges.find(
      (edge) =>
        edge.from.matches('idle') && edge.event.type === 'START' && (edge.event as { fast?: boolean }).fast,
    );
    expect(fastStart?.emitted).toEqual([{ type: 'pinged', pings: 1 }]);
    expect(fastStart?.invoked).toEqual([{ id: 'work', src: 'work', input: { pings: 0 } }]);
    const ignored = exploration.edges.find(
      (edge) => edge.from.matches('idle') && edge.event.type === 'RESET',
    );
    expect(ignored && [ignored.transitions, ignored.to === ignored.from]).toEqual([[], true]);
  });

  it('insists on outcomes for every invoked actor and only for those', () => {
    expect(() => explore(toy, { input: undefined, events, actorOutcomes: {} })).toThrow(
      /no entry for invoked actor\(s\): work/,
    );
    expect(() => explore(toy, { input: undefined, events, actorOutcomes: { work: {}, ghost: {} } })).toThrow(
      /never invokes: ghost/,
    );
  });
});

describe('replay', () => {
  it('runs system events and collects effects in order', () => {
    const run = replay(toy, undefined, [
      { type: 'START', fast: true },
      afterEvent(500, 'toy.working'),
      { type: 'START', fast: false },
      doneEvent('work', 1),
    ]);
    expect(run.snapshot.value).toBe('done');
    expect(run.emitted).toEqual([{ type: 'pinged', pings: 1 }]);
    expect(run.invoked.map((invocation) => invocation.input)).toEqual([{ pings: 0 }, { pings: 1 }]);
  });
});
