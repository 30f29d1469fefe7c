import { toFieldErrors, type FieldErrors, type ValidationResult } from '@portal/api-contract/validation';
import { assign, type EventObject } from 'xstate';
import type { Failure } from './failure';

/** What a machine with a checked form keeps: the problems shown under the inputs, and the last failure. */
export interface SubmissionContext {
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
}

type SubmitValues<TEvent extends EventObject> =
  Extract<TEvent, { type: 'SUBMIT' }> extends { readonly values: infer TValues } ? TValues : never;

interface SubmissionOptions<TContext, TValues, TData> {
  /** The form rules for this context (mode, captcha shown, server field settings…). */
  readonly check: (context: TContext, values: TValues) => ValidationResult<TData>;
  /** What a valid submission puts in context for the attempt that follows. */
  readonly take: (context: TContext, data: TData, values: TValues) => Partial<TContext>;
}

/**
 * The form check of a SUBMIT, as one guard and two actions for the machine's `setup()`:
 *
 * ```ts
 * SUBMIT: [
 *   { guard: 'submissionInvalid', actions: 'rejectSubmission' },
 *   { target: 'sending', actions: 'takeSubmission' },
 * ]
 * ```
 *
 * `check` runs once per SUBMIT: the guard's result is kept for the actions of the same event.
 * `rejectSubmission` shows the problems under the inputs; `takeSubmission` stores what `take`
 * returns and clears the field errors and the last failure.
 */
export function formSubmission<TContext extends SubmissionContext, TEvent extends EventObject>() {
  return <TData>({ check, take }: SubmissionOptions<TContext, SubmitValues<TEvent>, TData>) => {
    const valuesOf = (event: TEvent) => (event as TEvent & { values: SubmitValues<TEvent> }).values;
    const results = new WeakMap<object, { context: TContext; result: ValidationResult<TData> }>();
    const resultOf = (context: TContext, event: TEvent): ValidationResult<TData> | null => {
      if (event.type !== 'SUBMIT') return null;
      const cached = results.get(event);
      if (cached?.context === context) return cached.result;
      const result = check(context, valuesOf(event));
      results.set(event, { context, result });
      return result;
    };
    /** What a valid SUBMIT stores: `take`'s values, no field errors, no failure (nothing otherwise). */
    const taken = (context: TContext, event: TEvent): Partial<TContext> => {
      const result = resultOf(context, event);
      if (!result?.success) return {};
      return {
        ...take(context, result.data, valuesOf(event)),
        fieldErrors: {},
        failure: null,
      } as Partial<TContext>;
    };
    return {
      guards: {
        submissionInvalid: ({ context, event }: { context: TContext; event: TEvent }) =>
          resultOf(context, event)?.success === false,
      },
      actions: {
        rejectSubmission: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
          const result = resultOf(context, event);
          const fieldErrors = result?.success === false ? toFieldErrors(result.issues) : {};
          return { fieldErrors, failure: null } as Partial<TContext>;
        }),
        takeSubmission: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) =>
          taken(context, event),
        ),
      },
      /**
       * The context `takeSubmission` leaves after a valid SUBMIT (the context as is for any other
       * event): guards of the same transition run before its actions, and this lets them pick the
       * next state from the values being submitted.
       */
      submitted: (context: TContext, event: TEvent): TContext => ({ ...context, ...taken(context, event) }),
    };
  };
}
