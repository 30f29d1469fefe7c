import {
  addFavorite,
  favoriteGamesPage,
  favoriteIds,
  recentGamesPage,
  removeFavorite,
} from '../games/favorites';
import { pageOf } from '@portal/api-contract';
import { categoryLanes, gameMenus, hotGames, listGames, originOf, vendorGameTypes } from '../games/catalogue';
import { launchGame } from '../games/launch';
import { biggestWinners } from '../games/winners';
import { launchLiveChat, liveModelsOf, liveRoomsOf } from '../live/live';
import { lotteryMenu, openedNumbers, recentLotteries } from '../lottery/lottery';
import type { GroupHandlers } from '../http/registrar';
import type { AppContext } from '../context';
import type { FastifyRequest } from 'fastify';

const LAUNCH_POLICY = { trial: true, rateLimit: { max: 60, windowSeconds: 60 } };

/** Where the player launched from: the origin they reach this server at and their portal language. */
function launchedFrom(app: AppContext, request: FastifyRequest) {
  return { origin: originOf(app, request), language: request.headers['accept-language'] ?? '' };
}

/** Contract group `games`: the catalogue, a member's favourites and recent games, launches, winners. */
export const gamesHandlers = {
  menus: {
    handler: async ({ app }) => gameMenus(app.database.db),
    policy: { cache: 'shared' },
  },
  hot: {
    handler: async ({ app, request }) => hotGames(app.database.db, originOf(app, request)),
    policy: { cache: 'shared' },
  },
  list: {
    handler: async ({ app, query, session, request }) =>
      listGames(app, session.member.id, query, originOf(app, request)),
    policy: { trial: true },
  },
  vendorGameTypes: {
    handler: async ({ app, query }) => vendorGameTypes(app.database.db, query.vassalage),
    policy: { trial: true },
  },
  vendors: {
    handler: async ({ app, request }) => categoryLanes(app, originOf(app, request)),
    policy: { trial: true, cache: 'shared' },
  },
  favoriteIds: {
    handler: async ({ app, session }) => ({
      favGameIds: await favoriteIds(app.database.db, session.member.id),
    }),
    policy: { trial: true },
  },
  favorites: {
    handler: async ({ app, session, query, request }) => {
      const { cards, totalElements } = await favoriteGamesPage(
        app.database.db,
        session.member.id,
        query,
        originOf(app, request),
      );
      return { content: cards, pageNum: query.pageNo, totalPages: Math.ceil(totalElements / query.pageSize) };
    },
    policy: { trial: true },
  },
  addFavorite: {
    handler: async ({ app, session, body, now }) => ({
      favGameIds: await addFavorite(app.database.db, session.member.id, body, now),
    }),
    policy: { trial: true },
  },
  removeFavorite: {
    handler: async ({ app, session, query }) => ({
      favGameIds: await removeFavorite(app.database.db, session.member.id, query),
    }),
    policy: { trial: true },
  },
  recent: {
    handler: async ({ app, session, query, request }) => {
      const { cards, totalElements } = await recentGamesPage(
        app.database.db,
        session.member.id,
        query,
        originOf(app, request),
      );
      return pageOf(cards, query.pageNo, query.pageSize, totalElements);
    },
    policy: { trial: true },
  },
  winners: {
    handler: async ({ app, query, request }) =>
      biggestWinners(app.database.db, query, originOf(app, request)),
    policy: { cache: 'shared' },
  },
  // games.launch and games.launchFB are two names of one launch.
  launch: {
    handler: async ({ app, session, merchant, body, ip, now, request }) =>
      launchGame(app, session, merchant, body, launchedFrom(app, request), ip, now),
    policy: LAUNCH_POLICY,
  },
  launchFB: {
    handler: async ({ app, session, merchant, body, ip, now, request }) =>
      launchGame(app, session, merchant, body, launchedFrom(app, request), ip, now),
    policy: LAUNCH_POLICY,
  },
  // Lottery (draws made by lotteryDrawJob) and live tables and hosts.
  lotteryMenu: {
    handler: async ({ app, query, request }) =>
      lotteryMenu(app.database.db, query.prizeMode, originOf(app, request)),
  },
  recentLottery: {
    handler: async ({ app, session, request }) =>
      recentLotteries(app.database.db, session.member.id, originOf(app, request)),
    policy: { trial: true },
  },
  openedNumbers: {
    handler: async ({ app, query }) => openedNumbers(app.database.db, query),
  },
  lottoOpenedNumbers: {
    handler: async ({ app, query }) => openedNumbers(app.database.db, query),
    policy: { trial: true },
  },
  liveRooms: {
    handler: async ({ app, query, now, request }) =>
      liveRoomsOf(app.database.db, query.vassalage, now, originOf(app, request)),
    policy: { trial: true },
  },
  liveModels: {
    handler: async ({ app, now, request }) => liveModelsOf(app.database.db, now, originOf(app, request)),
  },
  launchLiveChat: {
    handler: async ({ app, body, now, request }) =>
      launchLiveChat(app.database.db, body.modelId, now, originOf(app, request)),
  },
} satisfies GroupHandlers<'games'>;
