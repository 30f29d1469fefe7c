import { z } from 'zod/mini';
import {
  isoDateTimeSchema,
  minorUnitsSchema,
  nonNegativeMinorUnitsSchema,
  pagedSchema,
  positiveMinorUnitsSchema,
} from './common';
import { gameTypeSchema } from './games';
import { accountRecordTypes, betStatuses, teamReportTypes } from './reportKinds';

export {
  accountRecordGroupNames,
  accountRecordGroups,
  accountRecordTypes,
  betStatuses,
  teamReportMaxLevel,
  teamReportTypes,
  type AccountRecordGroup,
  type AccountRecordType,
  type TeamReportType,
} from './reportKinds';

export const betRecordSchema = z.object({
  betId: z.string().check(z.minLength(1)),
  account: z.string().check(z.minLength(1)),
  gameName: z.string().check(z.minLength(1)),
  vassalage: z.string().check(z.minLength(1)),
  gameType: gameTypeSchema,
  betAmount: positiveMinorUnitsSchema,
  validBetAmount: nonNegativeMinorUnitsSchema,
  payout: nonNegativeMinorUnitsSchema,
  profitLoss: minorUnitsSchema,
  status: z.enum(betStatuses),
  betAt: isoDateTimeSchema,
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const bettingRecordSchema = z.extend(pagedSchema(betRecordSchema), {
  totals: z.object({
    betAmount: nonNegativeMinorUnitsSchema,
    validBetAmount: nonNegativeMinorUnitsSchema,
    profitLoss: minorUnitsSchema,
  }),
});

export const accountRecordSchema = z.object({
  recordId: z.string().check(z.minLength(1)),
  account: z.string().check(z.minLength(1)),
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

export const teamReportRowSchema = z.object({
  account: z.string().check(z.minLength(1)),
  /**
   * yyyy-MM-dd; an ISO hour/5-minute slot for hourly and real-time salaries; the movement's time,
   * yyyy-MM-dd hh:mm:ss, for account details.
   */
  period: z.string().check(z.minLength(1)),
  validBetAmount: nonNegativeMinorUnitsSchema,
  profitLoss: minorUnitsSchema,
  activeMembers: z.int().check(z.nonnegative()),
  /**
   * The row's money: the salary or dividend paid (salary and dividend records), the income (my
   * income), the bet amount (team betting), what the user lost, negative if they won (user loss), or
   * the wallet movement (account details).
   */
  amount: minorUnitsSchema,
});
export type TeamReportRow = z.infer<typeof teamReportRowSchema>;
export const teamReportSchema = z.extend(pagedSchema(teamReportRowSchema), {
  reportType: z.enum(teamReportTypes),
  totalAmount: minorUnitsSchema,
});
