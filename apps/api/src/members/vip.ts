import type { contract, ResponseOf } from '@portal/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { bets } from '../db/schema';
import type { Merchant } from '../merchants/merchants';
import { isTrial, type MemberRow } from './members';

/** One VIP level of a white label: reached once the member's lifetime valid bets reach `minTurnover`. */
export const vipLevelSchema = z.object({
  level: z.int().positive(),
  /** Lifetime valid bets, in minor units. */
  minTurnover: z.int().min(0),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/**
 * The table a white label without its own gets: level 1 from the first login, then at
 * 10,000.00, 100,000.00, 500,000.00 and 2,000,000.00 of valid bets.
 */
export const DEFAULT_VIP_LEVELS: readonly VipLevel[] = [
  { level: 1, minTurnover: 0 },
  { level: 2, minTurnover: 1_000_000 },
  { level: 3, minTurnover: 10_000_000 },
  { level: 4, minTurnover: 50_000_000 },
  { level: 5, minTurnover: 200_000_000 },
];

/** The highest level whose threshold `turnover` reaches; 0 below every threshold. */
export function vipRankFor(levels: readonly VipLevel[], turnover: number): number {
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

/**
 * The VIP bonus page's read: the white label's levels, lowest first, and the member's level and
 * lifetime valid bet. A white label without VIP (no label) still answers its table, with no rank.
 */
export async function vipStatusOf(
  db: Db,
  merchant: Merchant,
  member: MemberRow,
): Promise<ResponseOf<typeof contract.member.vip>> {
  const levels = [...merchant.settings.vipLevels].sort((a, b) => a.level - b.level);
  const hasVip = merchant.settings.vipLabelName !== null && !isTrial(member);
  const turnover = hasVip ? await lifetimeTurnoverOf(db, member.id) : 0;
  return {
    hasVip,
    vipLabelName: hasVip ? merchant.settings.vipLabelName : null,
    vipRankLevel: hasVip ? vipRankFor(levels, turnover) : 0,
    turnover,
    levels,
  };
}
