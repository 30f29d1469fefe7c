import type { PlaySessionSummary } from '@portal/api-contract';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import {
  realityCheckDescribe,
  realityCheckMachine,
  type RealityCheckEvent,
  type RealityCheckInput,
} from './realityCheck.machine';

const MINUTE = 60_000;
const start = Date.UTC(2026, 10, 30, 4, 0, 0);
const input: RealityCheckInput = { intervalMinutes: 15, sessionStartedAt: start, now: start };
const summary: PlaySessionSummary = {
  startedAt: new Date(start).toISOString(),
  now: new Date(start + 15 * MINUTE).toISOString(),
  rounds: 3,
  wagered: 600,
  netResult: -200,
};

const events: EventFixtures<RealityCheckEvent> = {
  TICK: [
    { type: 'TICK', now: start + 14 * MINUTE },
    { type: 'TICK', now: start + 15 * MINUTE },
    { type: 'TICK', now: start + 31 * MINUTE },
  ],
  SET_INTERVAL: [
    { type: 'SET_INTERVAL', intervalMinutes: 0 },
    { type: 'SET_INTERVAL', intervalMinutes: 30 },
  ],
  CONTINUE: [{ type: 'CONTINUE' }],
  TAKE_BREAK: [{ type: 'TAKE_BREAK' }],
  LOG_OUT: [{ type: 'LOG_OUT' }],
};

const exploration = explore(realityCheckMachine, {
  input: { each: [input, { ...input, intervalMinutes: 0 }] },
  events,
  actorOutcomes: { clock: {}, summary: { done: [summary], error: [new CodedError('NETWORK_ERROR')] } },
});

describe('reality check graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('realityCheck', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(realityCheckMachine, realityCheckDescribe, input, exploration);
  });

  it('comes due only once the interval has elapsed since the last start of the count', () => {
    for (const edge of edgesWhere(
      exploration,
      'a tick while counting',
      (candidate) => candidate.from.matches('counting') && candidate.event.type === 'TICK',
    )) {
      const { now } = edge.event as Extract<RealityCheckEvent, { type: 'TICK' }>;
      const dueAt = edge.from.context.dueAt as number;
      expect(edge.to.value).toBe(now >= dueAt ? 'due' : 'counting');
    }
  });

  it('shows the figures, or the dialog without them when they cannot be loaded', () => {
    for (const edge of edgesWhere(
      exploration,
      'figures answered',
      (candidate) => candidate.from.matches('due') && candidate.event.type.startsWith('xstate.'),
    ))
      if (edge.event.type.startsWith('xstate.done'))
        expect([edge.to.value, edge.to.context.summary]).toEqual(['shown', summary]);
      else expect([edge.to.value, edge.to.context.failure?.code]).toEqual(['shown', 'NETWORK_ERROR']);
  });

  it('starts a new count on Continue and Take a break, and announces the break or the logout', () => {
    for (const edge of edgesWhere(
      exploration,
      'an answer to the dialog',
      (candidate) =>
        candidate.from.matches('shown') &&
        ['CONTINUE', 'TAKE_BREAK', 'LOG_OUT'].includes(candidate.event.type),
    )) {
      if (edge.event.type === 'LOG_OUT') {
        expect(edge.to.value).toBe('loggedOut');
        expect(edge.emitted).toEqual([{ type: 'logOut' }]);
        continue;
      }
      expect(edge.to.value).toBe('counting');
      expect(edge.to.context.dueAt).toBe(edge.from.context.now + edge.from.context.intervalMinutes * MINUTE);
      expect(edge.emitted).toEqual(edge.event.type === 'TAKE_BREAK' ? [{ type: 'takeBreak' }] : []);
    }
  });

  it('turns the checks off, and back on from the last known time', () => {
    for (const edge of edgesWhere(
      exploration,
      'an interval chosen',
      (candidate) => candidate.event.type === 'SET_INTERVAL',
    )) {
      const { intervalMinutes } = edge.event as Extract<RealityCheckEvent, { type: 'SET_INTERVAL' }>;
      expect(edge.to.value).toBe(intervalMinutes === 0 ? 'off' : 'counting');
      expect(edge.to.context.dueAt).toBe(
        intervalMinutes === 0 ? null : edge.from.context.now + intervalMinutes * MINUTE,
      );
    }
  });
});

describe('reality check with an injected clock', () => {
  it('appears once the clock passes the interval, and again an interval after Continue', async () => {
    let tick: (now: number) => void = () => undefined;
    const clock = fromCallback<RealityCheckEvent>(({ sendBack }) => {
      tick = (now) => sendBack({ type: 'TICK', now });
    });
    const loads = vi.fn(() => Promise.resolve(summary));
    const actor = createActor(
      realityCheckMachine.provide({ actors: { clock, summary: fromPromise(loads) } }),
      { input },
    ).start();
    tick(start + 14 * MINUTE);
    expect(actor.getSnapshot().value).toBe('counting');
    tick(start + 15 * MINUTE);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('shown'));
    expect(actor.getSnapshot().context.summary).toEqual(summary);
    tick(start + 16 * MINUTE);
    actor.send({ type: 'CONTINUE' });
    tick(start + 30 * MINUTE);
    expect(actor.getSnapshot().value).toBe('counting');
    tick(start + 31 * MINUTE);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('shown'));
    expect(loads).toHaveBeenCalledTimes(2);
    actor.stop();
  });
});
