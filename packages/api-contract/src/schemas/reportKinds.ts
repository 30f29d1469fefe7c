// The reports' code lists without their schemas: the record pages filter and label by them without
// loading zod.

export const betStatuses = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;

export const accountRecordTypes = [
  'DEPOSIT',
  'WITHDRAW',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'BONUS',
  'REBATE',
  'SALARY',
  'DIVIDEND',
  'ADJUSTMENT',
  'POINT_CONVERT',
  /** A game's stake leaving the wallet, and what the round paid back. */
  'BET',
  'PAYOUT',
] as const;

export type AccountRecordType = (typeof accountRecordTypes)[number];

/**
 * Account record types a page lists together: the bonus details page (SPEC §2 bonusDetails) lists
 * what the player was given, bonuses and rebates, without the money they moved themselves.
 */
export const accountRecordGroupNames = ['bonus'] as const;
export type AccountRecordGroup = (typeof accountRecordGroupNames)[number];
export const accountRecordGroups: Readonly<Record<AccountRecordGroup, readonly AccountRecordType[]>> = {
  bonus: ['BONUS', 'REBATE'],
};

/** Agent-centre reports (SPEC §2): team betting, user loss, my income, salaries and bonus. */
export const teamReportTypes = [
  'TEAM_BETTING',
  'USER_LOSS',
  'REVENUE',
  'ACCOUNT_DETAILS',
  'DIVIDEND',
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REAL_TIME_SALARY',
] as const;
export type TeamReportType = (typeof teamReportTypes)[number];

/** The deepest team level a report filters by (an agent tree is at most this deep). */
export const teamReportMaxLevel = 64;
