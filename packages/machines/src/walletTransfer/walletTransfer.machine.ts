import type { ResponseOf, WalletBalance, wallet } from '@portal/api-contract';
import {
  MAIN_WALLET,
  validate,
  walletTransferFormSchema,
  type FieldErrors,
  type WalletTransferBody,
  type WalletTransferFormValues,
} from '@portal/api-contract/validation';
import { and, assign, emit, setup } from 'xstate';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, type Failure } from '../shared/failure';
import { idempotencyKeyOf, moneyMoveSteps, type MoneyMoveContext } from '../shared/moneyMove';
import { formSubmission } from '../shared/submission';

/** The balances a transfer is checked against: the main wallet and each vendor wallet. */
export type WalletBalances = Pick<WalletBalance, 'balance' | 'vendorBalances'>;

export interface WalletTransferInput {
  readonly balances: WalletBalances;
  /** Decimals of the merchant's currency, for reading a typed amount (2 for PHP). */
  readonly fractionDigits: number;
  /**
   * Names this form's submissions: the n-th one is sent with the Idempotency-Key `<formId>-<n>`,
   * so a retry after a lost answer cannot move the money twice. Unique per opened form.
   */
  readonly formId: string;
}

/** POST GCS_walletTransfer with the key its submission was given. */
export interface WalletTransferRequest {
  readonly body: WalletTransferBody;
  readonly idempotencyKey: string;
}
export type WalletTransferResult = ResponseOf<typeof wallet.transfer>;
/** POST /wps/session/logout: every vendor wallet back into the main wallet. */
export interface RecallAllRequest {
  readonly idempotencyKey: string;
}
export type RecallAllResult = ResponseOf<typeof wallet.logoutGameSessions>;

/** One money move of the page: a transfer between two wallets, or the recall of all of them. */
export type WalletMove =
  { readonly kind: 'transfer'; readonly body: WalletTransferBody } | { readonly kind: 'recall' };
/** What a finished move did. */
export type WalletMoveResult =
  | { readonly kind: 'transfer'; readonly body: WalletTransferBody; readonly result: WalletTransferResult }
  | { readonly kind: 'recall'; readonly result: RecallAllResult };

export interface WalletTransferContext extends MoneyMoveContext {
  readonly balances: WalletBalances;
  readonly fractionDigits: number;
  readonly move: WalletMove | null;
  readonly done: WalletMoveResult | null;
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
}

export type WalletTransferEvent =
  | { type: 'SUBMIT'; values: WalletTransferFormValues }
  /** Every vendor wallet's money back into the main wallet. */
  | { type: 'RECALL_ALL' }
  /** Sends the move whose answer was lost again, with the same key. */
  | { type: 'RETRY' }
  /** The balances were read again (a recall, a game): later checks use them. */
  | { type: 'BALANCES_CHANGED'; balances: WalletBalances }
  | { type: 'NEW_TRANSFER' };

export type WalletTransferEmitted = { type: 'moved'; done: WalletMoveResult };

/** The balances after a move: the server's main balance, the vendor wallets moved by the amounts. */
function balancesAfter(balances: WalletBalances, done: WalletMoveResult): WalletBalances {
  if (done.kind === 'recall')
    return {
      balance: done.result.balance,
      vendorBalances: balances.vendorBalances.map((entry) => ({ ...entry, balance: 0 })),
    };
  const { body } = done;
  const toVendor = body.to !== MAIN_WALLET;
  const vendor = toVendor ? body.to : body.from;
  return {
    balance: done.result.balance,
    vendorBalances: balances.vendorBalances.map((entry) =>
      entry.vassalage === vendor
        ? { ...entry, balance: entry.balance + (toVendor ? body.amount : -body.amount) }
        : entry,
    ),
  };
}

/** What a finished move did, from the move and the server's answer. */
function movedBy(move: WalletMove, output: WalletTransferResult | RecallAllResult): WalletMoveResult {
  return move.kind === 'transfer'
    ? { kind: 'transfer', body: move.body, result: output as WalletTransferResult }
    : { kind: 'recall', result: output as RecallAllResult };
}

const moneyMove = moneyMoveSteps<WalletTransferContext, WalletTransferEvent>();

const submission = formSubmission<WalletTransferContext, WalletTransferEvent>()({
  check: (context, values) =>
    validate(
      walletTransferFormSchema({
        mainBalance: context.balances.balance,
        vendorBalances: context.balances.vendorBalances,
        fractionDigits: context.fractionDigits,
      }),
      values,
    ),
  take: (context, body) => ({ move: { kind: 'transfer', body }, submissions: context.submissions + 1 }),
});

export const walletTransferMachine = setup({
  types: {
    input: {} as WalletTransferInput,
    context: {} as WalletTransferContext,
    events: {} as WalletTransferEvent,
    emitted: {} as WalletTransferEmitted,
  },
  actors: {
    transfer: notProvided<WalletTransferResult, WalletTransferRequest>('transfer'),
    recallAll: notProvided<RecallAllResult, RecallAllRequest>('recallAll'),
  },
  guards: {
    ...submission.guards,
    ...moneyMove.guards,
    retryingTransfer: ({ context }) => context.move?.kind === 'transfer',
    moneyInGames: ({ context }) => context.balances.vendorBalances.some((entry) => entry.balance > 0),
  },
  actions: {
    ...submission.actions,
    ...moneyMove.actions,
    finishMove: assign(({ context }, params: { output: WalletTransferResult | RecallAllResult }) => {
      const done = movedBy(context.move as WalletMove, params.output);
      return { done, move: null, balances: balancesAfter(context.balances, done) };
    }),
    announceMove: emit(({ context }) => ({ type: 'moved' as const, done: context.done as WalletMoveResult })),
  },
}).createMachine({
  id: 'walletTransfer',
  context: ({ input }) => ({
    balances: input.balances,
    fractionDigits: input.fractionDigits,
    formId: input.formId,
    submissions: 0,
    move: null,
    done: null,
    fieldErrors: {},
    failure: null,
  }),
  on: {
    BALANCES_CHANGED: { actions: assign({ balances: ({ event }) => event.balances }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'submissionInvalid', actions: 'rejectSubmission' },
          { target: 'transferring', actions: 'takeSubmission' },
        ],
        RECALL_ALL: {
          guard: 'moneyInGames',
          target: 'recalling',
          actions: assign(({ context }) => ({
            move: { kind: 'recall' as const },
            submissions: context.submissions + 1,
            fieldErrors: {},
            failure: null,
          })),
        },
        RETRY: [
          {
            guard: and(['retryable', 'retryingTransfer']),
            target: 'transferring',
            actions: assign({ failure: null }),
          },
          { guard: 'retryable', target: 'recalling', actions: assign({ failure: null }) },
        ],
      },
    },
    transferring: {
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => ({
          body: (context.move as Extract<WalletMove, { kind: 'transfer' }>).body,
          idempotencyKey: idempotencyKeyOf(context),
        }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'finishMove', params: ({ event }) => ({ output: event.output }) },
            'announceMove',
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    recalling: {
      invoke: {
        id: 'recallAll',
        src: 'recallAll',
        input: ({ context }) => ({ idempotencyKey: idempotencyKeyOf(context) }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'finishMove', params: ({ event }) => ({ output: event.output }) },
            'announceMove',
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      on: { NEW_TRANSFER: { target: 'editing', actions: assign({ done: null }) } },
    },
  },
});

const sampleMove: WalletMove = { kind: 'transfer', body: { from: MAIN_WALLET, to: 'PG', amount: 50_000 } };

export const walletTransferDescribe = defineDescribe(walletTransferMachine, {
  id: 'walletTransfer',
  summary:
    'Wallet page: move money between the main wallet and one vendor wallet, or recall all of it; a lost answer is retried with the same key.',
  uiStates: {
    editing: { value: 'editing', summary: 'Vendor wallet, direction and amount.' },
    fieldErrors: {
      value: 'editing',
      summary: 'Inline errors under the inputs: no vendor, an amount above the source balance.',
      context: {
        fieldErrors: {
          vendor: { code: 'selectRequired' },
          amount: { code: 'amountTooLarge', params: { max: 125_000 } },
        },
      },
    },
    refused: {
      value: 'editing',
      summary: 'The server refused the transfer (not enough money): nothing moved.',
      context: { failure: sampleFailure('INSUFFICIENT_FUNDS') },
    },
    answerLost: {
      value: 'editing',
      summary: 'The answer was lost: the same transfer can be sent again, safely.',
      context: { failure: sampleFailure('NETWORK_ERROR'), move: sampleMove, submissions: 1 },
    },
    transferring: {
      value: 'transferring',
      summary: 'Submit button busy.',
      context: { move: sampleMove, submissions: 1 },
    },
    recalling: {
      value: 'recalling',
      summary: 'Every game wallet being emptied into the main wallet.',
      context: { move: { kind: 'recall' }, submissions: 1 },
    },
    transferred: {
      value: 'done',
      summary: 'Moved: the amount, the wallets and the new main balance.',
      context: {
        submissions: 1,
        done: { ...sampleMove, result: { transferId: 'TR-1', balance: 1_200_000 } },
      },
    },
    recalled: {
      value: 'done',
      summary: 'Every game wallet emptied: the amount recalled and the new main balance.',
      context: {
        submissions: 1,
        done: { kind: 'recall', result: { recalledAmount: 165_050, balance: 1_415_050 } },
      },
    },
  },
});
