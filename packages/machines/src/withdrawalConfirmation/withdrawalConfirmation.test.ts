import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import {
  autoReceiveDelayMs,
  withdrawalConfirmationDescribe,
  withdrawalConfirmationMachine,
  type ConfirmReceiptRequest,
  type ConfirmReceiptResult,
  type ProofImage,
  type WithdrawalConfirmationEvent,
  type WithdrawalConfirmationInput,
} from './withdrawalConfirmation.machine';

const DISBURSED_AT = Date.parse('2026-11-23T10:00:00Z');
/** Disbursed just now; silence counts as received after 30 minutes. */
const input: WithdrawalConfirmationInput = {
  confirmation: { withdrawalId: 'w-9', amount: 50_000, autoReceiveAt: '2026-11-23T10:30:00Z' },
  now: DISBURSED_AT,
};
const confirmed: ConfirmReceiptResult = { withdrawalId: 'w-9', status: 'CONFIRMED' };
const proof: ProofImage = { name: 'bank.png', type: 'image/png', size: 200_000, file: 'file-handle' };
const wrongProof: ProofImage = { name: 'bank.gif', type: 'image/gif', size: 10, file: 'file-handle' };

const events: EventFixtures<WithdrawalConfirmationEvent> = {
  RECEIVED: [{ type: 'RECEIVED' }],
  ALL_RECEIVED: [{ type: 'ALL_RECEIVED' }],
  PARTLY_RECEIVED: [20_000, 50_000].map((amount) => ({ type: 'PARTLY_RECEIVED', amount }) as const),
  NOT_RECEIVED: [proof, wrongProof, null].map((picked) => ({ type: 'NOT_RECEIVED', proof: picked }) as const),
};

const exploration = explore(withdrawalConfirmationMachine, {
  input,
  events,
  actorOutcomes: {
    uploadProof: {
      done: [{ imageId: 'img-1', url: '/uploads/img-1.png', sizeBytes: 200_000 }],
      error: [new CodedError('NETWORK_ERROR')],
    },
    confirmReceipt: { done: [confirmed], error: [new CodedError('NETWORK_ERROR')] },
  },
});

describe('autoReceiveDelayMs', () => {
  it('counts down to the server’s autoReceiveAt, and is over once it has passed', () => {
    expect(autoReceiveDelayMs(input)).toBe(1_800_000);
    expect(autoReceiveDelayMs({ ...input, now: DISBURSED_AT + 600_000 })).toBe(1_200_000);
    expect(autoReceiveDelayMs({ ...input, now: DISBURSED_AT + 4_000_000 })).toBe(0);
  });
});

describe('withdrawalConfirmation graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('withdrawalConfirmation', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(
      withdrawalConfirmationMachine,
      withdrawalConfirmationDescribe,
      input,
      exploration,
    );
  });

  it('saves each answer with what it needs: an amount below the disbursed one, an uploaded proof', () => {
    const requests = edgesWhere(exploration, 'an answer saved', (edge) =>
      edge.invoked.some(({ src }) => src === 'confirmReceipt'),
    ).map((edge) => edge.invoked.find(({ src }) => src === 'confirmReceipt')?.input as ConfirmReceiptRequest);
    expect(new Set(requests.map((request) => JSON.stringify(request)))).toEqual(
      new Set(
        (
          [
            { withdrawalId: 'w-9', outcome: { kind: 'received' } },
            { withdrawalId: 'w-9', outcome: { kind: 'allReceived' } },
            { withdrawalId: 'w-9', outcome: { kind: 'partlyReceived', amount: 20_000 } },
            { withdrawalId: 'w-9', outcome: { kind: 'notReceived', proofImageId: 'img-1' } },
          ] satisfies ConfirmReceiptRequest[]
        ).map((request) => JSON.stringify(request)),
      ),
    );
    const uploads = exploration.edges.flatMap((edge) =>
      edge.invoked.filter((invocation) => invocation.src === 'uploadProof'),
    );
    expect(new Set(uploads.map((invocation) => invocation.input))).toEqual(new Set([proof]));
  });

  it('explains a refused answer under the field', () => {
    const expected = new Map<unknown, unknown>([
      [50_000, { receivedAmount: { code: 'amountTooLarge', params: { max: 49_999 } } }],
      [wrongProof, { proof: { code: 'imageType', params: {} } }],
      [null, { proof: { code: 'required' } }],
    ]);
    const refused = new Set<unknown>();
    for (const edge of edgesWhere(exploration, 'an answer given', (candidate) =>
      candidate.from.matches({ open: 'awaitingAnswer' }),
    )) {
      const key =
        edge.event.type === 'PARTLY_RECEIVED'
          ? (edge.event as { amount?: number }).amount
          : edge.event.type === 'NOT_RECEIVED'
            ? (edge.event as { proof?: unknown }).proof
            : undefined;
      if (!expected.has(key)) continue;
      refused.add(key);
      expect([edge.to.value, edge.invoked, edge.to.context.fieldErrors]).toEqual([
        { open: 'awaitingAnswer' },
        [],
        expected.get(key),
      ]);
    }
    expect(refused.size).toBe(expected.size);
  });

  it('counts silence as received, without refund, from any open state', () => {
    const timeouts = edgesWhere(
      exploration,
      'deadline passed',
      (edge) =>
        edge.event.type === 'xstate.after.autoReceive.withdrawalConfirmation.open' &&
        edge.transitions.length > 0,
    );
    expect(new Set(timeouts.map((edge) => JSON.stringify(edge.from.value)))).toEqual(
      new Set(
        ['awaitingAnswer', 'uploadingProof', 'submitting'].map((state) => JSON.stringify({ open: state })),
      ),
    );
    for (const edge of timeouts) {
      expect([edge.to.value, edge.to.context.refundable, edge.emitted]).toEqual([
        'autoReceived',
        false,
        [{ type: 'autoReceived', refundable: false }],
      ]);
    }
    for (const snapshot of exploration.snapshots)
      expect(snapshot.context.refundable).toBe(!snapshot.matches('autoReceived'));
  });

  it('confirms a saved answer and lets a failed one be given again', () => {
    const fromSubmitting = (type: string) => (edge: (typeof exploration.edges)[number]) =>
      edge.from.matches({ open: 'submitting' }) && edge.event.type === type;
    for (const edge of edgesWhere(exploration, 'saved', fromSubmitting('xstate.done.actor.confirmReceipt')))
      expect(edge.emitted).toEqual([
        { type: 'receiptConfirmed', answer: edge.from.context.answer, status: 'CONFIRMED' },
      ]);
    for (const edge of edgesWhere(
      exploration,
      'not saved',
      fromSubmitting('xstate.error.actor.confirmReceipt'),
    ))
      expect([edge.to.value, edge.to.context.answer, edge.to.context.failure?.code]).toEqual([
        { open: 'awaitingAnswer' },
        null,
        'NETWORK_ERROR',
      ]);
  });
});

describe('withdrawalConfirmation with fake time', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(
    machineInput: WithdrawalConfirmationInput,
    confirmReceipt = vi.fn(async (_: ConfirmReceiptRequest) => confirmed),
  ) {
    const machine = withdrawalConfirmationMachine.provide({
      actors: {
        confirmReceipt: fromPromise(({ input: request }: { input: ConfirmReceiptRequest }) =>
          confirmReceipt(request),
        ),
      },
    });
    const actor = createActor(machine, { input: machineInput });
    const emitted: EventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    return { actor, emitted, confirmReceipt };
  }

  it('auto-receives after the configured minutes, not a moment before', async () => {
    const { actor, emitted } = start(input);
    await vi.advanceTimersByTimeAsync(30 * 60_000 - 1);
    expect(actor.getSnapshot().value).toEqual({ open: 'awaitingAnswer' });
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('autoReceived');
    expect(actor.getSnapshot().context.refundable).toBe(false);
    expect(emitted).toEqual([{ type: 'autoReceived', refundable: false }]);
  });

  it('keeps the deadline of a disbursement seen earlier', async () => {
    const { actor } = start({ ...input, now: DISBURSED_AT + 25 * 60_000 });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(actor.getSnapshot().value).toBe('autoReceived');
  });

  it('an answer in time cancels the timeout', async () => {
    const { actor, emitted } = start(input);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    actor.send({ type: 'RECEIVED' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('answered');
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(emitted).toEqual([{ type: 'receiptConfirmed', answer: 'received', status: 'CONFIRMED' }]);
    expect(actor.getSnapshot().context.refundable).toBe(true);
  });

  it('still auto-receives when the deadline passes while an answer is being saved', async () => {
    const never = new Promise<ConfirmReceiptResult>(() => {});
    const { actor } = start(
      input,
      vi.fn(() => never),
    );
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    actor.send({ type: 'ALL_RECEIVED' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toBe('autoReceived');
  });
});
