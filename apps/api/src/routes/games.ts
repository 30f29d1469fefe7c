import { contract, type GameLaunch, type GameType, type WinnerEntry } from '@portal/api-contract';
import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import {
  bets,
  favoriteGames,
  gameCategories,
  games,
  gameVendors,
  members,
  recentGames,
  vendorCategories,
} from '../db/schema';
import { ApiError } from '../errors';
import { registerEndpoint, type HandlerContext } from '../http/registrar';
import { audit } from '../auth/audit';
import { gameCardOf, isGameType, originOf, pageOf, vendorCardOf, type GameRow } from '../games/catalogue';
import { isTrial } from '../members/members';

export const MAX_FAVORITES = 500;
/** Ids are 32-bit serials: a larger number names no row (and must not reach the database). */
const MAX_ROW_ID = 2 ** 31 - 1;

/** Rows to skip for a page; beyond any real catalogue the page is simply empty. */
function offsetOf(pageNo: number, pageSize: number): number {
  return Math.min((pageNo - 1) * pageSize, MAX_ROW_ID);
}

async function vendorNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ code: gameVendors.code, name: gameVendors.name }).from(gameVendors);
  return new Map(rows.map((row) => [row.code, row.name]));
}

async function favoriteIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ gameId: favoriteGames.gameId })
    .from(favoriteGames)
    .where(eq(favoriteGames.memberId, memberId))
    .orderBy(asc(favoriteGames.gameId));
  return rows.map((row) => row.gameId);
}

/** One page of a member's favourite or recently played games of one type, newest first. */
async function memberGamesPage(
  db: Db,
  source: typeof favoriteGames | typeof recentGames,
  newestFirst: typeof favoriteGames.createdAt | typeof recentGames.lastPlayedAt,
  memberId: number,
  query: { gameType: string; pageNo: number; pageSize: number },
  origin: string,
) {
  const where = and(eq(source.memberId, memberId), eq(games.categoryCode, query.gameType));
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

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/gu, (character) => `\\${character}`);
}

/** Masks a winner's account for the public board: "demomember" → "de******er". */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account[0] ?? '*'}*`;
  const keep = account.length <= 4 ? 1 : 2;
  return `${account.slice(0, keep)}${'*'.repeat(Math.max(2, account.length - keep * 2))}${account.slice(-keep)}`;
}

export function registerGameRoutes(server: FastifyInstance, app: AppContext): void {
  const db = app.database.db;
  const { games: calls } = contract;

  registerEndpoint(server, app, calls.menus, async () => {
    const rows = await db
      .select({
        category: vendorCategories.categoryCode,
        categorySort: gameCategories.sort,
        vendor: gameVendors,
      })
      .from(vendorCategories)
      .innerJoin(gameVendors, eq(gameVendors.code, vendorCategories.vendorCode))
      .innerJoin(gameCategories, eq(gameCategories.code, vendorCategories.categoryCode))
      .orderBy(asc(gameCategories.sort), asc(gameVendors.sort));
    const menus: {
      category: GameType;
      vendors: { vassalage: string; name: string; category: GameType; maintenance: boolean }[];
    }[] = [];
    for (const row of rows) {
      if (!isGameType(row.category)) continue;
      let menu = menus.find((candidate) => candidate.category === row.category);
      if (!menu) {
        menu = { category: row.category, vendors: [] };
        menus.push(menu);
      }
      menu.vendors.push({
        vassalage: row.vendor.code,
        name: row.vendor.name,
        category: row.category,
        maintenance: row.vendor.maintenance,
      });
    }
    return menus;
  });

  registerEndpoint(server, app, calls.hot, async ({ request }) => {
    const names = await vendorNames(db);
    const rows = await db.select().from(games).where(eq(games.isHot, true)).orderBy(asc(games.hotRank));
    const origin = originOf(app, request);
    return rows.map((game) => gameCardOf(game, names.get(game.vendorCode) ?? game.vendorCode, origin));
  });

  registerEndpoint(
    server,
    app,
    calls.list,
    async ({ query, session, request }) => {
      const conditions: SQL[] = [];
      if (query.gameType) conditions.push(eq(games.categoryCode, query.gameType));
      if (query.vassalage) conditions.push(eq(games.vendorCode, query.vassalage.toUpperCase()));
      if (query.keyword)
        conditions.push(
          sql`${games.searchName} like ${`%${escapeLike(query.keyword.toLowerCase())}%`} escape '\\'`,
        );
      if (query.filter === 'NEW') conditions.push(eq(games.isNew, true));
      if (query.filter === 'HOT') conditions.push(eq(games.isHot, true));
      if (query.filter === 'FAV') {
        conditions.push(
          inArray(
            games.id,
            db
              .select({ id: favoriteGames.gameId })
              .from(favoriteGames)
              .where(eq(favoriteGames.memberId, session.member.id)),
          ),
        );
      }
      if (query.filter === 'RECENT') {
        conditions.push(
          inArray(
            games.id,
            db
              .select({ id: recentGames.gameId })
              .from(recentGames)
              .where(eq(recentGames.memberId, session.member.id)),
          ),
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [total] = await db.select({ n: count() }).from(games).where(where);
      const rows = await db
        .select({ game: games, vendorName: gameVendors.name })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
        .where(where)
        .orderBy(
          ...(query.filter === 'HOT'
            ? [asc(games.hotRank)]
            : query.filter === 'NEW'
              ? [desc(games.createdAt)]
              : []),
          asc(games.sort),
          asc(games.id),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query.pageNo, query.pageSize));
      const origin = originOf(app, request);
      return pageOf(
        rows.map((row) => gameCardOf(row.game, row.vendorName, origin)),
        query.pageNo,
        query.pageSize,
        total?.n ?? 0,
      );
    },
    { trial: true },
  );

  registerEndpoint(
    server,
    app,
    calls.vendorGameTypes,
    async ({ query }) => {
      const code = query.vassalage.toUpperCase();
      const rows = await db
        .select({ category: vendorCategories.categoryCode })
        .from(vendorCategories)
        .innerJoin(gameCategories, eq(gameCategories.code, vendorCategories.categoryCode))
        .where(eq(vendorCategories.vendorCode, code))
        .orderBy(asc(gameCategories.sort));
      if (rows.length === 0) throw new ApiError('NOT_FOUND');
      return { vassalage: code, gameTypes: rows.map((row) => row.category).filter(isGameType) };
    },
    { trial: true },
  );

  registerEndpoint(
    server,
    app,
    calls.vendors,
    async ({ request }) => {
      const rows = await db
        .select({ category: vendorCategories.categoryCode, vendor: gameVendors })
        .from(vendorCategories)
        .innerJoin(gameVendors, eq(gameVendors.code, vendorCategories.vendorCode))
        .innerJoin(gameCategories, eq(gameCategories.code, vendorCategories.categoryCode))
        .orderBy(asc(gameCategories.sort), asc(gameVendors.sort));
      const origin = originOf(app, request);
      const lanes: { title: GameType; cards: ReturnType<typeof vendorCardOf>[]; gameClassify: string }[] = [];
      for (const row of rows) {
        const category = row.category;
        if (!isGameType(category)) continue;
        let lane = lanes.find((candidate) => candidate.title === category);
        if (!lane) {
          lane = { title: category, cards: [], gameClassify: category };
          lanes.push(lane);
        }
        lane.cards.push(vendorCardOf(row.vendor, category, origin));
      }
      return lanes;
    },
    { trial: true },
  );

  registerEndpoint(
    server,
    app,
    calls.favoriteIds,
    async ({ session }) => ({ favGameIds: await favoriteIds(db, session.member.id) }),
    { trial: true },
  );

  registerEndpoint(
    server,
    app,
    calls.favorites,
    async ({ session, query, request }) => {
      const { cards, totalElements } = await memberGamesPage(
        db,
        favoriteGames,
        favoriteGames.createdAt,
        session.member.id,
        query,
        originOf(app, request),
      );
      return { content: cards, pageNum: query.pageNo, totalPages: Math.ceil(totalElements / query.pageSize) };
    },
    { trial: true },
  );

  const findGame = async (nodeId: number, vendor: string, gameType: GameType): Promise<GameRow> => {
    if (nodeId > MAX_ROW_ID) throw new ApiError('NOT_FOUND');
    const [game] = await db
      .select()
      .from(games)
      .where(
        and(
          eq(games.id, nodeId),
          eq(games.vendorCode, vendor.toUpperCase()),
          eq(games.categoryCode, gameType),
        ),
      );
    if (!game) throw new ApiError('NOT_FOUND');
    return game;
  };

  registerEndpoint(
    server,
    app,
    calls.addFavorite,
    async ({ session, body, now }) => {
      const game = await findGame(body.nodeId, body.vendor, body.gameType);
      const current = await favoriteIds(db, session.member.id);
      if (!current.includes(game.id) && current.length >= MAX_FAVORITES) throw new ApiError('QUOTA_EXCEEDED');
      await db
        .insert(favoriteGames)
        .values({ memberId: session.member.id, gameId: game.id, createdAt: now })
        .onConflictDoNothing();
      return { favGameIds: await favoriteIds(db, session.member.id) };
    },
    { trial: true },
  );

  registerEndpoint(
    server,
    app,
    calls.removeFavorite,
    async ({ session, query }) => {
      const game = await findGame(query.nodeId, query.vendor, query.gameType);
      await db
        .delete(favoriteGames)
        .where(and(eq(favoriteGames.memberId, session.member.id), eq(favoriteGames.gameId, game.id)));
      return { favGameIds: await favoriteIds(db, session.member.id) };
    },
    { trial: true },
  );

  registerEndpoint(
    server,
    app,
    calls.recent,
    async ({ session, query, request }) => {
      const { cards, totalElements } = await memberGamesPage(
        db,
        recentGames,
        recentGames.lastPlayedAt,
        session.member.id,
        query,
        originOf(app, request),
      );
      return pageOf(cards, query.pageNo, query.pageSize, totalElements);
    },
    { trial: true },
  );

  registerEndpoint(server, app, calls.winners, async ({ query, request }): Promise<WinnerEntry[]> => {
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
    const origin = originOf(app, request);
    return rows.map((row) => ({
      customerName: maskAccount(row.account),
      winAmount: row.payout,
      gameName: row.game.displayName,
      iconUrl: `${origin}/assets/games/${encodeURIComponent(row.game.gameCode)}.svg`,
    }));
  });

  const launch = registerLaunch(app);
  registerEndpoint(server, app, calls.launch, launch, {
    trial: true,
    rateLimit: { max: 60, windowSeconds: 60 },
  });
  registerEndpoint(server, app, calls.launchFB, launch, {
    trial: true,
    rateLimit: { max: 60, windowSeconds: 60 },
  });
}

type LaunchContext = Pick<
  HandlerContext<typeof contract.games.launch>,
  'session' | 'merchant' | 'body' | 'ip' | 'now' | 'request'
>;

/** games.launch and games.launchFB share one implementation. */
function registerLaunch(app: AppContext): (context: LaunchContext) => Promise<GameLaunch> {
  const db = app.database.db;
  return async ({ session, merchant, body, ip, now, request }) => {
    const trialSession = isTrial(session.member);
    if (trialSession && !body.trial) throw new ApiError('TRIAL_ACCOUNT_REFUSED');
    const [row] = await db
      .select({ game: games, vendor: gameVendors })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
      .where(
        and(
          eq(games.gameCode, body.gameCode),
          eq(games.vendorCode, body.vassalage.toUpperCase()),
          eq(games.categoryCode, body.gameType),
        ),
      );
    if (!row) throw new ApiError('NOT_FOUND');
    if (row.game.maintenance || row.vendor.maintenance) throw new ApiError('GAME_MAINTENANCE');
    const demo = trialSession || body.trial;
    return app.database.transaction(async (tx) => {
      await tx
        .insert(recentGames)
        .values({ memberId: session.member.id, gameId: row.game.id, lastPlayedAt: now })
        .onConflictDoUpdate({
          target: [recentGames.memberId, recentGames.gameId],
          set: { lastPlayedAt: now },
        });
      const launched = await app.games.launch({
        tx,
        sessionId: session.sessionId,
        memberId: session.member.id,
        game: row.game,
        demo,
        origin: originOf(app, request),
        now,
      });
      if (!demo) {
        await audit(tx, {
          event: 'game.launch',
          at: now,
          merchantId: merchant.id,
          memberId: session.member.id,
          ip,
          details: { gameCode: row.game.gameCode, vendor: row.game.vendorCode },
        });
      }
      return launched;
    });
  };
}
