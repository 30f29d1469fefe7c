// The games' code lists without their schemas: the navigation reads them on every page, before
// zod has loaded.

/** Kinds of game a card can launch. RNG is the slot type; BGS is the in-house brand. */
export const gameTypes = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'BGS',
] as const;

/** Navigation categories (SPEC §2). */
export const gameCategories = [
  'HOME',
  'PROMO',
  'ELOTT',
  'BGS',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
] as const;

export const gameFilterTypes = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;

export const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

/** Vendors named by the spec; a server may add more, so vendor codes are open strings. */
export const knownVendorCodes = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'IMES', 'DS88'] as const;
export type KnownVendorCode = (typeof knownVendorCodes)[number];

/** SPEC §9: esports and cockfight vendors form their own categories; BGS is not listed under RNG. */
export const ESPORTS_VENDOR = 'IMES';
export const COCKFIGHT_VENDOR = 'DS88';
export const RNG_EXCLUDED_VENDORS = ['BGS'] as const;

/** `isGame: 'VASSALAGE'` marks a vendor card that opens the vendor's game list. */
export const gameCardKinds = ['GAME', 'VASSALAGE'] as const;
