import {
  categoryLanes,
  gameMenus,
  mockVendorSpecs,
  toGameCard,
  type CatalogueGame,
} from '../fixtures/catalogue';
import { pageOf } from '../../schemas/common';
import { minutesAgo } from '../fixtures/time';
import { worldRng, type MockWorld } from '../world';
import { failWith, type GroupResolvers, type MockSession } from './define';

/** Opens a game (trial sessions included: refusing them is the server's policy) and records it as recent. */
function launchGame(world: MockWorld, session: MockSession, body: { gameCode: string; vassalage: string }) {
  const game = world.catalogue.games.find((candidate) => candidate.gameCode === body.gameCode);
  if (game) {
    const recent = (world.recent.get(session.account.account) ?? []).filter(
      (nodeId) => nodeId !== game.nodeId,
    );
    world.recent.set(session.account.account, [game.nodeId, ...recent].slice(0, 100));
  }
  const query = new URLSearchParams({ vendor: body.vassalage, game: body.gameCode });
  return { url: `https://games.example.com/launch?${query.toString()}`, mode: 'iframe' as const };
}

/** The node ids of an account's favourite games: what favoriteIds answers. */
export const mockFavoriteIds = (world: MockWorld, account: string) => world.favorites.get(account) ?? [];

function gamesOf(world: MockWorld, nodeIds: readonly number[]): CatalogueGame[] {
  return nodeIds.flatMap((nodeId) => world.catalogue.byNodeId.get(nodeId) ?? []);
}

/** One page of a lottery's last 100 draws, newest first, the same on every run. */
function drawsOf(world: MockWorld, query: { gameCode: string; pageNo: number; pageSize: number }) {
  const { gameCode } = query;
  if (!world.lotteryGames.some((game) => game.gameCode === gameCode)) failWith('NOT_FOUND');
  const rng = worldRng(world, `draws:${gameCode}`);
  const draws = Array.from({ length: 100 }, (_, index) => ({
    gameCode,
    issueNo: `${gameCode}-${String(1000 - index)}`,
    numbers: Array.from({ length: 5 }, () => String(rng.int(0, 9))),
    openedAt: minutesAgo(index * 60),
  }));
  return pageOf(draws, query.pageNo, query.pageSize).content;
}

export const gamesResolvers = {
  menus: () => gameMenus(),
  launchFB: ({ world, session, body }) => launchGame(world, session, body),
  list: ({ world, session, query }) => {
    const account = session.account.account;
    const keyword = query.keyword?.toLowerCase();
    const favorites = new Set(mockFavoriteIds(world, account));
    const recent = new Set(world.recent.get(account) ?? []);
    const games = world.catalogue.games.filter(
      (game) =>
        (query.gameType === undefined || game.gameType === query.gameType) &&
        (query.vassalage === undefined || game.vendor === query.vassalage) &&
        (keyword === undefined || game.gameName.toLowerCase().includes(keyword)) &&
        (query.filter === undefined ||
          query.filter === 'ALL' ||
          (query.filter === 'HOT' && game.isHot) ||
          (query.filter === 'NEW' && game.isNew) ||
          (query.filter === 'FAV' && favorites.has(game.nodeId)) ||
          (query.filter === 'RECENT' && recent.has(game.nodeId))),
    );
    const page = pageOf(games, query.pageNo, query.pageSize);
    return { ...page, content: page.content.map(toGameCard) };
  },
  hot: ({ world }) =>
    world.catalogue.games
      .filter((game) => game.isHot)
      .slice(0, 36)
      .map(toGameCard),
  vendorGameTypes: ({ query }) => {
    const vendor = mockVendorSpecs.find((spec) => spec.code === query.vassalage) ?? failWith('NOT_FOUND');
    return { vassalage: vendor.code, gameTypes: vendor.lines.map(([gameType]) => gameType) };
  },
  vendors: ({ world }) => categoryLanes(world.catalogue),
  favoriteIds: ({ world, session }) => ({
    favGameIds: mockFavoriteIds(world, session.account.account),
  }),
  favorites: ({ world, session, query }) => {
    const games = gamesOf(world, mockFavoriteIds(world, session.account.account)).filter(
      (game) => query.gameType === 'ALL' || game.gameType === query.gameType,
    );
    const page = pageOf(games, query.pageNo, query.pageSize);
    return { content: page.content.map(toGameCard), pageNum: page.pageNo, totalPages: page.totalPages };
  },
  addFavorite: ({ world, session, body }) => {
    if (!world.catalogue.byNodeId.has(body.nodeId)) failWith('NOT_FOUND');
    const favorites = mockFavoriteIds(world, session.account.account);
    const next = favorites.includes(body.nodeId) ? favorites : [...favorites, body.nodeId];
    world.favorites.set(session.account.account, next);
    return { favGameIds: next };
  },
  removeFavorite: ({ world, session, query }) => {
    const next = mockFavoriteIds(world, session.account.account).filter((nodeId) => nodeId !== query.nodeId);
    world.favorites.set(session.account.account, next);
    return { favGameIds: next };
  },
  recent: ({ world, session, query }) => {
    const games = gamesOf(world, world.recent.get(session.account.account) ?? []).filter(
      (game) => query.gameType === 'ALL' || game.gameType === query.gameType,
    );
    const page = pageOf(games, query.pageNo, query.pageSize);
    return { ...page, content: page.content.map(toGameCard) };
  },
  liveRooms: ({ world, query }) =>
    world.liveRooms.filter((room) => query.vassalage === undefined || room.vassalage === query.vassalage),
  launch: ({ world, session, body }) => launchGame(world, session, body),
  lotteryMenu: ({ world, query }) =>
    world.lotteryGames.filter((game) => query.prizeMode === undefined || game.prizeMode === query.prizeMode),
  recentLottery: ({ world }) => world.lotteryGames.slice(0, 3),
  openedNumbers: ({ world, query }) => drawsOf(world, query),
  lottoOpenedNumbers: ({ world, query }) => drawsOf(world, query),
  winners: ({ world, query }) =>
    world.winners
      .filter((winner) => query.gameCategory === 'ALL' || winner.gameType === query.gameCategory)
      .slice(0, query.limitNum)
      .map((winner) => winner.entry),
  liveModels: ({ world }) => world.liveModels,
  launchLiveChat: ({ world, body }) => {
    if (!world.liveModels.some((model) => model.modelId === body.modelId)) failWith('NOT_FOUND');
    return { url: `https://live.example.com/chat/${body.modelId}` };
  },
} satisfies GroupResolvers<'games'>;
