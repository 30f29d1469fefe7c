import { settleSalaryNow } from '../agents/settlement';
import { accrueAllPoints } from '../points/accrual';
import { ApiError } from '../errors';
import { creditDepositByOperator, listDeposits, rejectDeposit } from '../funds/deposits';
import {
  approveWithdrawal,
  disburseWithdrawal,
  listWithdrawals,
  rejectWithdrawal,
  resolveDispute,
} from '../funds/withdrawals';
import { operatorMerchantId } from '../operator/operators';
import type { OperatorHandlers } from '../http/registrar';
import { auditLedger } from '../ledger/audit';
import { reviewerOf } from '../operator/review-queue';
import { decideRedemption, listRedemptions } from '../points/redemptions';
import { protectionChangesOf } from '../protection/audit';
import {
  ageMemberSessions,
  memberLimitsForOperator,
  setMemberLimitByOperator,
} from '../protection/operator-limits';
import { approveApplication, listApplications, rejectApplication } from '../promotions/applications';

/**
 * The operator API (@portal/api-contract/operator): a back office's deposit, withdrawal, points-mall
 * redemption and activity application actions, the ledger audit, the player-protection audit
 * trail and members' limits, and (demo servers only) salary
 * settlement on demand, authenticated by an operator token
 * (src/operator/operators.ts). Every call is served.
 */
export const operatorHandlers = {
  deposits: {
    list: {
      handler: async ({ app, operator, query }) => listDeposits(app.database.db, operator, query),
    },
    credit: {
      handler: async ({ operator, body, now, transaction }) =>
        transaction((tx) => creditDepositByOperator(tx, operator, body.orderId, now)),
    },
    reject: {
      handler: async ({ operator, body, now, transaction }) =>
        transaction((tx) => rejectDeposit(tx, operator, body.orderId, body.reason, now)),
    },
  },
  withdrawals: {
    list: {
      handler: async ({ app, operator, query }) => listWithdrawals(app.database.db, operator, query),
    },
    approve: {
      handler: async ({ operator, body, now, transaction }) =>
        transaction((tx) => approveWithdrawal(tx, operator, body.withdrawalId, now)),
    },
    reject: {
      handler: async ({ operator, body, now, transaction }) =>
        transaction((tx) => rejectWithdrawal(tx, operator, body.withdrawalId, body.reason, now)),
    },
    disburse: {
      handler: async ({ operator, body, now, transaction }) =>
        transaction((tx) => disburseWithdrawal(tx, operator, body.withdrawalId, now)),
    },
    resolveDispute: {
      handler: async ({ operator, body, now, transaction }) =>
        transaction((tx) => resolveDispute(tx, operator, body, now)),
    },
  },
  redemptions: {
    list: {
      handler: async ({ app, operator, query }) => listRedemptions(app.database.db, operator, query),
    },
    approve: {
      handler: async ({ operator, body, now, transaction }) =>
        transaction((tx) =>
          decideRedemption(tx, reviewerOf(operator), body.redeemId, { status: 'APPROVED' }, now),
        ),
    },
    reject: {
      handler: async ({ operator, body, now, transaction }) =>
        transaction((tx) =>
          decideRedemption(
            tx,
            reviewerOf(operator),
            body.redeemId,
            { status: 'REJECTED', reason: body.reason },
            now,
          ),
        ),
    },
  },
  applications: {
    list: {
      handler: async ({ app, operator, query }) => listApplications(app.database.db, operator, query),
    },
    approve: {
      handler: async ({ operator, body, now, transaction }) =>
        transaction((tx) => approveApplication(tx, operator, body.applicationId, now)),
    },
    reject: {
      handler: async ({ operator, body, now, transaction }) =>
        transaction((tx) => rejectApplication(tx, operator, body.applicationId, body.reason, now)),
    },
  },
  ledger: {
    audit: {
      handler: async ({ app, operator, query }) =>
        auditLedger(app.database.db, await operatorMerchantId(app.database.db, operator, query.merchant)),
    },
  },
  protection: {
    audit: {
      handler: async ({ app, operator, query }) => {
        const db = app.database.db;
        const merchantId = await operatorMerchantId(db, operator, query.merchant);
        return { changes: await protectionChangesOf(db, query.account, merchantId) };
      },
    },
    limits: {
      handler: async ({ app, operator, query, now }) =>
        memberLimitsForOperator(app.database.db, operator, query, now),
    },
    setLimit: {
      handler: async ({ app, operator, body, now, transaction }) =>
        setMemberLimitByOperator(app.database.db, transaction, operator, body, now),
    },
    ageSessions: {
      handler: async ({ app, operator, body, now }) => {
        // Rewriting when a session started is a demonstration's shortcut: never on a real site.
        if (!app.options.demoMode) throw new ApiError('FORBIDDEN');
        return ageMemberSessions(app.database.db, operator, body, now);
      },
    },
  },
  settlements: {
    settleSalary: {
      handler: async ({ app, body, now, transaction }) => {
        // Settling a period before it ends takes the rest of it from its contracts: never on a real site.
        if (!app.options.demoMode) throw new ApiError('FORBIDDEN');
        const at = body.at ? new Date(body.at) : now;
        return transaction((tx) => settleSalaryNow(tx, body.contractType, at, now));
      },
    },
    accruePoints: {
      handler: async ({ app, now, transaction }) => {
        // Crediting before the minute ends only moves points earlier, but a real site waits for its job.
        if (!app.options.demoMode) throw new ApiError('FORBIDDEN');
        return transaction((tx) => accrueAllPoints(tx, now));
      },
    },
  },
} satisfies OperatorHandlers;
