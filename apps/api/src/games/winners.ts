import type { contract, ParsedQueryOf, WinnerEntry } from '@portal/api-contract';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bets, games, members } from '../db/schema';
import { gameIconUrl } from './catalogue';

/** Masks a winner's account for the public board: "demomember" → "de******er". */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account[0] ?? '*'}*`;
  const keep = account.length <= 4 ? 1 : 2;
  return `${account.slice(0, keep)}${'*'.repeat(Math.max(2, account.length - keep * 2))}${account.slice(-keep)}`;
}

/** The biggest real-money wins, with masked accounts. */
export async function biggestWinners(
  db: Db,
  query: ParsedQueryOf<typeof contract.games.winners>,
  origin: string,
): Promise<WinnerEntry[]> {
  const conditions = [eq(bets.demo, false), gt(bets.payout, 0)];
  if (query.gameCategory !== 'ALL') conditions.push(eq(games.categoryCode, query.gameCategory));
  const rows = await db
    .select({ account: members.account, payout: bets.payout, game: games })
    .from(bets)
    .innerJoin(games, eq(games.id, bets.gameId))
    .innerJoin(members, eq(members.id, bets.memberId))
    .where(and(...conditions))
    .orderBy(desc(bets.payout), desc(bets.id))
    .limit(query.limitNum);
  return rows.map((row) => ({
    customerName: maskAccount(row.account),
    winAmount: row.payout,
    gameName: row.game.displayName,
    iconUrl: gameIconUrl(origin, row.game.gameCode),
  }));
}
