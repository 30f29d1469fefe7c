import type { SetLimitRequest, SetLimitResult } from '@portal/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import { scriptedActor, startRecordingEmits } from '../testing/scripted';
import {
  limitsDescribe,
  limitsMachine,
  sampleLimitsInput,
  waitsCoolingOff,
  type LimitsEvent,
} from './limits.machine';

const input = sampleLimitsInput;
// The sample member has a 24-hour deposit limit of ₱5,000.00.
const lower = { kind: 'DEPOSIT', window: 'DAY', value: '3000' } as const;
const raise = { kind: 'DEPOSIT', window: 'DAY', value: '9000' } as const;
const events: EventFixtures<LimitsEvent> = {
  SUBMIT: [
    { type: 'SUBMIT', values: lower },
    { type: 'SUBMIT', values: raise },
    // Not an amount; and an empty value for a limit that is not set.
    { type: 'SUBMIT', values: { kind: 'DEPOSIT', window: 'DAY', value: '12.345' } },
    { type: 'SUBMIT', values: { kind: 'LOSS', window: 'WEEK', value: '' } },
  ],
  CONFIRM: [{ type: 'CONFIRM' }],
  CANCEL: [{ type: 'CANCEL' }],
  RETRY: [{ type: 'RETRY' }],
  EDIT: [{ type: 'EDIT' }],
};

const saved: SetLimitResult = { applied: 'NOW', limits: input.limits };

const exploration = explore(limitsMachine, {
  input,
  events,
  actorOutcomes: {
    setLimit: { done: [saved], error: [new CodedError('NETWORK_ERROR')] },
  },
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.fieldErrors,
      snapshot.context.failure?.code ?? null,
      snapshot.context.request,
      snapshot.context.result?.applied ?? null,
    ]),
});

describe('limits graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('limits', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(limitsMachine, limitsDescribe, input, exploration);
  });

  it('saves a lower limit at once and confirms a raise first', () => {
    for (const edge of edgesWhere(
      exploration,
      'a valid submission',
      (candidate) => candidate.from.matches('editing') && candidate.to.context.request !== null,
    )) {
      const request = edge.to.context.request as SetLimitRequest;
      expect(edge.to.value).toBe(request.value === 900_000 ? 'confirming' : 'saving');
      expect(edge.invoked.map(({ src }) => src)).toEqual(request.value === 900_000 ? [] : ['setLimit']);
    }
  });

  it('explains an invalid form under its fields and sends nothing', () => {
    for (const edge of edgesWhere(
      exploration,
      'an invalid submission',
      (candidate) =>
        candidate.from.matches('editing') &&
        candidate.event.type === 'SUBMIT' &&
        candidate.to.context.request === null,
    )) {
      expect(edge.invoked).toEqual([]);
      expect(Object.keys(edge.to.context.fieldErrors)).toEqual(['value']);
    }
  });
});

describe('limits saving', () => {
  it('counts a raise and a removal as waiting out the cooling-off, a first limit as not', () => {
    const { limits } = input;
    expect(waitsCoolingOff(limits, { kind: 'DEPOSIT', window: 'DAY', value: 900_000 })).toBe(true);
    expect(waitsCoolingOff(limits, { kind: 'DEPOSIT', window: 'DAY', value: null })).toBe(true);
    expect(waitsCoolingOff(limits, { kind: 'DEPOSIT', window: 'DAY', value: 100_000 })).toBe(false);
    expect(waitsCoolingOff(limits, { kind: 'WAGER', window: 'MONTH', value: 100_000 })).toBe(false);
    expect(waitsCoolingOff(limits, { kind: 'SESSION', value: 60 })).toBe(false);
  });

  it('sends one request however often the form is submitted while saving, and again on retry', async () => {
    const script = scriptedActor<SetLimitRequest, SetLimitResult>([
      () => Promise.reject(new CodedError('NETWORK_ERROR')),
      () => Promise.resolve(saved),
    ]);
    const machine = limitsMachine.provide({ actors: { setLimit: script.actor } });
    const { actor, emitted } = startRecordingEmits(machine, input);
    actor.send({ type: 'SUBMIT', values: lower });
    actor.send({ type: 'SUBMIT', values: lower });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    actor.send({ type: 'RETRY' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('saved'));
    expect(script.requests).toEqual([
      { kind: 'DEPOSIT', window: 'DAY', value: 300_000 },
      { kind: 'DEPOSIT', window: 'DAY', value: 300_000 },
    ]);
    expect(emitted).toEqual([{ type: 'saved', result: saved }]);
  });
});
