import { describe, expect, it, vi } from 'vitest';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import { scriptedActor, startRecordingEmits } from '../testing/scripted';
import {
  downlineTransferDescribe,
  downlineTransferMachine,
  type DownlineTransferEvent,
  type DownlineTransferInput,
  type DownlineTransferRequest,
  type DownlineTransferResult,
} from './downlineTransfer.machine';

const transfer: DownlineTransferInput = {
  direction: 'transfer',
  downline: 'member001',
  available: 100_000,
  fractionDigits: 2,
  formId: 'form-1',
};
const recall: DownlineTransferInput = { ...transfer, direction: 'recall', available: 60_000 };

const valid = { amount: '500', withdrawPassword: '123456' } as const;
const events: EventFixtures<DownlineTransferEvent> = {
  SUBMIT: [
    { type: 'SUBMIT', values: valid },
    // Beyond what either giving side holds, then a withdraw password that is not six digits.
    { type: 'SUBMIT', values: { amount: '1000.01', withdrawPassword: '123456' } },
    { type: 'SUBMIT', values: { amount: '500', withdrawPassword: '1234' } },
  ],
  RETRY: [{ type: 'RETRY' }],
  AVAILABLE_CHANGED: [{ type: 'AVAILABLE_CHANGED', available: 40_000 }],
  NEW_MOVE: [{ type: 'NEW_MOVE' }],
};

const moved: DownlineTransferResult = { transferId: '4711', amount: 50_000, balance: 50_000 };

const exploration = explore(downlineTransferMachine, {
  input: { each: [transfer, recall] },
  events,
  actorOutcomes: {
    moveBalance: {
      done: [moved],
      error: [
        new CodedError('NETWORK_TIMEOUT'),
        new CodedError('INSUFFICIENT_FUNDS'),
        new CodedError('NOT_FOUND'),
      ],
    },
  },
  // The submission count only grows; what the screen and the guards tell apart is the state, the
  // direction, what the giving side holds, the problems shown and the move kept for a retry.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.direction,
      snapshot.context.available,
      snapshot.context.fieldErrors,
      snapshot.context.failure?.code ?? null,
      snapshot.context.move,
      snapshot.context.moved?.transferId ?? null,
    ]),
});

type Submit = Extract<DownlineTransferEvent, { type: 'SUBMIT' }>;

describe('downlineTransfer graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('downlineTransfer', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(downlineTransferMachine, downlineTransferDescribe, transfer, exploration);
  });

  it("sends the contract body in minor units with the withdraw password to the direction's call, keyed by the form and its submission", () => {
    const requests = edgesWhere(exploration, 'a move sent', (edge) =>
      edge.invoked.some(({ src }) => src === 'moveBalance'),
    ).map((edge) => ({
      direction: edge.from.context.direction,
      request: edge.invoked.find(({ src }) => src === 'moveBalance')?.input as DownlineTransferRequest,
    }));
    expect(new Set(requests.map(({ request }) => JSON.stringify(request.body)))).toEqual(
      new Set([JSON.stringify({ downlineAccount: 'member001', amount: 50_000, withdrawPassword: '123456' })]),
    );
    for (const { direction, request } of requests) {
      expect(request.direction).toBe(direction);
      expect(request.idempotencyKey).toMatch(/^form-1-\d+$/);
    }
    expect(new Set(requests.map(({ direction }) => direction))).toEqual(new Set(['transfer', 'recall']));
  });

  it('explains a refused form under its fields and sends nothing', () => {
    for (const edge of edgesWhere(
      exploration,
      'an invalid submission',
      (candidate) =>
        candidate.from.matches('editing') &&
        candidate.event.type === 'SUBMIT' &&
        (candidate.event as Submit).values !== valid,
    )) {
      expect(edge.invoked).toEqual([]);
      expect(edge.to.value).toBe('editing');
      expect(Object.keys(edge.to.context.fieldErrors)).toHaveLength(1);
    }
  });

  it('holds the amount to what the giving side was last said to hold', () => {
    for (const edge of edgesWhere(
      exploration,
      'a valid form over a smaller balance',
      (candidate) =>
        candidate.from.matches('editing') &&
        candidate.from.context.available === 40_000 &&
        candidate.event.type === 'SUBMIT' &&
        (candidate.event as Submit).values === valid,
    )) {
      expect(edge.invoked).toEqual([]);
      expect(edge.to.context.fieldErrors).toEqual({
        amount: { code: 'amountTooLarge', params: { max: 40_000 } },
      });
    }
  });

  it('keeps a move whose answer was lost for a retry with the same key, and drops a refused one', () => {
    for (const edge of edgesWhere(
      exploration,
      'a failed move',
      (candidate) =>
        candidate.from.matches('sending') && candidate.event.type === 'xstate.error.actor.moveBalance',
    )) {
      const lost = edge.to.context.failure?.code === 'NETWORK_TIMEOUT';
      expect([edge.to.value, edge.to.context.move]).toEqual([
        'editing',
        lost ? edge.from.context.move : null,
      ]);
    }
    for (const edge of edgesWhere(exploration, 'a retry', (candidate) => candidate.event.type === 'RETRY')) {
      const { move, failure } = edge.from.context;
      expect(edge.invoked.map(({ src }) => src)).toEqual(move && failure ? ['moveBalance'] : []);
      expect(edge.to.context.submissions).toBe(edge.from.context.submissions);
    }
  });

  it('shows and announces what moved, and checks the next move against what the giving side holds after it', () => {
    for (const edge of edgesWhere(
      exploration,
      'a move made',
      (candidate) =>
        candidate.from.matches('sending') && candidate.event.type === 'xstate.done.actor.moveBalance',
    )) {
      const { direction, available } = edge.from.context;
      expect([edge.to.value, edge.to.context.moved, edge.to.context.move, edge.to.context.available]).toEqual(
        [
          'moved',
          moved,
          null,
          // A transfer leaves the agent's wallet as the server says; a recall leaves the downline less.
          direction === 'transfer' ? moved.balance : Math.max(0, available - moved.amount),
        ],
      );
      expect(edge.emitted).toEqual([{ type: 'moved', direction, result: moved }]);
    }
  });
});

describe('downlineTransfer idempotency keys', () => {
  function start(
    answers: Array<() => Promise<DownlineTransferResult>>,
    input: DownlineTransferInput = transfer,
  ) {
    const script = scriptedActor<DownlineTransferRequest, DownlineTransferResult>(answers);
    const machine = downlineTransferMachine.provide({ actors: { moveBalance: script.actor } });
    return { ...startRecordingEmits(machine, input), requests: script.requests };
  }

  it('sends a lost answer again with the same key, and gives the next submission a new one', async () => {
    const { actor, requests, emitted } = start([
      () => Promise.reject(new CodedError('NETWORK_ERROR')),
      () => Promise.resolve(moved),
      () => Promise.resolve({ transferId: '4712', amount: 1_000, balance: 49_000 }),
    ]);
    actor.send({ type: 'SUBMIT', values: valid });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('NETWORK_ERROR'));
    actor.send({ type: 'RETRY' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('moved'));
    actor.send({ type: 'NEW_MOVE' });
    actor.send({ type: 'SUBMIT', values: { amount: '10', withdrawPassword: '123456' } });
    await vi.waitFor(() => expect(actor.getSnapshot().context.moved?.transferId).toBe('4712'));
    expect(requests.map((request) => [request.idempotencyKey, request.body.amount])).toEqual([
      ['form-1-1', 50_000],
      ['form-1-1', 50_000],
      ['form-1-2', 1_000],
    ]);
    expect(emitted.map((event) => event.type)).toEqual(['moved', 'moved']);
  });

  it('sends one move however often the submit is pressed while it is on its way', async () => {
    let answer: (result: DownlineTransferResult) => void = () => undefined;
    const { actor, requests } = start([() => new Promise((resolve) => (answer = resolve))], recall);
    actor.send({ type: 'SUBMIT', values: valid });
    actor.send({ type: 'SUBMIT', values: valid });
    actor.send({ type: 'RETRY' });
    answer(moved);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('moved'));
    expect(requests).toEqual([
      {
        direction: 'recall',
        body: { downlineAccount: 'member001', amount: 50_000, withdrawPassword: '123456' },
        idempotencyKey: 'form-1-1',
      },
    ]);
  });

  it('gives a refused move no retry: the next try is a new submission', async () => {
    const { actor, requests } = start([
      () => Promise.reject(new CodedError('INSUFFICIENT_FUNDS')),
      () => Promise.resolve(moved),
    ]);
    actor.send({ type: 'SUBMIT', values: valid });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('INSUFFICIENT_FUNDS'));
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'SUBMIT', values: valid });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('moved'));
    expect(requests.map((request) => request.idempotencyKey)).toEqual(['form-1-1', 'form-1-2']);
  });

  it('gives a wrong withdraw password no retry: said under its field, sent again only as a new submission', async () => {
    const { actor, requests } = start(
      [
        () =>
          Promise.reject(
            new CodedError('INVALID_CREDENTIALS', {
              issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordRequired' }],
            }),
          ),
        () => Promise.resolve(moved),
      ],
      recall,
    );
    actor.send({ type: 'SUBMIT', values: { amount: '500', withdrawPassword: '654321' } });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('INVALID_CREDENTIALS'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      withdrawPassword: { code: 'withdrawPasswordRequired' },
    });
    expect(actor.getSnapshot().context.move).toBeNull();
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'SUBMIT', values: valid });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('moved'));
    expect(requests.map((request) => [request.idempotencyKey, request.body.withdrawPassword])).toEqual([
      ['form-1-1', '654321'],
      ['form-1-2', '123456'],
    ]);
  });
});
