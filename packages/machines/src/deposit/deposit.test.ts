import type { DepositChannel } from '@portal/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import { scriptedActor, startRecordingEmits } from '../testing/scripted';
import {
  depositDescribe,
  depositMachine,
  type DepositEvent,
  type DepositInput,
  type DepositProof,
  type DepositRequest,
  type DepositResult,
  type UploadedDepositProof,
} from './deposit.machine';

const channel: Omit<DepositChannel, 'channelId' | 'name' | 'minAmount' | 'maxAmount'> = {
  method: 'BANK_TRANSFER',
  presetAmounts: [],
  feePercent: 0,
  iconUrl: 'https://cdn.example.com/bank.svg',
  proofRequired: false,
};
const input: DepositInput = {
  channels: [
    { ...channel, channelId: 'CH-BANK', name: 'Bank transfer', minAmount: 10_000, maxAmount: 5_000_000 },
    { ...channel, channelId: 'CH-QR', name: 'QR Ph', method: 'QR', minAmount: 5_000, maxAmount: 1_000_000 },
    {
      ...channel,
      channelId: 'CH-SLIP',
      name: 'Counter deposit',
      minAmount: 10_000,
      maxAmount: 1_000_000,
      proofRequired: true,
    },
  ],
  fractionDigits: 2,
  formId: 'form-1',
};

const byBank = { channelId: 'CH-BANK', amount: '500' } as const;
const proof: DepositProof = { name: 'slip.png', type: 'image/png', size: 120_000, file: 'the bytes' };
const bySlip = { channelId: 'CH-SLIP', amount: '500', proof } as const;
const uploaded: UploadedDepositProof = { imageId: 'IMG-1', url: '/uploads/IMG-1', sizeBytes: 120_000 };
const events: EventFixtures<DepositEvent> = {
  SUBMIT: [
    { type: 'SUBMIT', values: byBank },
    { type: 'SUBMIT', values: bySlip },
    // A channel paid by hand without its proof.
    { type: 'SUBMIT', values: { channelId: 'CH-SLIP', amount: '500' } },
    // Below the bank channel's minimum, and no channel at all.
    { type: 'SUBMIT', values: { channelId: 'CH-BANK', amount: '99.99' } },
    { type: 'SUBMIT', values: { amount: '500' } },
  ],
  RETRY: [{ type: 'RETRY' }],
  NEW_DEPOSIT: [{ type: 'NEW_DEPOSIT' }],
};

const order: DepositResult = {
  orderId: 'D-1',
  amount: 50_000,
  status: 'PENDING',
  paymentUrl: null,
  createdAt: '2026-11-29T06:30:00.000Z',
};

const exploration = explore(depositMachine, {
  input,
  events,
  actorOutcomes: {
    uploadProof: {
      done: [uploaded],
      error: [
        new CodedError('NETWORK_TIMEOUT'),
        new CodedError('VALIDATION_FAILED', { issues: [{ path: 'proof', code: 'imageTooLarge' }] }),
      ],
    },
    deposit: { done: [order], error: [new CodedError('NETWORK_TIMEOUT'), new CodedError('QUOTA_EXCEEDED')] },
  },
  // The submission count only grows; what the screen and the guards tell apart is the state, the
  // problems shown and the order kept for a retry.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.fieldErrors,
      snapshot.context.failure?.code ?? null,
      snapshot.context.move,
      snapshot.context.proofImageId,
      snapshot.context.placed?.order.orderId ?? null,
    ]),
});

describe('deposit graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('deposit', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(depositMachine, depositDescribe, input, exploration);
  });

  it('asks for the contract body in minor units, keyed by the form and its submission', () => {
    const sent = edgesWhere(exploration, 'an order asked', (edge) =>
      edge.invoked.some(({ src }) => src === 'deposit'),
    ).map((edge) => edge.invoked.find(({ src }) => src === 'deposit')?.input as DepositRequest);
    expect(new Set(sent.map((request) => JSON.stringify(request.body)))).toEqual(
      new Set([
        JSON.stringify({ channelId: 'CH-BANK', amount: 50_000 }),
        JSON.stringify({ channelId: 'CH-SLIP', amount: 50_000, proofImageId: 'IMG-1' }),
      ]),
    );
    for (const request of sent) expect(request.idempotencyKey).toMatch(/^form-1-\d+$/);
  });

  it('explains a refused form under its fields and asks for nothing', () => {
    for (const edge of edgesWhere(
      exploration,
      'an invalid submission',
      (candidate) =>
        candidate.from.matches('editing') &&
        candidate.event.type === 'SUBMIT' &&
        ![byBank, bySlip].includes(
          (candidate.event as Extract<DepositEvent, { type: 'SUBMIT' }>).values as never,
        ),
    )) {
      expect(edge.invoked).toEqual([]);
      expect(edge.to.value).toBe('editing');
      expect(Object.keys(edge.to.context.fieldErrors).length).toBeGreaterThan(0);
    }
  });

  it('keeps an order whose answer was lost for a retry with the same key, and drops a refused one', () => {
    for (const edge of edgesWhere(
      exploration,
      'a failed order',
      (candidate) =>
        candidate.from.matches('ordering') && candidate.event.type === 'xstate.error.actor.deposit',
    )) {
      const lost = edge.to.context.failure?.code === 'NETWORK_TIMEOUT';
      expect([edge.to.value, edge.to.context.move]).toEqual([
        'editing',
        lost ? edge.from.context.move : null,
      ]);
    }
    for (const edge of edgesWhere(exploration, 'a retry', (candidate) => candidate.event.type === 'RETRY')) {
      const { move, failure, proofImageId } = edge.from.context;
      const next = move?.channelId === 'CH-SLIP' && !proofImageId ? 'uploadProof' : 'deposit';
      expect(edge.invoked.map(({ src }) => src)).toEqual(move && failure ? [next] : []);
      expect(edge.to.context.submissions).toBe(edge.from.context.submissions);
    }
  });

  it('shows and announces the order the server wrote', () => {
    for (const edge of edgesWhere(
      exploration,
      'an order written',
      (candidate) =>
        candidate.from.matches('ordering') && candidate.event.type === 'xstate.done.actor.deposit',
    )) {
      const placed = { channelId: edge.from.context.move?.channelId, order };
      expect([edge.to.value, edge.to.context.placed, edge.to.context.move]).toEqual([
        'ordered',
        placed,
        null,
      ]);
      expect(edge.emitted).toEqual([{ type: 'ordered', placed }]);
    }
  });
});

describe('the proof of payment', () => {
  it('is uploaded before the order, which then names it; other channels upload nothing', () => {
    for (const edge of edgesWhere(
      exploration,
      'a submission with its proof',
      (candidate) =>
        candidate.from.matches('editing') &&
        candidate.event.type === 'SUBMIT' &&
        (candidate.event as Extract<DepositEvent, { type: 'SUBMIT' }>).values === bySlip,
    )) {
      expect(edge.to.value).toBe('uploadingProof');
      expect(edge.invoked).toEqual([expect.objectContaining({ src: 'uploadProof', input: proof })]);
    }
    for (const edge of edgesWhere(
      exploration,
      'a stored proof',
      (candidate) =>
        candidate.from.matches('uploadingProof') && candidate.event.type === 'xstate.done.actor.uploadProof',
    )) {
      expect(edge.to.value).toBe('ordering');
      expect(edge.invoked.map(({ input: sent }) => (sent as DepositRequest).body)).toEqual([
        { channelId: 'CH-SLIP', amount: 50_000, proofImageId: 'IMG-1' },
      ]);
    }
  });

  it('says a refused picture under its field and asks for no order', () => {
    for (const edge of edgesWhere(
      exploration,
      'a refused proof',
      (candidate) =>
        candidate.from.matches('uploadingProof') &&
        candidate.event.type === 'xstate.error.actor.uploadProof' &&
        candidate.to.context.failure?.code === 'VALIDATION_FAILED',
    )) {
      expect([edge.to.value, edge.to.context.fieldErrors, edge.to.context.move]).toEqual([
        'editing',
        { proof: { code: 'imageTooLarge' } },
        null,
      ]);
      expect(edge.invoked).toEqual([]);
    }
  });
});

describe('deposit idempotency keys', () => {
  function start(answers: Array<() => Promise<DepositResult>>) {
    const script = scriptedActor<DepositRequest, DepositResult>(answers);
    const machine = depositMachine.provide({ actors: { deposit: script.actor } });
    return { ...startRecordingEmits(machine, input), sent: script.requests };
  }

  it('asks again for a lost answer with the same key, and gives the next submission a new one', async () => {
    const { actor, sent, emitted } = start([
      () => Promise.reject(new CodedError('NETWORK_ERROR')),
      () => Promise.resolve(order),
      () => Promise.resolve({ ...order, orderId: 'D-2', amount: 100 }),
    ]);
    actor.send({ type: 'SUBMIT', values: byBank });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('NETWORK_ERROR'));
    actor.send({ type: 'RETRY' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ordered'));
    actor.send({ type: 'NEW_DEPOSIT' });
    actor.send({ type: 'SUBMIT', values: { channelId: 'CH-QR', amount: '50' } });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().context.placed).toMatchObject({
        channelId: 'CH-QR',
        order: { orderId: 'D-2' },
      }),
    );
    expect(sent.map((request) => [request.idempotencyKey, request.body.amount])).toEqual([
      ['form-1-1', 50_000],
      ['form-1-1', 50_000],
      ['form-1-2', 5_000],
    ]);
    expect(emitted.map((event) => event.type)).toEqual(['ordered', 'ordered']);
  });

  it('uploads a proof whose answer was lost again on "send again", then orders under the same key', async () => {
    const uploads = scriptedActor<DepositProof, UploadedDepositProof>([
      () => Promise.reject(new CodedError('NETWORK_ERROR')),
      () => Promise.resolve(uploaded),
    ]);
    const orders = scriptedActor<DepositRequest, DepositResult>([() => Promise.resolve(order)]);
    const machine = depositMachine.provide({ actors: { uploadProof: uploads.actor, deposit: orders.actor } });
    const { actor } = startRecordingEmits(machine, input);
    actor.send({ type: 'SUBMIT', values: bySlip });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('NETWORK_ERROR'));
    expect(orders.requests).toEqual([]);
    actor.send({ type: 'RETRY' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ordered'));
    expect(uploads.requests).toEqual([proof, proof]);
    expect(orders.requests).toEqual([
      { body: { channelId: 'CH-SLIP', amount: 50_000, proofImageId: 'IMG-1' }, idempotencyKey: 'form-1-1' },
    ]);
  });

  it('asks for one order however often the submit is pressed while it is on its way', async () => {
    let answer: (result: DepositResult) => void = () => undefined;
    const { actor, sent } = start([() => new Promise((resolve) => (answer = resolve))]);
    actor.send({ type: 'SUBMIT', values: byBank });
    actor.send({ type: 'SUBMIT', values: byBank });
    actor.send({ type: 'RETRY' });
    answer(order);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ordered'));
    expect(sent).toHaveLength(1);
  });
});
