import type {
  ConfirmReceiptRequest,
  ConfirmReceiptResult,
  RecallAllRequest,
  RecallAllResult,
  walletTransferMachine,
  WalletTransferRequest,
  WalletTransferResult,
  withdrawalConfirmationMachine,
  depositMachine,
  DepositRequest,
  DepositResult,
  withdrawMachine,
  WithdrawRequest,
  WithdrawResult,
} from '@portal/machines';
import { fromPromise } from 'xstate';
import type { FlowActorContext, ProvideOf } from './shared';

/** Actors of the money machines: deposits, withdrawals and their confirmation, wallet transfers. */
export function walletActors({ api, uploadProofFor }: FlowActorContext) {
  return {
    withdrawalConfirmation: {
      actors: {
        uploadProof: uploadProofFor('WITHDRAWAL_PROOF'),
        confirmReceipt: fromPromise<ConfirmReceiptResult, ConfirmReceiptRequest>(({ input, signal }) =>
          api.funds.confirmWithdrawal(input, { signal }),
        ),
      },
    } satisfies ProvideOf<typeof withdrawalConfirmationMachine>,
    walletTransfer: {
      actors: {
        transfer: fromPromise<WalletTransferResult, WalletTransferRequest>(({ input, signal }) =>
          api.wallet.transfer(input.body, { idempotencyKey: input.idempotencyKey, signal }),
        ),
        recallAll: fromPromise<RecallAllResult, RecallAllRequest>(({ input, signal }) =>
          api.wallet.logoutGameSessions({ idempotencyKey: input.idempotencyKey, signal }),
        ),
      },
    } satisfies ProvideOf<typeof walletTransferMachine>,
    deposit: {
      actors: {
        uploadProof: uploadProofFor('DEPOSIT_PROOF'),
        deposit: fromPromise<DepositResult, DepositRequest>(({ input, signal }) =>
          api.funds.deposit(input.body, { idempotencyKey: input.idempotencyKey, signal }),
        ),
      },
    } satisfies ProvideOf<typeof depositMachine>,
    withdraw: {
      actors: {
        withdraw: fromPromise<WithdrawResult, WithdrawRequest>(({ input, signal }) =>
          api.funds.withdraw(input.body, { idempotencyKey: input.idempotencyKey, signal }),
        ),
      },
    } satisfies ProvideOf<typeof withdrawMachine>,
  };
}
