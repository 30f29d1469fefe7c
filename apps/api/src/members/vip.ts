import type { contract, ParsedBodyOf, ResponseOf } from '@portal/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthSession } from '../auth/sessions';
import type { Db } from '../db/database';
import { bets, vipLevelClaims } from '../db/schema';
import { ApiError } from '../errors';
import type { Merchant } from '../merchants/merchants';
import { payBonus } from '../promotions/bonus';
import type { MoneyTransaction } from '../wallet/wallets';
import { isTrial, lockMember, type MemberRow } from './members';

/** One VIP level of a white label: reached once the member's lifetime valid bets reach `minTurnover`. */
export const vipLevelSchema = z.object({
  level: z.int().positive(),
  /** Lifetime valid bets, in minor units. */
  minTurnover: z.int().min(0),
  /** The one-off bonus for reaching the level, in minor units; 0 gives none. Tables saved before it had none. */
  bonus: z.int().min(0).default(0),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/**
 * The table a white label without its own gets: level 1 from the first login, then at
 * 10,000.00, 100,000.00, 500,000.00 and 2,000,000.00 of valid bets, each giving a one-off bonus
 * of 18.00, 88.00, 388.00 and 1,888.00 once claimed.
 */
export const DEFAULT_VIP_LEVELS: readonly VipLevel[] = [
  { level: 1, minTurnover: 0, bonus: 0 },
  { level: 2, minTurnover: 1_000_000, bonus: 1_800 },
  { level: 3, minTurnover: 10_000_000, bonus: 8_800 },
  { level: 4, minTurnover: 50_000_000, bonus: 38_800 },
  { level: 5, minTurnover: 200_000_000, bonus: 188_800 },
];

/** The highest level whose threshold `turnover` reaches; 0 below every threshold. */
export function vipRankFor(
  levels: readonly Pick<VipLevel, 'level' | 'minTurnover'>[],
  turnover: number,
): number {
  return levels.reduce(
    (rank, level) => (turnover >= level.minTurnover && level.level > rank ? level.level : rank),
    0,
  );
}

/** A member's valid bets over all time (demo play counts for nothing). */
export async function lifetimeTurnoverOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${bets.validBet})` })
    .from(bets)
    .where(and(eq(bets.memberId, memberId), eq(bets.demo, false)));
  return Number(row?.total ?? 0);
}

/** The levels whose bonus the member has claimed. */
async function claimedLevelsOf(db: Db, memberId: number): Promise<Set<number>> {
  const rows = await db
    .select({ level: vipLevelClaims.level })
    .from(vipLevelClaims)
    .where(eq(vipLevelClaims.memberId, memberId));
  return new Set(rows.map((row) => row.level));
}

/**
 * The VIP bonus page's read: the white label's levels, lowest first, each with its bonus and
 * whether the member claimed it, and the member's level and lifetime valid bet. A white label
 * without VIP (no label) still answers its table, with no rank.
 */
export async function vipStatusOf(
  db: Db,
  merchant: Merchant,
  member: MemberRow,
): Promise<ResponseOf<typeof contract.member.vip>> {
  const levels = [...merchant.settings.vipLevels].sort((a, b) => a.level - b.level);
  const hasVip = merchant.settings.vipLabelName !== null && !isTrial(member);
  const turnover = hasVip ? await lifetimeTurnoverOf(db, member.id) : 0;
  const claimed = hasVip ? await claimedLevelsOf(db, member.id) : new Set<number>();
  return {
    hasVip,
    vipLabelName: hasVip ? merchant.settings.vipLabelName : null,
    vipRankLevel: hasVip ? vipRankFor(levels, turnover) : 0,
    turnover,
    levels: levels.map((level) => ({ ...level, claimed: claimed.has(level.level) })),
  };
}

/**
 * member.vipClaim: pays a reached level's bonus to the main wallet (the account record's BONUS, as
 * every reward), once per member and level. A level not reached, without a bonus or already
 * claimed is OPERATION_NOT_ALLOWED, as a mission that cannot be claimed; one not in the table is
 * NOT_FOUND.
 */
export async function claimVipLevel(
  transaction: MoneyTransaction,
  session: AuthSession,
  merchant: Merchant,
  body: ParsedBodyOf<typeof contract.member.vipClaim>,
  now: Date,
): Promise<ResponseOf<typeof contract.member.vipClaim>> {
  if (merchant.settings.vipLabelName === null) throw new ApiError('OPERATION_NOT_ALLOWED');
  const level = merchant.settings.vipLevels.find((candidate) => candidate.level === body.level);
  if (!level) throw new ApiError('NOT_FOUND');
  return transaction(async (tx) => {
    const memberId = session.member.id;
    // Two claims at once: the second waits here, then sees the first one's row.
    await lockMember(tx, memberId);
    const rank = vipRankFor(merchant.settings.vipLevels, await lifetimeTurnoverOf(tx, memberId));
    if (level.bonus === 0 || level.level > rank || (await claimedLevelsOf(tx, memberId)).has(level.level))
      throw new ApiError('OPERATION_NOT_ALLOWED');
    const paid = await payBonus(
      tx,
      merchant,
      memberId,
      {
        amount: level.bonus,
        reference: `vip:${memberId}:${level.level}`,
        details: { source: 'vip_level', level: level.level },
      },
      now,
    );
    await tx.insert(vipLevelClaims).values({
      memberId,
      level: level.level,
      merchantId: merchant.id,
      amount: level.bonus,
      ledgerTransactionId: paid.transactionId,
      claimedAt: now,
    });
    return { amount: level.bonus, balance: paid.balance };
  });
}
