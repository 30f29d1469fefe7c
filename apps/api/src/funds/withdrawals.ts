import { randomUUID } from 'node:crypto';
import {
  checkWithdrawAmount,
  MAX_WITHDRAW_ACCOUNTS,
  toIssue,
  type contract,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type PendingConfirmation,
  type ResponseOf,
} from '@portal/api-contract';
import type {
  OperatorWithdrawal,
  operatorContract,
  WithdrawalStatus,
  withdrawalConfirmations,
} from '@portal/api-contract/operator';
import { and, asc, count, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { audit } from '../auth/audit';
import type { AuthSession } from '../auth/sessions';
import { publish } from '../cluster/bus';
import type { Database, Db } from '../db/database';
import { members, merchants, uploadedImages, withdrawAccounts, withdrawals } from '../db/schema';
import { ApiError } from '../errors';
import { ensureAccount, post, type LedgerAccount } from '../ledger/ledger';
import { lockMember, mainWalletOf, uploadUrlOf, type MemberRow } from '../members/members';
import { merchantById, type Merchant } from '../merchants/merchants';
import type { Operator } from '../operator/operators';
import { decideQueued, listQueued, reviewerOf, type ReviewQueue } from '../operator/review-queue';
import type { MoneyTransaction } from '../wallet/wallets';
import { amountIssue, fundingAccountOf, maskAccountNumber, walletOf } from './shared';
import { checkWithdrawPassword } from './withdraw-password';
import { localDayOf } from '../agents/periods';

// Withdrawals and their confirmation (SPEC §2 withdraw, §4 "Withdrawal confirmation", §9).
//
// Request: funds.withdraw needs the member's withdraw password (see withdraw-password.ts), an
// amount within the white label's limits, one of the member's withdraw accounts and a request left
// today (`withdrawTimesPerDay`). The amount moves at once from the main wallet to the member's
// `withdraw_hold` account (ledger kind `withdraw_hold`): it can no longer be played or withdrawn
// twice. The member cannot cancel a requested withdrawal: no call does it, and only an operator
// moves it on.
//
// Operators (the operator API): REQUESTED → APPROVED → DISBURSED, or REQUESTED/APPROVED →
// REJECTED, which returns the hold to the main wallet (`withdraw_release`). Disbursing pays the
// hold out to the world (`withdraw_payout`, hold → funding) and starts the confirmation clock:
// `autoReceiveAt` = now + the white label's `withdrawAutoReceiveMinutes`.
//
// SPEC §4, the member's answer after the payout, before `autoReceiveAt`:
//  * "received" or "all received": the withdrawal is RECEIVED, done;
//  * "not received", with a png/jpg proof (≤ 5 MB, uploaded as WITHDRAWAL_PROOF and served only
//    to its owner and operators): DISPUTED;
//  * "partly received", with the amount that did arrive (less than the whole): DISPUTED.
// No answer by `autoReceiveAt` counts as received: from that moment the answer is refused and the
// job `funds.withdrawal-auto-receive` records it (AUTO_RECEIVED). That is a forced receipt: it
// settles the withdrawal for good, so no refund can follow it.
//
// A dispute waits for an operator (withdrawals.resolveDispute): PAID when the payout did arrive
// after all (RECEIVED, nothing moves), or REFUND, which credits the missing part (all of it for
// "not received", the amount less what arrived for "partly received") back to the main wallet
// (`withdraw_refund`, funding → wallet) and closes it as REFUNDED.

type WithdrawalRow = typeof withdrawals.$inferSelect;
type Confirmation = (typeof withdrawalConfirmations)[number];

const CANCELLABLE_BY_OPERATOR: WithdrawalStatus[] = ['REQUESTED', 'APPROVED'];

async function holdAccountOf(
  tx: Db,
  merchant: Merchant,
  memberId: number,
  now: Date,
): Promise<LedgerAccount> {
  return ensureAccount(
    tx,
    { merchantId: merchant.id, memberId, kind: 'withdraw_hold', currency: merchant.currency },
    now,
  );
}

async function requestsToday(db: Db, memberId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, localDayOf(now).start)));
  return row?.n ?? 0;
}

/** funds.withdrawOptions: limits, what can be withdrawn now, the accounts, and whether a password is set. */
export async function withdrawOptionsOf(
  db: Db,
  merchant: Merchant,
  member: MemberRow,
  now: Date,
): Promise<ResponseOf<typeof contract.funds.withdrawOptions>> {
  const limits = merchant.settings.funds;
  const wallet = await mainWalletOf(db, merchant, member, now);
  const accounts = await db
    .select()
    .from(withdrawAccounts)
    .where(eq(withdrawAccounts.memberId, member.id))
    .orderBy(asc(withdrawAccounts.createdAt));
  return {
    minAmount: limits.withdrawMinAmount,
    maxAmount: limits.withdrawMaxAmount,
    // Vendor wallets are recalled to the main wallet first (wallet.logoutGameSessions).
    withdrawableBalance: wallet.balance,
    remainingTimesToday: Math.max(0, limits.withdrawTimesPerDay - (await requestsToday(db, member.id, now))),
    accounts: accounts.map((account) => ({
      accountId: account.id,
      bankName: account.bankName,
      accountNumber: maskAccountNumber(account.accountNumber),
      accountName: account.accountName,
    })),
    hasWithdrawPassword: member.withdrawPasswordHash !== null,
  };
}

// A member keeps at most MAX_WITHDRAW_ACCOUNTS (the contract's, which the mocks and the security
// centre read too); the body's fields are held to the contract's payout-account rules when parsed.

/** funds.addWithdrawAccount: binds an account; the same bank and number twice is refused. */
export async function addWithdrawAccount(
  database: Database,
  merchant: Merchant,
  member: MemberRow,
  request: ParsedBodyOf<typeof contract.funds.addWithdrawAccount>,
  ip: string,
  now: Date,
): Promise<ResponseOf<typeof contract.funds.addWithdrawAccount>> {
  return database.transaction(async (tx) => {
    await lockMember(tx, member.id);
    const existing = await tx.select().from(withdrawAccounts).where(eq(withdrawAccounts.memberId, member.id));
    if (existing.length >= MAX_WITHDRAW_ACCOUNTS) throw new ApiError('QUOTA_EXCEEDED');
    const bankName = request.bankName;
    const accountNumber = request.accountNumber.toUpperCase();
    if (existing.some((account) => account.bankName === bankName && account.accountNumber === accountNumber))
      throw new ApiError('ACCOUNT_EXISTS');
    const [account] = await tx
      .insert(withdrawAccounts)
      .values({
        id: randomUUID(),
        merchantId: merchant.id,
        memberId: member.id,
        bankName,
        accountNumber,
        accountName: request.accountName,
        createdAt: now,
      })
      .returning();
    if (!account) throw new Error('withdraw account was not written');
    await audit(tx, {
      event: 'funds.withdraw_account_added',
      at: now,
      merchantId: merchant.id,
      memberId: member.id,
      ip,
      details: { accountId: account.id, bankName, accountNumber: maskAccountNumber(accountNumber) },
    });
    return {
      accountId: account.id,
      bankName: account.bankName,
      accountNumber: maskAccountNumber(account.accountNumber),
      accountName: account.accountName,
    };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

/** funds.withdraw: checks, then holds the amount and writes the withdrawal in one transaction. */
export async function requestWithdrawal(
  database: Database,
  transaction: MoneyTransaction,
  session: AuthSession,
  merchant: Merchant,
  request: ParsedBodyOf<typeof contract.funds.withdraw>,
  ip: string,
  now: Date,
): Promise<ResponseOf<typeof contract.funds.withdraw>> {
  const limits = merchant.settings.funds;
  // The contract's rule, which the portal's form and the mocks check too.
  const problem = checkWithdrawAmount(request.amount, {
    minAmount: limits.withdrawMinAmount,
    maxAmount: limits.withdrawMaxAmount,
  });
  if (problem) throw new ApiError('VALIDATION_FAILED', { issues: [toIssue('amount', problem)] });
  const member = session.member;
  const [account] = UUID.test(request.accountId)
    ? await database.db
        .select()
        .from(withdrawAccounts)
        .where(and(eq(withdrawAccounts.id, request.accountId), eq(withdrawAccounts.memberId, member.id)))
    : [];
  if (!account) throw new ApiError('NOT_FOUND');
  await checkWithdrawPassword(database, merchant, member, request.withdrawPassword, ip, now);

  return transaction(async (tx) => {
    // One member's requests run one at a time, so the daily count cannot be raced past.
    await lockMember(tx, member.id);
    if ((await requestsToday(tx, member.id, now)) >= limits.withdrawTimesPerDay)
      throw new ApiError('QUOTA_EXCEEDED');
    const wallet = await mainWalletOf(tx, merchant, member, now);
    const hold = await holdAccountOf(tx, merchant, member.id, now);
    const id = randomUUID();
    const posted = await post(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      kind: 'withdraw_hold',
      reference: id,
      details: { withdrawalId: id },
      legs: [
        { accountId: wallet.id, amount: -request.amount },
        { accountId: hold.id, amount: request.amount },
      ],
      at: now,
    });
    await tx.insert(withdrawals).values({
      id,
      merchantId: merchant.id,
      memberId: member.id,
      withdrawAccountId: account.id,
      amount: request.amount,
      status: 'REQUESTED',
      holdTransactionId: posted.transactionId,
      createdAt: now,
    });
    await audit(tx, {
      event: 'funds.withdrawal_requested',
      at: now,
      merchantId: merchant.id,
      memberId: member.id,
      ip,
      details: { withdrawalId: id, amount: request.amount, accountId: account.id },
    });
    return {
      orderId: id,
      amount: request.amount,
      // A new withdrawal waits for the back office: the contract's PENDING.
      status: 'PENDING',
      balance: posted.balances.get(wallet.id) ?? wallet.balance - request.amount,
      createdAt: now.toISOString(),
    };
  });
}

/** funds.pendingConfirmations: paid out, not answered, and still inside the answer window. */
export async function pendingConfirmationsOf(
  db: Db,
  member: MemberRow,
  now: Date,
): Promise<PendingConfirmation[]> {
  const rows = await db
    .select({ withdrawal: withdrawals, accountNumber: withdrawAccounts.accountNumber })
    .from(withdrawals)
    .innerJoin(withdrawAccounts, eq(withdrawAccounts.id, withdrawals.withdrawAccountId))
    .where(
      and(
        eq(withdrawals.memberId, member.id),
        eq(withdrawals.status, 'DISBURSED'),
        gt(withdrawals.autoReceiveAt, now),
      ),
    )
    .orderBy(asc(withdrawals.autoReceiveAt));
  return rows.map(({ withdrawal, accountNumber }) => ({
    withdrawalId: withdrawal.id,
    amount: withdrawal.amount,
    accountNumber: maskAccountNumber(accountNumber),
    disbursedAt: (withdrawal.disbursedAt ?? now).toISOString(),
    autoReceiveAt: (withdrawal.autoReceiveAt ?? now).toISOString(),
  }));
}

/** funds.confirmWithdrawal: the member's answer about a payout (see the rules above). */
export async function confirmWithdrawal(
  transaction: MoneyTransaction,
  session: AuthSession,
  merchant: Merchant,
  request: ParsedBodyOf<typeof contract.funds.confirmWithdrawal>,
  ip: string,
  now: Date,
): Promise<ResponseOf<typeof contract.funds.confirmWithdrawal>> {
  const member = session.member;
  return transaction(async (tx) => {
    const [withdrawal] = UUID.test(request.withdrawalId)
      ? await tx
          .select()
          .from(withdrawals)
          .where(and(eq(withdrawals.id, request.withdrawalId), eq(withdrawals.memberId, member.id)))
          .for('update')
      : [];
    if (!withdrawal) throw new ApiError('NOT_FOUND');
    // Answered already, not paid out yet, or past the window: silence has counted as received.
    if (withdrawal.status !== 'DISBURSED' || !withdrawal.autoReceiveAt || withdrawal.autoReceiveAt <= now)
      throw new ApiError('OPERATION_NOT_ALLOWED');

    const { outcome } = request;
    let change: Partial<WithdrawalRow> & { status: WithdrawalStatus; confirmation: Confirmation };
    switch (outcome.kind) {
      case 'received':
        change = { status: 'RECEIVED', confirmation: 'RECEIVED', closedAt: now };
        break;
      case 'allReceived':
        change = { status: 'RECEIVED', confirmation: 'ALL_RECEIVED', closedAt: now };
        break;
      case 'partlyReceived': {
        // All of it is "all received"; more than all is a mistake.
        const issue = amountIssue(outcome.amount, 1, withdrawal.amount - 1);
        if (issue)
          throw new ApiError('VALIDATION_FAILED', { issues: [{ ...issue, path: 'outcome.amount' }] });
        change = { status: 'DISPUTED', confirmation: 'PARTLY_RECEIVED', receivedAmount: outcome.amount };
        break;
      }
      case 'notReceived': {
        const [proof] = UUID.test(outcome.proofImageId)
          ? await tx
              .select({ id: uploadedImages.id })
              .from(uploadedImages)
              .where(
                and(
                  eq(uploadedImages.id, outcome.proofImageId),
                  eq(uploadedImages.memberId, member.id),
                  eq(uploadedImages.purpose, 'WITHDRAWAL_PROOF'),
                ),
              )
          : [];
        if (!proof)
          throw new ApiError('VALIDATION_FAILED', {
            issues: [{ path: 'outcome.proofImageId', code: 'required' }],
          });
        change = { status: 'DISPUTED', confirmation: 'NOT_RECEIVED', proofImageId: proof.id };
        break;
      }
    }
    await tx
      .update(withdrawals)
      .set({ ...change, confirmedAt: now })
      .where(eq(withdrawals.id, withdrawal.id));
    const disputed = change.status === 'DISPUTED';
    await audit(tx, {
      event: disputed ? 'funds.withdrawal_disputed' : 'funds.withdrawal_confirmed',
      at: now,
      merchantId: merchant.id,
      memberId: member.id,
      ip,
      details: { withdrawalId: withdrawal.id, confirmation: change.confirmation },
    });
    return { withdrawalId: withdrawal.id, status: disputed ? 'DISPUTED' : 'CONFIRMED' };
  });
}

/**
 * The job's work for one ended period: every payout whose answer window closed by the period's end
 * without an answer counts as received (a forced receipt). Returns how many.
 */
export async function autoReceiveWithdrawals(tx: Db, period: { end: Date }, now: Date): Promise<number> {
  const received = await tx
    .update(withdrawals)
    // The answer window closed at autoReceiveAt: that is when it counted as received.
    .set({
      status: 'RECEIVED',
      confirmation: 'AUTO_RECEIVED',
      confirmedAt: sql`${withdrawals.autoReceiveAt}`,
      closedAt: now,
    })
    .where(and(eq(withdrawals.status, 'DISBURSED'), lte(withdrawals.autoReceiveAt, period.end)))
    .returning();
  for (const withdrawal of received) {
    await audit(tx, {
      event: 'funds.withdrawal_auto_received',
      at: now,
      merchantId: withdrawal.merchantId,
      memberId: withdrawal.memberId,
      details: { withdrawalId: withdrawal.id, autoReceiveAt: withdrawal.autoReceiveAt?.toISOString() },
    });
  }
  return received.length;
}

// Operator actions (src/operator/review-queue.ts): each locks the withdrawal, checks the state it
// moves from, and returns the operator's view of it afterwards.

const withdrawalQueue: ReviewQueue<WithdrawalRow, OperatorWithdrawal> = {
  auditKey: 'withdrawalId',
  lock: async (tx, id) =>
    (await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update'))[0],
  view: operatorWithdrawalById,
};

/**
 * Tells the member's open portals (realtime `withdrawal` frames) at commit that the withdrawal
 * moved on; `awaitingConfirmation` once it is paid out and their answer is asked for.
 */
function announce(tx: Db, withdrawal: WithdrawalRow, awaitingConfirmation: boolean): Promise<void> {
  return publish(tx, 'member.withdrawal', {
    memberId: withdrawal.memberId,
    withdrawalId: withdrawal.id,
    amount: withdrawal.amount,
    awaitingConfirmation,
  });
}

async function merchantOf(tx: Db, withdrawal: WithdrawalRow): Promise<Merchant> {
  const merchant = await merchantById(tx, withdrawal.merchantId);
  if (!merchant) throw new Error(`merchant ${withdrawal.merchantId} of withdrawal ${withdrawal.id} vanished`);
  return merchant;
}

/** withdrawals.approve: REQUESTED → APPROVED; the amount stays held. */
export async function approveWithdrawal(
  tx: Db,
  operator: Operator,
  withdrawalId: string,
  now: Date,
): Promise<OperatorWithdrawal> {
  return decideQueued(
    tx,
    withdrawalQueue,
    reviewerOf(operator),
    withdrawalId,
    {
      from: ['REQUESTED'],
      event: 'funds.withdrawal_approved',
      apply: async (withdrawal) => {
        await tx
          .update(withdrawals)
          .set({ status: 'APPROVED', approvedAt: now })
          .where(eq(withdrawals.id, withdrawal.id));
        await announce(tx, withdrawal, false);
        return {};
      },
    },
    now,
  );
}

/** withdrawals.reject: REQUESTED or APPROVED → REJECTED; the hold returns to the main wallet. */
export async function rejectWithdrawal(
  tx: Db,
  operator: Operator,
  withdrawalId: string,
  reason: string,
  now: Date,
): Promise<OperatorWithdrawal> {
  return decideQueued(
    tx,
    withdrawalQueue,
    reviewerOf(operator),
    withdrawalId,
    {
      from: CANCELLABLE_BY_OPERATOR,
      event: 'funds.withdrawal_rejected',
      apply: async (withdrawal) => {
        const merchant = await merchantOf(tx, withdrawal);
        const hold = await holdAccountOf(tx, merchant, withdrawal.memberId, now);
        const wallet = await walletOf(tx, merchant, withdrawal.memberId, now);
        await post(tx, {
          merchantId: merchant.id,
          memberId: withdrawal.memberId,
          kind: 'withdraw_release',
          reference: withdrawal.id,
          details: { withdrawalId: withdrawal.id, operatorId: operator.id, reason },
          legs: [
            { accountId: hold.id, amount: -withdrawal.amount },
            { accountId: wallet.id, amount: withdrawal.amount },
          ],
          at: now,
        });
        await tx
          .update(withdrawals)
          .set({ status: 'REJECTED', refundedAmount: withdrawal.amount, remark: reason, closedAt: now })
          .where(eq(withdrawals.id, withdrawal.id));
        await announce(tx, withdrawal, false);
        return { reason };
      },
    },
    now,
  );
}

/** withdrawals.disburse: APPROVED → DISBURSED; the hold leaves for the member's account. */
export async function disburseWithdrawal(
  tx: Db,
  operator: Operator,
  withdrawalId: string,
  now: Date,
): Promise<OperatorWithdrawal> {
  return decideQueued(
    tx,
    withdrawalQueue,
    reviewerOf(operator),
    withdrawalId,
    {
      from: ['APPROVED'],
      event: 'funds.withdrawal_disbursed',
      apply: async (withdrawal) => {
        const merchant = await merchantOf(tx, withdrawal);
        const hold = await holdAccountOf(tx, merchant, withdrawal.memberId, now);
        const funding = await fundingAccountOf(tx, merchant, now);
        await post(tx, {
          merchantId: merchant.id,
          memberId: withdrawal.memberId,
          kind: 'withdraw_payout',
          reference: withdrawal.id,
          details: { withdrawalId: withdrawal.id, operatorId: operator.id },
          legs: [
            { accountId: hold.id, amount: -withdrawal.amount },
            { accountId: funding.id, amount: withdrawal.amount },
          ],
          at: now,
        });
        await tx
          .update(withdrawals)
          .set({
            status: 'DISBURSED',
            disbursedAt: now,
            autoReceiveAt: addSeconds(now, merchant.settings.funds.withdrawAutoReceiveMinutes * 60),
          })
          .where(eq(withdrawals.id, withdrawal.id));
        await announce(tx, withdrawal, true);
        return {};
      },
    },
    now,
  );
}

/**
 * withdrawals.resolveDispute: DISPUTED → RECEIVED (PAID: it did arrive) or REFUNDED (REFUND: the
 * missing part goes back to the main wallet). A forced receipt is RECEIVED, never DISPUTED, so it
 * cannot get here.
 */
export async function resolveDispute(
  tx: Db,
  operator: Operator,
  request: ParsedBodyOf<typeof operatorContract.withdrawals.resolveDispute>,
  now: Date,
): Promise<OperatorWithdrawal> {
  return decideQueued(
    tx,
    withdrawalQueue,
    reviewerOf(operator),
    request.withdrawalId,
    {
      from: ['DISPUTED'],
      event: 'funds.withdrawal_dispute_resolved',
      apply: async (withdrawal) => {
        if (request.resolution === 'PAID') {
          await tx
            .update(withdrawals)
            .set({ status: 'RECEIVED', remark: request.reason, closedAt: now })
            .where(eq(withdrawals.id, withdrawal.id));
        } else {
          const merchant = await merchantOf(tx, withdrawal);
          const missing = withdrawal.amount - (withdrawal.receivedAmount ?? 0);
          const funding = await fundingAccountOf(tx, merchant, now);
          const wallet = await walletOf(tx, merchant, withdrawal.memberId, now);
          await post(tx, {
            merchantId: merchant.id,
            memberId: withdrawal.memberId,
            kind: 'withdraw_refund',
            reference: withdrawal.id,
            details: { withdrawalId: withdrawal.id, operatorId: operator.id, reason: request.reason },
            legs: [
              { accountId: funding.id, amount: -missing },
              { accountId: wallet.id, amount: missing },
            ],
            at: now,
          });
          await tx
            .update(withdrawals)
            .set({ status: 'REFUNDED', refundedAmount: missing, remark: request.reason, closedAt: now })
            .where(eq(withdrawals.id, withdrawal.id));
        }
        return { resolution: request.resolution };
      },
    },
    now,
  );
}

function operatorWithdrawalQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      withdrawal: withdrawals,
      merchant: merchants.code,
      account: members.account,
      payTo: withdrawAccounts,
    })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .innerJoin(merchants, eq(merchants.id, withdrawals.merchantId))
    .innerJoin(withdrawAccounts, eq(withdrawAccounts.id, withdrawals.withdrawAccountId))
    .where(where);
}

function operatorWithdrawalOf(row: {
  withdrawal: WithdrawalRow;
  merchant: string;
  account: string;
  payTo: typeof withdrawAccounts.$inferSelect;
}): OperatorWithdrawal {
  const { withdrawal, payTo } = row;
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    withdrawalId: withdrawal.id,
    merchant: row.merchant,
    account: row.account,
    amount: withdrawal.amount,
    bankName: payTo.bankName,
    accountNumber: payTo.accountNumber,
    accountName: payTo.accountName,
    status: withdrawal.status as WithdrawalStatus,
    createdAt: withdrawal.createdAt.toISOString(),
    approvedAt: iso(withdrawal.approvedAt),
    disbursedAt: iso(withdrawal.disbursedAt),
    autoReceiveAt: iso(withdrawal.autoReceiveAt),
    confirmation: withdrawal.confirmation as Confirmation | null,
    receivedAmount: withdrawal.receivedAmount,
    proofImageUrl: withdrawal.proofImageId ? uploadUrlOf(withdrawal.proofImageId) : null,
    refundedAmount: withdrawal.refundedAmount,
    closedAt: iso(withdrawal.closedAt),
    remark: withdrawal.remark,
  };
}

async function operatorWithdrawalById(db: Db, withdrawalId: string): Promise<OperatorWithdrawal> {
  const [row] = await operatorWithdrawalQuery(db, eq(withdrawals.id, withdrawalId));
  if (!row) throw new Error(`withdrawal ${withdrawalId} vanished`);
  return operatorWithdrawalOf(row);
}

/** withdrawals.list: newest first, within the operator's white labels. */
export async function listWithdrawals(
  db: Db,
  operator: Operator,
  query: ParsedQueryOf<typeof operatorContract.withdrawals.list>,
): Promise<ResponseOf<typeof operatorContract.withdrawals.list>> {
  return listQueued(db, operator, query, withdrawals, async ({ where, order, limit, offset }) =>
    (
      await operatorWithdrawalQuery(db, where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
    ).map(operatorWithdrawalOf),
  );
}
