import { z } from 'zod/mini';
import { listQueryDefaults } from '../queryDefaults';
import { dateRangeQueryShape, pageQueryShape, queryInt } from '../schemas/common';
import { gameTypeSchema } from '../schemas/games';
import {
  accountRecordGroupNames,
  accountRecordTypes,
  bettingRecordSchema,
  pagedAccountRecordsSchema,
  profitLossSchema,
  teamReportMaxLevel,
  teamReportSchema,
  teamReportTypes,
} from '../schemas/reports';
import { defineEndpoint } from './define';

const session = { auth: 'token', encrypted: false, moneyMoving: false } as const;

export const reports = {
  betting: defineEndpoint({
    id: 'reports.betting',
    method: 'GET',
    path: '/wps/reports/betting',
    ...session,
    query: z.object({
      ...dateRangeQueryShape,
      ...pageQueryShape,
      gameType: z.optional(gameTypeSchema),
      account: z.optional(z.string().check(z.minLength(1))),
    }),
    queryDefaults: listQueryDefaults,
    response: bettingRecordSchema,
    summary: 'Betting record (the agent passes a downline account for team betting).',
  }),
  account: defineEndpoint({
    id: 'reports.account',
    method: 'GET',
    path: '/wps/reports/account',
    ...session,
    query: z.object({
      ...dateRangeQueryShape,
      ...pageQueryShape,
      type: z.optional(z.enum(accountRecordTypes)),
      /** Only the types of one group; with `type` as well, that type if it is in the group. */
      group: z.optional(z.enum(accountRecordGroupNames)),
      account: z.optional(z.string().check(z.minLength(1))),
    }),
    queryDefaults: listQueryDefaults,
    response: pagedAccountRecordsSchema,
    summary: 'Account record: deposits, withdrawals, transfers, bonuses.',
  }),
  profitLoss: defineEndpoint({
    id: 'reports.profitLoss',
    method: 'GET',
    path: '/wps/reports/profitLoss',
    ...session,
    query: z.object(dateRangeQueryShape),
    response: profitLossSchema,
    summary: 'Personal profit and loss over a date range.',
  }),
  team: defineEndpoint({
    id: 'reports.team',
    method: 'GET',
    path: '/wps/reports/team',
    ...session,
    query: z.object({
      reportType: z.enum(teamReportTypes),
      ...dateRangeQueryShape,
      ...pageQueryShape,
      /** One team account (its own rows; for income, its team's). */
      account: z.optional(z.string().check(z.minLength(1))),
      /** Only the team members this many levels below the caller (1: direct downlines). */
      level: z.optional(queryInt(z.int().check(z.gte(1), z.lte(teamReportMaxLevel)))),
    }),
    queryDefaults: listQueryDefaults,
    response: teamReportSchema,
    summary: 'Agent-centre reports: team betting, user loss, income, salaries, dividends.',
  }),
};
