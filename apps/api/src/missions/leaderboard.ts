import type { contract, ParsedQueryOf, ResponseOf } from '@portal/api-contract';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  contractPeriodOf,
  contractPeriodsEndingWith,
  DAILY_PERIOD_MS,
  LOCAL_DAY_OFFSET_MS,
  type Period,
} from '../agents/periods';
import { rowsOf, type Db } from '../db/database';
import { leaderboardPayouts, leaderboardPrizes } from '../db/schema';
import { maskAccount } from '../games/winners';
import type { ScheduledJob } from '../jobs/scheduler';
import { merchantById, type Merchant } from '../merchants/merchants';
import { payBonus } from '../promotions/bonus';

// The missions leaderboard (SPEC §2 missionLeaderboard): the white label's members ranked by valid
// bet (minor units) of settled real-money bets in the local day, week or month (GMT+8, as agent
// settlement, src/agents/periods.ts). Ties go to the older account, so every rank is one member.
// `leaderboard_prizes` sets the prize of each rank; once a period has ended the job below pays each
// ranked member their prize from the house as a `bonus` posting (the account record's BONUS), once
// per white label, period and rank (`leaderboard_payouts`' key).

export type LeaderboardPeriod = ParsedQueryOf<typeof contract.missions.leaderboard>['period'];

/** How many rows the leaderboard shows. */
export const LEADERBOARD_SIZE = 20;

const periodCodes = { DAILY: 'D', WEEKLY: 'W', MONTHLY: 'M' } as const satisfies Record<
  LeaderboardPeriod,
  string
>;

const leaderboardPeriods = Object.keys(periodCodes) as LeaderboardPeriod[];

export interface RankedMember {
  memberId: number;
  account: string;
  score: number;
  rank: number;
}

/** The first `top` ranks of the white label's board for `window`, and `memberId`'s wherever it is. */
export async function rankedMembers(
  db: Db,
  merchantId: number,
  window: Period,
  top: number,
  memberId: number | null = null,
): Promise<RankedMember[]> {
  const rows = rowsOf<{ member_id: number; account: string; score: string | number; rank: string | number }>(
    await db.execute(sql`
      with scores as (
        select b.member_id, sum(b.valid_bet) as score
        from bets b
        where b.merchant_id = ${merchantId} and not b.demo and b.valid_bet > 0
          and b.created_at >= ${window.start.toISOString()}::timestamptz
          and b.created_at < ${window.end.toISOString()}::timestamptz
        group by b.member_id
      ), ranked as (
        select s.member_id, m.account, s.score,
               row_number() over (order by s.score desc, s.member_id asc) as rank
        from scores s join members m on m.id = s.member_id
      )
      select * from ranked where rank <= ${top} or member_id = ${memberId ?? -1}
      order by rank`),
  );
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    account: row.account,
    score: Number(row.score),
    rank: Number(row.rank),
  }));
}

/** The white label's prize for each rank of `period` that has one. */
async function prizesOf(db: Db, merchantId: number, period: LeaderboardPeriod): Promise<Map<number, number>> {
  const rows = await db
    .select({ rank: leaderboardPrizes.rank, prize: leaderboardPrizes.prize })
    .from(leaderboardPrizes)
    .where(and(eq(leaderboardPrizes.merchantId, merchantId), eq(leaderboardPrizes.period, period)));
  return new Map(rows.map((row) => [row.rank, row.prize]));
}

/** missions.leaderboard: the top members by valid bet in the current period, and the caller's rank. */
export async function missionLeaderboard(
  db: Db,
  merchant: Merchant,
  memberId: number,
  query: ParsedQueryOf<typeof contract.missions.leaderboard>,
  now: Date,
): Promise<ResponseOf<typeof contract.missions.leaderboard>> {
  const window = contractPeriodOf(periodCodes[query.period], now);
  const ranked = await rankedMembers(db, merchant.id, window, LEADERBOARD_SIZE, memberId);
  const prizes = await prizesOf(db, merchant.id, query.period);
  const entryOf = (row: RankedMember) => ({
    rank: row.rank,
    customerName: maskAccount(row.account),
    score: row.score,
    prize: prizes.get(row.rank) ?? 0,
  });
  const mine = ranked.find((row) => row.memberId === memberId);
  return {
    period: query.period,
    entries: ranked.filter((row) => row.rank <= LEADERBOARD_SIZE).map(entryOf),
    myRank: mine ? { ...entryOf(mine), customerName: mine.account } : null,
  };
}

export interface PaidPrize {
  merchantId: number;
  rank: number;
  memberId: number;
  prize: number;
  /** False when this rank of the period was already paid: nothing was paid now. */
  paid: boolean;
}

/**
 * Pays every white label's prizes of the ended `window` of `period`, inside `tx`. Safe to run again
 * or from two instances at once: each rank's payout row is claimed before the money moves, and a
 * claimed rank pays nothing twice (the second claim waits for the first to commit, then finds it).
 */
export async function payLeaderboardPrizes(
  tx: Db,
  period: LeaderboardPeriod,
  window: Period,
  now: Date,
): Promise<PaidPrize[]> {
  const ladders = await tx
    .select()
    .from(leaderboardPrizes)
    .where(and(eq(leaderboardPrizes.period, period), gt(leaderboardPrizes.prize, 0)))
    // One order for every instance, so two paying the same period claim rows in the same order.
    .orderBy(asc(leaderboardPrizes.merchantId), asc(leaderboardPrizes.rank));
  const byMerchant = new Map<number, (typeof ladders)[number][]>();
  for (const ladder of ladders)
    byMerchant.set(ladder.merchantId, [...(byMerchant.get(ladder.merchantId) ?? []), ladder]);
  const outcomes: PaidPrize[] = [];
  for (const [merchantId, ranks] of byMerchant) {
    const merchant = await merchantById(tx, merchantId);
    if (!merchant) throw new Error(`merchant ${merchantId} vanished`);
    const ranked = await rankedMembers(tx, merchantId, window, Math.max(...ranks.map((row) => row.rank)));
    for (const ladder of ranks) {
      const outcome = await payRank(tx, merchant, period, window, ladder, ranked, now);
      if (outcome) outcomes.push(outcome);
    }
  }
  return outcomes;
}

/** One rank's prize of the period, to whoever holds the rank; nothing when nobody does. */
async function payRank(
  tx: Db,
  merchant: Merchant,
  period: LeaderboardPeriod,
  window: Period,
  ladder: { rank: number; prize: number },
  ranked: readonly RankedMember[],
  now: Date,
): Promise<PaidPrize | null> {
  const winner = ranked.find((row) => row.rank === ladder.rank);
  if (!winner) return null;
  const claimed = await tx
    .insert(leaderboardPayouts)
    .values({
      merchantId: merchant.id,
      period,
      periodStart: window.start,
      periodEnd: window.end,
      rank: ladder.rank,
      memberId: winner.memberId,
      score: winner.score,
      prize: ladder.prize,
      paidAt: now,
    })
    .onConflictDoNothing()
    .returning({ rank: leaderboardPayouts.rank });
  const outcome = {
    merchantId: merchant.id,
    rank: ladder.rank,
    memberId: winner.memberId,
    prize: ladder.prize,
  };
  if (claimed.length === 0) return { ...outcome, paid: false };
  const periodStart = window.start.toISOString();
  const payment = await payBonus(
    tx,
    merchant,
    winner.memberId,
    {
      amount: ladder.prize,
      reference: `leaderboard:${period}:${periodStart}:${ladder.rank}`,
      details: { source: 'leaderboard', period, periodStart, rank: ladder.rank, score: winner.score },
    },
    now,
  );
  await tx
    .update(leaderboardPayouts)
    .set({ ledgerTransactionId: payment.transactionId })
    .where(
      and(
        eq(leaderboardPayouts.merchantId, merchant.id),
        eq(leaderboardPayouts.period, period),
        eq(leaderboardPayouts.periodStart, window.start),
        eq(leaderboardPayouts.rank, ladder.rank),
      ),
    );
  return { ...outcome, paid: true };
}

/**
 * Once per local day, after midnight GMT+8: the prizes of the day that ended and of the week and
 * month that ended with it. After downtime it catches up a week of days.
 */
export const leaderboardPrizesJob: ScheduledJob = {
  name: 'missions.leaderboardPrizes',
  periodMs: DAILY_PERIOD_MS,
  offsetMs: LOCAL_DAY_OFFSET_MS,
  catchUpPeriods: 7,
  run: async ({ app, tx, period }) => {
    const now = app.clock.now();
    for (const ending of contractPeriodsEndingWith(period)) {
      const board = leaderboardPeriods.find((key) => periodCodes[key] === ending.code);
      if (board) await payLeaderboardPrizes(tx, board, ending.period, now);
    }
  },
};
