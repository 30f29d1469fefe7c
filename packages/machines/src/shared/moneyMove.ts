import type { FieldErrors } from '@portal/api-contract/validation';
import { assign, type EventObject } from 'xstate';
import { toFailure, type Failure } from './failure';

/**
 * What a money-moving form keeps to be safe to double-click and to retry: the n-th submission of
 * a form is sent with the Idempotency-Key `<formId>-<n>`, and the move whose answer was lost is
 * kept so it can be sent again under the same key.
 */
export interface MoneyMoveContext {
  /** Names this form's submissions; unique per opened form. */
  readonly formId: string;
  /** How many submissions this form has sent: the last one's key ends with it. */
  readonly submissions: number;
  /** The move being sent, or the one whose answer was lost (kept for a retry). */
  readonly move: unknown;
  readonly failure: Failure | null;
}

/** Failures after which the move may or may not have happened: only a retry with the same key is safe. */
const OUTCOME_UNKNOWN: ReadonlySet<Failure['code']> = new Set([
  'NETWORK_ERROR',
  'NETWORK_TIMEOUT',
  'RESPONSE_INVALID',
]);

export function outcomeUnknown(failure: Failure): boolean {
  return OUTCOME_UNKNOWN.has(failure.code);
}

/** The last move's answer was lost: it may have happened, and only "send again" (same key) is safe. */
export function answerLost(context: Pick<MoneyMoveContext, 'failure' | 'move'>): boolean {
  return context.move !== null && context.failure !== null && outcomeUnknown(context.failure);
}

export function idempotencyKeyOf(context: Pick<MoneyMoveContext, 'formId' | 'submissions'>): string {
  return `${context.formId}-${context.submissions}`;
}

/**
 * What a failed move leaves: the failure and the field problems it names; the move itself only
 * when its answer was lost (a refusal is final, so the next submission is a new one).
 */
export function afterFailedMove<TMove>(
  context: { readonly fieldErrors: FieldErrors; readonly move: TMove | null },
  error: unknown,
): { failure: Failure; fieldErrors: FieldErrors; move: TMove | null } {
  const failure = toFailure(error);
  return {
    failure,
    fieldErrors: { ...context.fieldErrors, ...failure.fieldErrors },
    move: outcomeUnknown(failure) ? context.move : null,
  };
}

/**
 * A money move's guard and action for the machine's `setup()`, beside formSubmission's:
 *
 * ```ts
 * RETRY: { guard: 'retryable', target: 'sending', actions: assign({ failure: null }) },
 * onError: { target: 'editing', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
 * ```
 *
 * `retryable` holds while the last move's answer is lost; `keepFailure` keeps what afterFailedMove gives.
 */
export function moneyMoveSteps<
  TContext extends MoneyMoveContext & { readonly fieldErrors: FieldErrors },
  TEvent extends EventObject,
>() {
  return {
    guards: {
      retryable: ({ context }: { context: TContext }) => answerLost(context),
    },
    actions: {
      keepFailure: assign<TContext, TEvent, { error: unknown }, TEvent, never>(
        ({ context }, params) => afterFailedMove(context, params.error) as Partial<TContext>,
      ),
    },
  };
}
