import type { ParsedQueryOf, ResponseOf } from '@portal/api-contract';
import type { OperatorRedemption, operatorContract } from '@portal/api-contract/operator';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { members, merchants, pointRedemptions, pointRewards } from '../db/schema';
import type { Operator } from '../operator/operators';
import { decideQueued, listQueued, type Reviewer, type ReviewQueue } from '../operator/review-queue';
import { movePoints } from './balance';

// The back office's side of a redemption (SPEC §4 points redeem status): IN_PROCESS → APPROVED, the
// goods go out and the points stay spent; or IN_PROCESS → REJECTED, the points and the stock come
// back. The row is locked while it changes, so two operators cannot decide it twice.

type RedemptionRow = typeof pointRedemptions.$inferSelect;

const columns = {
  redemption: pointRedemptions,
  merchant: merchants.code,
  account: members.account,
  rewardCode: pointRewards.code,
  rewardName: pointRewards.name,
};

function operatorRedemptionOf(row: {
  redemption: RedemptionRow;
  merchant: string;
  account: string;
  rewardCode: string;
  rewardName: string;
}): OperatorRedemption {
  const { redemption } = row;
  return {
    redeemId: redemption.id,
    merchant: row.merchant,
    account: row.account,
    rewardId: row.rewardCode,
    rewardName: row.rewardName,
    quantity: redemption.quantity,
    points: redemption.points,
    status: redemption.status as OperatorRedemption['status'],
    receivingAddress: redemption.receivingAddress,
    mobileNum: redemption.mobileNumber,
    createdAt: redemption.createdAt.toISOString(),
    decidedAt: redemption.decidedAt?.toISOString() ?? null,
    remark: redemption.remark,
  };
}

function redemptionQuery(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(pointRedemptions)
    .innerJoin(members, eq(members.id, pointRedemptions.memberId))
    .innerJoin(merchants, eq(merchants.id, pointRedemptions.merchantId))
    .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
    .where(where);
}

async function operatorRedemptionById(db: Db, redeemId: string): Promise<OperatorRedemption> {
  const [row] = await redemptionQuery(db, eq(pointRedemptions.id, redeemId));
  if (!row) throw new Error(`redemption ${redeemId} vanished`);
  return operatorRedemptionOf(row);
}

/** redemptions.list: newest first, within the operator's white labels. */
export async function listRedemptions(
  db: Db,
  operator: Operator,
  query: ParsedQueryOf<typeof operatorContract.redemptions.list>,
): Promise<ResponseOf<typeof operatorContract.redemptions.list>> {
  return listQueued(db, operator, query, pointRedemptions, async ({ where, order, limit, offset }) =>
    (
      await redemptionQuery(db, where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
    ).map(operatorRedemptionOf),
  );
}

export type RedemptionDecision = { status: 'APPROVED' } | { status: 'REJECTED'; reason: string };

const redemptionQueue: ReviewQueue<RedemptionRow, OperatorRedemption> = {
  auditKey: 'redeemId',
  lock: async (tx, id) =>
    (await tx.select().from(pointRedemptions).where(eq(pointRedemptions.id, id)).for('update'))[0],
  view: operatorRedemptionById,
};

/**
 * Decides a redemption in process (src/operator/review-queue.ts). A rejection gives the points back
 * (source REDEEM, key `redeem-refund:<id>`) and restocks the reward.
 */
export async function decideRedemption(
  tx: Db,
  reviewer: Reviewer,
  redeemId: string,
  decision: RedemptionDecision,
  now: Date,
): Promise<OperatorRedemption> {
  const remark = decision.status === 'REJECTED' ? decision.reason : '';
  return decideQueued(
    tx,
    redemptionQueue,
    reviewer,
    redeemId,
    {
      from: ['IN_PROCESS'],
      event: decision.status === 'APPROVED' ? 'points.redeem_approved' : 'points.redeem_rejected',
      apply: async (redemption) => {
        await tx
          .update(pointRedemptions)
          .set({ status: decision.status, remark, decidedAt: now, decidedByOperatorId: reviewer.operatorId })
          .where(eq(pointRedemptions.id, redemption.id));
        if (decision.status === 'REJECTED') {
          await movePoints(tx, {
            merchantId: redemption.merchantId,
            memberId: redemption.memberId,
            source: 'REDEEM',
            points: redemption.points,
            sourceKey: `redeem-refund:${redemption.id}`,
            at: now,
          });
          await tx
            .update(pointRewards)
            .set({ quantity: sql`${pointRewards.quantity} + ${redemption.quantity}` })
            .where(eq(pointRewards.id, redemption.rewardId));
        }
        return remark ? { reason: remark } : {};
      },
    },
    now,
  );
}
