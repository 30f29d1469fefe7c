// Query values the legacy portal always sent (SPEC §7 "Query shapes"). Client functions merge
// them under the caller's query, so callers pass only what differs.

export const GAME_PLATFORM = 'html5-desktop';

export const gamesQueryDefaults = {
  clientType: 3,
  pageNo: 1,
  pageSize: 20,
  platform: GAME_PLATFORM,
} as const;

export const vendorsQueryDefaults = {
  platform: GAME_PLATFORM,
} as const;

export const favoritesQueryDefaults = {
  pageNo: 1,
  pageSize: 999,
  gameType: 'RNG',
} as const;

export const recentGamesQueryDefaults = {
  pageNo: 1,
  pageSize: 20,
  gameType: 'RNG',
} as const;

/** B banners, PL player notices, PU popups, PR promotions, H home images; platform W is web. */
export const announcementsQueryDefaults = {
  types: 'B,PL,PU,PR,H',
  platform: 'W',
} as const;

export const winnersQueryDefaults = {
  gameCategory: 'ALL',
  limitNum: 20,
} as const;

export const helpCenterQueryDefaults = {
  device: 'WEB',
} as const;

/** Page size of lists that the spec does not size (messages, records, reports). */
export const listQueryDefaults = {
  pageNo: 1,
  pageSize: 20,
} as const;
