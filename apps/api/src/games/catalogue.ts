import type { contract, GameCard, GameMenu, GameType, ParsedQueryOf, VendorLane } from '@portal/api-contract';
import { gameTypes, LANE_GAME_LIMIT, pageOf } from '@portal/api-contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { dropOldest } from '../cache/drop-oldest';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { cacheVersions, gameCategories, games, gameVendors, vendorCategories } from '../db/schema';
import { ApiError } from '../errors';

export type GameRow = typeof games.$inferSelect;

export function isGameType(value: string): value is GameType {
  return (gameTypes as readonly string[]).includes(value);
}

/** Origin that browsers reach this server at: the configured one, else the request's own. */
export function originOf(app: AppContext, request: FastifyRequest): string {
  return app.options.publicOrigin ?? `${request.protocol}://${request.host}`;
}

/** The generated icon of a catalogue game (routes/assets.ts draws it). */
export function gameIconUrl(origin: string, gameCode: string, large = false): string {
  return `${origin}/assets/games/${encodeURIComponent(gameCode)}.webp${large ? '?size=large' : ''}`;
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
  /** Its place in the list's default order. */
  position: number;
}

/**
 * The whole catalogue in memory, in the list's default order (sort, then id), with the subsets most
 * lists start from: a page is filtered and cut here instead of costing two queries over 10,000 rows.
 */
export interface Catalogue {
  all: readonly CatalogueEntry[];
  /** The game types in the categories' order. */
  categories: readonly GameType[];
  byType: ReadonlyMap<string, readonly CatalogueEntry[]>;
  byVendor: ReadonlyMap<string, readonly CatalogueEntry[]>;
  byId: ReadonlyMap<number, CatalogueEntry>;
  byCode: ReadonlyMap<string, CatalogueEntry>;
  /** Filtered and ordered lists by their filter (see `filteredList`): the pages of one filter share one. */
  lists: Map<string, readonly CatalogueEntry[]>;
}

/** Filtered lists kept per catalogue; a list costs a pointer per game it holds (at most 80 KB). */
const MAX_FILTERED_LISTS = 500;

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
  const rows = await db
    .select({ game: games, vendorName: gameVendors.name })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
    .orderBy(asc(games.sort), asc(games.id));
  const categories = await db
    .select({ code: gameCategories.code })
    .from(gameCategories)
    .orderBy(asc(gameCategories.sort));
  const all = rows.map((row, position) => ({ ...row, position }));
  return {
    all,
    categories: categories.map((category) => category.code).filter(isGameType),
    byType: groupedBy(all, (entry) => entry.game.categoryCode),
    byVendor: groupedBy(all, (entry) => entry.game.vendorCode),
    byId: new Map(all.map((entry) => [entry.game.id, entry])),
    byCode: new Map(all.map((entry) => [entry.game.gameCode, entry])),
    lists: new Map(),
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

type GameListQuery = ParsedQueryOf<typeof contract.games.list>;

/** What a game list keeps of the catalogue besides the member's FAV/RECENT view. */
interface ListFilter {
  gameType?: string;
  vendor?: string;
  keyword?: string;
  view?: 'NEW' | 'HOT';
}

function filterOf(query: GameListQuery): ListFilter {
  return {
    gameType: query.gameType,
    vendor: query.vassalage?.toUpperCase(),
    keyword: query.keyword?.toLowerCase(),
    view: query.filter === 'NEW' || query.filter === 'HOT' ? query.filter : undefined,
  };
}

function matches(game: GameRow, filter: ListFilter): boolean {
  return (
    (!filter.gameType || game.categoryCode === filter.gameType) &&
    (!filter.vendor || game.vendorCode === filter.vendor) &&
    (!filter.keyword || game.searchName.includes(filter.keyword)) &&
    (filter.view !== 'NEW' || game.isNew) &&
    (filter.view !== 'HOT' || game.isHot)
  );
}

/**
 * The catalogue filtered and ordered for `filter`: built once per filter and catalogue version (the
 * catalogue is replaced when it changes), so paging through a search does not scan 10,000 names
 * per page. The oldest lists go beyond the limit.
 */
function filteredList(catalogue: Catalogue, filter: ListFilter): readonly CatalogueEntry[] {
  const key = JSON.stringify([filter.gameType, filter.vendor, filter.keyword, filter.view]);
  const held = catalogue.lists.get(key);
  if (held) return held;
  // Start from the smallest ready-made subset, then filter the rest.
  const start = filter.gameType
    ? (catalogue.byType.get(filter.gameType) ?? [])
    : filter.vendor
      ? (catalogue.byVendor.get(filter.vendor) ?? [])
      : catalogue.all;
  let entries = start.filter(({ game }) => matches(game, filter));
  // Stable sorts keep the default order (sort, id) among equals.
  if (filter.view === 'HOT') entries = entries.sort(byHotRank);
  if (filter.view === 'NEW') entries = entries.sort(newestFirst);
  catalogue.lists.set(key, entries);
  dropOldest(catalogue.lists, () => catalogue.lists.size > MAX_FILTERED_LISTS);
  return entries;
}

/** The member's favourite or recent games that pass `filter`, in the list's default order. */
async function memberList(
  app: AppContext,
  catalogue: Catalogue,
  memberId: number,
  view: 'FAV' | 'RECENT',
  filter: ListFilter,
): Promise<CatalogueEntry[]> {
  const entries: CatalogueEntry[] = [];
  for (const id of await app.memberGames.idsOf(memberId, view)) {
    const entry = catalogue.byId.get(id);
    if (entry && matches(entry.game, filter)) entries.push(entry);
  }
  return entries.sort((a, b) => a.position - b.position);
}

/** One page of the catalogue, filtered by type, vendor, name, and the member's NEW/HOT/FAV/RECENT view. */
export async function listGames(app: AppContext, memberId: number, query: GameListQuery, origin: string) {
  const catalogue = await catalogueOf(app);
  const filter = filterOf(query);
  const entries =
    query.filter === 'FAV' || query.filter === 'RECENT'
      ? await memberList(app, catalogue, memberId, query.filter, filter)
      : filteredList(catalogue, filter);
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

/**
 * The home page's category rows: each category that has games, in the categories' order, with its
 * first games as its game list orders them (the page its row leads on to starts with them) and
 * how many it has.
 */
export async function categoryLanes(app: AppContext, origin: string): Promise<VendorLane[]> {
  const catalogue = await catalogueOf(app);
  return catalogue.categories.flatMap((category) => {
    const entries = filteredList(catalogue, { gameType: category });
    if (entries.length === 0) return [];
    return [
      {
        title: category,
        cards: entries
          .slice(0, LANE_GAME_LIMIT)
          .map((entry) => gameCardOf(entry.game, entry.vendorName, origin)),
        gameCount: entries.length,
        gameClassify: category,
      },
    ];
  });
}
