import type {
  contract,
  GameCard,
  GameCategory,
  GameMenu,
  GameType,
  ParsedQueryOf,
  VendorLane,
} from '@portal/api-contract';
import { gameTypes, pageOf } from '@portal/api-contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import {
  cacheVersions,
  favoriteGames,
  gameCategories,
  games,
  gameVendors,
  recentGames,
  vendorCategories,
} from '../db/schema';
import { ApiError } from '../errors';

export type GameRow = typeof games.$inferSelect;
export type VendorRow = typeof gameVendors.$inferSelect;

export function isGameType(value: string): value is GameType {
  return (gameTypes as readonly string[]).includes(value);
}

/** Origin that browsers reach this server at: the configured one, else the request's own. */
export function originOf(app: AppContext, request: FastifyRequest): string {
  return app.options.publicOrigin ?? `${request.protocol}://${request.host}`;
}

/** The generated icon of a catalogue game (routes/assets.ts draws it). */
export function gameIconUrl(origin: string, gameCode: string, large = false): string {
  return `${origin}/assets/games/${encodeURIComponent(gameCode)}.svg${large ? '?size=large' : ''}`;
}

export function gameCardOf(game: GameRow, vendorName: string, origin: string): GameCard {
  const type: GameType = isGameType(game.categoryCode) ? game.categoryCode : 'RNG';
  return {
    displayName: game.displayName,
    gameName: game.displayName,
    nodeName: vendorName,
    nodeId: game.id,
    gameId: String(game.id),
    gameCode: game.gameCode,
    vassalage: game.vendorCode,
    gameType: type,
    isHot: game.isHot ? 1 : 0,
    showIcon: true,
    iconUrl: gameIconUrl(origin, game.gameCode),
    lagerIcon: gameIconUrl(origin, game.gameCode, true),
    isGame: 'GAME',
  };
}

/** A vendor shown as a card that opens its game list (`isGame: 'VASSALAGE'`). */
export function vendorCardOf(vendor: VendorRow, category: GameCategory & GameType, origin: string): GameCard {
  return {
    displayName: vendor.name,
    gameName: vendor.name,
    nodeName: category,
    nodeId: vendor.sort + 1,
    gameId: vendor.code,
    gameCode: vendor.code,
    vassalage: vendor.code,
    gameType: category,
    isHot: 0,
    showIcon: true,
    iconUrl: `${origin}/assets/vendors/${encodeURIComponent(vendor.code)}.svg`,
    lagerIcon: `${origin}/assets/vendors/${encodeURIComponent(vendor.code)}.svg?size=large`,
    isGame: 'VASSALAGE',
  };
}

/** Ids are 32-bit serials: a larger number names no row (and must not reach the database). */
export const MAX_ROW_ID = 2 ** 31 - 1;

/** Rows to skip for a page; beyond any real catalogue the page is simply empty. */
export function offsetOf(pageNo: number, pageSize: number): number {
  return Math.min((pageNo - 1) * pageSize, MAX_ROW_ID);
}

async function vendorNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ code: gameVendors.code, name: gameVendors.name }).from(gameVendors);
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** Every vendor of every category (game type), in the lobby's menu order. */
export async function gameMenus(db: Db): Promise<GameMenu[]> {
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
}

export async function hotGames(db: Db, origin: string): Promise<GameCard[]> {
  const names = await vendorNames(db);
  const rows = await db.select().from(games).where(eq(games.isHot, true)).orderBy(asc(games.hotRank));
  return rows.map((game) => gameCardOf(game, names.get(game.vendorCode) ?? game.vendorCode, origin));
}

/** A catalogue game with its vendor's name: one row of the in-memory catalogue. */
interface CatalogueEntry {
  game: GameRow;
  vendorName: string;
}

/**
 * The whole catalogue in memory, in the list's default order (sort, then id), with the subsets most
 * lists start from: a page is filtered and cut here instead of costing two queries over 10,000 rows.
 */
export interface Catalogue {
  all: readonly CatalogueEntry[];
  byType: ReadonlyMap<string, readonly CatalogueEntry[]>;
  byVendor: ReadonlyMap<string, readonly CatalogueEntry[]>;
}

function groupedBy(
  entries: readonly CatalogueEntry[],
  keyOf: (entry: CatalogueEntry) => string,
): Map<string, CatalogueEntry[]> {
  const groups = new Map<string, CatalogueEntry[]>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return groups;
}

export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const all = await db
    .select({ game: games, vendorName: gameVendors.name })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
    .orderBy(asc(games.sort), asc(games.id));
  return {
    all,
    byType: groupedBy(all, (entry) => entry.game.categoryCode),
    byVendor: groupedBy(all, (entry) => entry.game.vendorCode),
  };
}

async function catalogueVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.scope, 'catalogue'));
  return String(row?.version ?? 0);
}

/**
 * The catalogue through the read cache: at most the staleness bound behind the database, and read
 * again only when a statement changed one of its tables (their triggers raise its version).
 */
export function catalogueOf(app: AppContext): Promise<Catalogue> {
  const db = app.database.db;
  return app.readCache.getVersioned(
    'catalogue',
    () => catalogueVersion(db),
    () => loadCatalogue(db),
  );
}

const byHotRank = (a: CatalogueEntry, b: CatalogueEntry) =>
  (a.game.hotRank ?? Number.MAX_SAFE_INTEGER) - (b.game.hotRank ?? Number.MAX_SAFE_INTEGER);
const newestFirst = (a: CatalogueEntry, b: CatalogueEntry) =>
  b.game.createdAt.getTime() - a.game.createdAt.getTime();

/** The member's favourite or recent game ids, for the FAV and RECENT views. */
async function memberGameIds(db: Db, memberId: number, view: 'FAV' | 'RECENT'): Promise<Set<number>> {
  const table = view === 'FAV' ? favoriteGames : recentGames;
  const rows = await db.select({ id: table.gameId }).from(table).where(eq(table.memberId, memberId));
  return new Set(rows.map((row) => row.id));
}

/** One page of the catalogue, filtered by type, vendor, name, and the member's NEW/HOT/FAV/RECENT view. */
export async function listGames(
  app: AppContext,
  memberId: number,
  query: ParsedQueryOf<typeof contract.games.list>,
  origin: string,
) {
  const catalogue = await catalogueOf(app);
  const vendor = query.vassalage?.toUpperCase();
  // Start from the smallest ready-made subset, then filter the rest.
  let entries: readonly CatalogueEntry[] = query.gameType
    ? (catalogue.byType.get(query.gameType) ?? [])
    : vendor
      ? (catalogue.byVendor.get(vendor) ?? [])
      : catalogue.all;
  const keyword = query.keyword?.toLowerCase();
  const memberIds =
    query.filter === 'FAV' || query.filter === 'RECENT'
      ? await memberGameIds(app.database.db, memberId, query.filter)
      : null;
  if (vendor || keyword || query.filter) {
    entries = entries.filter(
      ({ game }) =>
        (!vendor || game.vendorCode === vendor) &&
        (!keyword || game.searchName.includes(keyword)) &&
        (query.filter !== 'NEW' || game.isNew) &&
        (query.filter !== 'HOT' || game.isHot) &&
        (!memberIds || memberIds.has(game.id)),
    );
  }
  // Stable sorts keep the default order (sort, id) among equals.
  if (query.filter === 'HOT') entries = [...entries].sort(byHotRank);
  if (query.filter === 'NEW') entries = [...entries].sort(newestFirst);
  const offset = offsetOf(query.pageNo, query.pageSize);
  return pageOf(
    entries
      .slice(offset, offset + query.pageSize)
      .map((entry) => gameCardOf(entry.game, entry.vendorName, origin)),
    query.pageNo,
    query.pageSize,
    entries.length,
  );
}

/** The game types a vendor offers; an unknown vendor is NOT_FOUND. */
export async function vendorGameTypes(db: Db, vendor: string) {
  const code = vendor.toUpperCase();
  const rows = await db
    .select({ category: vendorCategories.categoryCode })
    .from(vendorCategories)
    .innerJoin(gameCategories, eq(gameCategories.code, vendorCategories.categoryCode))
    .where(eq(vendorCategories.vendorCode, code))
    .orderBy(asc(gameCategories.sort));
  if (rows.length === 0) throw new ApiError('NOT_FOUND');
  return { vassalage: code, gameTypes: rows.map((row) => row.category).filter(isGameType) };
}

/** One lane of vendor cards per category, in the lobby's order. */
export async function vendorLanes(db: Db, origin: string): Promise<VendorLane[]> {
  const rows = await db
    .select({ category: vendorCategories.categoryCode, vendor: gameVendors })
    .from(vendorCategories)
    .innerJoin(gameVendors, eq(gameVendors.code, vendorCategories.vendorCode))
    .innerJoin(gameCategories, eq(gameCategories.code, vendorCategories.categoryCode))
    .orderBy(asc(gameCategories.sort), asc(gameVendors.sort));
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
}
