import { z } from 'zod';
import {
  isoDateTimeSchema,
  minorUnitsSchema,
  nonNegativeMinorUnitsSchema,
  pagedSchema,
  positiveMinorUnitsSchema,
} from './common';
import { gameTypeSchema } from './games';

export const betStatuses = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;

export const betRecordSchema = z.object({
  betId: z.string().min(1),
  account: z.string().min(1),
  gameName: z.string().min(1),
  vassalage: z.string().min(1),
  gameType: gameTypeSchema,
  betAmount: positiveMinorUnitsSchema,
  validBetAmount: nonNegativeMinorUnitsSchema,
  payout: nonNegativeMinorUnitsSchema,
  profitLoss: minorUnitsSchema,
  status: z.enum(betStatuses),
  betAt: isoDateTimeSchema,
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const bettingRecordSchema = pagedSchema(betRecordSchema).extend({
  totals: z.object({
    betAmount: nonNegativeMinorUnitsSchema,
    validBetAmount: nonNegativeMinorUnitsSchema,
    profitLoss: minorUnitsSchema,
  }),
});

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

export const accountRecordSchema = z.object({
  recordId: z.string().min(1),
  account: z.string().min(1),
  type: z.enum(accountRecordTypes),
  /** Credits positive, debits negative. */
  amount: minorUnitsSchema,
  balanceAfter: minorUnitsSchema,
  status: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
  remark: z.string(),
  createdAt: isoDateTimeSchema,
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;
export const pagedAccountRecordsSchema = pagedSchema(accountRecordSchema);

export const profitLossSchema = z.object({
  betAmount: nonNegativeMinorUnitsSchema,
  validBetAmount: nonNegativeMinorUnitsSchema,
  payout: nonNegativeMinorUnitsSchema,
  bonus: nonNegativeMinorUnitsSchema,
  rebate: nonNegativeMinorUnitsSchema,
  deposit: nonNegativeMinorUnitsSchema,
  withdraw: nonNegativeMinorUnitsSchema,
  profitLoss: minorUnitsSchema,
  byGameType: z.array(
    z.object({
      gameType: gameTypeSchema,
      validBetAmount: nonNegativeMinorUnitsSchema,
      profitLoss: minorUnitsSchema,
    }),
  ),
});
export type ProfitLoss = z.infer<typeof profitLossSchema>;

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

export const teamReportRowSchema = z.object({
  account: z.string().min(1),
  /**
   * yyyy-MM-dd; an ISO hour/5-minute slot for hourly and real-time salaries; the movement's time,
   * yyyy-MM-dd hh:mm:ss, for account details.
   */
  period: z.string().min(1),
  validBetAmount: nonNegativeMinorUnitsSchema,
  profitLoss: minorUnitsSchema,
  activeMembers: z.int().nonnegative(),
  /**
   * The row's money: the salary or dividend paid (salary and dividend records), the income (my
   * income), the bet amount (team betting), what the user lost, negative if they won (user loss), or
   * the wallet movement (account details).
   */
  amount: minorUnitsSchema,
});
export type TeamReportRow = z.infer<typeof teamReportRowSchema>;
/** The deepest team level a report filters by (an agent tree is at most this deep). */
export const teamReportMaxLevel = 64;
export type TeamReportType = (typeof teamReportTypes)[number];
export const teamReportSchema = pagedSchema(teamReportRowSchema).extend({
  reportType: z.enum(teamReportTypes),
  totalAmount: minorUnitsSchema,
});
