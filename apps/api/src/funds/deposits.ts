import { randomUUID } from 'node:crypto';
import {
  depositFee,
  type contract,
  type DepositChannel,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type ResponseOf,
} from '@portal/api-contract';
import type { DepositStatus, OperatorDeposit, operatorContract } from '@portal/api-contract/operator';
import { and, asc, count, desc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { audit } from '../auth/audit';
import type { AuthSession } from '../auth/sessions';
import type { Db } from '../db/database';
import { depositChannels, depositOrders, members, merchants, uploadedImages } from '../db/schema';
import { ApiError } from '../errors';
import type { JobPeriod } from '../jobs/scheduler';
import { ensureAccount, post } from '../ledger/ledger';
import { isUuid } from '../members/images';
import { lockMember, uploadUrlOf } from '../members/members';
import { merchantById, type Merchant } from '../merchants/merchants';
import { enforceDepositLimit } from '../protection/limits';
import type { Operator } from '../operator/operators';
import { decideQueued, listQueued, reviewerOf, type ReviewQueue } from '../operator/review-queue';
import { refuseDuringPlayBreak } from '../protection/exclusions';
import type { MoneyTransaction } from '../wallet/wallets';
import { amountIssue, fundingAccountOf, walletOf } from './shared';

// Deposits through a demo payment channel (SPEC §2 depositv2).
//
//  * funds.deposit writes an order for a channel of the member's white label, within the
//    channel's limits: REQUESTED, the member still has to pay. On the automatic local channel the
//    payment is taken at once: the order is PENDING and `autoCreditAt` is the channel's delay away.
//    A channel with `proofRequired` takes the order only with the member's own DEPOSIT_PROOF upload
//    (a png/jpg of at most 5 MB, decoded and re-encoded by the upload), which operators see.
//  * funds.openDeposits lists the member's REQUESTED and PENDING orders; funds.cancelDeposit closes
//    a REQUESTED one as CANCELLED (a PENDING one's payment is with the channel already).
//  * An operator credits a REQUESTED or PENDING order (deposits.credit) or rejects it; the job
//    `funds.deposits` credits PENDING orders whose `autoCreditAt` has passed, then expires the
//    orders nobody credited within the white label's `depositExpiryMinutes`.
//  * Crediting is one ledger transaction of kind `deposit` whose reference is the order id (the
//    points module accrues deposit points from exactly these): funding −amount, the member's main
//    wallet +(amount − fee), the house +fee. The order row is locked while it changes state, so an
//    operator and the job racing for one order credit it once.

/** How the member sees an order's state (the contract's order statuses). */
const memberStatusOf: Readonly<Record<DepositStatus, ResponseOf<typeof contract.funds.deposit>['status']>> = {
  REQUESTED: 'PENDING',
  PENDING: 'PROCESSING',
  CREDITED: 'APPROVED',
  REJECTED: 'REJECTED',
  EXPIRED: 'CANCELLED',
  CANCELLED: 'CANCELLED',
};

/** Open orders a member may have at once, so a script cannot flood the back office. */
export const MAX_OPEN_DEPOSITS = 5;

const OPEN: DepositStatus[] = ['REQUESTED', 'PENDING'];

type ChannelRow = typeof depositChannels.$inferSelect;
type OrderRow = typeof depositOrders.$inferSelect;

function channelOf(row: ChannelRow, iconUrl: string): DepositChannel {
  return {
    channelId: row.code,
    name: row.name,
    method: row.method as DepositChannel['method'],
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    presetAmounts: row.presetAmounts,
    feePercent: row.feeBasisPoints / 100,
    iconUrl,
    proofRequired: row.proofRequired,
  };
}

/** The white label's enabled channels, in its order. */
export async function depositChannelsOf(
  db: Db,
  merchant: Merchant,
  origin: string,
): Promise<DepositChannel[]> {
  const rows = await db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchant.id), eq(depositChannels.enabled, true)))
    .orderBy(asc(depositChannels.sort));
  return rows.map((row) =>
    channelOf(
      row,
      `${origin}/assets/channels/${encodeURIComponent(merchant.code)}/${encodeURIComponent(row.code)}.svg`,
    ),
  );
}

export type DepositRequest = ParsedBodyOf<typeof contract.funds.deposit>;

/** Where a stored proof is served: to its owner and the white label's operators only. */
function proofUrlOf(proofImageId: string | null): string | null {
  return proofImageId ? uploadUrlOf(proofImageId) : null;
}

/**
 * The order's proof: the member's own DEPOSIT_PROOF upload, required by a channel with
 * `proofRequired` (and kept when another channel's order carries one). Null when there is none.
 */
async function proofOf(
  tx: Db,
  memberId: number,
  channel: ChannelRow,
  proofImageId: string | undefined,
): Promise<string | null> {
  if (proofImageId === undefined) {
    if (!channel.proofRequired) return null;
    throw new ApiError('VALIDATION_FAILED', { issues: [{ path: 'proofImageId', code: 'required' }] });
  }
  const [proof] = isUuid(proofImageId)
    ? await tx
        .select({ id: uploadedImages.id })
        .from(uploadedImages)
        .where(
          and(
            eq(uploadedImages.id, proofImageId),
            eq(uploadedImages.memberId, memberId),
            eq(uploadedImages.purpose, 'DEPOSIT_PROOF'),
          ),
        )
    : [];
  if (!proof)
    throw new ApiError('VALIDATION_FAILED', { issues: [{ path: 'proofImageId', code: 'invalid' }] });
  return proof.id;
}

/** funds.deposit: writes the order; no money moves until it is credited. */
export async function requestDeposit(
  transaction: MoneyTransaction,
  session: AuthSession,
  merchant: Merchant,
  request: DepositRequest,
  ip: string,
  now: Date,
): Promise<ResponseOf<typeof contract.funds.deposit>> {
  return transaction(async (tx) => {
    await refuseDuringPlayBreak(tx, session.member.id, now);
    const [channel] = await tx
      .select()
      .from(depositChannels)
      .where(
        and(
          eq(depositChannels.merchantId, merchant.id),
          eq(depositChannels.code, request.channelId),
          eq(depositChannels.enabled, true),
        ),
      );
    if (!channel) throw new ApiError('NOT_FOUND');
    const issue = amountIssue(request.amount, channel.minAmount, channel.maxAmount);
    if (issue) throw new ApiError('VALIDATION_FAILED', { issues: [issue] });
    const proofImageId = await proofOf(tx, session.member.id, channel, request.proofImageId);
    // Serialises one member's requests, so the open-order limit holds under concurrent calls.
    await lockMember(tx, session.member.id);
    const [open] = await tx
      .select({ n: count() })
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, session.member.id), inArray(depositOrders.status, OPEN)));
    if ((open?.n ?? 0) >= MAX_OPEN_DEPOSITS) throw new ApiError('QUOTA_EXCEEDED');
    await enforceDepositLimit(tx, merchant, session.member.id, request.amount, now);

    const automatic = channel.autoCreditSeconds !== null;
    const [order] = await tx
      .insert(depositOrders)
      .values({
        id: randomUUID(),
        merchantId: merchant.id,
        memberId: session.member.id,
        channelId: channel.id,
        amount: request.amount,
        fee: depositFee(request.amount, channel.feeBasisPoints),
        status: automatic ? 'PENDING' : 'REQUESTED',
        autoCreditAt: automatic ? addSeconds(now, channel.autoCreditSeconds ?? 0) : null,
        expiresAt: addSeconds(now, merchant.settings.funds.depositExpiryMinutes * 60),
        promotionId: request.promotionId ?? null,
        proofImageId,
        createdAt: now,
      })
      .returning();
    if (!order) throw new Error('deposit order was not written');
    await audit(tx, {
      event: 'funds.deposit_requested',
      at: now,
      merchantId: merchant.id,
      memberId: session.member.id,
      ip,
      details: { orderId: order.id, channel: channel.code, amount: order.amount },
    });
    return memberOrderOf(order);
  });
}

function memberOrderOf(order: OrderRow): ResponseOf<typeof contract.funds.deposit> {
  return {
    orderId: order.id,
    amount: order.amount,
    status: memberStatusOf[order.status as DepositStatus],
    // The demo channels take the payment in the portal: there is no page elsewhere to send to.
    paymentUrl: null,
    createdAt: order.createdAt.toISOString(),
  };
}

type OpenDeposit = ResponseOf<typeof contract.funds.cancelDeposit>;

function openDepositOf(row: { order: OrderRow; channelCode: string; channelName: string }): OpenDeposit {
  return {
    ...memberOrderOf(row.order),
    channelId: row.channelCode,
    channelName: row.channelName,
    proofImageUrl: proofUrlOf(row.order.proofImageId),
    cancellable: row.order.status === 'REQUESTED',
  };
}

function memberOrderQuery(db: Db, where: SQL | undefined) {
  return db
    .select({ order: depositOrders, channelCode: depositChannels.code, channelName: depositChannels.name })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .where(where);
}

/** funds.openDeposits: the member's orders still to be paid or credited, newest first. */
export async function openDepositsOf(db: Db, memberId: number): Promise<OpenDeposit[]> {
  const rows = await memberOrderQuery(
    db,
    and(eq(depositOrders.memberId, memberId), inArray(depositOrders.status, OPEN)),
  ).orderBy(desc(depositOrders.createdAt), desc(depositOrders.id));
  return rows.map(openDepositOf);
}

/**
 * funds.cancelDeposit: the member closes an order they have not paid. A PENDING order's payment
 * is with the channel already, and a closed one stays as it is: both are OPERATION_NOT_ALLOWED.
 */
export async function cancelDeposit(
  transaction: MoneyTransaction,
  session: AuthSession,
  orderId: string,
  ip: string,
  now: Date,
): Promise<OpenDeposit> {
  return transaction(async (tx) => {
    const [order] = isUuid(orderId)
      ? await tx
          .select()
          .from(depositOrders)
          .where(and(eq(depositOrders.id, orderId), eq(depositOrders.memberId, session.member.id)))
          .for('update')
      : [];
    if (!order) throw new ApiError('NOT_FOUND');
    if (order.status !== 'REQUESTED') throw new ApiError('OPERATION_NOT_ALLOWED');
    await tx
      .update(depositOrders)
      .set({ status: 'CANCELLED', closedAt: now })
      .where(eq(depositOrders.id, order.id));
    await audit(tx, {
      event: 'funds.deposit_cancelled',
      at: now,
      merchantId: order.merchantId,
      memberId: order.memberId,
      ip,
      details: { orderId: order.id },
    });
    const [row] = await memberOrderQuery(tx, eq(depositOrders.id, order.id));
    if (!row) throw new Error(`deposit ${order.id} vanished`);
    return openDepositOf(row);
  });
}

/** Credits a locked open order through the ledger; `by` says who, in the posting's details. */
async function credit(
  tx: Db,
  order: OrderRow,
  by: { operatorId: number } | { channel: 'automatic' },
  now: Date,
): Promise<void> {
  const merchant = await merchantById(tx, order.merchantId);
  if (!merchant) throw new Error(`merchant ${order.merchantId} of deposit ${order.id} vanished`);
  const funding = await fundingAccountOf(tx, merchant, now);
  const wallet = await walletOf(tx, merchant, order.memberId, now);
  const net = order.amount - order.fee;
  const house =
    order.fee > 0
      ? await ensureAccount(
          tx,
          { merchantId: merchant.id, memberId: null, kind: 'house', currency: merchant.currency },
          now,
        )
      : null;
  const posted = await post(tx, {
    merchantId: merchant.id,
    memberId: order.memberId,
    kind: 'deposit',
    reference: order.id,
    details: { orderId: order.id, fee: order.fee, ...by },
    legs: [
      { accountId: funding.id, amount: -order.amount },
      { accountId: wallet.id, amount: net },
      ...(house ? [{ accountId: house.id, amount: order.fee }] : []),
    ],
    at: now,
  });
  await tx
    .update(depositOrders)
    .set({ status: 'CREDITED', ledgerTransactionId: posted.transactionId, closedAt: now })
    .where(eq(depositOrders.id, order.id));
}

const depositQueue: ReviewQueue<OrderRow, OperatorDeposit> = {
  auditKey: 'orderId',
  lock: async (tx, id) =>
    (await tx.select().from(depositOrders).where(eq(depositOrders.id, id)).for('update'))[0],
  view: operatorDepositById,
};

/** deposits.credit: an operator credits a requested or pending order. */
export async function creditDepositByOperator(
  tx: Db,
  operator: Operator,
  orderId: string,
  now: Date,
): Promise<OperatorDeposit> {
  return decideQueued(
    tx,
    depositQueue,
    reviewerOf(operator),
    orderId,
    {
      from: OPEN,
      event: 'funds.deposit_credited',
      apply: async (order) => {
        await credit(tx, order, { operatorId: operator.id }, now);
        return { amount: order.amount, fee: order.fee };
      },
    },
    now,
  );
}

/** deposits.reject: an operator closes an order that was never paid; nothing was credited. */
export async function rejectDeposit(
  tx: Db,
  operator: Operator,
  orderId: string,
  reason: string,
  now: Date,
): Promise<OperatorDeposit> {
  return decideQueued(
    tx,
    depositQueue,
    reviewerOf(operator),
    orderId,
    {
      from: OPEN,
      event: 'funds.deposit_rejected',
      apply: async (order) => {
        await tx
          .update(depositOrders)
          .set({ status: 'REJECTED', remark: reason, closedAt: now })
          .where(eq(depositOrders.id, order.id));
        return { reason };
      },
    },
    now,
  );
}

/**
 * The job's work for one ended period: credits the automatic channel's orders that fell due by
 * its end, then expires open orders past their expiry (booked at `now`, when the job runs).
 * Returns how many of each.
 */
export async function settleDueDeposits(
  tx: Db,
  period: JobPeriod,
  now: Date,
): Promise<{ credited: number; expired: number }> {
  const due = await tx
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.status, 'PENDING'), lte(depositOrders.autoCreditAt, period.end)))
    .orderBy(asc(depositOrders.autoCreditAt))
    .for('update');
  for (const order of due) {
    await credit(tx, order, { channel: 'automatic' }, now);
    await audit(tx, {
      event: 'funds.deposit_credited',
      at: now,
      merchantId: order.merchantId,
      memberId: order.memberId,
      details: { orderId: order.id, amount: order.amount, fee: order.fee, channel: 'automatic' },
    });
  }

  const expired = await tx
    .update(depositOrders)
    .set({ status: 'EXPIRED', closedAt: now })
    .where(and(inArray(depositOrders.status, OPEN), lte(depositOrders.expiresAt, period.end)))
    .returning({
      id: depositOrders.id,
      merchantId: depositOrders.merchantId,
      memberId: depositOrders.memberId,
    });
  for (const order of expired) {
    await audit(tx, {
      event: 'funds.deposit_expired',
      at: now,
      merchantId: order.merchantId,
      memberId: order.memberId,
      details: { orderId: order.id },
    });
  }
  return { credited: due.length, expired: expired.length };
}

const operatorDepositColumns = {
  order: depositOrders,
  merchant: merchants.code,
  account: members.account,
  channelCode: depositChannels.code,
  channelName: depositChannels.name,
};

function operatorDepositOf(row: {
  order: OrderRow;
  merchant: string;
  account: string;
  channelCode: string;
  channelName: string;
}): OperatorDeposit {
  const { order } = row;
  return {
    orderId: order.id,
    merchant: row.merchant,
    account: row.account,
    channelId: row.channelCode,
    channelName: row.channelName,
    amount: order.amount,
    fee: order.fee,
    status: order.status as DepositStatus,
    autoCreditAt: order.autoCreditAt?.toISOString() ?? null,
    expiresAt: order.expiresAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    closedAt: order.closedAt?.toISOString() ?? null,
    remark: order.remark,
    proofImageUrl: proofUrlOf(order.proofImageId),
  };
}

function operatorDepositQuery(db: Db, where: SQL | undefined) {
  return db
    .select(operatorDepositColumns)
    .from(depositOrders)
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .innerJoin(merchants, eq(merchants.id, depositOrders.merchantId))
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .where(where);
}

async function operatorDepositById(db: Db, orderId: string): Promise<OperatorDeposit> {
  const [row] = await operatorDepositQuery(db, eq(depositOrders.id, orderId));
  if (!row) throw new Error(`deposit ${orderId} vanished`);
  return operatorDepositOf(row);
}

/** deposits.list: newest first, within the operator's white labels. */
export async function listDeposits(
  db: Db,
  operator: Operator,
  query: ParsedQueryOf<typeof operatorContract.deposits.list>,
): Promise<ResponseOf<typeof operatorContract.deposits.list>> {
  return listQueued(db, operator, query, depositOrders, async ({ where, order, limit, offset }) =>
    (
      await operatorDepositQuery(db, where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
    ).map(operatorDepositOf),
  );
}
