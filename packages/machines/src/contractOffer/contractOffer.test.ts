import { describe, expect, it, vi } from 'vitest';
import type { ProcessContractRequest, ProcessContractResult } from '../contract/contract.machine';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import { scriptedActor, startRecordingEmits } from '../testing/scripted';
import {
  checkContractOffer,
  contractOfferDescribe,
  contractOfferMachine,
  type ContractOfferEvent,
  type ContractOfferInput,
  type ContractOfferValues,
} from './contractOffer.machine';

const input: ContractOfferInput = { contractType: 'DAILY_SALARY', maxRate: 1.5, fractionDigits: 2 };

const valid: ContractOfferValues = {
  downlineAccount: ' member005 ',
  rate: '1.25',
  validBetAmount: '10,000',
  activeMembers: '5',
  periodProfitLoss: '-2500.50',
};
const tooRich: ContractOfferValues = { ...valid, rate: '1.6' };
const empty: ContractOfferValues = {};

const events: EventFixtures<ContractOfferEvent> = {
  SUBMIT: [
    { type: 'SUBMIT', values: valid },
    { type: 'SUBMIT', values: tooRich },
    { type: 'SUBMIT', values: empty },
  ],
  LIMIT_CHANGED: [
    { type: 'LIMIT_CHANGED', maxRate: 1.2 },
    { type: 'LIMIT_CHANGED', maxRate: null },
  ],
  NEW_OFFER: [{ type: 'NEW_OFFER' }],
};

const sentBody = {
  action: 'NEW',
  downlineAccount: 'member005',
  period: 'D',
  tiers: [{ rate: 1.25, validBetAmount: 1_000_000, activeMembers: 5, periodProfitLoss: -250_050 }],
} as const;

const offered: ProcessContractResult = {
  contract: {
    contractId: 'CT-DAILY_SALARY-21',
    contractType: 'DAILY_SALARY',
    uplineAccount: 'agentone',
    downlineAccount: 'member005',
    status: 'PENDING',
    period: 'D',
    tiers: [...sentBody.tiers],
    createdAt: '2025-01-15T04:00:00.000Z',
    updatedAt: '2025-01-15T04:00:00.000Z',
  },
  autoTerminatedContractIds: [],
};

const exploration = explore(contractOfferMachine, {
  input,
  events,
  actorOutcomes: {
    offerContract: {
      done: [offered],
      error: [
        new CodedError('ACCOUNT_NOT_FOUND'),
        new CodedError('VALIDATION_FAILED', {
          issues: [{ path: 'tiers.0.rate', code: 'amountTooLarge', params: { max: 1.2 } }],
        }),
      ],
    },
  },
  // What the guards read and the screen tells apart: the state, the cap, the problems, the offer.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.maxRate,
      snapshot.context.fieldErrors,
      snapshot.context.failure?.code ?? null,
      snapshot.context.offer,
      snapshot.context.offered?.contractId ?? null,
    ]),
});

describe('contractOffer graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('contractOffer', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(contractOfferMachine, contractOfferDescribe, input, exploration);
  });

  it('sends the NEW body of the contract type: the trimmed downline, the rate in percent, thresholds in minor units', () => {
    const requests = edgesWhere(exploration, 'an offer sent', (edge) =>
      edge.invoked.some(({ src }) => src === 'processContract'),
    ).map((edge) => edge.invoked[0]?.input as ProcessContractRequest);
    // Without a known cap (LIMIT_CHANGED to null) the 1.6 % form goes out too: the server caps it.
    const bodies = [sentBody, { ...sentBody, tiers: [{ ...sentBody.tiers[0], rate: 1.6 }] }];
    for (const request of requests) {
      expect(request.contractType).toBe('DAILY_SALARY');
      expect(bodies).toContainEqual(request.body);
    }
  });

  it('holds the rate to the cap it was last told of, and sends nothing for a refused form', () => {
    for (const edge of edgesWhere(
      exploration,
      'a form with problems',
      (candidate) =>
        candidate.from.matches('editing') &&
        candidate.event.type === 'SUBMIT' &&
        Object.keys(candidate.to.context.fieldErrors).length > 0,
    )) {
      expect(edge.invoked).toEqual([]);
      expect(edge.to.value).toBe('editing');
    }
    for (const edge of edgesWhere(
      exploration,
      'a rate of 1.25 % under a cap of 1.2 %',
      (candidate) =>
        candidate.from.matches('editing') &&
        candidate.from.context.maxRate === 1.2 &&
        (candidate.event as Extract<ContractOfferEvent, { type: 'SUBMIT' }>).values === valid,
    ))
      expect(edge.to.context.fieldErrors).toEqual({ rate: { code: 'amountTooLarge', params: { max: 1.2 } } });
    for (const edge of edgesWhere(
      exploration,
      'any rate without a known cap',
      (candidate) =>
        candidate.from.matches('editing') &&
        candidate.from.context.maxRate === null &&
        (candidate.event as Extract<ContractOfferEvent, { type: 'SUBMIT' }>).values === tooRich,
    ))
      expect(edge.to.value).toBe('offering');
  });

  it('shows a refusal under its field (the server’s tier path made the form’s) and keeps the form', () => {
    for (const edge of edgesWhere(
      exploration,
      'a refused offer',
      (candidate) =>
        candidate.from.matches('offering') && candidate.event.type === 'xstate.error.actor.offerContract',
    )) {
      expect([edge.to.value, edge.to.context.offer]).toEqual(['editing', null]);
      if (edge.to.context.failure?.code === 'VALIDATION_FAILED')
        expect(edge.to.context.fieldErrors).toEqual({
          rate: { code: 'amountTooLarge', params: { max: 1.2 } },
        });
    }
  });

  it('announces the stored request, and a new offer starts blank', () => {
    for (const edge of edgesWhere(
      exploration,
      'an offer stored',
      (candidate) =>
        candidate.from.matches('offering') && candidate.event.type === 'xstate.done.actor.offerContract',
    )) {
      expect([edge.to.value, edge.to.context.offered]).toEqual(['offered', offered.contract]);
      expect(edge.emitted).toEqual([{ type: 'offered', contract: offered.contract }]);
    }
    for (const edge of edgesWhere(
      exploration,
      'another offer',
      (candidate) => candidate.from.matches('offered') && candidate.event.type === 'NEW_OFFER',
    ))
      expect([edge.to.value, edge.to.context.offered, edge.to.context.downlineAccount]).toEqual([
        'editing',
        null,
        '',
      ]);
  });
});

describe('checkContractOffer', () => {
  const rules = { contractType: 'DIVIDEND', maxRate: 1.5, fractionDigits: 2 } as const;

  it('says what is wrong with each field', () => {
    expect(
      checkContractOffer(rules, {
        downlineAccount: '  ',
        rate: '1.255',
        validBetAmount: '12.345',
        activeMembers: '2.5',
        periodProfitLoss: 'loss',
      }).fieldErrors,
    ).toEqual({
      downlineAccount: { code: 'required' },
      rate: { code: 'invalid' },
      validBetAmount: { code: 'amountInvalid' },
      activeMembers: { code: 'invalid' },
      periodProfitLoss: { code: 'amountInvalid' },
      period: { code: 'selectRequired' },
    });
    expect(checkContractOffer(rules, { ...valid, rate: '0', period: 'W' }).fieldErrors).toEqual({
      rate: { code: 'amountTooSmall', params: { min: 0.01 } },
    });
  });

  it('gives each contract type its period: daily D, hourly and real-time none, dividends as chosen', () => {
    const periodOf = (contractType: ContractOfferInput['contractType'], period?: string) =>
      checkContractOffer({ ...rules, contractType }, { ...valid, period }).body?.period;
    expect(periodOf('DAILY_SALARY', 'M')).toBe('D');
    expect(periodOf('HOURLY_SALARY', 'D')).toBeNull();
    expect(periodOf('REAL_TIME_SALARY')).toBeNull();
    expect(periodOf('DIVIDEND', 'H')).toBe('H');
  });

  it('accepts the cap itself and an empty profit and loss as 0', () => {
    expect(
      checkContractOffer(rules, { ...valid, rate: '1.5', periodProfitLoss: '', period: 'M' }).body?.tiers,
    ).toEqual([{ rate: 1.5, validBetAmount: 1_000_000, activeMembers: 5, periodProfitLoss: 0 }]);
  });
});

describe('contractOffer submissions', () => {
  function start(answers: Array<() => Promise<ProcessContractResult>>) {
    const script = scriptedActor<ProcessContractRequest, ProcessContractResult>(answers);
    const machine = contractOfferMachine.provide({ actors: { processContract: script.actor } });
    return { ...startRecordingEmits(machine, input), requests: script.requests };
  }

  it('sends one offer however often submit is pressed while it is on its way', async () => {
    let answer: (result: ProcessContractResult) => void = () => undefined;
    const { actor, requests, emitted } = start([() => new Promise((resolve) => (answer = resolve))]);
    actor.send({ type: 'SUBMIT', values: valid });
    actor.send({ type: 'SUBMIT', values: valid });
    answer(offered);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('offered'));
    expect(requests).toHaveLength(1);
    expect(emitted.map((event) => event.type)).toEqual(['offered']);
  });

  it('keeps what was typed after a downline the server does not know, and sends it again once fixed', async () => {
    const { actor, requests } = start([
      () => Promise.reject(new CodedError('ACCOUNT_NOT_FOUND')),
      () => Promise.resolve(offered),
    ]);
    actor.send({ type: 'SUBMIT', values: { ...valid, downlineAccount: 'member040' } });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('ACCOUNT_NOT_FOUND'));
    expect(actor.getSnapshot().context.downlineAccount).toBe('member040');
    actor.send({ type: 'SUBMIT', values: valid });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('offered'));
    expect(requests.map((request) => request.body)).toEqual([
      { ...sentBody, downlineAccount: 'member040' },
      sentBody,
    ]);
  });
});
