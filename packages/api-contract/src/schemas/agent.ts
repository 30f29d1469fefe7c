import { z } from 'zod/mini';
import {
  countSchema,
  isoDateSchema,
  isoDateTimeSchema,
  minorUnitsSchema,
  nonNegativeMinorUnitsSchema,
  pagedSchema,
  positiveMinorUnitsSchema,
} from './common';
import { memberTypeSchema, publicStateSchema } from './member';

export const contractTypes = ['DAILY_SALARY', 'HOURLY_SALARY', 'REAL_TIME_SALARY', 'DIVIDEND'] as const;
export const contractTypeSchema = z.enum(contractTypes);
export type ContractType = z.infer<typeof contractTypeSchema>;

/** D daily, W weekly, H semi-monthly, M monthly. */
export const periodCodes = ['D', 'W', 'H', 'M'] as const;
export const periodCodeSchema = z.enum(periodCodes);
export type PeriodCode = z.infer<typeof periodCodeSchema>;

/** SPEC §4 contract life cycle: a request waits for accept/reject; an active one can be ended. */
export const contractStatuses = [
  'PENDING',
  'ACTIVE',
  'REJECTED',
  'TERMINATION_REQUESTED',
  'TERMINATED',
] as const;
export const contractStatusSchema = z.enum(contractStatuses);
export type ContractStatus = z.infer<typeof contractStatusSchema>;

export const contractTierSchema = z.object({
  /** Percent paid, e.g. 1.5 means 1.5 %. */
  rate: z.number().check(z.gte(0), z.lte(100)),
  validBetAmount: nonNegativeMinorUnitsSchema,
  activeMembers: countSchema,
  periodProfitLoss: minorUnitsSchema,
});
export type ContractTier = z.infer<typeof contractTierSchema>;

export const contractSchema = z.object({
  contractId: z.string().check(z.minLength(1)),
  contractType: contractTypeSchema,
  uplineAccount: z.string().check(z.minLength(1)),
  downlineAccount: z.string().check(z.minLength(1)),
  status: contractStatusSchema,
  /** Null for hourly and real-time salaries, which settle by the hour or every 5 minutes. */
  period: z.nullable(periodCodeSchema),
  tiers: z.array(contractTierSchema).check(z.minLength(1)),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type AgentContract = z.infer<typeof contractSchema>;

export const contractActions = ['NEW', 'ACCEPT', 'REJECT', 'REQUEST_TERMINATION', 'TERMINATE'] as const;

const existingContractShape = { contractId: z.string().check(z.minLength(1)) };

/** Body of the four process* agent calls; the call decides which contract type it acts on. */
export const contractActionRequestSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('NEW'),
    downlineAccount: z.string().check(z.minLength(1)),
    period: z.nullable(periodCodeSchema),
    tiers: z.array(contractTierSchema).check(z.minLength(1), z.maxLength(20)),
  }),
  z.object({ action: z.literal('ACCEPT'), ...existingContractShape }),
  z.object({ action: z.literal('REJECT'), ...existingContractShape }),
  z.object({ action: z.literal('REQUEST_TERMINATION'), ...existingContractShape }),
  z.object({ action: z.literal('TERMINATE'), ...existingContractShape }),
]);
export type ContractActionRequest = z.input<typeof contractActionRequestSchema>;

export const contractActionResultSchema = z.object({
  contract: contractSchema,
  /** Downline contracts ended because the accepted rate conflicts with theirs (SPEC §4). */
  autoTerminatedContractIds: z.array(z.string().check(z.minLength(1))),
});

export const contractListQuerySchema = z.object({
  contractType: contractTypeSchema,
  role: z.optional(z.enum(['upline', 'downline'])),
  status: z.optional(contractStatusSchema),
});

/** 0 nothing pending, 1 a new contract request waits, 2 a termination request waits. */
export const contractRequestTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const contractInfoSchema = z.object({
  contract: z.nullable(contractSchema),
  pendingRequest: z.nullable(contractSchema),
});

export const consolidatedContractInfoSchema = z.object({
  dailysalreqtype: contractRequestTypeSchema,
  divtypereq: contractRequestTypeSchema,
  contracthoursalreqeq: contractRequestTypeSchema,
  realtimesalreqtype: contractRequestTypeSchema,
  dailySalaryInfo: contractInfoSchema,
  hourlySalaryInfo: contractInfoSchema,
  dividendInfo: contractInfoSchema,
  realTimeSalaryInfo: contractInfoSchema,
});
export type ConsolidatedContractInfo = z.infer<typeof consolidatedContractInfoSchema>;
export type ContractInfo = z.infer<typeof contractInfoSchema>;

/** GET /wps/member/info/funds/consolidated: header state plus contract popup data. */
export const consolidatedInfoSchema = z.object({
  publicState: publicStateSchema,
  /** Null for trial accounts and when the AGENTPOLICY3 flag is off. */
  contracts: z.nullable(consolidatedContractInfoSchema),
});
export type ConsolidatedInfo = z.infer<typeof consolidatedInfoSchema>;

/** The team's money over a span: what its players paid in, took out and played, and their profit and loss. */
const teamMoneyShape = {
  depositTotal: nonNegativeMinorUnitsSchema,
  withdrawTotal: nonNegativeMinorUnitsSchema,
  validBetTotal: nonNegativeMinorUnitsSchema,
  profitLoss: minorUnitsSchema,
};
export const teamMoneySchema = z.object(teamMoneyShape);
export type TeamMoney = z.infer<typeof teamMoneySchema>;

export const teamOverviewSchema = z.object({
  teamSize: countSchema,
  directMembers: countSchema,
  newMembersToday: countSchema,
  activeMembersToday: countSchema,
  teamBalance: minorUnitsSchema,
  ...teamMoneyShape,
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

/** The team's money per local day of a date range (every day present, oldest first), and the range's totals. */
export const teamDailySchema = z.object({
  days: z.array(z.object({ date: isoDateSchema, ...teamMoneyShape })),
  totals: teamMoneySchema,
});
export type TeamDaily = z.infer<typeof teamDailySchema>;

export const teamMemberSchema = z.object({
  account: z.string().check(z.minLength(1)),
  nickname: z.string(),
  type: memberTypeSchema,
  level: z.int().check(z.gte(1)),
  balance: minorUnitsSchema,
  registeredAt: isoDateTimeSchema,
  lastLoginAt: z.nullable(isoDateTimeSchema),
  online: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const pagedTeamMembersSchema = pagedSchema(teamMemberSchema);

export const downlineRegisterRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  password: z.string().check(z.minLength(1), z.maxLength(64)),
  type: z.enum(['member', 'agent']),
});
export const downlineRegisteredSchema = z.object({ account: z.string().check(z.minLength(1)) });

export const inviteLinkSchema = z.object({
  referralCode: z.string().check(z.minLength(1)),
  inviteUrl: z.url(),
  invitedCount: countSchema,
});

/** POST /wps/agent/transfer/downline (encrypted): carries the agent's withdraw password. */
export const agentTransferRequestSchema = z.object({
  downlineAccount: z.string().check(z.minLength(1)),
  amount: positiveMinorUnitsSchema,
  withdrawPassword: z.string().check(z.minLength(1), z.maxLength(64)),
  remark: z.optional(z.string().check(z.maxLength(140))),
});
/** POST /wps/agent/transfer/recall (encrypted): carries the agent's withdraw password. */
export const recallRequestSchema = z.object({
  downlineAccount: z.string().check(z.minLength(1)),
  /** Omitted: recall the whole downline balance. */
  amount: z.optional(positiveMinorUnitsSchema),
  withdrawPassword: z.string().check(z.minLength(1), z.maxLength(64)),
});
/** POST /wps/member/transfer/upline (encrypted): carries the withdraw password. */
export const uplineTransferRequestSchema = z.object({
  amount: positiveMinorUnitsSchema,
  withdrawPassword: z.string().check(z.minLength(1), z.maxLength(64)),
  remark: z.optional(z.string().check(z.maxLength(140))),
});
export const transferResultSchema = z.object({
  transferId: z.string().check(z.minLength(1)),
  amount: positiveMinorUnitsSchema,
  balance: minorUnitsSchema,
});
