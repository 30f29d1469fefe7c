import type { PointConfig, PointReward } from '@portal/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import { scriptedActor, startRecordingEmits } from '../testing/scripted';
import {
  pointsMoveDescribe,
  pointsMoveMachine,
  type PointsMoveEvent,
  type PointsMoveInput,
  type PointsMoveRequest,
  type PointsMoveResult,
} from './pointsMove.machine';

const reward: PointReward = {
  rewardId: 'REWARD-3',
  name: 'Headphones',
  imageUrl: 'https://cdn.example.com/rewards/headphones.png',
  quantity: 12,
  pointsRequired: 1_500,
  amountRequired: 0,
  units: 'pcs',
  remark: '',
  requiresAddress: true,
  requiresMobile: false,
};
const config: PointConfig = {
  ratio: { points: 100, amount: 100 },
  convertEnabled: true,
  minConvertPoints: 100,
};
const redeem: PointsMoveInput = { kind: 'redeem', reward, points: 12_500, formId: 'form-1' };
const convert: PointsMoveInput = { kind: 'convert', config, points: 12_500, formId: 'form-1' };

const redeemValues = { receivingAddress: '1 Rizal Avenue, Manila', withdrawPassword: '123456' } as const;
const convertValues = { points: '2000', withdrawPassword: '123456' } as const;
const events: EventFixtures<PointsMoveEvent> = {
  SUBMIT: [
    { type: 'SUBMIT', values: redeemValues },
    { type: 'SUBMIT', values: convertValues },
    // Nothing typed.
    { type: 'SUBMIT', values: {} },
  ],
  RETRY: [{ type: 'RETRY' }],
  POINTS_CHANGED: [{ type: 'POINTS_CHANGED', points: 1_000 }],
  NEW_MOVE: [{ type: 'NEW_MOVE' }],
};

const redeemed: PointsMoveResult = {
  kind: 'redeem',
  redeemed: { redeemId: 'RD-26', points: 11_000, status: 'IN_PROCESS' },
};
const converted: PointsMoveResult = {
  kind: 'convert',
  converted: { points: 10_500, creditedAmount: 2_000, balance: 1_002_000 },
};

const exploration = explore(pointsMoveMachine, {
  input: { each: [redeem, convert] },
  events,
  actorOutcomes: {
    movePoints: {
      done: [redeemed, converted],
      error: [
        new CodedError('NETWORK_TIMEOUT'),
        new CodedError('INSUFFICIENT_FUNDS'),
        new CodedError('INVALID_CREDENTIALS'),
      ],
    },
  },
  // The submission count only grows; what the screen and the guards tell apart is the state, the
  // kind, the points held, the problems shown and the move kept for a retry.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.kind,
      snapshot.context.points,
      snapshot.context.fieldErrors,
      snapshot.context.failure?.code ?? null,
      snapshot.context.move,
      snapshot.context.result?.kind ?? null,
    ]),
});

describe('pointsMove graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('pointsMove', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(pointsMoveMachine, pointsMoveDescribe, redeem, exploration);
  });

  it("sends the contract body of the machine's own kind, keyed by the form and its submission", () => {
    const sent = edgesWhere(exploration, 'a move sent', (edge) =>
      edge.invoked.some(({ src }) => src === 'movePoints'),
    ).map((edge) => edge.invoked.find(({ src }) => src === 'movePoints')?.input as PointsMoveRequest);
    expect(new Set(sent.map((request) => JSON.stringify([request.kind, request.body])))).toEqual(
      new Set([
        JSON.stringify([
          'redeem',
          {
            rewardId: 'REWARD-3',
            quantity: 1,
            withdrawPassword: '123456',
            receivingAddress: redeemValues.receivingAddress,
          },
        ]),
        JSON.stringify(['convert', { points: 2_000, withdrawPassword: '123456' }]),
      ]),
    );
    for (const request of sent) expect(request.idempotencyKey).toMatch(/^form-1-\d+$/);
  });

  it('explains a refused form under its fields and sends nothing', () => {
    for (const edge of edgesWhere(
      exploration,
      'an invalid submission',
      (candidate) =>
        candidate.from.matches('editing') &&
        candidate.event.type === 'SUBMIT' &&
        Object.keys((candidate.event as Extract<PointsMoveEvent, { type: 'SUBMIT' }>).values).length === 0,
    )) {
      expect(edge.invoked).toEqual([]);
      expect(edge.to.value).toBe('editing');
      expect(edge.to.context.fieldErrors).toHaveProperty('withdrawPassword');
    }
  });

  it('keeps a move whose answer was lost for a retry with the same key, and drops a refused one', () => {
    for (const edge of edgesWhere(
      exploration,
      'a failed move',
      (candidate) =>
        candidate.from.matches('sending') && candidate.event.type === 'xstate.error.actor.movePoints',
    )) {
      const lost = edge.to.context.failure?.code === 'NETWORK_TIMEOUT';
      expect([edge.to.value, edge.to.context.move]).toEqual([
        'editing',
        lost ? edge.from.context.move : null,
      ]);
    }
    for (const edge of edgesWhere(exploration, 'a retry', (candidate) => candidate.event.type === 'RETRY')) {
      const { move, failure } = edge.from.context;
      const lost = move !== null && failure?.code === 'NETWORK_TIMEOUT';
      expect(edge.invoked.map(({ src }) => src)).toEqual(lost ? ['movePoints'] : []);
      expect(edge.to.context.submissions).toBe(edge.from.context.submissions);
    }
  });

  it('shows and announces what the server did, with the points it says are left', () => {
    for (const edge of edgesWhere(
      exploration,
      'a move done',
      (candidate) =>
        candidate.from.matches('sending') && candidate.event.type === 'xstate.done.actor.movePoints',
    )) {
      const result = edge.to.context.result as PointsMoveResult;
      const left = result.kind === 'redeem' ? result.redeemed.points : result.converted.points;
      expect([edge.to.value, edge.to.context.points, edge.to.context.move]).toEqual(['moved', left, null]);
      expect(edge.emitted).toEqual([{ type: 'moved', result }]);
    }
  });
});

describe('pointsMove idempotency keys', () => {
  function start(input: PointsMoveInput, answers: Array<() => Promise<PointsMoveResult>>) {
    const script = scriptedActor<PointsMoveRequest, PointsMoveResult>(answers);
    const machine = pointsMoveMachine.provide({ actors: { movePoints: script.actor } });
    return { ...startRecordingEmits(machine, input), sent: script.requests };
  }

  it('sends a lost conversion again with the same key, and the next one with a new key', async () => {
    const { actor, sent, emitted } = start(convert, [
      () => Promise.reject(new CodedError('NETWORK_ERROR')),
      () => Promise.resolve(converted),
      () => Promise.resolve(converted),
    ]);
    actor.send({ type: 'SUBMIT', values: convertValues });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('NETWORK_ERROR'));
    actor.send({ type: 'RETRY' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('moved'));
    actor.send({ type: 'NEW_MOVE' });
    actor.send({ type: 'SUBMIT', values: { points: '500', withdrawPassword: '123456' } });
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map((request) => [request.idempotencyKey, request.body.withdrawPassword])).toEqual([
      ['form-1-1', '123456'],
      ['form-1-1', '123456'],
      ['form-1-2', '123456'],
    ]);
    await vi.waitFor(() => expect(emitted.map((event) => event.type)).toEqual(['moved', 'moved']));
  });

  it('redeems once however often the submit is pressed while it is on its way', async () => {
    let answer: (result: PointsMoveResult) => void = () => undefined;
    const { actor, sent } = start(redeem, [() => new Promise((resolve) => (answer = resolve))]);
    actor.send({ type: 'SUBMIT', values: redeemValues });
    actor.send({ type: 'SUBMIT', values: redeemValues });
    actor.send({ type: 'RETRY' });
    answer(redeemed);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('moved'));
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().context.points).toBe(11_000);
  });

  it('checks a conversion against the points read last', () => {
    const { actor, sent } = start(convert, []);
    actor.send({ type: 'POINTS_CHANGED', points: 1_000 });
    actor.send({ type: 'SUBMIT', values: convertValues });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      points: { code: 'amountTooLarge', params: { max: 1_000 } },
    });
    expect(sent).toHaveLength(0);
  });
});
