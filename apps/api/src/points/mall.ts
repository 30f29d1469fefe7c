import { randomUUID } from 'node:crypto';
import type {
  contract,
  FieldIssue,
  ParsedBodyOf,
  ParsedQueryOf,
  PointConfig,
  PointReward,
  ResponseOf,
} from '@portal/api-contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { audit } from '../auth/audit';
import type { AuthSession } from '../auth/sessions';
import type { Database, Db } from '../db/database';
import { pagedList } from '../db/paging';
import { bets, pointRedemptions, pointRewards, pointsConfigs, pointTransactions } from '../db/schema';
import { ApiError } from '../errors';
import { checkWithdrawPassword } from '../funds/withdraw-password';
import { payFromHouse } from '../funds/shared';
import type { Merchant } from '../merchants/merchants';
import type { MoneyTransaction } from '../wallet/wallets';
import { movePoints, pointsOf } from './balance';

// The points mall (SPEC §2 pointMall, §3 points, §4 redeem status): rewards bought with points,
// redemptions an operator approves or rejects (src/points/redemptions.ts), and conversion of points
// into wallet money through the ledger. Both redeem and convert need the withdraw password.

type ConfigRow = typeof pointsConfigs.$inferSelect;
type RewardRow = typeof pointRewards.$inferSelect;

async function configRowOf(db: Db, merchant: Merchant): Promise<ConfigRow> {
  const [row] = await db.select().from(pointsConfigs).where(eq(pointsConfigs.merchantId, merchant.id));
  // A white label without a points mall has nothing to show.
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

export async function pointConfigOf(db: Db, merchant: Merchant): Promise<PointConfig> {
  const row = await configRowOf(db, merchant);
  return {
    ratio: { points: row.ratioPoints, amount: row.ratioAmount },
    convertEnabled: row.convertEnabled,
    minConvertPoints: row.minConvertPoints,
  };
}

function rewardOf(row: RewardRow): PointReward {
  return {
    rewardId: row.code,
    name: row.name,
    imageUrl: row.imageUrl,
    quantity: row.quantity,
    pointsRequired: row.pointsRequired,
    amountRequired: row.amountRequired,
    units: row.units,
    remark: row.remark,
    requiresAddress: row.requiresAddress,
    requiresMobile: row.requiresMobile,
  };
}

export async function rewardsOf(db: Db, merchant: Merchant): Promise<PointReward[]> {
  const rows = await db
    .select()
    .from(pointRewards)
    .where(eq(pointRewards.merchantId, merchant.id))
    .orderBy(asc(pointRewards.sort), asc(pointRewards.id));
  return rows.map(rewardOf);
}

export async function pointBalanceOf(db: Db, session: AuthSession): Promise<{ points: number }> {
  return { points: await pointsOf(db, session.member.id) };
}

/** points.transactions: the member's points movements, newest first, optionally of one source. */
export async function pointTransactionsPage(
  db: Db,
  session: AuthSession,
  query: ParsedQueryOf<typeof contract.points.transactions>,
): Promise<ResponseOf<typeof contract.points.transactions>> {
  const where = and(
    eq(pointTransactions.memberId, session.member.id),
    query.source ? eq(pointTransactions.source, query.source) : undefined,
  );
  return pagedList(db, { table: pointTransactions, where }, query, async (window) =>
    (
      await db
        .select()
        .from(pointTransactions)
        .where(where)
        .orderBy(desc(pointTransactions.id))
        .limit(window.limit)
        .offset(window.offset)
    ).map((row) => ({
      transactionId: String(row.id),
      source: row.source as ResponseOf<typeof contract.points.transactions>['content'][number]['source'],
      points: row.points,
      balanceAfter: row.balanceAfter,
      createdAt: row.createdAt.toISOString(),
    })),
  );
}

/** points.redeemHistory: the member's redemptions, newest first, optionally of one status. */
export async function redeemHistoryPage(
  db: Db,
  session: AuthSession,
  query: ParsedQueryOf<typeof contract.points.redeemHistory>,
): Promise<ResponseOf<typeof contract.points.redeemHistory>> {
  const where = and(
    eq(pointRedemptions.memberId, session.member.id),
    query.status ? eq(pointRedemptions.status, query.status) : undefined,
  );
  return pagedList(db, { table: pointRedemptions, where }, query, async (window) =>
    (
      await db
        .select({ redemption: pointRedemptions, rewardName: pointRewards.name })
        .from(pointRedemptions)
        .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
        .where(where)
        .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
        .limit(window.limit)
        .offset(window.offset)
    ).map(({ redemption, rewardName }) => ({
      redeemId: redemption.id,
      rewardName,
      quantity: redemption.quantity,
      points: redemption.points,
      status: redemption.status as ResponseOf<typeof contract.points.redeem>['status'],
      remark: redemption.remark,
      receivingAddress: redemption.receivingAddress,
      createdAt: redemption.createdAt.toISOString(),
    })),
  );
}

/** Valid bet (minor units) the member has placed with real money, for a reward's amount requirement. */
async function validBetOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql`coalesce(sum(${bets.validBet}), 0)`.mapWith(Number) })
    .from(bets)
    .where(and(eq(bets.memberId, memberId), eq(bets.demo, false)));
  return row?.total ?? 0;
}

/** The receiving address and mobile number a reward needs for its delivery: VALIDATION_FAILED without. */
function checkDeliveryFields(
  reward: RewardRow,
  input: Pick<RedemptionInput, 'receivingAddress' | 'mobileNumber'>,
): void {
  const issues: FieldIssue[] = [];
  if (reward.requiresAddress && !input.receivingAddress)
    issues.push({ path: 'receivingAddress', code: 'addressRequired' });
  if (reward.requiresMobile && !input.mobileNumber) issues.push({ path: 'mobileNum', code: 'required' });
  if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', { issues });
}

export interface RedemptionInput {
  merchant: Merchant;
  memberId: number;
  rewardCode: string;
  quantity: number;
  receivingAddress: string | null;
  mobileNumber: string | null;
  now: Date;
}

/**
 * Takes the reward's stock and the member's points and records the redemption IN_PROCESS. The
 * reward row is locked, so two members racing for the last item cannot both get it.
 */
export async function placeRedemption(
  tx: Db,
  input: RedemptionInput,
): Promise<{ redeemId: string; pointsLeft: number }> {
  const [reward] = await tx
    .select()
    .from(pointRewards)
    .where(and(eq(pointRewards.merchantId, input.merchant.id), eq(pointRewards.code, input.rewardCode)))
    .for('update');
  if (!reward) throw new ApiError('NOT_FOUND');
  checkDeliveryFields(reward, input);
  // Out of stock, or the member has not bet enough yet for this reward.
  if (reward.quantity < input.quantity) throw new ApiError('OPERATION_NOT_ALLOWED');
  if (reward.amountRequired > 0 && (await validBetOf(tx, input.memberId)) < reward.amountRequired)
    throw new ApiError('OPERATION_NOT_ALLOWED');

  const redeemId = randomUUID();
  const points = reward.pointsRequired * input.quantity;
  await tx.insert(pointRedemptions).values({
    id: redeemId,
    merchantId: input.merchant.id,
    memberId: input.memberId,
    rewardId: reward.id,
    quantity: input.quantity,
    points,
    status: 'IN_PROCESS',
    receivingAddress: reward.requiresAddress ? input.receivingAddress : null,
    mobileNumber: reward.requiresMobile ? input.mobileNumber : null,
    createdAt: input.now,
  });
  const pointsLeft = await movePoints(tx, {
    merchantId: input.merchant.id,
    memberId: input.memberId,
    source: 'REDEEM',
    points: -points,
    sourceKey: `redeem:${redeemId}`,
    at: input.now,
  });
  await tx
    .update(pointRewards)
    .set({ quantity: sql`${pointRewards.quantity} - ${input.quantity}` })
    .where(eq(pointRewards.id, reward.id));
  return { redeemId, pointsLeft: pointsLeft ?? 0 };
}

export type RedeemRequest = ParsedBodyOf<typeof contract.points.redeem>;

/** points.redeem: delivery fields, then the withdraw password, then stock and points in one transaction. */
export async function redeemReward(
  database: Database,
  transaction: MoneyTransaction,
  session: AuthSession,
  merchant: Merchant,
  request: RedeemRequest,
  ip: string,
  now: Date,
): Promise<ResponseOf<typeof contract.points.redeem>> {
  const input: RedemptionInput = {
    merchant,
    memberId: session.member.id,
    rewardCode: request.rewardId,
    quantity: request.quantity,
    receivingAddress: request.receivingAddress || null,
    mobileNumber: request.mobileNum ?? null,
    now,
  };
  // Missing delivery fields are the form's fault: answered before the password is tried and counted.
  const [reward] = await database.db
    .select()
    .from(pointRewards)
    .where(and(eq(pointRewards.merchantId, merchant.id), eq(pointRewards.code, request.rewardId)));
  if (!reward) throw new ApiError('NOT_FOUND');
  checkDeliveryFields(reward, input);
  await checkWithdrawPassword(database, merchant, session.member, request.withdrawPassword, ip, now);
  return transaction(async (tx) => {
    const placed = await placeRedemption(tx, input);
    await audit(tx, {
      event: 'points.redeemed',
      at: now,
      merchantId: merchant.id,
      memberId: session.member.id,
      ip,
      details: { redeemId: placed.redeemId, rewardId: request.rewardId, quantity: request.quantity },
    });
    return { redeemId: placed.redeemId, points: placed.pointsLeft, status: 'IN_PROCESS' as const };
  });
}

export type ConvertRequest = ParsedBodyOf<typeof contract.points.convert>;

/**
 * points.convert: `points` (at least the minimum, a whole number of ratio steps, so no point is lost
 * to rounding) leave the balance and ratio.amount per ratio.points minor units move from the house
 * to the member's main wallet, in one transaction.
 */
export async function convertPoints(
  database: Database,
  transaction: MoneyTransaction,
  session: AuthSession,
  merchant: Merchant,
  request: ConvertRequest,
  ip: string,
  now: Date,
): Promise<ResponseOf<typeof contract.points.convert>> {
  const config = await configRowOf(database.db, merchant);
  if (!config.convertEnabled) throw new ApiError('OPERATION_NOT_ALLOWED');
  if (request.points < config.minConvertPoints)
    throw new ApiError('VALIDATION_FAILED', {
      issues: [{ path: 'points', code: 'amountTooSmall', params: { min: config.minConvertPoints } }],
    });
  if (request.points % config.ratioPoints !== 0)
    throw new ApiError('VALIDATION_FAILED', {
      issues: [{ path: 'points', code: 'amountInvalid', params: { step: config.ratioPoints } }],
    });
  await checkWithdrawPassword(database, merchant, session.member, request.withdrawPassword, ip, now);
  const creditedAmount = (request.points / config.ratioPoints) * config.ratioAmount;
  return transaction(async (tx) => {
    const conversionId = randomUUID();
    const pointsLeft = await movePoints(tx, {
      merchantId: merchant.id,
      memberId: session.member.id,
      source: 'CONVERT',
      points: -request.points,
      sourceKey: `convert:${conversionId}`,
      at: now,
    });
    const paid = await payFromHouse(tx, merchant, session.member.id, {
      kind: 'point_convert',
      reference: conversionId,
      details: { points: request.points },
      amount: creditedAmount,
      at: now,
    });
    await audit(tx, {
      event: 'points.converted',
      at: now,
      merchantId: merchant.id,
      memberId: session.member.id,
      ip,
      details: { conversionId, points: request.points, amount: creditedAmount },
    });
    return {
      points: pointsLeft ?? 0,
      creditedAmount,
      balance: paid.balance,
    };
  });
}
