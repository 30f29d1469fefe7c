import type { GameCategory } from '@portal/api-contract';
import { and, asc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bets, depositOrders, games, pointsConfigs, pointTransactions } from '../db/schema';
import type { ScheduledJob } from '../jobs/scheduler';
import { movePoints, type PointSource } from './balance';

// Points accrue from real money only (SPEC §3): every settled non-demo bet earns its category's rate
// of the valid bet, every credited deposit the deposit rate of its amount. Rates are basis points of
// the minor units (src/db/schema.ts pointsConfigs), rounded down; an amount that earns no whole point
// earns nothing. The scheduled job credits what is due; the source key (`bet:<id>`,
// `deposit:<order>`) makes each bet and deposit earn once however often or concurrently it runs.

/** Which points source a game category counts as; categories that are not games earn nothing. */
export const pointSourceByCategory: Readonly<Partial<Record<GameCategory, PointSource>>> = {
  LIVE: 'LIVE',
  LOTT: 'LOTTERY',
  ELOTT: 'LOTTERY',
  PVP: 'PVP',
  RNG: 'SLOTS',
  FISH: 'SLOTS',
  // The in-house BGS games are reel and table games run here: they count as slots.
  BGS: 'SLOTS',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
  COCKFIGHT: 'SPORTS',
};

const rateColumnBySource = {
  LIVE: pointsConfigs.liveRate,
  LOTTERY: pointsConfigs.lotteryRate,
  PVP: pointsConfigs.pvpRate,
  SLOTS: pointsConfigs.slotsRate,
  SPORTS: pointsConfigs.sportsRate,
} as const;

/** Most sources a run credits; the rest waits for the next run (a backlog drains run by run). */
const BATCH = 2_000;

const BASIS_POINTS = 10_000;

/** The bet's category rate, as SQL over bets ⋈ games ⋈ points_configs. */
function betRateSql(): SQL<number> {
  const cases = Object.entries(pointSourceByCategory).map(([category, source]) => {
    const column = rateColumnBySource[source as keyof typeof rateColumnBySource];
    return sql`when ${category} then ${column}`;
  });
  return sql<number>`(case ${games.categoryCode} ${sql.join(cases, sql` `)} else 0 end)`;
}

function earnedSql(
  amount: SQL | typeof bets.validBet | typeof depositOrders.amount,
  rate: SQL | typeof pointsConfigs.depositRate,
) {
  return sql`(${amount} * ${rate}) / ${BASIS_POINTS}`.mapWith(Number);
}

function notYetEarned(key: SQL): SQL {
  return sql`not exists (select 1 from ${pointTransactions} where ${pointTransactions.sourceKey} = ${key})`;
}

/** Credits the points of every bet and deposit settled before `until` that has not earned yet. */
export async function accruePoints(
  tx: Db,
  until: Date,
  now: Date,
): Promise<{ bets: number; deposits: number }> {
  const betKey = sql`'bet:' || ${bets.id}`;
  const betEarned = earnedSql(bets.validBet, betRateSql());
  const dueBets = await tx
    .select({
      id: bets.id,
      merchantId: bets.merchantId,
      memberId: bets.memberId,
      category: games.categoryCode,
      points: betEarned,
    })
    .from(bets)
    .innerJoin(games, eq(games.id, bets.gameId))
    .innerJoin(pointsConfigs, eq(pointsConfigs.merchantId, bets.merchantId))
    .where(and(eq(bets.demo, false), lt(bets.createdAt, until), sql`${betEarned} > 0`, notYetEarned(betKey)))
    .orderBy(asc(bets.id))
    .limit(BATCH);
  let betCount = 0;
  for (const bet of dueBets) {
    const source = pointSourceByCategory[bet.category as GameCategory];
    if (!source) continue;
    const moved = await movePoints(tx, {
      merchantId: bet.merchantId,
      memberId: bet.memberId,
      source,
      points: bet.points,
      sourceKey: `bet:${bet.id}`,
      at: now,
    });
    if (moved !== null) betCount += 1;
  }

  const depositKey = sql`'deposit:' || ${depositOrders.id}`;
  const depositEarned = earnedSql(depositOrders.amount, pointsConfigs.depositRate);
  const dueDeposits = await tx
    .select({
      id: depositOrders.id,
      merchantId: depositOrders.merchantId,
      memberId: depositOrders.memberId,
      points: depositEarned,
    })
    .from(depositOrders)
    .innerJoin(pointsConfigs, eq(pointsConfigs.merchantId, depositOrders.merchantId))
    .where(
      and(
        eq(depositOrders.status, 'CREDITED'),
        lt(depositOrders.closedAt, until),
        sql`${depositEarned} > 0`,
        notYetEarned(depositKey),
      ),
    )
    .orderBy(asc(depositOrders.closedAt), asc(depositOrders.id))
    .limit(BATCH);
  let depositCount = 0;
  for (const deposit of dueDeposits) {
    const moved = await movePoints(tx, {
      merchantId: deposit.merchantId,
      memberId: deposit.memberId,
      source: 'DEPOSIT',
      points: deposit.points,
      sourceKey: `deposit:${deposit.id}`,
      at: now,
    });
    if (moved !== null) depositCount += 1;
  }
  return { bets: betCount, deposits: depositCount };
}

/** Points for what settled in the minute that ended (and anything earlier still due). */
export const pointsAccrualJob: ScheduledJob = {
  name: 'points.accrual',
  periodMs: 60_000,
  run: async ({ app, tx, period }) => {
    await accruePoints(tx, period.end, app.clock.now());
  },
};
