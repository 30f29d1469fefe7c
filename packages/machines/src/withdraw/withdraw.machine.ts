import type { funds, ResponseOf, WithdrawOptions, WithdrawOrder } from '@portal/api-contract';
import {
  validate,
  withdrawFormSchema,
  type WithdrawBody,
  type WithdrawFormValues,
} from '@portal/api-contract/validation';
import { defineDescribe } from '../shared/describe';
import { sampleFailure } from '../shared/failure';
import { moneyMoveMachine, withdrawPasswordRefusals, type MoneyMoveState } from '../shared/moneyMoveMachine';

export interface WithdrawInput {
  /** funds.withdrawOptions: the limits, the withdrawable balance, the bound accounts, the day's count. */
  readonly options: WithdrawOptions;
  /** Decimals of the merchant's currency, for reading a typed amount (2 for PHP). */
  readonly fractionDigits: number;
  /** Names this form's submissions (Idempotency-Key `<formId>-<n>`). Unique per opened form. */
  readonly formId: string;
}

/** POST /wps/withdraw (encrypted: it carries the withdraw password) with its submission's key. */
export interface WithdrawRequest {
  readonly body: WithdrawBody;
  readonly idempotencyKey: string;
}
export type WithdrawResult = ResponseOf<typeof funds.withdraw>;

/** A withdrawal the server took, with the account it is paid to. */
export interface PlacedWithdrawal {
  readonly accountId: string;
  readonly order: WithdrawOrder;
}

export interface WithdrawContext extends MoneyMoveState {
  readonly options: WithdrawOptions;
  readonly fractionDigits: number;
  /**
   * The withdrawal being confirmed or asked for, or the one whose answer was lost (kept for a
   * retry under the same key).
   */
  readonly move: WithdrawBody | null;
  /** The withdrawal the server took: held from the main wallet until the back office pays it out. */
  readonly placed: PlacedWithdrawal | null;
}

export type WithdrawEvent =
  | { type: 'SUBMIT'; values: WithdrawFormValues }
  /** The summary was read: the withdrawal is asked for. */
  | { type: 'CONFIRM' }
  /** Back from the summary to the form, to change it. */
  | { type: 'EDIT' }
  /** Asks for the withdrawal whose answer was lost again, with the same key. */
  | { type: 'RETRY' }
  | { type: 'NEW_WITHDRAWAL' };

export type WithdrawEmitted = { type: 'withdrawn'; placed: PlacedWithdrawal };

/** What is left after the server took `order`: its balance, and one request fewer today. */
function optionsAfter(options: WithdrawOptions, order: WithdrawOrder): WithdrawOptions {
  return {
    ...options,
    withdrawableBalance: Math.max(0, order.balance),
    remainingTimesToday: Math.max(0, options.remainingTimesToday - 1),
  };
}

/**
 * The withdraw page's form (SPEC §2 withdraw): a bound account, an amount within the white label's
 * limits and the withdrawable balance, and the withdraw password; a summary to confirm; then the
 * request, which holds the amount at once. Each confirmed withdrawal is sent under its own key and
 * a lost answer is asked again under the same one, so it can never be held twice.
 */
export const withdrawMachine = moneyMoveMachine({
  types: {} as {
    input: WithdrawInput;
    context: WithdrawContext;
    events: WithdrawEvent;
    emitted: WithdrawEmitted;
    request: WithdrawRequest;
    result: WithdrawResult;
  },
  id: 'withdraw',
  actor: 'withdraw',
  states: { confirming: 'confirming', sending: 'withdrawing', done: 'withdrawn' },
  context: (input) => ({ options: input.options, fractionDigits: input.fractionDigits, placed: null }),
  check: (context, values) =>
    validate(withdrawFormSchema({ ...context.options, fractionDigits: context.fractionDigits }), values),
  request: (body, idempotencyKey) => ({ body, idempotencyKey }),
  keep: (context, order) => ({
    placed: { accountId: (context.move as WithdrawBody).accountId, order },
    options: optionsAfter(context.options, order),
  }),
  announce: (_, context) => ({ type: 'withdrawn' as const, placed: context.placed as PlacedWithdrawal }),
  again: { event: 'NEW_WITHDRAWAL', forget: { placed: null } },
});

const sampleOptions: WithdrawOptions = {
  minAmount: 10_000,
  maxAmount: 5_000_000,
  withdrawableBalance: 1_000_000,
  remainingTimesToday: 5,
  accounts: [
    { accountId: 'ACC-1', bankName: 'BDO', accountNumber: '****1234', accountName: 'Demo Member' },
    { accountId: 'ACC-2', bankName: 'GCash', accountNumber: '****9876', accountName: 'Demo Member' },
  ],
  hasWithdrawPassword: true,
};
const sampleBody: WithdrawBody = { accountId: 'ACC-1', amount: 50_000, withdrawPassword: '123456' };
const sampleOrder: WithdrawOrder = {
  orderId: 'WD-20261129-0001',
  amount: 50_000,
  status: 'PENDING',
  balance: 950_000,
  createdAt: '2026-11-29T06:30:00.000Z',
};

export const withdrawDescribe = defineDescribe(withdrawMachine, {
  id: 'withdraw',
  summary:
    'Withdraw page: a bound account, an amount within the limits and the balance, and the withdraw password; confirmed, the amount is held at once; a lost answer is asked again with the same key.',
  uiStates: {
    editing: {
      value: 'editing',
      summary: 'The bound accounts, the amount with the limits and what can be withdrawn, the password.',
    },
    fieldErrors: {
      value: 'editing',
      summary: 'Inline errors under the inputs: no account, an amount below the minimum, a short password.',
      context: {
        fieldErrors: {
          accountId: { code: 'selectRequired' },
          amount: { code: 'amountTooSmall', params: { min: 10_000 } },
          withdrawPassword: { code: 'pattern.digits', params: { min: 6, max: 6 } },
        },
      },
    },
    confirming: {
      value: 'confirming',
      summary: 'The summary to confirm: the amount, the account it goes to, what stays in the wallet.',
      context: { move: sampleBody },
    },
    withdrawing: {
      value: 'withdrawing',
      summary: 'Confirm button busy.',
      context: { move: sampleBody, submissions: 1 },
    },
    withdrawn: {
      value: 'withdrawn',
      summary: 'The withdrawal: its number, amount, account and status; paid out once approved.',
      context: {
        submissions: 1,
        placed: { accountId: 'ACC-1', order: sampleOrder },
        options: { ...sampleOptions, withdrawableBalance: 950_000, remainingTimesToday: 4 },
      },
    },
    answerLost: {
      value: 'editing',
      summary: 'The answer was lost: the same withdrawal can be asked for again, safely.',
      context: { failure: sampleFailure('NETWORK_ERROR'), move: sampleBody, submissions: 1 },
    },
    insufficientFunds: {
      value: 'editing',
      summary: 'The server refused: the main wallet holds less than asked (money still in game wallets).',
      context: { failure: sampleFailure('INSUFFICIENT_FUNDS') },
    },
    wrongPassword: withdrawPasswordRefusals.wrongPassword,
    locked: withdrawPasswordRefusals.locked,
    noWithdrawPassword: {
      value: 'editing',
      summary: 'No withdraw password set yet: the security centre sets one, no form.',
      context: { options: { ...sampleOptions, hasWithdrawPassword: false } },
    },
    noAccounts: {
      value: 'editing',
      summary: 'No account bound to withdraw to: the security centre binds one, no form.',
      context: { options: { ...sampleOptions, accounts: [] } },
    },
    noTimesLeft: {
      value: 'editing',
      summary: "Today's withdrawals are used up: try again tomorrow, no form.",
      context: { options: { ...sampleOptions, remainingTimesToday: 0 } },
    },
  },
});
