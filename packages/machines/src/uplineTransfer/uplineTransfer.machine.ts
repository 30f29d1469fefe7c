import type { ResponseOf, funds } from '@portal/api-contract';
import {
  uplineTransferFormSchema,
  validate,
  type FieldErrors,
  type UplineTransferBody,
  type UplineTransferFormValues,
} from '@portal/api-contract/validation';
import { assign, emit, setup } from 'xstate';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, type Failure } from '../shared/failure';
import { idempotencyKeyOf, moneyMoveSteps, type MoneyMoveContext } from '../shared/moneyMove';
import { formSubmission } from '../shared/submission';

export interface UplineTransferInput {
  /** The upline the money goes to (member.info's uplineAccount). */
  readonly upline: string;
  /** What the main wallet holds now (wallet.balance), minor units: the most that can be sent. */
  readonly balance: number;
  /** Decimals of the merchant's currency, for reading a typed amount (2 for PHP). */
  readonly fractionDigits: number;
  /** Names this form's submissions (Idempotency-Key `<formId>-<n>`). Unique per opened form. */
  readonly formId: string;
}

/** POST /wps/member/transfer/upline with the key its submission was given. */
export interface UplineTransferRequest {
  readonly body: UplineTransferBody;
  readonly idempotencyKey: string;
}
export type UplineTransferResult = ResponseOf<typeof funds.transferToUpline>;

export interface UplineTransferContext extends MoneyMoveContext {
  readonly upline: string;
  readonly balance: number;
  readonly fractionDigits: number;
  /** The transfer being sent, or the one whose answer was lost (kept for a retry). */
  readonly move: UplineTransferBody | null;
  /** What the server did: the amount sent and the main wallet's balance after it. */
  readonly transferred: UplineTransferResult | null;
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
}

export type UplineTransferEvent =
  | { type: 'SUBMIT'; values: UplineTransferFormValues }
  /** Sends the transfer whose answer was lost again, with the same key. */
  | { type: 'RETRY' }
  /** The balance was read again (a game, a deposit): later checks use it. */
  | { type: 'BALANCE_CHANGED'; balance: number }
  | { type: 'NEW_TRANSFER' };

export type UplineTransferEmitted = { type: 'transferred'; result: UplineTransferResult };

const moneyMove = moneyMoveSteps<UplineTransferContext, UplineTransferEvent>();

const submission = formSubmission<UplineTransferContext, UplineTransferEvent>()({
  check: (context, values) =>
    validate(
      uplineTransferFormSchema({ balance: context.balance, fractionDigits: context.fractionDigits }),
      values,
    ),
  take: (context, body) => ({ move: body, submissions: context.submissions + 1 }),
});

/**
 * The member centre's transfer to upline (SPEC §6 "downline can transfer to upline"): an amount of
 * at most the main wallet's balance and the withdraw password send money to the member's upline.
 * Each submission goes under its own Idempotency-Key; a lost answer is sent again under the same
 * one, so the money can never move twice. The withdraw password is not kept after a refusal.
 */
export const uplineTransferMachine = setup({
  types: {
    input: {} as UplineTransferInput,
    context: {} as UplineTransferContext,
    events: {} as UplineTransferEvent,
    emitted: {} as UplineTransferEmitted,
  },
  actors: {
    transferToUpline: notProvided<UplineTransferResult, UplineTransferRequest>('transferToUpline'),
  },
  guards: {
    ...submission.guards,
    ...moneyMove.guards,
  },
  actions: {
    ...submission.actions,
    ...moneyMove.actions,
    keepTransfer: assign((_, params: { result: UplineTransferResult }) => ({
      transferred: params.result,
      balance: params.result.balance,
      move: null,
    })),
    announceTransfer: emit(({ context }) => ({
      type: 'transferred' as const,
      result: context.transferred as UplineTransferResult,
    })),
  },
}).createMachine({
  id: 'uplineTransfer',
  context: ({ input }) => ({
    upline: input.upline,
    balance: input.balance,
    fractionDigits: input.fractionDigits,
    formId: input.formId,
    submissions: 0,
    move: null,
    transferred: null,
    fieldErrors: {},
    failure: null,
  }),
  on: {
    BALANCE_CHANGED: { actions: assign({ balance: ({ event }) => event.balance }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'submissionInvalid', actions: 'rejectSubmission' },
          { target: 'transferring', actions: 'takeSubmission' },
        ],
        RETRY: { guard: 'retryable', target: 'transferring', actions: assign({ failure: null }) },
      },
    },
    transferring: {
      invoke: {
        id: 'transferToUpline',
        src: 'transferToUpline',
        input: ({ context }) => ({
          body: context.move as UplineTransferBody,
          idempotencyKey: idempotencyKeyOf(context),
        }),
        onDone: {
          target: 'transferred',
          actions: [
            { type: 'keepTransfer', params: ({ event }) => ({ result: event.output }) },
            'announceTransfer',
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    transferred: {
      on: { NEW_TRANSFER: { target: 'editing', actions: assign({ transferred: null }) } },
    },
  },
});

const sampleBody: UplineTransferBody = { amount: 50_000, withdrawPassword: '123456' };

export const uplineTransferDescribe = defineDescribe(uplineTransferMachine, {
  id: 'uplineTransfer',
  summary:
    'Transfer to upline: an amount within the main balance and the withdraw password send money to the upline; a lost answer is sent again with the same key.',
  uiStates: {
    editing: {
      value: 'editing',
      summary: 'The upline, the balance, the amount and the withdraw password.',
    },
    fieldErrors: {
      value: 'editing',
      summary:
        'Inline errors under the inputs: an amount beyond the balance, a withdraw password not six digits.',
      context: {
        fieldErrors: {
          amount: { code: 'amountTooLarge', params: { max: 1_000_000 } },
          withdrawPassword: { code: 'pattern.digits', params: { min: 6, max: 6 } },
        },
      },
    },
    insufficientBalance: {
      value: 'editing',
      summary:
        'The server found less in the wallet than asked for (a game spent it meanwhile): nothing moved.',
      context: { failure: sampleFailure('INSUFFICIENT_FUNDS') },
    },
    wrongPassword: {
      value: 'editing',
      summary: 'A wrong withdraw password: said under its field, and counted towards the lock.',
      context: {
        failure: sampleFailure('INVALID_CREDENTIALS', {
          fieldErrors: { withdrawPassword: { code: 'withdrawPasswordRequired' } },
        }),
        fieldErrors: { withdrawPassword: { code: 'withdrawPasswordRequired' } },
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
        failure: sampleFailure('OPERATION_NOT_ALLOWED', {
          fieldErrors: { withdrawPassword: { code: 'withdrawPasswordNotSet' } },
        }),
        fieldErrors: { withdrawPassword: { code: 'withdrawPasswordNotSet' } },
      },
    },
    noUpline: {
      value: 'editing',
      summary: 'The server knows no upline for the account (it was closed): nothing moved.',
      context: { failure: sampleFailure('OPERATION_NOT_ALLOWED') },
    },
    answerLost: {
      value: 'editing',
      summary: 'The answer was lost: the same transfer can be sent again, safely.',
      context: { failure: sampleFailure('NETWORK_ERROR'), move: sampleBody, submissions: 1 },
    },
    transferring: {
      value: 'transferring',
      summary: 'Submit button busy.',
      context: { move: sampleBody, submissions: 1 },
    },
    transferred: {
      value: 'transferred',
      summary: 'Sent: the amount, the upline and the main wallet after it.',
      context: {
        submissions: 1,
        balance: 950_000,
        transferred: { transferId: '4711', amount: 50_000, balance: 950_000 },
      },
    },
  },
});
