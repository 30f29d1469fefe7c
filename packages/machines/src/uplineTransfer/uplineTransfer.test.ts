import { describe, expect, it, vi } from 'vitest';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import { scriptedActor, startRecordingEmits } from '../testing/scripted';
import {
  uplineTransferDescribe,
  uplineTransferMachine,
  type UplineTransferEvent,
  type UplineTransferInput,
  type UplineTransferRequest,
  type UplineTransferResult,
} from './uplineTransfer.machine';

const input: UplineTransferInput = {
  upline: 'agentone',
  balance: 100_000,
  fractionDigits: 2,
  formId: 'form-1',
};

const valid = { amount: '500', withdrawPassword: '123456' } as const;
const events: EventFixtures<UplineTransferEvent> = {
  SUBMIT: [
    { type: 'SUBMIT', values: valid },
    // Beyond the balance, then a withdraw password that is not six digits.
    { type: 'SUBMIT', values: { amount: '1000.01', withdrawPassword: '123456' } },
    { type: 'SUBMIT', values: { amount: '500', withdrawPassword: '1234' } },
  ],
  RETRY: [{ type: 'RETRY' }],
  BALANCE_CHANGED: [{ type: 'BALANCE_CHANGED', balance: 40_000 }],
  NEW_TRANSFER: [{ type: 'NEW_TRANSFER' }],
};

const sent: UplineTransferResult = { transferId: '4711', amount: 50_000, balance: 50_000 };

const exploration = explore(uplineTransferMachine, {
  input,
  events,
  actorOutcomes: {
    transferToUpline: {
      done: [sent],
      error: [new CodedError('NETWORK_TIMEOUT'), new CodedError('INSUFFICIENT_FUNDS')],
    },
  },
  // The submission count only grows; what the screen and the guards tell apart is the state, the
  // balance checked against, the problems shown and the transfer kept for a retry.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.balance,
      snapshot.context.fieldErrors,
      snapshot.context.failure?.code ?? null,
      snapshot.context.move,
      snapshot.context.transferred?.transferId ?? null,
    ]),
});

describe('uplineTransfer graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('uplineTransfer', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(uplineTransferMachine, uplineTransferDescribe, input, exploration);
  });

  it('sends the contract body in minor units with the withdraw password, keyed by the form and its submission', () => {
    const requests = edgesWhere(exploration, 'a transfer sent', (edge) =>
      edge.invoked.some(({ src }) => src === 'transferToUpline'),
    ).map(
      (edge) => edge.invoked.find(({ src }) => src === 'transferToUpline')?.input as UplineTransferRequest,
    );
    expect(new Set(requests.map((request) => JSON.stringify(request.body)))).toEqual(
      new Set([JSON.stringify({ amount: 50_000, withdrawPassword: '123456' })]),
    );
    for (const request of requests) expect(request.idempotencyKey).toMatch(/^form-1-\d+$/);
  });

  it('explains a refused form under its fields and sends nothing', () => {
    for (const edge of edgesWhere(
      exploration,
      'an invalid submission',
      (candidate) =>
        candidate.from.matches('editing') &&
        candidate.event.type === 'SUBMIT' &&
        (candidate.event as Extract<UplineTransferEvent, { type: 'SUBMIT' }>).values !== valid,
    )) {
      expect(edge.invoked).toEqual([]);
      expect(edge.to.value).toBe('editing');
      expect(Object.keys(edge.to.context.fieldErrors)).toHaveLength(1);
    }
  });

  it('holds the amount to the balance it was last told of', () => {
    for (const edge of edgesWhere(
      exploration,
      'a valid form over a smaller balance',
      (candidate) =>
        candidate.from.matches('editing') &&
        candidate.from.context.balance === 40_000 &&
        candidate.event.type === 'SUBMIT' &&
        (candidate.event as Extract<UplineTransferEvent, { type: 'SUBMIT' }>).values === valid,
    )) {
      expect(edge.invoked).toEqual([]);
      expect(edge.to.context.fieldErrors).toEqual({
        amount: { code: 'amountTooLarge', params: { max: 40_000 } },
      });
    }
  });

  it('keeps a transfer whose answer was lost for a retry with the same key, and drops a refused one', () => {
    for (const edge of edgesWhere(
      exploration,
      'a failed transfer',
      (candidate) =>
        candidate.from.matches('transferring') &&
        candidate.event.type === 'xstate.error.actor.transferToUpline',
    )) {
      const lost = edge.to.context.failure?.code === 'NETWORK_TIMEOUT';
      expect([edge.to.value, edge.to.context.move]).toEqual([
        'editing',
        lost ? edge.from.context.move : null,
      ]);
    }
    for (const edge of edgesWhere(exploration, 'a retry', (candidate) => candidate.event.type === 'RETRY')) {
      const { move, failure } = edge.from.context;
      expect(edge.invoked.map(({ src }) => src)).toEqual(move && failure ? ['transferToUpline'] : []);
      expect(edge.to.context.submissions).toBe(edge.from.context.submissions);
    }
  });

  it("shows and announces what was sent, and checks the next one against the server's balance", () => {
    for (const edge of edgesWhere(
      exploration,
      'a transfer made',
      (candidate) =>
        candidate.from.matches('transferring') &&
        candidate.event.type === 'xstate.done.actor.transferToUpline',
    )) {
      expect([
        edge.to.value,
        edge.to.context.transferred,
        edge.to.context.move,
        edge.to.context.balance,
      ]).toEqual(['transferred', sent, null, 50_000]);
      expect(edge.emitted).toEqual([{ type: 'transferred', result: sent }]);
    }
  });
});

describe('uplineTransfer idempotency keys', () => {
  function start(answers: Array<() => Promise<UplineTransferResult>>) {
    const script = scriptedActor<UplineTransferRequest, UplineTransferResult>(answers);
    const machine = uplineTransferMachine.provide({ actors: { transferToUpline: script.actor } });
    return { ...startRecordingEmits(machine, input), requests: script.requests };
  }

  it('sends a lost answer again with the same key, and gives the next submission a new one', async () => {
    const { actor, requests, emitted } = start([
      () => Promise.reject(new CodedError('NETWORK_ERROR')),
      () => Promise.resolve(sent),
      () => Promise.resolve({ transferId: '4712', amount: 1_000, balance: 49_000 }),
    ]);
    actor.send({ type: 'SUBMIT', values: valid });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('NETWORK_ERROR'));
    actor.send({ type: 'RETRY' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('transferred'));
    actor.send({ type: 'NEW_TRANSFER' });
    actor.send({ type: 'SUBMIT', values: { amount: '10', withdrawPassword: '123456' } });
    await vi.waitFor(() => expect(actor.getSnapshot().context.transferred?.transferId).toBe('4712'));
    expect(requests.map((request) => [request.idempotencyKey, request.body.amount])).toEqual([
      ['form-1-1', 50_000],
      ['form-1-1', 50_000],
      ['form-1-2', 1_000],
    ]);
    expect(emitted.map((event) => event.type)).toEqual(['transferred', 'transferred']);
  });

  it('sends one transfer however often the submit is pressed while it is on its way', async () => {
    let answer: (result: UplineTransferResult) => void = () => undefined;
    const { actor, requests } = start([() => new Promise((resolve) => (answer = resolve))]);
    actor.send({ type: 'SUBMIT', values: valid });
    actor.send({ type: 'SUBMIT', values: valid });
    actor.send({ type: 'RETRY' });
    answer(sent);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('transferred'));
    expect(requests).toHaveLength(1);
  });

  it('gives a refused transfer no retry: a wrong password is sent again only as a new submission', async () => {
    const { actor, requests } = start([
      () =>
        Promise.reject(
          new CodedError('INVALID_CREDENTIALS', {
            issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordRequired' }],
          }),
        ),
      () => Promise.resolve(sent),
    ]);
    actor.send({ type: 'SUBMIT', values: { amount: '500', withdrawPassword: '654321' } });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('INVALID_CREDENTIALS'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      withdrawPassword: { code: 'withdrawPasswordRequired' },
    });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'SUBMIT', values: valid });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('transferred'));
    expect(requests.map((request) => [request.idempotencyKey, request.body.withdrawPassword])).toEqual([
      ['form-1-1', '654321'],
      ['form-1-2', '123456'],
    ]);
  });
});
