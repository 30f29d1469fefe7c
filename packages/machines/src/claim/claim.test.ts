import { describe, expect, it, vi } from 'vitest';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import { scriptedActor, startRecordingEmits } from '../testing/scripted';
import {
  claimDescribe,
  claimMachine,
  type ClaimCredit,
  type ClaimEvent,
  type ClaimInput,
  type ClaimRequest,
} from './claim.machine';

const mission: ClaimInput = { target: { kind: 'mission', missionId: 'M-1' }, formId: 'claim-1' };
const raffle: ClaimInput = { target: { kind: 'raffle', promotionId: 'P-9' }, formId: 'claim-2' };

const events: EventFixtures<ClaimEvent> = {
  CLAIM: [{ type: 'CLAIM' }],
  RETRY: [{ type: 'RETRY' }],
  NEXT: [{ type: 'NEXT' }],
};

const credit: ClaimCredit = { amount: 2_500, balance: 102_500 };

const exploration = explore(claimMachine, {
  input: { each: [mission, raffle] },
  events,
  actorOutcomes: {
    claim: {
      done: [credit],
      error: [new CodedError('NETWORK_TIMEOUT'), new CodedError('OPERATION_NOT_ALLOWED')],
    },
  },
  // The press count only grows; what the screen and the guards tell apart is the state, the
  // failure and the claim kept for a retry.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.target,
      snapshot.context.failure?.code ?? null,
      snapshot.context.move,
      snapshot.context.credit,
    ]),
});

describe('claim graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('claim', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(claimMachine, claimDescribe, mission, exploration);
  });

  it('claims what it was opened for, keyed by the claim and its press', () => {
    const sent = edgesWhere(exploration, 'a claim sent', (edge) =>
      edge.invoked.some(({ src }) => src === 'claim'),
    ).map((edge) => ({
      request: edge.invoked.find(({ src }) => src === 'claim')?.input as ClaimRequest,
      target: edge.from.context.target,
      formId: edge.from.context.formId,
    }));
    for (const { request, target, formId } of sent) {
      expect(request.target).toEqual(target);
      expect(request.idempotencyKey).toMatch(new RegExp(`^${formId}-\\d+$`));
    }
  });

  it('keeps a claim whose answer was lost for a retry with the same key, and drops a refused one', () => {
    for (const edge of edgesWhere(
      exploration,
      'a failed claim',
      (candidate) =>
        candidate.from.matches('claiming') && candidate.event.type === 'xstate.error.actor.claim',
    )) {
      const lost = edge.to.context.failure?.code === 'NETWORK_TIMEOUT';
      expect([edge.to.value, edge.to.context.move]).toEqual(['ready', lost ? edge.from.context.move : null]);
    }
    for (const edge of edgesWhere(exploration, 'a retry', (candidate) => candidate.event.type === 'RETRY')) {
      const { move, failure } = edge.from.context;
      expect(edge.invoked.map(({ src }) => src)).toEqual(move && failure ? ['claim'] : []);
      expect(edge.to.context.submissions).toBe(edge.from.context.submissions);
    }
  });

  it('shows and announces what was credited, once per claim', () => {
    for (const edge of edgesWhere(
      exploration,
      'a claim paid',
      (candidate) => candidate.from.matches('claiming') && candidate.event.type === 'xstate.done.actor.claim',
    )) {
      expect([edge.to.value, edge.to.context.credit, edge.to.context.move]).toEqual([
        'claimed',
        credit,
        null,
      ]);
      expect(edge.emitted).toEqual([{ type: 'claimed', credit }]);
    }
  });
});

describe('claim idempotency keys', () => {
  function start(answers: Array<() => Promise<ClaimCredit>>) {
    const script = scriptedActor<ClaimRequest, ClaimCredit>(answers);
    const machine = claimMachine.provide({ actors: { claim: script.actor } });
    return {
      ...startRecordingEmits(machine, { target: { kind: 'redEnvelope' }, formId: 'env' }),
      sent: script.requests,
    };
  }

  it('claims a lost answer again with the same key, and gives the next envelope a new one', async () => {
    const { actor, sent, emitted } = start([
      () => Promise.reject(new CodedError('NETWORK_ERROR')),
      () => Promise.resolve({ amount: 888, balance: 10_888, remaining: 1 }),
      () => Promise.resolve({ amount: 168, balance: 11_056, remaining: 0 }),
    ]);
    actor.send({ type: 'CLAIM' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('NETWORK_ERROR'));
    actor.send({ type: 'RETRY' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('claimed'));
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CLAIM' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.credit?.amount).toBe(168));
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['env-1', 'env-1', 'env-2']);
    expect(emitted.map((event) => event.type)).toEqual(['claimed', 'claimed']);
  });

  it('sends one claim however often it is pressed while it is on its way', async () => {
    let answer: (result: ClaimCredit) => void = () => undefined;
    const { actor, sent } = start([() => new Promise((resolve) => (answer = resolve))]);
    actor.send({ type: 'CLAIM' });
    actor.send({ type: 'CLAIM' });
    actor.send({ type: 'RETRY' });
    answer(credit);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('claimed'));
    actor.send({ type: 'CLAIM' });
    expect(sent).toHaveLength(1);
  });

  it('starts a refused claim afresh: the next press is a new claim under a new key', async () => {
    const { actor, sent } = start([
      () => Promise.reject(new CodedError('OPERATION_NOT_ALLOWED')),
      () => Promise.resolve(credit),
    ]);
    actor.send({ type: 'CLAIM' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('OPERATION_NOT_ALLOWED'));
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'CLAIM' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('claimed'));
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['env-1', 'env-2']);
  });
});
