import type { ResponseOf, funds } from '@portal/api-contract';
import {
  uplineTransferFormSchema,
  validate,
  type UplineTransferBody,
  type UplineTransferFormValues,
} from '@portal/api-contract/validation';
import { defineDescribe } from '../shared/describe';
import { sampleFailure } from '../shared/failure';
import { moneyMoveMachine, withdrawPasswordRefusals, type MoneyMoveState } from '../shared/moneyMoveMachine';

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

export interface UplineTransferContext extends MoneyMoveState {
  readonly upline: string;
  readonly balance: number;
  readonly fractionDigits: number;
  /** The transfer being sent, or the one whose answer was lost (kept for a retry). */
  readonly move: UplineTransferBody | null;
  /** What the server did: the amount sent and the main wallet's balance after it. */
  readonly transferred: UplineTransferResult | null;
}

export type UplineTransferEvent =
  | { type: 'SUBMIT'; values: UplineTransferFormValues }
  /** Sends the transfer whose answer was lost again, with the same key. */
  | { type: 'RETRY' }
  /** The balance was read again (a game, a deposit): later checks use it. */
  | { type: 'BALANCE_CHANGED'; balance: number }
  | { type: 'NEW_TRANSFER' };

export type UplineTransferEmitted = { type: 'transferred'; result: UplineTransferResult };

/**
 * The member centre's transfer to upline (SPEC §6 "downline can transfer to upline"): an amount of
 * at most the main wallet's balance and the withdraw password send money to the member's upline.
 * Each submission goes under its own Idempotency-Key; a lost answer is sent again under the same
 * one, so the money can never move twice. The withdraw password is not kept after a refusal.
 */
export const uplineTransferMachine = moneyMoveMachine({
  types: {} as {
    input: UplineTransferInput;
    context: UplineTransferContext;
    events: UplineTransferEvent;
    emitted: UplineTransferEmitted;
    request: UplineTransferRequest;
    result: UplineTransferResult;
  },
  id: 'uplineTransfer',
  actor: 'transferToUpline',
  states: { sending: 'transferring', done: 'transferred' },
  context: (input) => ({
    upline: input.upline,
    balance: input.balance,
    fractionDigits: input.fractionDigits,
    transferred: null,
  }),
  check: (context, values) =>
    validate(
      uplineTransferFormSchema({ balance: context.balance, fractionDigits: context.fractionDigits }),
      values,
    ),
  request: (body, idempotencyKey) => ({ body, idempotencyKey }),
  keep: (_, result) => ({ transferred: result, balance: result.balance }),
  announce: (result) => ({ type: 'transferred' as const, result }),
  again: { event: 'NEW_TRANSFER', forget: { transferred: null } },
  refresh: { event: 'BALANCE_CHANGED', take: (event) => ({ balance: event.balance }) },
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
    ...withdrawPasswordRefusals,
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
