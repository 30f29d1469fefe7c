import type { ResponseOf, funds } from '@portal/api-contract';
import {
  downlineTransferFormSchema,
  validate,
  type DownlineTransferBody,
  type DownlineTransferDirection,
  type DownlineTransferFormValues,
} from '@portal/api-contract/validation';
import { defineDescribe } from '../shared/describe';
import { sampleFailure } from '../shared/failure';
import { moneyMoveMachine, withdrawPasswordRefusals, type MoneyMoveState } from '../shared/moneyMoveMachine';

export interface DownlineTransferInput {
  /** Send balance to the downline, or take balance back from it. */
  readonly direction: DownlineTransferDirection;
  /** The direct downline the money moves with. */
  readonly downline: string;
  /**
   * What the giving side holds now, minor units: the agent's main wallet (wallet.balance) for a
   * transfer, the downline's balance (agent.teamMembers) for a recall. Nothing beyond it can move.
   */
  readonly available: number;
  /** Decimals of the merchant's currency, for reading a typed amount (2 for PHP). */
  readonly fractionDigits: number;
  /** Names this form's submissions (Idempotency-Key `<formId>-<n>`). Unique per opened form. */
  readonly formId: string;
}

/**
 * POST /wps/agent/transfer/downline (a transfer) or /wps/agent/transfer/recall (a recall), with
 * the agent's withdraw password and the key its submission was given.
 */
export interface DownlineTransferRequest {
  readonly direction: DownlineTransferDirection;
  readonly body: DownlineTransferBody;
  readonly idempotencyKey: string;
}
/** Both calls answer the same: the amount moved and the agent's main wallet after it. */
export type DownlineTransferResult = ResponseOf<typeof funds.transferToDownline>;

export interface DownlineTransferContext extends MoneyMoveState {
  readonly direction: DownlineTransferDirection;
  readonly downline: string;
  readonly available: number;
  readonly fractionDigits: number;
  /** The move being sent, or the one whose answer was lost (kept for a retry). */
  readonly move: DownlineTransferBody | null;
  /** What the server did: the amount moved and the agent's main wallet after it. */
  readonly moved: DownlineTransferResult | null;
}

export type DownlineTransferEvent =
  | { type: 'SUBMIT'; values: DownlineTransferFormValues }
  /** Sends the move whose answer was lost again, with the same key. */
  | { type: 'RETRY' }
  /** The giving side's balance was read again: later checks use it. */
  | { type: 'AVAILABLE_CHANGED'; available: number }
  | { type: 'NEW_MOVE' };

export type DownlineTransferEmitted = {
  type: 'moved';
  direction: DownlineTransferDirection;
  result: DownlineTransferResult;
};

/**
 * The agent centre's money moves with a direct downline (SPEC §6 "transfer to downline and recall
 * balance"): an amount of at most what the giving side holds and the agent's withdraw password
 * send money to the downline, or bring it back. One machine for both directions, told apart by its
 * input. Each submission goes under its own Idempotency-Key; a lost answer is sent again under the
 * same one, so the money can never move twice, and a submit while one is on its way is ignored.
 */
export const downlineTransferMachine = moneyMoveMachine({
  types: {} as {
    input: DownlineTransferInput;
    context: DownlineTransferContext;
    events: DownlineTransferEvent;
    emitted: DownlineTransferEmitted;
    request: DownlineTransferRequest;
    result: DownlineTransferResult;
  },
  id: 'downlineTransfer',
  actor: 'moveBalance',
  states: { sending: 'sending', done: 'moved' },
  context: (input) => ({
    direction: input.direction,
    downline: input.downline,
    available: input.available,
    fractionDigits: input.fractionDigits,
    moved: null,
  }),
  check: (context, values) =>
    validate(
      downlineTransferFormSchema({
        downlineAccount: context.downline,
        available: context.available,
        fractionDigits: context.fractionDigits,
      }),
      values,
    ),
  request: (body, idempotencyKey, context) => ({ direction: context.direction, body, idempotencyKey }),
  keep: (context, result) => ({
    moved: result,
    // What the giving side holds after it: the agent's wallet as the server answers it, or the
    // downline's less what came back.
    available:
      context.direction === 'transfer' ? result.balance : Math.max(0, context.available - result.amount),
  }),
  announce: (result, context) => ({ type: 'moved' as const, direction: context.direction, result }),
  again: { event: 'NEW_MOVE', forget: { moved: null } },
  refresh: { event: 'AVAILABLE_CHANGED', take: (event) => ({ available: event.available }) },
});

const sampleBody: DownlineTransferBody = {
  downlineAccount: 'member001',
  amount: 50_000,
  withdrawPassword: '123456',
};

export const downlineTransferDescribe = defineDescribe(downlineTransferMachine, {
  id: 'downlineTransfer',
  summary:
    'Transfer to or recall from a direct downline: an amount within what the giving side holds moves; a lost answer is sent again with the same key.',
  uiStates: {
    editing: {
      value: 'editing',
      summary: 'A transfer: the downline, the agent’s balance and the amount.',
    },
    editingRecall: {
      value: 'editing',
      summary: 'A recall: the downline, its balance and the amount to take back.',
      context: { direction: 'recall' },
    },
    fieldErrors: {
      value: 'editing',
      summary:
        'Inline errors under the inputs: an amount beyond what the giving side holds, a withdraw password not six digits.',
      context: {
        fieldErrors: {
          amount: { code: 'amountTooLarge', params: { max: 1_000_000 } },
          withdrawPassword: { code: 'pattern.digits', params: { min: 6, max: 6 } },
        },
      },
    },
    insufficientBalance: {
      value: 'editing',
      summary: 'The server found less in the agent’s wallet than asked for: nothing moved.',
      context: { failure: sampleFailure('INSUFFICIENT_FUNDS') },
    },
    ...withdrawPasswordRefusals,
    downlineShort: {
      value: 'editing',
      summary: 'A recall of more than the downline holds now (it played meanwhile): nothing moved.',
      context: { direction: 'recall', failure: sampleFailure('INSUFFICIENT_FUNDS') },
    },
    notInTree: {
      value: 'editing',
      summary: 'The account is not a direct downline of the agent (moved or closed): nothing moved.',
      context: { failure: sampleFailure('NOT_FOUND') },
    },
    answerLost: {
      value: 'editing',
      summary: 'The answer was lost: the same move can be sent again, safely.',
      context: { failure: sampleFailure('NETWORK_ERROR'), move: sampleBody, submissions: 1 },
    },
    sending: {
      value: 'sending',
      summary: 'Submit button busy.',
      context: { move: sampleBody, submissions: 1 },
    },
    transferred: {
      value: 'moved',
      summary: 'Sent: the amount, the downline and the agent’s main wallet after it.',
      context: {
        submissions: 1,
        available: 950_000,
        moved: { transferId: '4711', amount: 50_000, balance: 950_000 },
      },
    },
    recalled: {
      value: 'moved',
      summary: 'Taken back: the amount, the downline and the agent’s main wallet after it.',
      context: {
        direction: 'recall',
        submissions: 1,
        available: 0,
        moved: { transferId: '4712', amount: 50_000, balance: 1_050_000 },
      },
    },
  },
});
