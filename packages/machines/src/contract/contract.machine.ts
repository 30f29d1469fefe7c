import type {
  agent,
  AgentContract,
  BodyOf,
  ContractActionRequest,
  ContractStatus,
  ContractTier,
  ContractType,
  PeriodCode,
  ResponseOf,
} from '@portal/api-contract';
import type { FieldErrors, ValidationProblem } from '@portal/api-contract/validation';
import { assign, enqueueActions, setup } from 'xstate';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { listingEvery } from '../shared/exhaustive';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';

/** Agent-to-downline contracts (SPEC §1, §7): each type has its own process call. */
export const contractTypes = listingEvery<ContractType>()([
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REAL_TIME_SALARY',
  'DIVIDEND',
]);
export type { AgentContract, ContractStatus, ContractTier, ContractType };

/** Dividend periods: D daily, W weekly, H semi-monthly, M monthly. */
export const contractPeriods = listingEvery<PeriodCode>()(['D', 'W', 'H', 'M']);
export type ContractPeriod = PeriodCode;

export type ContractParty = 'upline' | 'downline';

/** What an upline offers (the NEW request): the period (dividends only) and the rate tiers. */
export type ContractTerms = Pick<Extract<ContractActionRequest, { action: 'NEW' }>, 'period' | 'tiers'>;

/** NEW, ACCEPT, REJECT, REQUEST_TERMINATION and TERMINATE. */
export type ContractAction = ContractActionRequest['action'];

/**
 * What the process actor receives: the body of processDailySalContract,
 * processContractHourSalary, processRealTimeSalaryContract or processDividendReq; the contract
 * type says which.
 */
export interface ProcessContractRequest {
  readonly contractType: ContractType;
  readonly body: BodyOf<typeof agent.processDailySalary>;
}
/** The contract after the action, and the downline contracts the server ended because of it. */
export type ProcessContractResult = ResponseOf<typeof agent.processDailySalary>;

export interface ContractInput {
  readonly contractType: ContractType;
  /** The viewer's side of this relationship. */
  readonly viewer: ContractParty;
  readonly contract: AgentContract | null;
  /**
   * Who asked for a pending termination. The contract does not say; the consolidated info lists a
   * request waiting for the viewer as `pendingRequest`, so the app knows. Unknown counts as the
   * other party's request.
   */
  readonly terminationRequestedBy?: ContractParty | null;
  /** The viewer's contracts with their own downlines, to find conflicts when accepting. */
  readonly downlineContracts?: readonly AgentContract[];
  /** The highest rate an upline may offer, in percent: its own rate. */
  readonly maxRate: number;
  /** The downline an upline offers a new contract to (a contract that ended names it too). */
  readonly downlineAccount?: string;
}

export interface ContractContext {
  readonly contractType: ContractType;
  readonly viewer: ContractParty;
  readonly contract: AgentContract | null;
  readonly terminationRequestedBy: ContractParty | null;
  readonly downlineContracts: readonly AgentContract[];
  readonly maxRate: number;
  readonly downlineAccount: string | null;
  readonly proposal: ContractTerms | null;
  /** Downline contracts that accepting the offer would terminate, shown before confirming. */
  readonly conflicts: readonly AgentContract[];
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
}

export type ContractEvent =
  | { type: 'PROPOSE'; terms: ContractTerms }
  /** Accept the offer, or agree to the other party's termination request (TERMINATE). */
  | { type: 'ACCEPT' }
  | { type: 'REJECT' }
  | { type: 'REQUEST_TERMINATION' }
  | { type: 'TERMINATE' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** The contract changed elsewhere (the other party answered; a socket event or a refetch). */
  | {
      type: 'CONTRACT_UPDATED';
      contract: AgentContract | null;
      terminationRequestedBy?: ContractParty | null;
    };

export type ContractEmitted =
  | { type: 'contractChanged'; contract: AgentContract }
  | { type: 'downlineContractsTerminated'; contractIds: readonly string[] };

/** The rate a contract pays: its best tier, as the server compares contracts. */
export function topRate(tiers: readonly Pick<ContractTier, 'rate'>[]): number {
  return Math.max(0, ...tiers.map((tier) => tier.rate));
}

/** Active downline contracts of the same type paying more than the offer: accepting ends them. */
export function conflictingDownlineContracts(
  offer: AgentContract,
  downlineContracts: readonly AgentContract[],
): AgentContract[] {
  const offered = topRate(offer.tiers);
  return downlineContracts.filter(
    (downline) =>
      downline.contractType === offer.contractType &&
      downline.status === 'ACTIVE' &&
      topRate(downline.tiers) > offered,
  );
}

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** Problems with an offer, keyed like the NEW body (`tiers.0.rate`, `period`). */
export function checkContractTerms(
  terms: ContractTerms,
  contractType: ContractType,
  maxRate: number,
): FieldErrors {
  const errors: Record<string, ValidationProblem> = {};
  if (terms.tiers.length === 0) errors.tiers = { code: 'required' };
  terms.tiers.forEach((tier, index) => {
    const at = (field: keyof ContractTier) => `tiers.${index}.${field}`;
    if (!Number.isFinite(tier.rate) || tier.rate <= 0) errors[at('rate')] = { code: 'invalid' };
    else if (tier.rate > maxRate) errors[at('rate')] = { code: 'amountTooLarge', params: { max: maxRate } };
    if (!isCount(tier.validBetAmount)) errors[at('validBetAmount')] = { code: 'amountInvalid' };
    if (!isCount(tier.activeMembers)) errors[at('activeMembers')] = { code: 'invalid' };
    if (!Number.isSafeInteger(tier.periodProfitLoss))
      errors[at('periodProfitLoss')] = { code: 'amountInvalid' };
  });
  if (contractType === 'DIVIDEND' && terms.period === null) errors.period = { code: 'selectRequired' };
  return errors;
}

function existing(context: ContractContext, action: Exclude<ContractAction, 'NEW'>): ProcessContractRequest {
  return {
    contractType: context.contractType,
    body: { action, contractId: context.contract?.contractId ?? '' },
  };
}

/** Every action settles the same way: the server's contract, or the reason it refused. */
const processOutcome = {
  onDone: {
    target: 'routing',
    actions: {
      type: 'keepResult',
      params: ({ event }: { event: { output: ProcessContractResult } }) => event.output,
    },
  },
  onError: {
    target: 'routing',
    actions: [
      { type: 'keepFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      'forgetConflicts',
    ],
  },
} as const;

export const contractMachine = setup({
  types: {
    input: {} as ContractInput,
    context: {} as ContractContext,
    events: {} as ContractEvent,
    emitted: {} as ContractEmitted,
  },
  actors: {
    processContract: notProvided<ProcessContractResult, ProcessContractRequest>('processContract'),
  },
  guards: {
    noContract: ({ context }) => context.contract === null,
    offeredToViewer: ({ context }) => context.contract?.status === 'PENDING' && context.viewer === 'downline',
    isPending: ({ context }) => context.contract?.status === 'PENDING',
    isActive: ({ context }) => context.contract?.status === 'ACTIVE',
    terminationByViewer: ({ context }) =>
      context.contract?.status === 'TERMINATION_REQUESTED' &&
      context.terminationRequestedBy === context.viewer,
    terminationByOther: ({ context }) => context.contract?.status === 'TERMINATION_REQUESTED',
    isUpline: ({ context }) => context.viewer === 'upline',
    termsInvalid: ({ context, event }) =>
      event.type === 'PROPOSE' &&
      Object.keys(checkContractTerms(event.terms, context.contractType, context.maxRate)).length > 0,
    hasConflicts: ({ context }) =>
      context.contract !== null &&
      conflictingDownlineContracts(context.contract, context.downlineContracts).length > 0,
  },
  actions: {
    keepFailure: assign({ failure: (_, params: { error: unknown }) => toFailure(params.error) }),
    forgetConflicts: assign({ conflicts: [] }),
    rejectTerms: assign({
      fieldErrors: ({ context, event }) =>
        event.type === 'PROPOSE'
          ? checkContractTerms(event.terms, context.contractType, context.maxRate)
          : {},
    }),
    takeTerms: assign(({ event }) =>
      event.type === 'PROPOSE' ? { proposal: event.terms, fieldErrors: {}, failure: null } : {},
    ),
    keepResult: enqueueActions(({ context, enqueue }, result: ProcessContractResult) => {
      const ended = new Set(result.autoTerminatedContractIds);
      enqueue.assign({
        contract: result.contract,
        // The viewer's own request is the only termination this machine starts.
        terminationRequestedBy: result.contract.status === 'TERMINATION_REQUESTED' ? context.viewer : null,
        downlineContracts: context.downlineContracts.filter((downline) => !ended.has(downline.contractId)),
        failure: null,
        fieldErrors: {},
        proposal: null,
        conflicts: [],
      });
      enqueue.emit({ type: 'contractChanged', contract: result.contract });
      if (ended.size > 0)
        enqueue.emit({ type: 'downlineContractsTerminated', contractIds: result.autoTerminatedContractIds });
    }),
  },
}).createMachine({
  id: 'contract',
  context: ({ input }) => ({
    contractType: input.contractType,
    viewer: input.viewer,
    contract: input.contract,
    terminationRequestedBy: input.terminationRequestedBy ?? null,
    downlineContracts: input.downlineContracts ?? [],
    maxRate: input.maxRate,
    downlineAccount: input.downlineAccount ?? input.contract?.downlineAccount ?? null,
    proposal: null,
    conflicts: [],
    fieldErrors: {},
    failure: null,
  }),
  initial: 'routing',
  states: {
    /** Picks the view from the contract's status and the viewer's side. */
    routing: {
      always: [
        { guard: 'noContract', target: 'settled.none' },
        { guard: 'offeredToViewer', target: 'settled.offered' },
        { guard: 'isPending', target: 'settled.awaitingResponse' },
        { guard: 'isActive', target: 'settled.active' },
        { guard: 'terminationByViewer', target: 'settled.awaitingTermination' },
        { guard: 'terminationByOther', target: 'settled.terminationOffered' },
        { target: 'settled.ended' },
      ],
    },
    settled: {
      // Only reached through routing, which always names the child; 'none' is the formal default.
      initial: 'none',
      on: {
        CONTRACT_UPDATED: {
          target: 'routing',
          actions: assign(({ event }) => ({
            contract: event.contract,
            terminationRequestedBy: event.terminationRequestedBy ?? null,
            conflicts: [],
            failure: null,
          })),
        },
      },
      states: {
        none: {
          on: {
            PROPOSE: [
              { guard: 'termsInvalid', actions: 'rejectTerms' },
              { guard: 'isUpline', target: '#contract.proposing', actions: 'takeTerms' },
            ],
          },
        },
        awaitingResponse: {},
        offered: {
          on: {
            ACCEPT: [
              {
                guard: 'hasConflicts',
                target: 'confirmingDownlineTermination',
                actions: assign({
                  conflicts: ({ context }) =>
                    context.contract
                      ? conflictingDownlineContracts(context.contract, context.downlineContracts)
                      : [],
                }),
              },
              { target: '#contract.accepting' },
            ],
            REJECT: '#contract.rejecting',
          },
        },
        /** Lists the downline contracts that accepting will terminate; nothing happens until confirmed. */
        confirmingDownlineTermination: {
          on: {
            CONFIRM: '#contract.accepting',
            CANCEL: { target: 'offered', actions: 'forgetConflicts' },
          },
        },
        active: {
          on: {
            REQUEST_TERMINATION: '#contract.requestingTermination',
            TERMINATE: { guard: 'isUpline', target: '#contract.terminating' },
          },
        },
        awaitingTermination: {},
        /** The other party asked to end it: accepting terminates it (there is no way to decline). */
        terminationOffered: {
          on: { ACCEPT: '#contract.terminating' },
        },
        ended: {
          on: {
            PROPOSE: [
              { guard: 'termsInvalid', actions: 'rejectTerms' },
              { guard: 'isUpline', target: '#contract.proposing', actions: 'takeTerms' },
            ],
          },
        },
      },
    },
    proposing: {
      invoke: {
        id: 'proposeContract',
        src: 'processContract',
        input: ({ context }) => ({
          contractType: context.contractType,
          body: {
            action: 'NEW' as const,
            downlineAccount: context.downlineAccount ?? '',
            period: context.proposal?.period ?? null,
            tiers: context.proposal?.tiers ?? [],
          },
        }),
        ...processOutcome,
      },
    },
    accepting: {
      invoke: {
        id: 'acceptContract',
        src: 'processContract',
        input: ({ context }) => existing(context, 'ACCEPT'),
        ...processOutcome,
      },
    },
    rejecting: {
      invoke: {
        id: 'rejectContract',
        src: 'processContract',
        input: ({ context }) => existing(context, 'REJECT'),
        ...processOutcome,
      },
    },
    requestingTermination: {
      invoke: {
        id: 'requestTermination',
        src: 'processContract',
        input: ({ context }) => existing(context, 'REQUEST_TERMINATION'),
        ...processOutcome,
      },
    },
    terminating: {
      invoke: {
        id: 'terminateContract',
        src: 'processContract',
        input: ({ context }) => existing(context, 'TERMINATE'),
        ...processOutcome,
      },
    },
  },
});

const sampleTier: ContractTier = {
  rate: 1.2,
  validBetAmount: 1_000_000,
  activeMembers: 5,
  periodProfitLoss: 0,
};
const sampleContract = (status: ContractStatus): AgentContract => ({
  contractId: 'CT-DAILY_SALARY-1',
  contractType: 'DAILY_SALARY',
  uplineAccount: 'agent01',
  downlineAccount: 'sub01',
  status,
  period: null,
  tiers: [sampleTier],
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
});
const downline = (contractId: string, account: string, rate: number): AgentContract => ({
  ...sampleContract('ACTIVE'),
  contractId,
  uplineAccount: 'sub01',
  downlineAccount: account,
  tiers: [{ ...sampleTier, rate }],
});

export const contractDescribe = defineDescribe(contractMachine, {
  id: 'contract',
  summary:
    'One agent contract (daily, hourly, real-time salary or dividend) seen by the upline or the downline: new request, accept, reject, termination request, terminate.',
  uiStates: {
    none: {
      value: { settled: 'none' },
      summary: 'No contract: the upline sees a new-contract form.',
      context: { viewer: 'upline', contract: null },
    },
    termsErrors: {
      value: { settled: 'none' },
      summary: 'New-contract form with errors.',
      context: {
        viewer: 'upline',
        contract: null,
        fieldErrors: { 'tiers.0.rate': { code: 'amountTooLarge', params: { max: 1.5 } } },
      },
    },
    awaitingResponse: {
      value: { settled: 'awaitingResponse' },
      summary: 'Offer sent, waiting for the downline.',
      context: { viewer: 'upline', contract: sampleContract('PENDING') },
    },
    offered: {
      value: { settled: 'offered' },
      summary: 'Contract popup: accept or reject the offer.',
      context: { viewer: 'downline', contract: sampleContract('PENDING') },
    },
    confirmingDownlineTermination: {
      value: { settled: 'confirmingDownlineTermination' },
      summary:
        'The offer pays less than contracts given to downlines: they are listed and will be terminated on confirm.',
      context: {
        viewer: 'downline',
        contract: sampleContract('PENDING'),
        conflicts: [downline('CT-DAILY_SALARY-7', 'sub02', 1.5), downline('CT-DAILY_SALARY-8', 'sub03', 1.3)],
      },
    },
    active: {
      value: { settled: 'active' },
      summary: 'Active contract with its terms and termination actions.',
      context: { viewer: 'upline', contract: sampleContract('ACTIVE') },
    },
    awaitingTermination: {
      value: { settled: 'awaitingTermination' },
      summary: 'Termination requested, waiting for the other party.',
      context: {
        viewer: 'downline',
        contract: sampleContract('TERMINATION_REQUESTED'),
        terminationRequestedBy: 'downline',
      },
    },
    terminationOffered: {
      value: { settled: 'terminationOffered' },
      summary: 'The other party asks to terminate: accepting ends the contract.',
      context: {
        viewer: 'upline',
        contract: sampleContract('TERMINATION_REQUESTED'),
        terminationRequestedBy: 'downline',
      },
    },
    ended: {
      value: { settled: 'ended' },
      summary: 'Terminated or rejected.',
      context: { viewer: 'upline', contract: sampleContract('TERMINATED') },
    },
    failed: {
      value: { settled: 'offered' },
      summary: 'The server refused the action: error above the actions.',
      context: {
        viewer: 'downline',
        contract: sampleContract('PENDING'),
        failure: sampleFailure('OPERATION_NOT_ALLOWED'),
      },
    },
    accepting: {
      value: 'accepting',
      summary: 'Accept busy.',
      context: { viewer: 'downline', contract: sampleContract('PENDING') },
    },
  },
});
