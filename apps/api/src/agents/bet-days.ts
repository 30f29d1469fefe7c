import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { SETTLEMENT_UTC_OFFSET_MS } from './periods';

const DAY_MS = 86_400_000;

/** `column` (timestamptz) as its calendar date in the settlement zone. */
export function localDaySql(column: SQL): SQL {
  return sql`(((${column}) at time zone 'UTC') + ${sql.raw(`interval '${SETTLEMENT_UTC_OFFSET_MS / 3_600_000} hours'`)})::date`;
}

/** The calendar date (yyyy-MM-dd) of `instant` in the settlement zone. */
export function localDateOf(instant: Date): string {
  return new Date(instant.getTime() + SETTLEMENT_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The local days [first, last] that the instants [start, end) cover. bet_days holds whole days
 * only, so a range that starts or ends within a day is refused rather than rounded.
 */
export function localDaysOf(start: Date, end: Date): { first: string; last: string } {
  const whole = (instant: Date) => (instant.getTime() + SETTLEMENT_UTC_OFFSET_MS) % DAY_MS === 0;
  if (!whole(start) || !whole(end) || end <= start)
    throw new Error(`not whole local days: ${start.toISOString()} to ${end.toISOString()}`);
  return { first: localDateOf(start), last: localDateOf(new Date(end.getTime() - DAY_MS)) };
}

/**
 * Adds the real bets among `bets b` that `where` picks to their members' days in bet_days. Call it
 * in the transaction that inserts those bets, once per bet, so the days always equal the bets.
 */
export async function addToBetDays(tx: Db, where: SQL): Promise<void> {
  await tx.execute(sql`insert into bet_days (member_id, day, bets, valid_bets, stake, valid_bet, payout)
    select b.member_id, ${localDaySql(sql`b.created_at`)}, count(*), count(*) filter (where b.valid_bet > 0),
      sum(b.stake), sum(b.valid_bet), sum(b.payout)
    from bets b where not b.demo and (${where})
    group by 1, 2
    on conflict (member_id, day) do update set
      bets = bet_days.bets + excluded.bets,
      valid_bets = bet_days.valid_bets + excluded.valid_bets,
      stake = bet_days.stake + excluded.stake,
      valid_bet = bet_days.valid_bet + excluded.valid_bet,
      payout = bet_days.payout + excluded.payout`);
}
