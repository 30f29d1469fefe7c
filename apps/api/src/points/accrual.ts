import type { GameCategory } from '@portal/api-contract';
import { and, asc, eq, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bets, depositOrders, games, pointsConfigs, pointTransactions } from '../db/schema';
import type { ScheduledJob } from '../jobs/scheduler';
import { movePoints, type PointSource } from './balance';

// Points accrue from real money only (SPEC §3): every settled non-demo bet earns its category's rate
// of the valid bet, every credited deposit the deposit rate of its amount. Rates are basis points of
// the minor units (src/db/schema/points.ts pointsConfigs), rounded down; an amount that earns no whole point
// earns nothing. The scheduled job credits what is due; the source key (`bet:<id>`,
// `deposit:<order>`) makes each bet and deposit earn once however often or concurrently it runs.
// A bet or deposit earns at the rate in force when it settled: each rate has the moment it took
// effect (`*_accrues_from`, set by src/points/rates.ts), and what settled before earns nothing at it.

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

/** Each rated source's rate and the moment that rate took effect (null: always), as config fields. */
export const rateFieldsBySource = {
  LIVE: { rate: 'liveRate', accruesFrom: 'liveAccruesFrom' },
  LOTTERY: { rate: 'lotteryRate', accruesFrom: 'lotteryAccruesFrom' },
  PVP: { rate: 'pvpRate', accruesFrom: 'pvpAccruesFrom' },
  SLOTS: { rate: 'slotsRate', accruesFrom: 'slotsAccruesFrom' },
  SPORTS: { rate: 'sportsRate', accruesFrom: 'sportsAccruesFrom' },
  DEPOSIT: { rate: 'depositRate', accruesFrom: 'depositAccruesFrom' },
} as const satisfies Record<string, { rate: keyof PointsConfig; accruesFrom: keyof PointsConfig }>;

type PointsConfig = typeof pointsConfigs.$inferSelect;

export type RatedSource = keyof typeof rateFieldsBySource;

/** Most sources a run credits; the rest waits for the next run (a backlog drains run by run). */
const BATCH = 2_000;

const BASIS_POINTS = 10_000;

/** The source's rate for something that settled at `settledAt`: 0 before that rate took effect. */
function rateInForceSql(source: RatedSource, settledAt: AnyColumn): SQL {
  const fields = rateFieldsBySource[source];
  const accruesFrom = pointsConfigs[fields.accruesFrom];
  return sql`(case when ${accruesFrom} is null or ${settledAt} >= ${accruesFrom} then ${pointsConfigs[fields.rate]} else 0 end)`;
}

/** The bet's category rate, as SQL over bets ⋈ games ⋈ points_configs. */
function betRateSql(): SQL {
  const cases = Object.entries(pointSourceByCategory).map(
    ([category, source]) =>
      sql`when ${category} then ${rateInForceSql(source as RatedSource, bets.createdAt)}`,
  );
  return sql`(case ${games.categoryCode} ${sql.join(cases, sql` `)} else 0 end)`;
}

function earnedSql(amount: AnyColumn, rate: SQL) {
  return sql`(${amount} * ${rate}) / ${BASIS_POINTS}`.mapWith(Number);
}

function notYetEarned(key: SQL): SQL {
  return sql`not exists (select 1 from ${pointTransactions} where ${pointTransactions.sourceKey} = ${key})`;
}

/**
 * Credits the points of every bet and deposit settled before `until` that has not earned yet (of
 * one white label, or all), at most a batch of each: `more` says a backlog is left for another run.
 */
export async function accruePoints(
  tx: Db,
  until: Date,
  now: Date,
  merchantId?: number,
): Promise<{ bets: number; deposits: number; more: boolean }> {
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
    .where(
      and(
        eq(bets.demo, false),
        merchantId === undefined ? undefined : eq(bets.merchantId, merchantId),
        lt(bets.createdAt, until),
        sql`${betEarned} > 0`,
        notYetEarned(betKey),
      ),
    )
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
  const depositEarned = earnedSql(depositOrders.amount, rateInForceSql('DEPOSIT', depositOrders.closedAt));
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
        merchantId === undefined ? undefined : eq(depositOrders.merchantId, merchantId),
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
  return {
    bets: betCount,
    deposits: depositCount,
    more: dueBets.length === BATCH || dueDeposits.length === BATCH,
  };
}

/** Points for everything settled before `now`, batch after batch (the operator's on-demand accrual). */
export async function accrueAllPoints(tx: Db, now: Date): Promise<{ bets: number; deposits: number }> {
  const total = { bets: 0, deposits: 0 };
  for (let more = true; more;) {
    const batch = await accruePoints(tx, now, now);
    total.bets += batch.bets;
    total.deposits += batch.deposits;
    // A full batch that earned nothing would come back the same: stop rather than spin.
    more = batch.more && batch.bets + batch.deposits > 0;
  }
  return total;
}

/** Points for what settled in the minute that ended (and anything earlier still due). */
export const pointsAccrualJob: ScheduledJob = {
  name: 'points.accrual',
  periodMs: 60_000,
  run: async ({ app, tx, period }) => {
    await accruePoints(tx, period.end, app.clock.now());
  },
};
