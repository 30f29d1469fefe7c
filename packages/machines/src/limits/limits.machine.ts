import type { PlayerLimits, SetLimitRequest, SetLimitResult } from '@portal/api-contract';
import {
  limitFormSchema,
  validate,
  type FieldErrors,
  type LimitFormValues,
} from '@portal/api-contract/validation';
import { assign, emit, setup } from 'xstate';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';
import { formSubmission } from '../shared/submission';

export interface LimitsInput {
  /** The member's limits as limits.get answered them. */
  readonly limits: PlayerLimits;
  /** Decimals of the merchant's currency, for reading a typed amount (2 for PHP). */
  readonly fractionDigits: number;
}

export interface LimitsContext {
  readonly limits: PlayerLimits;
  readonly fractionDigits: number;
  /** The change being confirmed or saved, kept after a failure so "try again" sends it again. */
  readonly request: SetLimitRequest | null;
  /** The server's answer to the last change: in force now, or after the cooling-off. */
  readonly result: SetLimitResult | null;
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
}

export type LimitsEvent =
  | { type: 'SUBMIT'; values: LimitFormValues }
  /** Agrees to a raise or removal that only applies after the cooling-off. */
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  /** Back to the form after a saved or failed change. */
  | { type: 'EDIT' };

export type LimitsEmitted = { type: 'saved'; result: SetLimitResult };

/** The value in force for the request's limit (null: none). */
export function currentLimitOf(
  limits: PlayerLimits,
  request: Pick<SetLimitRequest, 'kind'> & { window?: string },
) {
  if (request.kind === 'SESSION') return limits.session.minutes;
  return (
    limits.amounts.find((limit) => limit.kind === request.kind && limit.window === request.window)?.value ??
    null
  );
}

/** The change waiting out its cooling-off for the request's limit, if any. */
export function pendingLimitOf(
  limits: PlayerLimits,
  request: Pick<SetLimitRequest, 'kind'> & { window?: string },
) {
  if (request.kind === 'SESSION') return limits.session.pending;
  return (
    limits.amounts.find((limit) => limit.kind === request.kind && limit.window === request.window)?.pending ??
    null
  );
}

/** A raise or a removal: the server applies it only after the cooling-off, so it is confirmed first. */
export function waitsCoolingOff(limits: PlayerLimits, request: SetLimitRequest): boolean {
  const current = currentLimitOf(limits, request);
  if (current === null) return false;
  return request.value === null || request.value > current;
}

const submission = formSubmission<LimitsContext, LimitsEvent>()({
  check: (context, values) =>
    validate(
      limitFormSchema({
        fractionDigits: context.fractionDigits,
        isSet: (kind, window) => currentLimitOf(context.limits, { kind, window }) !== null,
      }),
      values,
    ),
  take: (_context, request) => ({ request, result: null }),
});

/**
 * The limits form: a lower limit (or a first one) is saved at once; a raise or a removal is
 * confirmed first, because it only applies after a 24-hour cooling-off. A second submit while
 * saving is ignored; a failed save can be sent again as it was.
 */
export const limitsMachine = setup({
  types: {
    input: {} as LimitsInput,
    context: {} as LimitsContext,
    events: {} as LimitsEvent,
    emitted: {} as LimitsEmitted,
  },
  actors: {
    setLimit: notProvided<SetLimitResult, SetLimitRequest>('setLimit'),
  },
  guards: {
    ...submission.guards,
    raisesLimit: ({ context }) =>
      context.request !== null && waitsCoolingOff(context.limits, context.request),
  },
  actions: {
    ...submission.actions,
    // The request stays: the saved answer names the limit it changed.
    keepResult: assign((_, params: { result: SetLimitResult }) => ({
      result: params.result,
      limits: params.result.limits,
    })),
    announceResult: emit(({ context }) => ({
      type: 'saved' as const,
      result: context.result as SetLimitResult,
    })),
    keepFailure: assign((_, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      return { failure, fieldErrors: failure.fieldErrors };
    }),
    forgetRequest: assign({ request: null, failure: null, result: null }),
  },
}).createMachine({
  id: 'limits',
  context: ({ input }) => ({
    limits: input.limits,
    fractionDigits: input.fractionDigits,
    request: null,
    result: null,
    fieldErrors: {},
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'submissionInvalid', actions: 'rejectSubmission' },
          { target: 'checking', actions: 'takeSubmission' },
        ],
      },
    },
    // Decides on the taken request: a raise or removal is confirmed, anything else saved at once.
    checking: {
      always: [{ guard: 'raisesLimit', target: 'confirming' }, { target: 'saving' }],
    },
    confirming: {
      on: {
        CONFIRM: 'saving',
        CANCEL: { target: 'editing', actions: 'forgetRequest' },
      },
    },
    saving: {
      invoke: {
        id: 'setLimit',
        src: 'setLimit',
        input: ({ context }) => context.request as SetLimitRequest,
        onDone: {
          target: 'saved',
          actions: [
            { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
            'announceResult',
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: {
      on: { EDIT: { target: 'editing', actions: 'forgetRequest' } },
    },
    failed: {
      on: {
        RETRY: { target: 'saving', actions: assign({ failure: null, fieldErrors: {} }) },
        EDIT: { target: 'editing', actions: assign({ request: null, failure: null }) },
      },
    },
  },
});

const sampleDepositLimit: PlayerLimits['amounts'][number] = {
  kind: 'DEPOSIT',
  window: 'DAY',
  value: 500_000,
  used: 200_000,
  remaining: 300_000,
  pending: null,
};
const sampleLimits: PlayerLimits = {
  enabled: true,
  hasDeposited: true,
  amounts: [sampleDepositLimit],
  session: { minutes: null, pending: null, sessionEndsAt: null },
};
const raise: SetLimitRequest = { kind: 'DEPOSIT', window: 'DAY', value: 900_000 };

export const limitsDescribe = defineDescribe(limitsMachine, {
  id: 'limits',
  summary:
    'Deposit & play limits: a lower limit is saved at once; a raise or removal is confirmed, then applies after 24 hours.',
  uiStates: {
    editing: { value: 'editing', summary: 'The limit to change (kind, window) and its new value.' },
    fieldErrors: {
      value: 'editing',
      summary: 'Inline errors under the inputs: no value for a limit not set, an amount that is not one.',
      context: { fieldErrors: { value: { code: 'amountInvalid' } } },
    },
    confirming: {
      value: 'confirming',
      summary: 'A raise or removal: the player confirms that it applies only after 24 hours.',
      context: { request: raise },
    },
    saving: { value: 'saving', summary: 'Save button busy.', context: { request: raise } },
    saved: {
      value: 'saved',
      summary: 'Saved: in force now, or from the time the cooling-off ends.',
      context: {
        request: raise,
        result: {
          applied: 'PENDING',
          limits: {
            ...sampleLimits,
            amounts: [
              {
                ...sampleDepositLimit,
                pending: { value: 900_000, effectiveAt: '2026-12-01T06:30:00.000Z' },
              },
            ],
          },
        },
      },
    },
    failed: {
      value: 'failed',
      summary: 'The server refused or did not answer: try again or change the value.',
      context: { request: raise, failure: sampleFailure('NETWORK_ERROR') },
    },
  },
});

export const sampleLimitsInput: LimitsInput = { limits: sampleLimits, fractionDigits: 2 };
