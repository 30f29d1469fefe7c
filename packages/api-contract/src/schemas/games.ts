import { z } from 'zod/mini';
import { gameTypes, gameCategories, gameFilterTypes, prizeModes, gameCardKinds } from './gameKinds';
import { countSchema, isoDateTimeSchema, pagedSchema, positiveMinorUnitsSchema } from './common';

export {
  gameTypes,
  gameCategories,
  gameFilterTypes,
  prizeModes,
  knownVendorCodes,
  ESPORTS_VENDOR,
  COCKFIGHT_VENDOR,
  RNG_EXCLUDED_VENDORS,
  gameCardKinds,
  type KnownVendorCode,
} from './gameKinds';

export const gameTypeSchema = z.enum(gameTypes);
export type GameType = z.infer<typeof gameTypeSchema>;

export const gameCategorySchema = z.enum(gameCategories);
export type GameCategory = z.infer<typeof gameCategorySchema>;

export const gameFilterTypeSchema = z.enum(gameFilterTypes);
export type GameFilterType = z.infer<typeof gameFilterTypeSchema>;

export const prizeModeSchema = z.enum(prizeModes);
export type PrizeMode = z.infer<typeof prizeModeSchema>;

export const vendorCodeSchema = z.string().check(z.minLength(1), z.maxLength(32));

export const gameCardSchema = z.object({
  displayName: z.string().check(z.minLength(1)),
  gameName: z.string().check(z.minLength(1)),
  nodeName: z.string(),
  nodeId: z.int().check(z.positive()),
  gameId: z.string().check(z.minLength(1)),
  gameCode: z.string().check(z.minLength(1)),
  vassalage: vendorCodeSchema,
  gameType: gameTypeSchema,
  isHot: z.union([z.literal(0), z.literal(1)]),
  showIcon: z.boolean(),
  iconUrl: z.string().check(z.minLength(1)),
  lagerIcon: z.string().check(z.minLength(1)),
  isGame: z.enum(gameCardKinds),
});
export type GameCard = z.infer<typeof gameCardSchema>;

export const pagedGamesSchema = pagedSchema(gameCardSchema);
export type PagedGames = z.infer<typeof pagedGamesSchema>;

/** SPEC §2: a home category row shows at most this many games; the category page lists them all. */
export const LANE_GAME_LIMIT = 12;

/**
 * One category row of the home page (SPEC §3 "game vendor lane"): the category's first cards in the
 * order its game list gives them, and how many games the category has in all.
 */
export const vendorLaneSchema = z.object({
  title: gameCategorySchema,
  cards: z.array(gameCardSchema).check(z.maxLength(LANE_GAME_LIMIT)),
  /** More than `cards` holds means the row leads on to the category page for the rest. */
  gameCount: countSchema,
  gameClassify: z.string(),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

export const gameVendorSchema = z.object({
  vassalage: vendorCodeSchema,
  name: z.string().check(z.minLength(1)),
  category: gameCategorySchema,
  maintenance: z.boolean(),
});
export type GameVendor = z.infer<typeof gameVendorSchema>;

export const gameMenuSchema = z.object({
  category: gameCategorySchema,
  vendors: z.array(gameVendorSchema),
});
export type GameMenu = z.infer<typeof gameMenuSchema>;

export const vendorGameTypesSchema = z.object({
  vassalage: vendorCodeSchema,
  gameTypes: z.array(gameTypeSchema),
});

export const favoritePayloadSchema = z.object({
  nodeId: z.int().check(z.positive()),
  vendor: vendorCodeSchema,
  gameType: gameTypeSchema,
});
export type FavoritePayload = z.infer<typeof favoritePayloadSchema>;

export const favoriteIdsSchema = z.object({
  favGameIds: z.array(z.int().check(z.positive())),
});

/** SPEC §3 favourite list: content, pageNum, totalPages. */
export const favoriteListSchema = z.object({
  content: z.array(gameCardSchema),
  pageNum: z.int().check(z.gte(1)),
  totalPages: countSchema,
});
export type FavoriteList = z.infer<typeof favoriteListSchema>;

export const winnerEntrySchema = z.object({
  customerName: z.string().check(z.minLength(1)),
  winAmount: positiveMinorUnitsSchema,
  gameName: z.string().check(z.minLength(1)),
  iconUrl: z.string().check(z.minLength(1)),
});
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;

export const gameLaunchRequestSchema = z.object({
  gameCode: z.string().check(z.minLength(1)),
  vassalage: vendorCodeSchema,
  gameType: gameTypeSchema,
  platform: z._default(z.enum(['html5-desktop', 'html5']), 'html5-desktop'),
  /** A member's free demo play where the vendor allows it (a trial session is refused either way). */
  trial: z._default(z.boolean(), false),
});

export const gameLaunchSchema = z.object({
  url: z.url(),
  /** The portal opens iframe launches in the game popup, the others in a new window. */
  mode: z.enum(['iframe', 'window']),
});
export type GameLaunch = z.infer<typeof gameLaunchSchema>;

export const liveRoomSchema = z.object({
  roomId: z.string().check(z.minLength(1)),
  /** The table's game: what games.launch opens (with the vendor and gameType LIVE). */
  gameCode: z.string().check(z.minLength(1)),
  tableName: z.string().check(z.minLength(1)),
  dealerName: z.string(),
  vassalage: vendorCodeSchema,
  minBet: positiveMinorUnitsSchema,
  maxBet: positiveMinorUnitsSchema,
  open: z.boolean(),
  imageUrl: z.string().check(z.minLength(1)),
});
export type LiveRoom = z.infer<typeof liveRoomSchema>;

export const liveModelSchema = z.object({
  modelId: z.string().check(z.minLength(1)),
  nickname: z.string().check(z.minLength(1)),
  avatarUrl: z.string().check(z.minLength(1)),
  online: z.boolean(),
});
export type LiveModel = z.infer<typeof liveModelSchema>;

export const lotteryGameSchema = z.object({
  gameCode: z.string().check(z.minLength(1)),
  gameName: z.string().check(z.minLength(1)),
  /** The vendor and game type games.launch opens the lottery with. */
  vassalage: vendorCodeSchema,
  gameType: gameTypeSchema,
  prizeMode: prizeModeSchema,
  iconUrl: z.string().check(z.minLength(1)),
  /** Seconds between draws. */
  drawIntervalSeconds: z.int().check(z.positive()),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const lotteryDrawSchema = z.object({
  gameCode: z.string().check(z.minLength(1)),
  issueNo: z.string().check(z.minLength(1)),
  numbers: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  openedAt: isoDateTimeSchema,
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;
