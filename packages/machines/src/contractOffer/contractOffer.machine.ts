import type { AgentContract, ContractActionRequest, ContractType, PeriodCode } from '@portal/api-contract';
import {
  parseAmountToMinorUnits,
  type FieldErrors,
  type ValidationProblem,
} from '@portal/api-contract/validation';
import { assign, emit, setup } from 'xstate';
import {
  contractPeriods,
  type ProcessContractRequest,
  type ProcessContractResult,
} from '../contract/contract.machine';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';

/** The NEW body of the four process calls: what an upline offers one of its direct downlines. */
export type ContractOfferBody = Extract<ContractActionRequest, { action: 'NEW' }>;

/** What the offer form holds, as typed: one tier (the server compares contracts by their best). */
export interface ContractOfferValues {
  readonly downlineAccount?: string;
  /** Percent, e.g. "1.25": the server keeps whole basis points, so two decimals at most. */
  readonly rate?: string;
  readonly validBetAmount?: string;
  readonly activeMembers?: string;
  /** The team's profit and loss in the period the tier asks for; a loss is negative. Empty is 0. */
  readonly periodProfitLoss?: string;
  /** Dividends only: D, W, H or M (SPEC §9). */
  readonly period?: string;
}

/** The form's fields, which the field errors are keyed by. */
export const contractOfferFields = [
  'downlineAccount',
  'rate',
  'validBetAmount',
  'activeMembers',
  'periodProfitLoss',
  'period',
] as const;
export type ContractOfferField = (typeof contractOfferFields)[number];

/** The smallest rate the server keeps: one basis point. */
export const MIN_CONTRACT_RATE = 0.01;

export interface ContractOfferInput {
  readonly contractType: ContractType;
  /**
   * The highest rate this agent may offer, in percent: the best tier of the contract of this type it
   * holds from its upline (SPEC §4). Null when no cap is known here (a top-level agent): the server
   * holds it to the platform's ceiling.
   */
  readonly maxRate: number | null;
  /** Decimals of the merchant's currency, for reading typed thresholds. */
  readonly fractionDigits: number;
  /** The downline the form opens with (the page's `?account=`). */
  readonly downlineAccount?: string;
}

export interface ContractOfferContext {
  readonly contractType: ContractType;
  readonly maxRate: number | null;
  readonly fractionDigits: number;
  readonly downlineAccount: string;
  /** The offer being sent. */
  readonly offer: ContractOfferBody | null;
  /** What the server stored: a request waiting for the downline's answer. */
  readonly offered: AgentContract | null;
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
}

export type ContractOfferEvent =
  | { type: 'SUBMIT'; values: ContractOfferValues }
  /** The agent's own contract changed (accepted a new one, or it ended): later offers obey it. */
  | { type: 'LIMIT_CHANGED'; maxRate: number | null }
  | { type: 'NEW_OFFER' };

export type ContractOfferEmitted = { type: 'offered'; contract: AgentContract };

/** The period an offer of this type carries: daily salary D, hourly and real-time none, dividends chosen. */
function periodFor(contractType: ContractType, typed: string | undefined): PeriodCode | null | undefined {
  if (contractType === 'DAILY_SALARY') return 'D';
  if (contractType !== 'DIVIDEND') return null;
  return (contractPeriods as readonly string[]).includes(typed ?? '') ? (typed as PeriodCode) : undefined;
}

function readRate(text: string, maxRate: number | null): number | ValidationProblem {
  if (text === '') return { code: 'required' };
  if (!/^\d+(?:\.\d{1,2})?$/u.test(text)) return { code: 'invalid' };
  const rate = Number(text);
  if (rate < MIN_CONTRACT_RATE) return { code: 'amountTooSmall', params: { min: MIN_CONTRACT_RATE } };
  if (maxRate !== null && rate > maxRate) return { code: 'amountTooLarge', params: { max: maxRate } };
  return rate;
}

function readCount(text: string): number | ValidationProblem {
  if (text === '') return { code: 'required' };
  const count = /^\d{1,7}$/u.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(count) ? count : { code: 'invalid' };
}

function readMinor(text: string, fractionDigits: number, signed: boolean): number | ValidationProblem {
  if (text === '') return { code: 'required' };
  const negative = signed && text.startsWith('-');
  const minor = parseAmountToMinorUnits(negative ? text.slice(1) : text, fractionDigits);
  if (minor === null) return { code: 'amountInvalid' };
  return negative ? -minor : minor;
}

/**
 * The offer form's rules: a downline, a rate of at least one basis point and at most the agent's
 * own, the tier's thresholds, and the period the contract type needs. Either the NEW body or the
 * problems keyed by field.
 */
export function checkContractOffer(
  context: Pick<ContractOfferContext, 'contractType' | 'maxRate' | 'fractionDigits'>,
  values: ContractOfferValues,
): { body: ContractOfferBody; fieldErrors?: undefined } | { body?: undefined; fieldErrors: FieldErrors } {
  const errors: Partial<Record<ContractOfferField, ValidationProblem>> = {};
  const take = <T>(field: ContractOfferField, read: T | ValidationProblem): T | null => {
    if (typeof read === 'object' && read !== null && 'code' in read) {
      errors[field] = read;
      return null;
    }
    return read as T;
  };
  const downlineAccount = (values.downlineAccount ?? '').trim();
  if (downlineAccount === '') errors.downlineAccount = { code: 'required' };
  const rate = take<number>('rate', readRate((values.rate ?? '').trim(), context.maxRate));
  const validBetAmount = take<number>(
    'validBetAmount',
    readMinor((values.validBetAmount ?? '').trim(), context.fractionDigits, false),
  );
  const activeMembers = take<number>('activeMembers', readCount((values.activeMembers ?? '').trim()));
  const periodProfitLoss = take<number>(
    'periodProfitLoss',
    readMinor((values.periodProfitLoss ?? '').trim() || '0', context.fractionDigits, true),
  );
  const period = periodFor(context.contractType, values.period);
  if (period === undefined) errors.period = { code: 'selectRequired' };
  if (
    Object.keys(errors).length > 0 ||
    rate === null ||
    validBetAmount === null ||
    activeMembers === null ||
    periodProfitLoss === null ||
    period === undefined
  )
    return { fieldErrors: errors };
  return {
    body: {
      action: 'NEW',
      downlineAccount,
      period,
      tiers: [{ rate, validBetAmount, activeMembers, periodProfitLoss }],
    },
  };
}

/** The server names the body's paths (`tiers.0.rate`): the form shows them under its own fields. */
function formFieldErrors(serverErrors: FieldErrors): FieldErrors {
  const errors: Record<string, FieldErrors[string]> = {};
  for (const [path, problem] of Object.entries(serverErrors)) {
    const field = path.replace(/^tiers\.\d+\./u, '');
    if ((contractOfferFields as readonly string[]).includes(field) && !(field in errors))
      errors[field] = problem;
  }
  return errors;
}

/**
 * An agent offers one of its direct downlines a salary or dividend contract (SPEC §4 "new contract
 * request"): the form is checked here first (a rate capped by the agent's own contract), then the
 * server stores the request, which waits for the downline's answer. A second submit while the offer
 * is on its way is ignored; a refusal comes back under its field or as a notice, with the form kept.
 */
export const contractOfferMachine = setup({
  types: {
    input: {} as ContractOfferInput,
    context: {} as ContractOfferContext,
    events: {} as ContractOfferEvent,
    emitted: {} as ContractOfferEmitted,
  },
  actors: {
    processContract: notProvided<ProcessContractResult, ProcessContractRequest>('processContract'),
  },
  guards: {
    offerInvalid: ({ context, event }) =>
      event.type === 'SUBMIT' && checkContractOffer(context, event.values).fieldErrors !== undefined,
  },
  actions: {
    rejectOffer: assign(({ context, event }) =>
      event.type === 'SUBMIT'
        ? { fieldErrors: checkContractOffer(context, event.values).fieldErrors ?? {}, failure: null }
        : {},
    ),
    takeOffer: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      const offer = checkContractOffer(context, event.values).body ?? null;
      return {
        offer,
        downlineAccount: offer?.downlineAccount ?? context.downlineAccount,
        fieldErrors: {},
        failure: null,
      };
    }),
    keepRefusal: assign((_, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      return { failure, fieldErrors: formFieldErrors(failure.fieldErrors), offer: null };
    }),
    keepOffered: assign((_, params: { result: ProcessContractResult }) => ({
      offered: params.result.contract,
      offer: null,
    })),
    announceOffer: emit(({ context }) => ({
      type: 'offered' as const,
      contract: context.offered as AgentContract,
    })),
  },
}).createMachine({
  id: 'contractOffer',
  context: ({ input }) => ({
    contractType: input.contractType,
    maxRate: input.maxRate,
    fractionDigits: input.fractionDigits,
    downlineAccount: input.downlineAccount ?? '',
    offer: null,
    offered: null,
    fieldErrors: {},
    failure: null,
  }),
  on: {
    LIMIT_CHANGED: { actions: assign({ maxRate: ({ event }) => event.maxRate }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'offerInvalid', actions: 'rejectOffer' },
          { target: 'offering', actions: 'takeOffer' },
        ],
      },
    },
    offering: {
      invoke: {
        id: 'offerContract',
        src: 'processContract',
        input: ({ context }) => ({
          contractType: context.contractType,
          body: context.offer as ContractOfferBody,
        }),
        onDone: {
          target: 'offered',
          actions: [
            { type: 'keepOffered', params: ({ event }) => ({ result: event.output }) },
            'announceOffer',
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    offered: {
      on: {
        NEW_OFFER: {
          target: 'editing',
          actions: assign({ offered: null, downlineAccount: '', fieldErrors: {}, failure: null }),
        },
      },
    },
  },
});

const sampleOffer: ContractOfferBody = {
  action: 'NEW',
  downlineAccount: 'member005',
  period: 'D',
  tiers: [{ rate: 1.2, validBetAmount: 1_000_000, activeMembers: 5, periodProfitLoss: 0 }],
};

export const contractOfferDescribe = defineDescribe(contractOfferMachine, {
  id: 'contractOffer',
  summary:
    'An agent offers a direct downline a salary or dividend contract: a rate capped by its own, one tier of thresholds, the period its type needs; the request then waits for the downline.',
  uiStates: {
    editing: {
      value: 'editing',
      summary: 'The downline, the rate (with its allowed range), the tier thresholds.',
    },
    fieldErrors: {
      value: 'editing',
      summary: 'A rate above the agent’s own and thresholds that are not numbers: each field says why.',
      context: {
        downlineAccount: 'member005',
        fieldErrors: {
          rate: { code: 'amountTooLarge', params: { max: 1.5 } },
          validBetAmount: { code: 'amountInvalid' },
          activeMembers: { code: 'required' },
        },
      },
    },
    notDownline: {
      value: 'editing',
      summary: 'The server knows no such account directly below the agent.',
      context: { downlineAccount: 'member040', failure: sampleFailure('ACCOUNT_NOT_FOUND') },
    },
    notAllowed: {
      value: 'editing',
      summary: 'The server refuses the offer now (one already waits for this downline).',
      context: { downlineAccount: 'member005', failure: sampleFailure('OPERATION_NOT_ALLOWED') },
    },
    offering: {
      value: 'offering',
      summary: 'Submit button busy.',
      context: { downlineAccount: 'member005', offer: sampleOffer },
    },
    offered: {
      value: 'offered',
      summary: 'Sent: the offer waits for the downline’s answer.',
      context: {
        downlineAccount: 'member005',
        offered: {
          contractId: 'CT-DAILY_SALARY-21',
          contractType: 'DAILY_SALARY',
          uplineAccount: 'agentone',
          downlineAccount: 'member005',
          status: 'PENDING',
          period: 'D',
          tiers: sampleOffer.tiers,
          createdAt: '2025-01-15T04:00:00.000Z',
          updatedAt: '2025-01-15T04:00:00.000Z',
        },
      },
    },
  },
});
