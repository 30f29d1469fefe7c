/**
 * Machine codes from the API mapped to catalogue keys, so screens never build keys by hand.
 * types.test.ts checks that every value is a valid typed key.
 */

/** Game categories (SPEC §2) to their navigation labels. */
export const GAME_CATEGORY_KEYS = {
  HOME: 'nav:categories.home',
  PROMO: 'nav:categories.promo',
  ELOTT: 'nav:categories.elott',
  BGS: 'nav:categories.bgs',
  LOTT: 'nav:categories.lott',
  LIVE: 'nav:categories.live',
  SPORTS: 'nav:categories.sports',
  FISH: 'nav:categories.fish',
  RNG: 'nav:categories.rng',
  PVP: 'nav:categories.pvp',
  ESPORTS: 'nav:categories.esports',
  COCKFIGHT: 'nav:categories.cockfight',
} as const;

/** Game list filter types. */
export const GAME_FILTER_KEYS = {
  NEW: 'games:filters.new',
  FAV: 'games:filters.fav',
  ALL: 'games:filters.all',
  HOT: 'games:filters.hot',
  RECENT: 'games:filters.recent',
} as const;

/** Contract period codes: D daily, W weekly, H semi-monthly (half-month), M monthly. */
export const CONTRACT_PERIOD_KEYS = {
  D: 'agent:contracts.periods.daily',
  W: 'agent:contracts.periods.weekly',
  H: 'agent:contracts.periods.semiMonthly',
  M: 'agent:contracts.periods.monthly',
} as const;

/** Feedback question types as the API numbers them. */
export const FEEDBACK_TYPE_KEYS = {
  1: 'feedback:questionType.deposit',
  2: 'feedback:questionType.withdrawal',
  3: 'feedback:questionType.game',
  4: 'feedback:questionType.customerService',
  6: 'feedback:questionType.agentApplication',
  0: 'feedback:questionType.other',
} as const;

/** Points history sources. */
export const POINT_SOURCE_KEYS = {
  live: 'points:sources.live',
  lottery: 'points:sources.lottery',
  pvp: 'points:sources.pvp',
  slots: 'points:sources.slots',
  sports: 'points:sources.sports',
  redeem: 'points:sources.redeem',
  deposit: 'points:sources.deposit',
} as const;
