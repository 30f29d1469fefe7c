// The play breaks' code lists without their schemas: the take-a-break page offers them without
// loading zod.

/** Minutes between reality checks; 0 turns them off. */
export const realityCheckIntervals = [0, 15, 30, 60] as const;
export type RealityCheckInterval = (typeof realityCheckIntervals)[number];

/** A time-out is a short break (up to six weeks); a self-exclusion a long one. */
export const playBreakKinds = ['TIME_OUT', 'SELF_EXCLUSION'] as const;
export type PlayBreakKind = (typeof playBreakKinds)[number];

/** How long a break lasts: each kind offers its own periods. */
export const timeOutPeriods = ['HOURS_24', 'DAYS_7', 'DAYS_30', 'WEEKS_6'] as const;
export const selfExclusionPeriods = ['MONTHS_6', 'YEAR_1', 'YEARS_5'] as const;
export type PlayBreakPeriod = (typeof timeOutPeriods)[number] | (typeof selfExclusionPeriods)[number];

export const playBreakPeriodsOf: Readonly<Record<PlayBreakKind, readonly PlayBreakPeriod[]>> = {
  TIME_OUT: timeOutPeriods,
  SELF_EXCLUSION: selfExclusionPeriods,
};
