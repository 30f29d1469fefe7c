import type { FieldErrors, ValidationResult } from '@portal/api-contract/validation';
import {
  assign,
  emit,
  setup,
  type AnyActorRef,
  type AnyEventObject,
  type Cast,
  type EventObject,
  type MetaObject,
  type NonReducibleUnknown,
  type ParameterizedObject,
  type PromiseActorLogic,
  type StateMachine,
  type StateSchema,
  type ToChildren,
} from 'xstate';
import { notProvided } from './defaults';
import type { UiState } from './describe';
import { sampleFailure, type Failure } from './failure';
import { idempotencyKeyOf, moneyMoveSteps, type MoneyMoveContext } from './moneyMove';
import { formSubmission } from './submission';

/** What every money-moving form keeps, whatever it moves: its submissions, the move, the problems. */
export interface MoneyMoveState extends MoneyMoveContext {
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
}

/** The types one money-moving form is made of, given as `types: {} as {...}` like xstate's `setup`. */
export interface MoneyMoveTypes {
  readonly input: { readonly formId: string };
  readonly context: MoneyMoveState;
  readonly events: EventObject;
  readonly emitted: EventObject;
  /** What the actor is invoked with: the move and its Idempotency-Key, and whatever else the call needs. */
  readonly request: unknown;
  /** What the actor resolves with when the server took the move. */
  readonly result: unknown;
}

/** What a valid form gives, kept in `context.move` while it is sent or kept for a retry. */
type MoveOf<TTypes extends MoneyMoveTypes> = NonNullable<TTypes['context']['move']>;

type SubmitValues<TEvent extends EventObject> =
  Extract<TEvent, { type: 'SUBMIT' }> extends { readonly values: infer TValues } ? TValues : never;

/** The context a form adds to the shared part (what it moves with, and where its result goes). */
export type OwnContext<TTypes extends MoneyMoveTypes> = Omit<TTypes['context'], keyof MoneyMoveState>;

export interface MoneyMoveSpec<
  TTypes extends MoneyMoveTypes,
  TActor extends string,
  TSending extends string,
  TDone extends string,
  TConfirming extends string,
  TAgain extends TTypes['events']['type'],
  TRefresh extends TTypes['events']['type'],
> {
  readonly types: TTypes;
  readonly id: string;
  /**
   * The actor that sends the move (also its invoke id): `sending` is the state it runs in, `done`
   * the state showing what the server did.
   */
  readonly actor: TActor;
  readonly states: {
    readonly sending: TSending;
    readonly done: TDone;
    /**
     * A summary to read before the move is sent: a valid SUBMIT goes there, CONFIRM sends it
     * (a new submission, the next key) and EDIT goes back to the form. Without it, SUBMIT sends.
     */
    readonly confirming?: TConfirming;
  };
  /** The form's own context from the input (formId, the submission count and the rest start empty). */
  readonly context: (input: TTypes['input']) => NoInfer<OwnContext<TTypes>>;
  /** The form rules for this context: the move to send, or the problems to show under the inputs. */
  readonly check: (
    context: TTypes['context'],
    values: SubmitValues<TTypes['events']>,
  ) => ValidationResult<NoInfer<MoveOf<TTypes>>>;
  /** The actor's input for the move being sent, under the key of its submission. */
  readonly request: (
    move: MoveOf<TTypes>,
    idempotencyKey: string,
    context: TTypes['context'],
  ) => NoInfer<TTypes['request']>;
  /** What the server's answer changes in context (the move itself is dropped by the factory). */
  readonly keep: (
    context: TTypes['context'],
    result: TTypes['result'],
  ) => NoInfer<Partial<OwnContext<TTypes>>>;
  /** The event told to whoever hosts the form once the move went through (`context` is after `keep`). */
  readonly announce: (result: TTypes['result'], context: TTypes['context']) => NoInfer<TTypes['emitted']>;
  /** The event that leaves the done state for a new move, and what it forgets of the last one. */
  readonly again: { readonly event: TAgain; readonly forget: NoInfer<Partial<OwnContext<TTypes>>> };
  /** An event, taken in any state, that brings a newer figure the next check holds the form to. */
  readonly refresh?: {
    readonly event: TRefresh;
    readonly take: (
      event: Extract<TTypes['events'], { type: TRefresh }>,
    ) => NoInfer<Partial<OwnContext<TTypes>>>;
  };
}

type MoneyMoveActor<TTypes extends MoneyMoveTypes, TActor extends string> = {
  src: TActor;
  logic: PromiseActorLogic<TTypes['result'], TTypes['request']>;
  id: string | undefined;
};

/** The machine `moneyMoveMachine` makes, typed as `setup(...).createMachine(...)` would type it. */
export type MoneyMoveMachine<
  TTypes extends MoneyMoveTypes,
  TActor extends string,
  TStateValue extends string,
> = StateMachine<
  TTypes['context'],
  TTypes['events'],
  Cast<ToChildren<MoneyMoveActor<TTypes, TActor>>, Record<string, AnyActorRef | undefined>>,
  MoneyMoveActor<TTypes, TActor>,
  ParameterizedObject,
  ParameterizedObject,
  never,
  TStateValue,
  string,
  TTypes['input'],
  NonReducibleUnknown,
  TTypes['emitted'],
  MetaObject,
  StateSchema
>;

/** What the factory's own setup works with; each form's spec is typed by its own types. */
interface AnyMove extends MoneyMoveTypes {
  readonly context: MoneyMoveState & Record<string, unknown>;
  readonly events: AnyEventObject;
}

/**
 * One money-moving form as a machine: `editing` the form (SUBMIT is checked by `check`), then the
 * move sent by the `actor` in the `sending` state, then the `done` state with what the server did.
 * Each submission goes under its own Idempotency-Key `<formId>-<n>`; a submit or a retry while a
 * move is on its way is ignored; an answer that was lost keeps the move, and RETRY sends it again
 * under the same key; a refusal drops it (the next submission is a new one). What differs between
 * forms (their names, rules, call and result) is the spec.
 */
export function moneyMoveMachine<
  TTypes extends MoneyMoveTypes,
  const TActor extends string,
  const TSending extends string,
  const TDone extends string,
  const TAgain extends TTypes['events']['type'],
  const TConfirming extends string = never,
  const TRefresh extends TTypes['events']['type'] = never,
>(
  spec: MoneyMoveSpec<TTypes, TActor, TSending, TDone, TConfirming, TAgain, TRefresh>,
): MoneyMoveMachine<TTypes, TActor, 'editing' | TSending | TDone | TConfirming> {
  const form = spec as unknown as MoneyMoveSpec<AnyMove, string, string, string, string, string, string>;
  const { sending, done, confirming } = form.states;
  const moneyMove = moneyMoveSteps<AnyMove['context'], AnyEventObject>();
  const submission = formSubmission<AnyMove['context'], AnyEventObject>()({
    check: form.check,
    take: (_, move) => ({ move }),
  });
  const afterValidSubmit = confirming
    ? { target: confirming, actions: 'takeSubmission' as const }
    : { target: sending, actions: ['takeSubmission' as const, 'countSubmission' as const] };

  const machine = setup({
    types: {
      input: {} as AnyMove['input'],
      context: {} as AnyMove['context'],
      events: {} as AnyEventObject,
    },
    actors: {
      [form.actor]: notProvided<unknown, unknown>(form.actor),
    },
    guards: {
      ...submission.guards,
      ...moneyMove.guards,
    },
    actions: {
      ...submission.actions,
      ...moneyMove.actions,
      // A new submission: the next key.
      countSubmission: assign({ submissions: ({ context }) => context.submissions + 1 }),
      clearFailure: assign({ failure: null }),
      // Nothing was sent: the form still shows what was typed.
      dropMove: assign({ move: null }),
      keepResult: assign(({ context }, params: { result: unknown }): Partial<AnyMove['context']> => ({
        ...form.keep(context, params.result),
        move: null,
      })),
      announceResult: emit(({ context, event }) => form.announce(event.output, context)),
      forgetResult: assign((): Partial<AnyMove['context']> => form.again.forget),
      takeRefresh: assign(({ event }): Partial<AnyMove['context']> => form.refresh?.take(event) ?? {}),
    },
  }).createMachine({
    id: form.id,
    context: ({ input }) => ({
      ...form.context(input),
      formId: input.formId,
      submissions: 0,
      move: null,
      fieldErrors: {},
      failure: null,
    }),
    on: form.refresh ? { [form.refresh.event]: { actions: 'takeRefresh' } } : {},
    initial: 'editing',
    states: {
      editing: {
        on: {
          SUBMIT: [{ guard: 'submissionInvalid', actions: 'rejectSubmission' }, afterValidSubmit],
          RETRY: { guard: 'retryable', target: sending, actions: 'clearFailure' },
        },
      },
      ...(confirming
        ? {
            [confirming]: {
              on: {
                CONFIRM: { target: sending, actions: 'countSubmission' },
                EDIT: { target: 'editing', actions: 'dropMove' },
              },
            },
          }
        : {}),
      [sending]: {
        invoke: {
          id: form.actor,
          src: form.actor,
          input: ({ context }) =>
            form.request(context.move as MoveOf<AnyMove>, idempotencyKeyOf(context), context),
          onDone: {
            target: done,
            actions: [
              { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
              'announceResult',
            ],
          },
          onError: {
            target: 'editing',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      [done]: {
        on: { [form.again.event]: { target: 'editing', actions: 'forgetResult' } },
      },
    },
  });
  return machine as unknown as MoneyMoveMachine<TTypes, TActor, 'editing' | TSending | TDone | TConfirming>;
}

const wrongPasswordErrors = { withdrawPassword: { code: 'withdrawPasswordRequired' } } as const;
const passwordNotSetErrors = { withdrawPassword: { code: 'withdrawPasswordNotSet' } } as const;

/** The withdraw password's refusals, which every money move shows alike: UI states for its describe. */
export const withdrawPasswordRefusals = {
  wrongPassword: {
    value: 'editing',
    summary: 'A wrong withdraw password: said under its field, and counted towards the lock.',
    context: {
      failure: sampleFailure('INVALID_CREDENTIALS', { fieldErrors: wrongPasswordErrors }),
      fieldErrors: wrongPasswordErrors,
    },
  },
  locked: {
    value: 'editing',
    summary: 'Too many wrong withdraw passwords: locked for five minutes.',
    context: { failure: sampleFailure('TOO_MANY_REQUESTS', { retryAfterSeconds: 300 }) },
  },
  noWithdrawPassword: {
    value: 'editing',
    summary: 'No withdraw password set yet: the security centre sets one.',
    context: {
      failure: sampleFailure('OPERATION_NOT_ALLOWED', { fieldErrors: passwordNotSetErrors }),
      fieldErrors: passwordNotSetErrors,
    },
  },
} satisfies Record<string, UiState<MoneyMoveState>>;
