import type { WithdrawOptions } from '@portal/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import { scriptedActor, startRecordingEmits } from '../testing/scripted';
import {
  withdrawDescribe,
  withdrawMachine,
  type WithdrawEvent,
  type WithdrawInput,
  type WithdrawRequest,
  type WithdrawResult,
} from './withdraw.machine';

const options: WithdrawOptions = {
  minAmount: 10_000,
  maxAmount: 5_000_000,
  withdrawableBalance: 200_000,
  remainingTimesToday: 3,
  accounts: [
    { accountId: 'ACC-1', bankName: 'BDO', accountNumber: '****1234', accountName: 'Demo Member' },
    { accountId: 'ACC-2', bankName: 'GCash', accountNumber: '****9876', accountName: 'Demo Member' },
  ],
  hasWithdrawPassword: true,
};
const input: WithdrawInput = { options, fractionDigits: 2, formId: 'form-1' };

const toBank = { accountId: 'ACC-1', amount: '500', withdrawPassword: '123456' } as const;
const events: EventFixtures<WithdrawEvent> = {
  SUBMIT: [
    { type: 'SUBMIT', values: toBank },
    // Over the withdrawable balance, a five-digit password, and no account at all.
    { type: 'SUBMIT', values: { ...toBank, amount: '2,000.01' } },
    { type: 'SUBMIT', values: { ...toBank, withdrawPassword: '12345' } },
    { type: 'SUBMIT', values: { amount: '500', withdrawPassword: '123456' } },
  ],
  CONFIRM: [{ type: 'CONFIRM' }],
  EDIT: [{ type: 'EDIT' }],
  RETRY: [{ type: 'RETRY' }],
  NEW_WITHDRAWAL: [{ type: 'NEW_WITHDRAWAL' }],
};

const order: WithdrawResult = {
  orderId: 'WD-1',
  amount: 50_000,
  status: 'PENDING',
  balance: 150_000,
  createdAt: '2026-11-29T06:30:00.000Z',
};

const exploration = explore(withdrawMachine, {
  input,
  events,
  actorOutcomes: {
    withdraw: {
      done: [order],
      error: [new CodedError('NETWORK_TIMEOUT'), new CodedError('INSUFFICIENT_FUNDS')],
    },
  },
  // The submission count and the day's count only change what is shown; what the guards and the
  // screen tell apart is the state, the problems shown, the withdrawal kept and the one taken.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.fieldErrors,
      snapshot.context.failure?.code ?? null,
      snapshot.context.move,
      snapshot.context.placed?.order.orderId ?? null,
    ]),
});

describe('withdraw graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('withdraw', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(withdrawMachine, withdrawDescribe, input, exploration);
  });

  it('asks for nothing until the summary is confirmed', () => {
    for (const edge of edgesWhere(
      exploration,
      'a valid submission',
      (candidate) => candidate.from.matches('editing') && candidate.to.matches('confirming'),
    )) {
      expect(edge.invoked).toEqual([]);
      expect(edge.to.context.move).toEqual({
        accountId: 'ACC-1',
        amount: 50_000,
        withdrawPassword: '123456',
      });
      expect(edge.to.context.submissions).toBe(edge.from.context.submissions);
    }
    for (const edge of edgesWhere(
      exploration,
      'back to the form',
      (candidate) => candidate.from.matches('confirming') && candidate.event.type === 'EDIT',
    ))
      expect([edge.invoked, edge.to.value, edge.to.context.move]).toEqual([[], 'editing', null]);
  });

  it('asks for the contract body in minor units, keyed by the form and its confirmed submission', () => {
    const sent = edgesWhere(exploration, 'a withdrawal asked', (edge) =>
      edge.invoked.some(({ src }) => src === 'withdraw'),
    ).map((edge) => edge.invoked.find(({ src }) => src === 'withdraw')?.input as WithdrawRequest);
    expect(new Set(sent.map((request) => JSON.stringify(request.body)))).toEqual(
      new Set([JSON.stringify({ accountId: 'ACC-1', amount: 50_000, withdrawPassword: '123456' })]),
    );
    for (const request of sent) expect(request.idempotencyKey).toMatch(/^form-1-\d+$/);
    for (const edge of edgesWhere(
      exploration,
      'a confirmation',
      (candidate) => candidate.from.matches('confirming') && candidate.event.type === 'CONFIRM',
    ))
      expect(edge.to.context.submissions).toBe(edge.from.context.submissions + 1);
  });

  it('explains a refused form under its fields and asks for nothing', () => {
    for (const edge of edgesWhere(
      exploration,
      'an invalid submission',
      (candidate) =>
        candidate.from.matches('editing') &&
        candidate.event.type === 'SUBMIT' &&
        (candidate.event as Extract<WithdrawEvent, { type: 'SUBMIT' }>).values !== toBank,
    )) {
      expect(edge.invoked).toEqual([]);
      expect(edge.to.value).toBe('editing');
      expect(Object.keys(edge.to.context.fieldErrors)).toHaveLength(1);
    }
  });

  it('keeps a withdrawal whose answer was lost for a retry with the same key, and drops a refused one', () => {
    for (const edge of edgesWhere(
      exploration,
      'a failed withdrawal',
      (candidate) =>
        candidate.from.matches('withdrawing') && candidate.event.type === 'xstate.error.actor.withdraw',
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
      expect(edge.invoked.map(({ src }) => src)).toEqual(lost ? ['withdraw'] : []);
      expect(edge.to.context.submissions).toBe(edge.from.context.submissions);
    }
  });

  it('shows and announces the withdrawal the server took, with what is left to withdraw', () => {
    for (const edge of edgesWhere(
      exploration,
      'a withdrawal taken',
      (candidate) =>
        candidate.from.matches('withdrawing') && candidate.event.type === 'xstate.done.actor.withdraw',
    )) {
      const placed = { accountId: 'ACC-1', order };
      expect([edge.to.value, edge.to.context.placed, edge.to.context.move]).toEqual([
        'withdrawn',
        placed,
        null,
      ]);
      expect(edge.to.context.options).toMatchObject({
        withdrawableBalance: 150_000,
        remainingTimesToday: edge.from.context.options.remainingTimesToday - 1,
      });
      expect(edge.emitted).toEqual([{ type: 'withdrawn', placed }]);
    }
  });
});

describe('withdraw idempotency keys', () => {
  function start(answers: Array<() => Promise<WithdrawResult>>) {
    const script = scriptedActor<WithdrawRequest, WithdrawResult>(answers);
    const machine = withdrawMachine.provide({ actors: { withdraw: script.actor } });
    return { ...startRecordingEmits(machine, input), sent: script.requests };
  }

  it('asks again for a lost answer with the same key, and gives the next withdrawal a new one', async () => {
    const { actor, sent, emitted } = start([
      () => Promise.reject(new CodedError('NETWORK_ERROR')),
      () => Promise.resolve(order),
      () => Promise.resolve({ ...order, orderId: 'WD-2', amount: 10_000, balance: 140_000 }),
    ]);
    actor.send({ type: 'SUBMIT', values: toBank });
    actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('NETWORK_ERROR'));
    actor.send({ type: 'RETRY' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('withdrawn'));
    actor.send({ type: 'NEW_WITHDRAWAL' });
    // What can leave the wallet now is what the server said is left in it.
    actor.send({ type: 'SUBMIT', values: { ...toBank, amount: '1,500.01' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      amount: { code: 'amountTooLarge', params: { max: 150_000 } },
    });
    actor.send({ type: 'SUBMIT', values: { ...toBank, accountId: 'ACC-2', amount: '100' } });
    actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().context.placed).toMatchObject({
        accountId: 'ACC-2',
        order: { orderId: 'WD-2' },
      }),
    );
    expect(sent.map((request) => [request.idempotencyKey, request.body.amount])).toEqual([
      ['form-1-1', 50_000],
      ['form-1-1', 50_000],
      ['form-1-2', 10_000],
    ]);
    expect(emitted.map((event) => event.type)).toEqual(['withdrawn', 'withdrawn']);
  });

  it('asks once however often the confirm is pressed while it is on its way', async () => {
    let answer: (result: WithdrawResult) => void = () => undefined;
    const { actor, sent } = start([() => new Promise((resolve) => (answer = resolve))]);
    actor.send({ type: 'SUBMIT', values: toBank });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SUBMIT', values: toBank });
    actor.send({ type: 'RETRY' });
    answer(order);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('withdrawn'));
    expect(sent).toHaveLength(1);
  });

  it('forgets a refused withdrawal: the next one is a new submission with a new key', async () => {
    const { actor, sent } = start([
      () => Promise.reject(new CodedError('INVALID_CREDENTIALS')),
      () => Promise.resolve(order),
    ]);
    actor.send({ type: 'SUBMIT', values: { ...toBank, withdrawPassword: '654321' } });
    actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('INVALID_CREDENTIALS'));
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'SUBMIT', values: toBank });
    actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('withdrawn'));
    expect(sent.map((request) => [request.idempotencyKey, request.body.withdrawPassword])).toEqual([
      ['form-1-1', '654321'],
      ['form-1-2', '123456'],
    ]);
  });
});
