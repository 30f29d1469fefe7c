import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import { scriptedActor, startRecordingEmits } from '../testing/scripted';
import {
  walletTransferDescribe,
  walletTransferMachine,
  type RecallAllRequest,
  type RecallAllResult,
  type WalletTransferEvent,
  type WalletTransferInput,
  type WalletTransferRequest,
  type WalletTransferResult,
} from './walletTransfer.machine';

const input: WalletTransferInput = {
  balances: {
    balance: 100_000,
    vendorBalances: [
      { vassalage: 'PG', balance: 25_000 },
      { vassalage: 'JDB', balance: 0 },
    ],
  },
  fractionDigits: 2,
  formId: 'form-1',
};

const toPg = { vendor: 'PG', direction: 'toVendor', amount: '100.50' } as const;
const events: EventFixtures<WalletTransferEvent> = {
  SUBMIT: [
    { type: 'SUBMIT', values: toPg },
    // More than the vendor wallet holds, and no vendor at all.
    { type: 'SUBMIT', values: { vendor: 'PG', direction: 'toMain', amount: '250.01' } },
    { type: 'SUBMIT', values: { direction: 'toVendor', amount: '1' } },
  ],
  RECALL_ALL: [{ type: 'RECALL_ALL' }],
  RETRY: [{ type: 'RETRY' }],
  BALANCES_CHANGED: [
    { type: 'BALANCES_CHANGED', balances: { ...input.balances, balance: 90_000 } },
    // Nothing left in the games: there is nothing to recall.
    {
      type: 'BALANCES_CHANGED',
      balances: { balance: 90_000, vendorBalances: [{ vassalage: 'PG', balance: 0 }] },
    },
  ],
  NEW_TRANSFER: [{ type: 'NEW_TRANSFER' }],
};

const moved: WalletTransferResult = { transferId: 'TR-1', balance: 89_950 };
const recalled: RecallAllResult = { recalledAmount: 25_000, balance: 125_000 };

const exploration = explore(walletTransferMachine, {
  input,
  events,
  actorOutcomes: {
    transfer: {
      done: [moved],
      error: [new CodedError('NETWORK_ERROR'), new CodedError('INSUFFICIENT_FUNDS')],
    },
    recallAll: { done: [recalled], error: [new CodedError('NETWORK_TIMEOUT')] },
  },
  // Balances and the submission count only grow with each transfer; what the screen and the
  // guards tell apart is the state, the problems shown and the submission kept for a retry.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.fieldErrors,
      snapshot.context.failure?.code ?? null,
      snapshot.context.move,
      snapshot.context.done?.kind ?? null,
      snapshot.context.balances.vendorBalances.some((wallet) => wallet.balance > 0),
    ]),
});

describe('walletTransfer graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('walletTransfer', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(walletTransferMachine, walletTransferDescribe, input, exploration);
  });

  it('sends the contract body in minor units, keyed by the form and its submission', () => {
    const sent = edgesWhere(exploration, 'a transfer sent', (edge) =>
      edge.invoked.some(({ src }) => src === 'transfer'),
    ).map((edge) => edge.invoked.find(({ src }) => src === 'transfer')?.input as WalletTransferRequest);
    expect(new Set(sent.map((request) => JSON.stringify(request.body)))).toEqual(
      new Set([JSON.stringify({ from: 'MAIN', to: 'PG', amount: 10_050 })]),
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
        (candidate.event as Extract<WalletTransferEvent, { type: 'SUBMIT' }>).values !== toPg,
    )) {
      expect(edge.invoked).toEqual([]);
      expect(edge.to.value).toBe('editing');
      expect(Object.keys(edge.to.context.fieldErrors).length).toBeGreaterThan(0);
    }
  });

  it('keeps a move whose answer was lost for a retry with the same key, and drops a refused one', () => {
    for (const edge of edgesWhere(
      exploration,
      'a failed move',
      (candidate) =>
        (candidate.from.matches('transferring') && candidate.event.type === 'xstate.error.actor.transfer') ||
        (candidate.from.matches('recalling') && candidate.event.type === 'xstate.error.actor.recallAll'),
    )) {
      const lost = edge.to.context.failure?.code !== 'INSUFFICIENT_FUNDS';
      expect([edge.to.value, edge.to.context.move]).toEqual([
        'editing',
        lost ? edge.from.context.move : null,
      ]);
    }
    for (const edge of edgesWhere(exploration, 'a retry', (candidate) => candidate.event.type === 'RETRY')) {
      const { move, failure } = edge.from.context;
      const expected = move && failure ? [move.kind === 'transfer' ? 'transfer' : 'recallAll'] : [];
      expect(edge.invoked.map(({ src }) => src)).toEqual(expected);
      expect(edge.to.context.submissions).toBe(edge.from.context.submissions);
    }
  });

  it('recalls only when a game wallet holds money, then shows every game wallet empty', () => {
    for (const edge of edgesWhere(
      exploration,
      'a recall asked',
      (candidate) => candidate.from.matches('editing') && candidate.event.type === 'RECALL_ALL',
    )) {
      const holding = edge.from.context.balances.vendorBalances.some((wallet) => wallet.balance > 0);
      expect(edge.invoked.map(({ src, input: sent }) => [src, sent])).toEqual(
        holding
          ? [
              [
                'recallAll',
                { idempotencyKey: `form-1-${edge.from.context.submissions + 1}` } satisfies RecallAllRequest,
              ],
            ]
          : [],
      );
    }
    for (const edge of edgesWhere(
      exploration,
      'a recall made',
      (candidate) =>
        candidate.from.matches('recalling') && candidate.event.type === 'xstate.done.actor.recallAll',
    )) {
      expect(edge.to.context.balances.balance).toBe(recalled.balance);
      expect(edge.to.context.balances.vendorBalances.every((wallet) => wallet.balance === 0)).toBe(true);
      expect(edge.emitted).toEqual([{ type: 'moved', done: { kind: 'recall', result: recalled } }]);
    }
  });

  it('moves the balances it checks against by what the server answered', () => {
    for (const edge of edgesWhere(
      exploration,
      'a transfer made',
      (candidate) =>
        candidate.from.matches('transferring') && candidate.event.type === 'xstate.done.actor.transfer',
    )) {
      expect(edge.to.context.balances.balance).toBe(moved.balance);
      expect(
        edge.to.context.balances.vendorBalances.find((wallet) => wallet.vassalage === 'PG')?.balance,
      ).toBe(
        (edge.from.context.balances.vendorBalances.find((wallet) => wallet.vassalage === 'PG')?.balance ??
          0) + 10_050,
      );
      expect(edge.emitted).toEqual([
        {
          type: 'moved',
          done: { kind: 'transfer', body: { from: 'MAIN', to: 'PG', amount: 10_050 }, result: moved },
        },
      ]);
    }
  });
});

describe('walletTransfer idempotency keys', () => {
  function start(answers: Array<() => Promise<WalletTransferResult>>) {
    const script = scriptedActor<WalletTransferRequest, WalletTransferResult>(answers);
    const machine = walletTransferMachine.provide({
      actors: { recallAll: fromPromise(() => Promise.resolve(recalled)), transfer: script.actor },
    });
    return { ...startRecordingEmits(machine, input), sent: script.requests };
  }

  it('retries a lost answer with the same key, and gives the next submission a new one', async () => {
    const { actor, sent, emitted } = start([
      () => Promise.reject(new CodedError('NETWORK_ERROR')),
      () => Promise.resolve(moved),
      () => Promise.resolve({ transferId: 'TR-2', balance: 89_850 }),
    ]);
    actor.send({ type: 'SUBMIT', values: toPg });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('NETWORK_ERROR'));
    actor.send({ type: 'RETRY' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'));
    actor.send({ type: 'NEW_TRANSFER' });
    actor.send({ type: 'SUBMIT', values: { ...toPg, amount: '1' } });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'));
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['form-1-1', 'form-1-1', 'form-1-2']);
    expect(emitted).toHaveLength(2);
  });

  it('sends one transfer however often the submit is pressed while it is on its way', async () => {
    let answer: (result: WalletTransferResult) => void = () => undefined;
    const { actor, sent } = start([() => new Promise((resolve) => (answer = resolve))]);
    actor.send({ type: 'SUBMIT', values: toPg });
    actor.send({ type: 'SUBMIT', values: toPg });
    actor.send({ type: 'RETRY' });
    answer(moved);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'));
    expect(sent).toHaveLength(1);
  });
});
