import type { FastifyRequest } from 'fastify';
import { cancelDeposit, depositChannelsOf, openDepositsOf, requestDeposit } from '../funds/deposits';
import {
  recallFromDownline,
  transferToDownline,
  transferToUpline,
  type TransferCall,
} from '../funds/transfers';
import { setWithdrawPassword } from '../funds/withdraw-password';
import {
  addWithdrawAccount,
  confirmWithdrawal,
  pendingConfirmationsOf,
  requestWithdrawal,
  withdrawOptionsOf,
} from '../funds/withdrawals';
import { originOf } from '../games/catalogue';
import type { GroupHandlers, HandlerContext } from '../http/registrar';
import type { contract } from '@portal/api-contract';

/** The registrar has checked the Idempotency-Key header of every money-moving call. */
function transferCall(
  context: Pick<
    HandlerContext<typeof contract.funds.transferToDownline>,
    'app' | 'transaction' | 'session' | 'merchant' | 'ip' | 'now'
  > & {
    request: FastifyRequest;
  },
): TransferCall {
  return {
    database: context.app.database,
    transaction: context.transaction,
    session: context.session,
    merchant: context.merchant,
    idempotencyKey: String(context.request.headers['idempotency-key']),
    ip: context.ip,
    now: context.now,
    forgetBalance: (memberId) => context.app.balances.forgetMember(memberId),
  };
}

/** Contract group `funds`: deposits, withdrawals and their confirmation, transfers along the agent tree. */
export const fundsHandlers = {
  depositChannels: {
    handler: async ({ app, request, merchant }) =>
      depositChannelsOf(app.database.db, merchant, originOf(app, request)),
  },
  deposit: {
    handler: async ({ session, merchant, body, ip, now, transaction }) =>
      requestDeposit(transaction, session, merchant, body, ip, now),
  },
  openDeposits: {
    handler: async ({ app, session }) => openDepositsOf(app.database.db, session.member.id),
  },
  cancelDeposit: {
    handler: async ({ session, body, ip, now, transaction }) =>
      cancelDeposit(transaction, session, body.orderId, ip, now),
  },
  withdrawOptions: {
    handler: async ({ app, session, merchant, now }) =>
      withdrawOptionsOf(app.database.db, merchant, session.member, now),
  },
  addWithdrawAccount: {
    handler: async ({ app, session, merchant, body, ip, now }) =>
      addWithdrawAccount(app.database, merchant, session.member, body, ip, now),
  },
  setWithdrawPassword: {
    handler: async ({ app, session, merchant, body, ip, now }) =>
      setWithdrawPassword(app.database, merchant, session.member, body, ip, now),
  },
  withdraw: {
    handler: async ({ app, session, merchant, body, ip, now, transaction }) =>
      requestWithdrawal(app.database, transaction, session, merchant, body, ip, now),
  },
  pendingConfirmations: {
    handler: async ({ app, session, now }) => pendingConfirmationsOf(app.database.db, session.member, now),
  },
  confirmWithdrawal: {
    handler: async ({ session, merchant, body, ip, now, transaction }) =>
      confirmWithdrawal(transaction, session, merchant, body, ip, now),
  },
  transferToDownline: {
    handler: async (context) => transferToDownline(transferCall(context), context.body),
  },
  recallFromDownline: {
    handler: async (context) => recallFromDownline(transferCall(context), context.body),
  },
  transferToUpline: {
    handler: async (context) => transferToUpline(transferCall(context), context.body),
  },
} satisfies GroupHandlers<'funds'>;
