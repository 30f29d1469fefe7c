import type { DepositChannel, DepositOrder, ResponseOf, funds } from '@portal/api-contract';
import {
  depositFormSchema,
  validate,
  type DepositBody,
  type DepositFormValues,
  type FieldErrors,
} from '@portal/api-contract/validation';
import { assign, emit, setup } from 'xstate';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, type Failure } from '../shared/failure';
import { idempotencyKeyOf, moneyMoveSteps, type MoneyMoveContext } from '../shared/moneyMove';
import { formSubmission } from '../shared/submission';

export interface DepositInput {
  /** The white label's channels (funds.depositChannels): each has its own limits. */
  readonly channels: readonly DepositChannel[];
  /** Decimals of the merchant's currency, for reading a typed amount (2 for PHP). */
  readonly fractionDigits: number;
  /** Names this form's submissions (Idempotency-Key `<formId>-<n>`). Unique per opened form. */
  readonly formId: string;
}

/** POST /wps/deposit with the key its submission was given. */
export interface DepositRequest {
  readonly body: DepositBody;
  readonly idempotencyKey: string;
}
export type DepositResult = ResponseOf<typeof funds.deposit>;

/** An order the server wrote, with the channel it is paid through. */
export interface PlacedDeposit {
  readonly channelId: string;
  readonly order: DepositOrder;
}

export interface DepositContext extends MoneyMoveContext {
  readonly channels: readonly DepositChannel[];
  readonly fractionDigits: number;
  /** The order being asked for, or the one whose answer was lost (kept for a retry). */
  readonly move: DepositBody | null;
  /** The order the server wrote: the player pays it (or it is being paid) and it is credited later. */
  readonly placed: PlacedDeposit | null;
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
}

export type DepositEvent =
  | { type: 'SUBMIT'; values: DepositFormValues }
  /** Asks for the order whose answer was lost again, with the same key. */
  | { type: 'RETRY' }
  | { type: 'NEW_DEPOSIT' };

export type DepositEmitted = { type: 'ordered'; placed: PlacedDeposit };

const moneyMove = moneyMoveSteps<DepositContext, DepositEvent>();

const submission = formSubmission<DepositContext, DepositEvent>()({
  check: (context, values) =>
    validate(
      depositFormSchema({ channels: context.channels, fractionDigits: context.fractionDigits }),
      values,
    ),
  take: (context, body) => ({ move: body, submissions: context.submissions + 1 }),
});

/**
 * The deposit page's form: a channel and an amount within its limits become a deposit order.
 * No money moves here (the order is credited when the payment arrives); the order is still
 * asked for once per submission, and a lost answer is asked again under the same key.
 */
export const depositMachine = setup({
  types: {
    input: {} as DepositInput,
    context: {} as DepositContext,
    events: {} as DepositEvent,
    emitted: {} as DepositEmitted,
  },
  actors: {
    deposit: notProvided<DepositResult, DepositRequest>('deposit'),
  },
  guards: {
    ...submission.guards,
    ...moneyMove.guards,
  },
  actions: {
    ...submission.actions,
    ...moneyMove.actions,
    keepOrder: assign(({ context }, params: { order: DepositOrder }) => ({
      placed: { channelId: (context.move as DepositBody).channelId, order: params.order },
      move: null,
    })),
    announceOrder: emit(({ context }) => ({
      type: 'ordered' as const,
      placed: context.placed as PlacedDeposit,
    })),
  },
}).createMachine({
  id: 'deposit',
  context: ({ input }) => ({
    channels: input.channels,
    fractionDigits: input.fractionDigits,
    formId: input.formId,
    submissions: 0,
    move: null,
    placed: null,
    fieldErrors: {},
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'submissionInvalid', actions: 'rejectSubmission' },
          { target: 'ordering', actions: 'takeSubmission' },
        ],
        RETRY: { guard: 'retryable', target: 'ordering', actions: assign({ failure: null }) },
      },
    },
    ordering: {
      invoke: {
        id: 'deposit',
        src: 'deposit',
        input: ({ context }) => ({
          body: context.move as DepositBody,
          idempotencyKey: idempotencyKeyOf(context),
        }),
        onDone: {
          target: 'ordered',
          actions: [{ type: 'keepOrder', params: ({ event }) => ({ order: event.output }) }, 'announceOrder'],
        },
        onError: {
          target: 'editing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ordered: {
      on: { NEW_DEPOSIT: { target: 'editing', actions: assign({ placed: null }) } },
    },
  },
});

const sampleBody: DepositBody = { channelId: 'CH-BANK', amount: 50_000 };
const sampleOrder: DepositOrder = {
  orderId: 'D-20261129-0001',
  amount: 50_000,
  status: 'PENDING',
  paymentUrl: null,
  createdAt: '2026-11-29T06:30:00.000Z',
};

export const depositDescribe = defineDescribe(depositMachine, {
  id: 'deposit',
  summary:
    'Deposit page: a channel and an amount within its limits become a deposit order; a lost answer is asked again with the same key.',
  uiStates: {
    editing: {
      value: 'editing',
      summary: 'Channels with their limits and fee, preset amounts and the amount.',
    },
    fieldErrors: {
      value: 'editing',
      summary: "Inline errors under the inputs: no channel, an amount outside the channel's limits.",
      context: {
        fieldErrors: {
          channelId: { code: 'selectRequired' },
          amount: { code: 'amountTooSmall', params: { min: 10_000 } },
        },
      },
    },
    refused: {
      value: 'editing',
      summary: 'The server refused the order (too many open orders): nothing was ordered.',
      context: { failure: sampleFailure('QUOTA_EXCEEDED') },
    },
    answerLost: {
      value: 'editing',
      summary: 'The answer was lost: the same order can be asked for again, safely.',
      context: { failure: sampleFailure('NETWORK_ERROR'), move: sampleBody, submissions: 1 },
    },
    ordering: {
      value: 'ordering',
      summary: 'Submit button busy.',
      context: { move: sampleBody, submissions: 1 },
    },
    ordered: {
      value: 'ordered',
      summary: 'The order: its number, amount and status; credited once the payment arrives.',
      context: { submissions: 1, placed: { channelId: 'CH-BANK', order: sampleOrder } },
    },
    orderedPayOutside: {
      value: 'ordered',
      summary: "The order of a channel paid on the provider's page: a link to pay it there.",
      context: {
        submissions: 1,
        placed: {
          channelId: 'CH-GCASH',
          order: { ...sampleOrder, paymentUrl: 'https://pay.example.com/checkout/D-20261129-0001' },
        },
      },
    },
  },
});
