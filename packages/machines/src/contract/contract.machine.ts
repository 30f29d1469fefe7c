import type { FieldErrors, ValidationProblem } from '@portal/api-contract';
import { assign, enqueueActions, setup } from 'xstate';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';

/** Agent-to-downline contracts (SPEC §1, §7): each type has its own relay call. */
export const contractTypes = ['dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend'] as const;
export type ContractType = (typeof contractTypes)[number];

/** Dividend periods: D daily, W weekly, H semi-monthly, M monthly. */
export const contractPeriods = ['D', 'W', 'H', 'M'] as const;
export type ContractPeriod = (typeof contractPeriods)[number];

export type ContractParty = 'upline' | 'downline';

export type ContractStatus = 'pending' | 'active' | 'terminationRequested' | 'terminated' | 'rejected';

export interface ContractTerms {
  /** Basis points (1/100 of a percent), so rates stay integers. */
  readonly rateBps: number;
  /** Valid bet needed in the period, minor units. */
  readonly minValidBet: number;
  readonly minActiveMembers: number;
  /** Dividend contracts only. */
  readonly period: ContractPeriod | null;
}

export interface Contract {
  readonly id: string;
  readonly type: ContractType;
  readonly status: ContractStatus;
  readonly terms: ContractTerms;
  /** Who asked for the termination, while one is pending. */
  readonly terminationRequestedBy: ContractParty | null;
}

/** A contract the viewer gave one of their own downlines, of the same type. */
export interface DownlineContract {
  readonly id: string;
  readonly account: string;
  readonly rateBps: number;
}

export interface ContractInput {
  readonly contractType: ContractType;
  /** The viewer's side of this relationship. */
  readonly viewer: ContractParty;
  readonly contract: Contract | null;
  /** The viewer's contracts with their own downlines, to find conflicts when accepting. */
  readonly downlineContracts?: readonly DownlineContract[];
  /** The highest rate an upline may offer: its own rate. */
  readonly maxRateBps: number;
  readonly downlineId?: string;
}

export const contractActions = [
  'request',
  'accept',
  'reject',
  'requestTermination',
  'acceptTermination',
  'rejectTermination',
  'terminate',
] as const;
export type ContractAction = (typeof contractActions)[number];

/** processDailySalContract, processContractHourSalary, processRealTimeSalaryContract or processDividendReq, by type. */
export interface ProcessContractRequest {
  readonly contractType: ContractType;
  readonly action: ContractAction;
  readonly contractId: string | null;
  readonly downlineId: string | null;
  readonly terms: ContractTerms | null;
  /** Accepting a lower rate ends these downline contracts; the person confirmed it. */
  readonly terminateDownlineContractIds: readonly string[];
}

export interface ContractContext {
  readonly contractType: ContractType;
  readonly viewer: ContractParty;
  readonly contract: Contract | null;
  readonly downlineContracts: readonly DownlineContract[];
  readonly maxRateBps: number;
  readonly downlineId: string | null;
  readonly proposal: ContractTerms | null;
  /** Downline contracts that accepting the offer would terminate, shown before confirming. */
  readonly conflicts: readonly DownlineContract[];
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
}

export type ContractEvent =
  | { type: 'PROPOSE'; terms: ContractTerms }
  | { type: 'ACCEPT' }
  | { type: 'REJECT' }
  | { type: 'REQUEST_TERMINATION' }
  | { type: 'TERMINATE' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** The contract changed elsewhere (the other party answered; a socket event or a refetch). */
  | { type: 'CONTRACT_UPDATED'; contract: Contract | null };

export type ContractEmitted =
  | { type: 'contractChanged'; contract: Contract }
  | { type: 'downlineContractsTerminated'; contracts: readonly DownlineContract[] };

/** Downline contracts paying more than the offered rate: accepting would make them loss-making. */
export function conflictingDownlineContracts(
  offer: ContractTerms,
  downlineContracts: readonly DownlineContract[],
): DownlineContract[] {
  return downlineContracts.filter((downline) => downline.rateBps > offer.rateBps);
}

export function checkContractTerms(
  terms: ContractTerms,
  contractType: ContractType,
  maxRateBps: number,
): FieldErrors {
  const errors: Record<string, ValidationProblem> = {};
  if (!Number.isSafeInteger(terms.rateBps) || terms.rateBps <= 0) errors.rateBps = { code: 'invalid' };
  else if (terms.rateBps > maxRateBps)
    errors.rateBps = { code: 'amountTooLarge', params: { max: maxRateBps } };
  if (!Number.isSafeInteger(terms.minValidBet) || terms.minValidBet < 0)
    errors.minValidBet = { code: 'amountInvalid' };
  if (!Number.isSafeInteger(terms.minActiveMembers) || terms.minActiveMembers < 0)
    errors.minActiveMembers = { code: 'invalid' };
  if (contractType === 'dividend' && terms.period === null) errors.period = { code: 'selectRequired' };
  return errors;
}

function request(
  context: ContractContext,
  action: ContractAction,
  extra: Partial<ProcessContractRequest> = {},
): ProcessContractRequest {
  return {
    contractType: context.contractType,
    action,
    contractId: context.contract?.id ?? null,
    downlineId: context.downlineId,
    terms: null,
    terminateDownlineContractIds: [],
    ...extra,
  };
}

export const contractMachine = setup({
  types: {
    input: {} as ContractInput,
    context: {} as ContractContext,
    events: {} as ContractEvent,
    emitted: {} as ContractEmitted,
  },
  actors: {
    processContract: notProvided<Contract, ProcessContractRequest>('processContract'),
  },
  guards: {
    noContract: ({ context }) => context.contract === null,
    isPending: ({ context }) => context.contract?.status === 'pending',
    offeredToViewer: ({ context }) => context.contract?.status === 'pending' && context.viewer === 'downline',
    isActive: ({ context }) => context.contract?.status === 'active',
    terminationByViewer: ({ context }) =>
      context.contract?.status === 'terminationRequested' &&
      context.contract.terminationRequestedBy === context.viewer,
    terminationByOther: ({ context }) => context.contract?.status === 'terminationRequested',
    isUpline: ({ context }) => context.viewer === 'upline',
    termsInvalid: ({ context, event }) =>
      event.type === 'PROPOSE' &&
      Object.keys(checkContractTerms(event.terms, context.contractType, context.maxRateBps)).length > 0,
    hasConflicts: ({ context }) =>
      context.contract !== null &&
      conflictingDownlineContracts(context.contract.terms, context.downlineContracts).length > 0,
  },
  actions: {
    keepFailure: assign({ failure: (_, params: { error: unknown }) => toFailure(params.error) }),
    keepContract: enqueueActions(({ enqueue }, contract: Contract) => {
      enqueue.assign({ contract, failure: null, fieldErrors: {}, proposal: null });
      enqueue.emit({ type: 'contractChanged', contract });
    }),
  },
}).createMachine({
  id: 'contract',
  context: ({ input }) => ({
    contractType: input.contractType,
    viewer: input.viewer,
    contract: input.contract,
    downlineContracts: input.downlineContracts ?? [],
    maxRateBps: input.maxRateBps,
    downlineId: input.downlineId ?? null,
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
          actions: assign({ contract: ({ event }) => event.contract, conflicts: [], failure: null }),
        },
      },
      states: {
        none: {
          on: {
            PROPOSE: [
              {
                guard: 'termsInvalid',
                actions: assign({
                  fieldErrors: ({ context, event }) =>
                    checkContractTerms(event.terms, context.contractType, context.maxRateBps),
                }),
              },
              {
                guard: 'isUpline',
                target: '#contract.proposing',
                actions: assign({ proposal: ({ event }) => event.terms, fieldErrors: {}, failure: null }),
              },
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
                      ? conflictingDownlineContracts(context.contract.terms, context.downlineContracts)
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
            CANCEL: { target: 'offered', actions: assign({ conflicts: [] }) },
          },
        },
        active: {
          on: {
            REQUEST_TERMINATION: '#contract.requestingTermination',
            TERMINATE: { guard: 'isUpline', target: '#contract.terminating' },
          },
        },
        awaitingTermination: {},
        terminationOffered: {
          on: {
            ACCEPT: '#contract.acceptingTermination',
            REJECT: '#contract.rejectingTermination',
          },
        },
        ended: {
          on: {
            PROPOSE: [
              {
                guard: 'termsInvalid',
                actions: assign({
                  fieldErrors: ({ context, event }) =>
                    checkContractTerms(event.terms, context.contractType, context.maxRateBps),
                }),
              },
              {
                guard: 'isUpline',
                target: '#contract.proposing',
                actions: assign({ proposal: ({ event }) => event.terms, fieldErrors: {}, failure: null }),
              },
            ],
          },
        },
      },
    },
    proposing: {
      invoke: {
        id: 'proposeContract',
        src: 'processContract',
        input: ({ context }) => request(context, 'request', { contractId: null, terms: context.proposal }),
        onDone: { target: 'routing', actions: { type: 'keepContract', params: ({ event }) => event.output } },
        onError: {
          target: 'routing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    accepting: {
      invoke: {
        id: 'acceptContract',
        src: 'processContract',
        input: ({ context }) =>
          request(context, 'accept', {
            terminateDownlineContractIds: context.conflicts.map((conflict) => conflict.id),
          }),
        onDone: {
          target: 'routing',
          actions: [
            { type: 'keepContract', params: ({ event }) => event.output },
            enqueueActions(({ context, enqueue }) => {
              if (context.conflicts.length === 0) return;
              enqueue.emit({ type: 'downlineContractsTerminated', contracts: context.conflicts });
              const ended = new Set(context.conflicts.map((conflict) => conflict.id));
              enqueue.assign({
                downlineContracts: context.downlineContracts.filter((downline) => !ended.has(downline.id)),
                conflicts: [],
              });
            }),
          ],
        },
        onError: {
          target: 'routing',
          actions: [
            { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            assign({ conflicts: [] }),
          ],
        },
      },
    },
    rejecting: {
      invoke: {
        id: 'rejectContract',
        src: 'processContract',
        input: ({ context }) => request(context, 'reject'),
        onDone: { target: 'routing', actions: { type: 'keepContract', params: ({ event }) => event.output } },
        onError: {
          target: 'routing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    requestingTermination: {
      invoke: {
        id: 'requestTermination',
        src: 'processContract',
        input: ({ context }) => request(context, 'requestTermination'),
        onDone: { target: 'routing', actions: { type: 'keepContract', params: ({ event }) => event.output } },
        onError: {
          target: 'routing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    terminating: {
      invoke: {
        id: 'terminateContract',
        src: 'processContract',
        input: ({ context }) => request(context, 'terminate'),
        onDone: { target: 'routing', actions: { type: 'keepContract', params: ({ event }) => event.output } },
        onError: {
          target: 'routing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    acceptingTermination: {
      invoke: {
        id: 'acceptTermination',
        src: 'processContract',
        input: ({ context }) => request(context, 'acceptTermination'),
        onDone: { target: 'routing', actions: { type: 'keepContract', params: ({ event }) => event.output } },
        onError: {
          target: 'routing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    rejectingTermination: {
      invoke: {
        id: 'rejectTermination',
        src: 'processContract',
        input: ({ context }) => request(context, 'rejectTermination'),
        onDone: { target: 'routing', actions: { type: 'keepContract', params: ({ event }) => event.output } },
        onError: {
          target: 'routing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

const sampleTerms: ContractTerms = {
  rateBps: 120,
  minValidBet: 1_000_000,
  minActiveMembers: 5,
  period: null,
};
const sampleContract = (
  status: ContractStatus,
  terminationRequestedBy: ContractParty | null = null,
): Contract => ({
  id: 'c-1',
  type: 'dailySalary',
  status,
  terms: sampleTerms,
  terminationRequestedBy,
});

export const contractDescribe = defineDescribe(contractMachine, {
  id: 'contract',
  summary:
    'One agent contract (daily, hourly, real-time salary or dividend) seen by the upline or the downline: request, accept, reject, terminate.',
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
        fieldErrors: { rateBps: { code: 'amountTooLarge', params: { max: 150 } } },
      },
    },
    awaitingResponse: {
      value: { settled: 'awaitingResponse' },
      summary: 'Offer sent, waiting for the downline.',
      context: { viewer: 'upline', contract: sampleContract('pending') },
    },
    offered: {
      value: { settled: 'offered' },
      summary: 'Contract popup: accept or reject the offer.',
      context: { viewer: 'downline', contract: sampleContract('pending') },
    },
    confirmingDownlineTermination: {
      value: { settled: 'confirmingDownlineTermination' },
      summary:
        'The offer pays less than contracts given to downlines: they are listed and will be terminated on confirm.',
      context: {
        viewer: 'downline',
        contract: sampleContract('pending'),
        conflicts: [
          { id: 'd-1', account: 'sub01', rateBps: 150 },
          { id: 'd-2', account: 'sub02', rateBps: 130 },
        ],
      },
    },
    active: {
      value: { settled: 'active' },
      summary: 'Active contract with its terms and termination actions.',
      context: { viewer: 'upline', contract: sampleContract('active') },
    },
    awaitingTermination: {
      value: { settled: 'awaitingTermination' },
      summary: 'Termination requested, waiting for the other party.',
      context: { viewer: 'downline', contract: sampleContract('terminationRequested', 'downline') },
    },
    terminationOffered: {
      value: { settled: 'terminationOffered' },
      summary: 'The other party asks to terminate: accept or reject.',
      context: { viewer: 'upline', contract: sampleContract('terminationRequested', 'downline') },
    },
    ended: {
      value: { settled: 'ended' },
      summary: 'Terminated or rejected.',
      context: { viewer: 'upline', contract: sampleContract('terminated') },
    },
    failed: {
      value: { settled: 'offered' },
      summary: 'The server refused the action: error above the actions.',
      context: {
        viewer: 'downline',
        contract: sampleContract('pending'),
        failure: sampleFailure('OPERATION_NOT_ALLOWED'),
      },
    },
    accepting: {
      value: 'accepting',
      summary: 'Accept busy.',
      context: { viewer: 'downline', contract: sampleContract('pending') },
    },
  },
});
