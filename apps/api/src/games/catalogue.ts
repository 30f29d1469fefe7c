import type { GameCard, GameCategory, GameType } from '@portal/api-contract';
import { gameTypes } from '@portal/api-contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { games, gameVendors } from '../db/schema';

export type GameRow = typeof games.$inferSelect;
export type VendorRow = typeof gameVendors.$inferSelect;

export function isGameType(value: string): value is GameType {
  return (gameTypes as readonly string[]).includes(value);
}

/** Origin that browsers reach this server at: the configured one, else the request's own. */
export function originOf(app: AppContext, request: FastifyRequest): string {
  return app.options.publicOrigin ?? `${request.protocol}://${request.host}`;
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
    iconUrl: `${origin}/assets/games/${encodeURIComponent(game.gameCode)}.svg`,
    lagerIcon: `${origin}/assets/games/${encodeURIComponent(game.gameCode)}.svg?size=large`,
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

export function pageOf<T>(content: T[], pageNo: number, pageSize: number, totalElements: number) {
  return { content, pageNo, pageSize, totalElements, totalPages: Math.ceil(totalElements / pageSize) };
}
