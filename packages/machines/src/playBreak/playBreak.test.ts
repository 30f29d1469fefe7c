import type { PlayBreak, StartPlayBreakRequest } from '@portal/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import { scriptedActor, startRecordingEmits } from '../testing/scripted';
import { playBreakDescribe, playBreakMachine, type PlayBreakEvent } from './playBreak.machine';

const started: PlayBreak = {
  kind: 'TIME_OUT',
  period: 'DAYS_7',
  startedAt: '2026-11-30T04:00:00.000Z',
  endsAt: '2026-12-07T04:00:00.000Z',
};

const events: EventFixtures<PlayBreakEvent> = {
  CHOOSE: [
    { type: 'CHOOSE', kind: 'TIME_OUT', period: 'DAYS_7' },
    { type: 'CHOOSE', kind: 'SELF_EXCLUSION', period: 'MONTHS_6' },
    // A period of the other kind is no choice.
    { type: 'CHOOSE', kind: 'SELF_EXCLUSION', period: 'HOURS_24' },
  ],
  REVIEW: [{ type: 'REVIEW' }],
  CANCEL: [{ type: 'CANCEL' }],
  CONFIRM: [
    { type: 'CONFIRM', password: 'Secret2026' },
    { type: 'CONFIRM', password: '  ' },
  ],
};

const exploration = explore(playBreakMachine, {
  input: undefined,
  events,
  actorOutcomes: {
    startBreak: {
      done: [started],
      error: [new CodedError('INVALID_CREDENTIALS'), new CodedError('NETWORK_ERROR')],
    },
  },
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.kind,
      snapshot.context.period,
      snapshot.context.fieldErrors,
      snapshot.context.failure?.code ?? null,
    ]),
});

describe('play break graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('playBreak', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(playBreakMachine, playBreakDescribe, undefined, exploration);
  });

  it('opens the confirmation only with a period of the chosen kind', () => {
    for (const edge of edgesWhere(
      exploration,
      'a review',
      (candidate) => candidate.from.matches('choosing') && candidate.event.type === 'REVIEW',
    )) {
      expect(edge.to.value).toBe(edge.from.context.period === null ? 'choosing' : 'confirming');
      if (edge.from.context.period === null) expect(edge.to.context.fieldErrors).toHaveProperty('period');
    }
  });

  it('sends the chosen break with the password, and nothing without a password', () => {
    for (const edge of edgesWhere(
      exploration,
      'a confirm',
      (candidate) => candidate.from.matches('confirming') && candidate.event.type === 'CONFIRM',
    )) {
      const { password } = edge.event as Extract<PlayBreakEvent, { type: 'CONFIRM' }>;
      const sent = edge.invoked.map(({ input }) => input as StartPlayBreakRequest);
      if (password.trim() === '') {
        expect(sent).toEqual([]);
        expect(edge.to.context.fieldErrors).toHaveProperty('password');
      } else
        expect(sent).toEqual([{ kind: edge.from.context.kind, period: edge.from.context.period, password }]);
    }
  });

  it('keeps the confirmation open with the reason after a refusal, and announces a started break', () => {
    for (const edge of edgesWhere(
      exploration,
      'an answer',
      (candidate) => candidate.from.matches('submitting') && candidate.event.type.startsWith('xstate.'),
    )) {
      if (edge.event.type.startsWith('xstate.done')) {
        expect(edge.to.value).toBe('done');
        expect(edge.emitted).toEqual([{ type: 'started', playBreak: started }]);
      } else {
        expect(edge.to.value).toBe('confirming');
        expect(edge.to.context.failure).not.toBeNull();
        expect(edge.to.context.request).toBeNull();
      }
    }
  });
});

describe('play break submission', () => {
  it('asks once however often confirm is pressed while it is on its way', async () => {
    let answer: (result: PlayBreak) => void = () => undefined;
    const script = scriptedActor<StartPlayBreakRequest, PlayBreak>([
      () => new Promise((resolve) => (answer = resolve)),
    ]);
    const { actor } = startRecordingEmits(
      playBreakMachine.provide({ actors: { startBreak: script.actor } }),
      undefined,
    );
    actor.send({ type: 'CHOOSE', kind: 'TIME_OUT', period: 'DAYS_7' });
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'CONFIRM', password: 'Secret2026' });
    actor.send({ type: 'CONFIRM', password: 'Secret2026' });
    answer(started);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'));
    expect(script.requests).toHaveLength(1);
  });
});
