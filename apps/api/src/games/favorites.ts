import type { GameType } from '@portal/api-contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { favoriteGames, games, gameVendors, recentGames } from '../db/schema';
import { ApiError } from '../errors';
import { gameCardOf, MAX_ROW_ID, offsetOf, type GameRow } from './catalogue';

/** A member keeps at most this many favourites. */
export const MAX_FAVORITES = 500;

export async function favoriteIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ gameId: favoriteGames.gameId })
    .from(favoriteGames)
    .where(eq(favoriteGames.memberId, memberId))
    .orderBy(asc(favoriteGames.gameId));
  return rows.map((row) => row.gameId);
}

interface MemberGamesQuery {
  gameType: string;
  pageNo: number;
  pageSize: number;
}

/** One page of a member's favourite or recently played games, of one type or all, newest first. */
async function memberGamesPage(
  db: Db,
  source: typeof favoriteGames | typeof recentGames,
  newestFirst: typeof favoriteGames.createdAt | typeof recentGames.lastPlayedAt,
  memberId: number,
  query: MemberGamesQuery,
  origin: string,
) {
  const where = and(
    eq(source.memberId, memberId),
    query.gameType === 'ALL' ? undefined : eq(games.categoryCode, query.gameType),
  );
  const [total] = await db
    .select({ n: count() })
    .from(source)
    .innerJoin(games, eq(games.id, source.gameId))
    .where(where);
  const rows = await db
    .select({ game: games, vendorName: gameVendors.name })
    .from(source)
    .innerJoin(games, eq(games.id, source.gameId))
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
    .where(where)
    .orderBy(desc(newestFirst), asc(games.id))
    .limit(query.pageSize)
    .offset(offsetOf(query.pageNo, query.pageSize));
  return {
    cards: rows.map((row) => gameCardOf(row.game, row.vendorName, origin)),
    totalElements: total?.n ?? 0,
  };
}

export function favoriteGamesPage(db: Db, memberId: number, query: MemberGamesQuery, origin: string) {
  return memberGamesPage(db, favoriteGames, favoriteGames.createdAt, memberId, query, origin);
}

export function recentGamesPage(db: Db, memberId: number, query: MemberGamesQuery, origin: string) {
  return memberGamesPage(db, recentGames, recentGames.lastPlayedAt, memberId, query, origin);
}

interface GameReference {
  nodeId: number;
  vendor: string;
  gameType: GameType;
}

/** The game a favourite request names by id, vendor and type; any mismatch is NOT_FOUND. */
async function findGame(db: Db, { nodeId, vendor, gameType }: GameReference): Promise<GameRow> {
  if (nodeId > MAX_ROW_ID) throw new ApiError('NOT_FOUND');
  const [game] = await db
    .select()
    .from(games)
    .where(
      and(eq(games.id, nodeId), eq(games.vendorCode, vendor.toUpperCase()), eq(games.categoryCode, gameType)),
    );
  if (!game) throw new ApiError('NOT_FOUND');
  return game;
}

/** Adds a favourite (adding one twice is fine) and returns the member's favourite ids. */
export async function addFavorite(
  db: Db,
  memberId: number,
  reference: GameReference,
  now: Date,
): Promise<number[]> {
  const game = await findGame(db, reference);
  const current = await favoriteIds(db, memberId);
  if (!current.includes(game.id) && current.length >= MAX_FAVORITES) throw new ApiError('QUOTA_EXCEEDED');
  await db.insert(favoriteGames).values({ memberId, gameId: game.id, createdAt: now }).onConflictDoNothing();
  return favoriteIds(db, memberId);
}

export async function removeFavorite(db: Db, memberId: number, reference: GameReference): Promise<number[]> {
  const game = await findGame(db, reference);
  await db
    .delete(favoriteGames)
    .where(and(eq(favoriteGames.memberId, memberId), eq(favoriteGames.gameId, game.id)));
  return favoriteIds(db, memberId);
}
