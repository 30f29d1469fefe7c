import { validate } from '@portal/api-contract/validation';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { edgesWhere, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import { scriptedActor, startRecordingEmits } from '../testing/scripted';
import { CodedError } from './failure';
import { moneyMoveMachine, type MoneyMoveState } from './moneyMoveMachine';

// A made-up form with what differs between the real ones: a tip of at most the wallet's balance.
interface TipBody {
  readonly amount: number;
}
interface TipRequest {
  readonly body: TipBody;
  readonly idempotencyKey: string;
  readonly to: string;
}
interface Tipped {
  readonly amount: number;
  readonly balance: number;
}
interface TipInput {
  readonly to: string;
  readonly balance: number;
  readonly formId: string;
}
interface TipContext extends MoneyMoveState {
  readonly to: string;
  readonly balance: number;
  readonly move: TipBody | null;
  readonly tipped: Tipped | null;
}
type TipEvent =
  | { type: 'SUBMIT'; values: { amount: number } }
  | { type: 'CONFIRM' }
  | { type: 'EDIT' }
  | { type: 'RETRY' }
  | { type: 'BALANCE_CHANGED'; balance: number }
  | { type: 'ANOTHER_TIP' };
type TipEmitted = { type: 'tipped'; to: string; result: Tipped };

const tipSchema = (balance: number) =>
  z.object({ amount: z.number().int().positive().max(balance, { error: 'amountTooLarge' }) });

function tipMachine(confirmFirst: boolean) {
  return moneyMoveMachine({
    types: {} as {
      input: TipInput;
      context: TipContext;
      events: TipEvent;
      emitted: TipEmitted;
      request: TipRequest;
      result: Tipped;
    },
    id: 'tip',
    actor: 'sendTip',
    states: { sending: 'tipping', done: 'tipped', ...(confirmFirst ? { confirming: 'confirming' } : {}) },
    context: (input) => ({ to: input.to, balance: input.balance, tipped: null }),
    check: (context, values) => validate(tipSchema(context.balance), values),
    request: (body, idempotencyKey, context) => ({ body, idempotencyKey, to: context.to }),
    keep: (_, result) => ({ tipped: result, balance: result.balance }),
    announce: (result, context) => ({ type: 'tipped' as const, to: context.to, result }),
    again: { event: 'ANOTHER_TIP', forget: { tipped: null } },
    refresh: { event: 'BALANCE_CHANGED', take: (event) => ({ balance: event.balance }) },
  });
}

const input: TipInput = { to: 'agentone', balance: 1_000, formId: 'form-1' };
const valid = { amount: 300 } as const;
const tipped: Tipped = { amount: 300, balance: 700 };

function explored(confirmFirst: boolean) {
  const events: EventFixtures<TipEvent> = {
    SUBMIT: [
      { type: 'SUBMIT', values: valid },
      { type: 'SUBMIT', values: { amount: 1_001 } },
    ],
    CONFIRM: [{ type: 'CONFIRM' }],
    EDIT: [{ type: 'EDIT' }],
    RETRY: [{ type: 'RETRY' }],
    BALANCE_CHANGED: [{ type: 'BALANCE_CHANGED', balance: 200 }],
    ANOTHER_TIP: [{ type: 'ANOTHER_TIP' }],
  };
  return explore(tipMachine(confirmFirst), {
    input,
    events,
    actorOutcomes: {
      sendTip: {
        done: [tipped],
        error: [new CodedError('NETWORK_ERROR'), new CodedError('INSUFFICIENT_FUNDS')],
      },
    },
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.balance,
        snapshot.context.fieldErrors,
        snapshot.context.failure?.code ?? null,
        snapshot.context.move,
        snapshot.context.tipped !== null,
      ]),
  });
}

describe('moneyMoveMachine graph', () => {
  const straight = explored(false);
  const confirmed = explored(true);

  it('reaches every state and exercises every transition, with and without a summary to confirm', () => {
    expectFullCoverage('moneyMove (straight)', straight);
    expectFullCoverage('moneyMove (confirmed)', confirmed);
    expect([...straight.declaredStates].sort()).toEqual(['tip.editing', 'tip.tipped', 'tip.tipping']);
    expect([...confirmed.declaredStates].sort()).toEqual([
      'tip.confirming',
      'tip.editing',
      'tip.tipped',
      'tip.tipping',
    ]);
  });

  it('invokes the named actor with the spec’s request, keyed by the form and its submission', () => {
    for (const exploration of [straight, confirmed]) {
      const requests = edgesWhere(exploration, 'a tip sent', (edge) =>
        edge.invoked.some(({ src }) => src === 'sendTip'),
      ).map((edge) => edge.invoked.find(({ id }) => id === 'sendTip')?.input as TipRequest);
      for (const request of requests) {
        expect(request.body).toEqual(valid);
        expect(request.to).toBe('agentone');
        expect(request.idempotencyKey).toMatch(/^form-1-[1-9]\d*$/u);
      }
    }
  });

  it('sends nothing for a form that breaks the rules, and says why under the field', () => {
    for (const exploration of [straight, confirmed])
      for (const edge of edgesWhere(
        exploration,
        'an invalid submission',
        (candidate) =>
          candidate.event.type === 'SUBMIT' &&
          candidate.from.matches('editing') &&
          (candidate.event as Extract<TipEvent, { type: 'SUBMIT' }>).values !== valid,
      )) {
        expect(edge.invoked).toEqual([]);
        expect(edge.to.value).toBe('editing');
        expect(edge.to.context.fieldErrors.amount?.code).toBe('amountTooLarge');
      }
  });

  it('holds a valid form to the balance a refresh brought', () => {
    for (const edge of edgesWhere(
      straight,
      'a valid form over a smaller balance',
      (candidate) =>
        candidate.from.matches('editing') &&
        candidate.from.context.balance === 200 &&
        candidate.event.type === 'SUBMIT' &&
        (candidate.event as Extract<TipEvent, { type: 'SUBMIT' }>).values === valid,
    ))
      expect([edge.invoked, edge.to.context.fieldErrors.amount?.code]).toEqual([[], 'amountTooLarge']);
  });

  it('counts a submission when it is sent: on SUBMIT, or on CONFIRM where there is a summary', () => {
    for (const edge of edgesWhere(
      straight,
      'a valid submission',
      (candidate) =>
        candidate.from.matches('editing') &&
        candidate.event.type === 'SUBMIT' &&
        candidate.to.matches('tipping'),
    ))
      expect(edge.to.context.submissions).toBe(edge.from.context.submissions + 1);
    for (const edge of edgesWhere(
      confirmed,
      'a valid submission',
      (candidate) => candidate.from.matches('editing') && candidate.to.matches('confirming'),
    )) {
      expect(edge.invoked).toEqual([]);
      expect(edge.to.context.submissions).toBe(edge.from.context.submissions);
    }
    for (const edge of edgesWhere(
      confirmed,
      'a confirmation',
      (candidate) => candidate.from.matches('confirming') && candidate.event.type === 'CONFIRM',
    ))
      expect(edge.to.context.submissions).toBe(edge.from.context.submissions + 1);
    for (const edge of edgesWhere(
      confirmed,
      'back to the form',
      (candidate) => candidate.from.matches('confirming') && candidate.event.type === 'EDIT',
    ))
      expect([edge.invoked, edge.to.value, edge.to.context.move]).toEqual([[], 'editing', null]);
  });

  it('keeps a move whose answer was lost for a retry under the same key, and drops a refused one', () => {
    for (const exploration of [straight, confirmed]) {
      for (const edge of edgesWhere(
        exploration,
        'a failed tip',
        (candidate) =>
          candidate.from.matches('tipping') && candidate.event.type === 'xstate.error.actor.sendTip',
      )) {
        const lost = edge.to.context.failure?.code === 'NETWORK_ERROR';
        expect([edge.to.value, edge.to.context.move]).toEqual(['editing', lost ? valid : null]);
      }
      for (const edge of edgesWhere(
        exploration,
        'a retry',
        (candidate) => candidate.event.type === 'RETRY',
      )) {
        const lost = edge.from.context.move !== null && edge.from.context.failure?.code === 'NETWORK_ERROR';
        expect(edge.invoked.map(({ src }) => src)).toEqual(lost ? ['sendTip'] : []);
        expect(edge.to.context.submissions).toBe(edge.from.context.submissions);
      }
    }
  });

  it('keeps and announces what the server did, and forgets it for another move', () => {
    for (const edge of edgesWhere(
      straight,
      'a tip made',
      (candidate) =>
        candidate.from.matches('tipping') && candidate.event.type === 'xstate.done.actor.sendTip',
    )) {
      expect([edge.to.value, edge.to.context.tipped, edge.to.context.move, edge.to.context.balance]).toEqual([
        'tipped',
        tipped,
        null,
        700,
      ]);
      expect(edge.emitted).toEqual([{ type: 'tipped', to: 'agentone', result: tipped }]);
    }
    for (const edge of edgesWhere(
      straight,
      'another tip',
      (candidate) => candidate.from.matches('tipped') && candidate.event.type === 'ANOTHER_TIP',
    ))
      expect([edge.to.value, edge.to.context.tipped]).toEqual(['editing', null]);
  });
});

describe('moneyMoveMachine idempotency keys', () => {
  function start(answers: Array<() => Promise<Tipped>>) {
    const script = scriptedActor<TipRequest, Tipped>(answers);
    const machine = tipMachine(false).provide({ actors: { sendTip: script.actor } });
    return { ...startRecordingEmits(machine, input), requests: script.requests };
  }

  it('sends a lost answer again with the same key, and gives the next submission a new one', async () => {
    const { actor, requests, emitted } = start([
      () => Promise.reject(new CodedError('NETWORK_TIMEOUT')),
      () => Promise.resolve(tipped),
      () => Promise.resolve({ amount: 100, balance: 600 }),
    ]);
    actor.send({ type: 'SUBMIT', values: valid });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('NETWORK_TIMEOUT'));
    actor.send({ type: 'RETRY' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('tipped'));
    actor.send({ type: 'ANOTHER_TIP' });
    actor.send({ type: 'SUBMIT', values: { amount: 100 } });
    await vi.waitFor(() => expect(actor.getSnapshot().context.balance).toBe(600));
    expect(requests.map((request) => [request.idempotencyKey, request.body.amount])).toEqual([
      ['form-1-1', 300],
      ['form-1-1', 300],
      ['form-1-2', 100],
    ]);
    expect(emitted.map((event) => event.type)).toEqual(['tipped', 'tipped']);
  });

  it('sends one move however often the submit is pressed while it is on its way', async () => {
    let answer: (result: Tipped) => void = () => undefined;
    const { actor, requests } = start([() => new Promise((resolve) => (answer = resolve))]);
    actor.send({ type: 'SUBMIT', values: valid });
    actor.send({ type: 'SUBMIT', values: valid });
    actor.send({ type: 'RETRY' });
    answer(tipped);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('tipped'));
    expect(requests).toHaveLength(1);
  });

  it('fails loudly, naming the actor, when none was provided', async () => {
    const { actor } = startRecordingEmits(tipMachine(false), input);
    actor.send({ type: 'SUBMIT', values: valid });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('UNKNOWN'));
    expect(actor.getSnapshot().context.failure?.message).toMatch(/^"sendTip" has no implementation/u);
    expect(actor.getSnapshot().context.move).toBeNull();
  });
});
