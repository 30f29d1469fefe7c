import { z } from 'zod/mini';
import { playerLimitsSchema, setLimitRequestSchema, setLimitResultSchema } from '../schemas/limits';
import { redeemStatuses } from '../schemas/points';
import {
  countSchema,
  isoDateTimeSchema,
  minorUnitsSchema,
  nonNegativeMinorUnitsSchema,
  pagedSchema,
  pageQueryShape,
  positiveMinorUnitsSchema,
} from '../schemas/common';

/**
 * A deposit order's life: REQUESTED (the member still pays) → PENDING (the channel has the
 * payment, the credit follows) → CREDITED; or REJECTED by an operator, EXPIRED unpaid, or
 * CANCELLED by the member while still REQUESTED.
 */
export const depositStatuses = [
  'REQUESTED',
  'PENDING',
  'CREDITED',
  'REJECTED',
  'EXPIRED',
  'CANCELLED',
] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/**
 * A withdrawal's life (SPEC §4): REQUESTED (the amount is held) → APPROVED → DISBURSED → RECEIVED;
 * REQUESTED or APPROVED → REJECTED (the hold is refunded); DISBURSED → DISPUTED when the member
 * answers "not received" or "partly received", which an operator settles as RECEIVED (it did
 * arrive) or REFUNDED (the missing amount goes back to the member).
 */
export const withdrawalStatuses = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'DISBURSED',
  'RECEIVED',
  'DISPUTED',
  'REFUNDED',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** What the member answered after the payout; AUTO_RECEIVED: no answer in time (a forced receipt). */
export const withdrawalConfirmations = [
  'RECEIVED',
  'ALL_RECEIVED',
  'PARTLY_RECEIVED',
  'NOT_RECEIVED',
  'AUTO_RECEIVED',
] as const;

export const operatorDepositSchema = z.object({
  orderId: z.string().check(z.minLength(1)),
  merchant: z.string().check(z.minLength(1)),
  account: z.string().check(z.minLength(1)),
  channelId: z.string().check(z.minLength(1)),
  channelName: z.string().check(z.minLength(1)),
  amount: positiveMinorUnitsSchema,
  /** The channel's fee, kept by the house: the wallet receives amount − fee. */
  fee: nonNegativeMinorUnitsSchema,
  status: z.enum(depositStatuses),
  /** When an automatic channel credits the order by itself; null when an operator must. */
  autoCreditAt: z.nullable(isoDateTimeSchema),
  expiresAt: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
  /** When it was credited, rejected or expired. */
  closedAt: z.nullable(isoDateTimeSchema),
  remark: z.string(),
  /** The member's proof of payment, for a channel that asks for one; served to operators and its owner. */
  proofImageUrl: z.nullable(z.string().check(z.minLength(1))),
});
export type OperatorDeposit = z.infer<typeof operatorDepositSchema>;

export const operatorWithdrawalSchema = z.object({
  withdrawalId: z.string().check(z.minLength(1)),
  merchant: z.string().check(z.minLength(1)),
  account: z.string().check(z.minLength(1)),
  amount: positiveMinorUnitsSchema,
  bankName: z.string().check(z.minLength(1)),
  /** In full: the back office pays to it. */
  accountNumber: z.string().check(z.minLength(1)),
  accountName: z.string().check(z.minLength(1)),
  status: z.enum(withdrawalStatuses),
  createdAt: isoDateTimeSchema,
  approvedAt: z.nullable(isoDateTimeSchema),
  disbursedAt: z.nullable(isoDateTimeSchema),
  /** After this moment silence counts as received. */
  autoReceiveAt: z.nullable(isoDateTimeSchema),
  confirmation: z.nullable(z.enum(withdrawalConfirmations)),
  /** What the member says arrived, when they answered "partly received". */
  receivedAmount: z.nullable(nonNegativeMinorUnitsSchema),
  /** The member's proof of a payout that did not arrive; served to its owner and operators only. */
  proofImageUrl: z.nullable(z.string().check(z.minLength(1))),
  /** Given back to the member: the whole amount on a rejection, the missing part on a refund. */
  refundedAmount: z.nullable(nonNegativeMinorUnitsSchema),
  closedAt: z.nullable(isoDateTimeSchema),
  remark: z.string(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;

const merchantCodeSchema = z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/u));

export const operatorDepositsQuerySchema = z.object({
  status: z.optional(z.enum(depositStatuses)),
  /** A white label's code; an operator bound to one white label sees only its own. */
  merchant: z.optional(merchantCodeSchema),
  ...pageQueryShape,
});

export const operatorWithdrawalsQuerySchema = z.object({
  status: z.optional(z.enum(withdrawalStatuses)),
  merchant: z.optional(merchantCodeSchema),
  ...pageQueryShape,
});

export const pagedOperatorDepositsSchema = pagedSchema(operatorDepositSchema);
export const pagedOperatorWithdrawalsSchema = pagedSchema(operatorWithdrawalSchema);

const remarkSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(140));

export const depositActionRequestSchema = z.object({
  orderId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const rejectDepositRequestSchema = z.extend(depositActionRequestSchema, { reason: remarkSchema });
export const withdrawalActionRequestSchema = z.object({
  withdrawalId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const rejectWithdrawalRequestSchema = z.extend(withdrawalActionRequestSchema, {
  reason: remarkSchema,
});

/** PAID: the payout did arrive, nothing moves; REFUND: the missing amount goes back to the member. */
export const disputeResolutions = ['PAID', 'REFUND'] as const;
export const resolveDisputeRequestSchema = z.extend(withdrawalActionRequestSchema, {
  resolution: z.enum(disputeResolutions),
  reason: remarkSchema,
});

/**
 * A points-mall redemption as the back office sees it (SPEC §4): IN_PROCESS until an operator
 * approves it (the goods go out) or rejects it (the points and the stock come back).
 */
export const operatorRedemptionSchema = z.object({
  redeemId: z.string().check(z.minLength(1)),
  merchant: z.string().check(z.minLength(1)),
  account: z.string().check(z.minLength(1)),
  rewardId: z.string().check(z.minLength(1)),
  rewardName: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.positive()),
  points: z.int().check(z.positive()),
  status: z.enum(redeemStatuses),
  /** Where to ship the goods / which number to top up, when the reward asks for them. */
  receivingAddress: z.nullable(z.string()),
  mobileNum: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  /** When an operator approved or rejected it. */
  decidedAt: z.nullable(isoDateTimeSchema),
  remark: z.string(),
});
export type OperatorRedemption = z.infer<typeof operatorRedemptionSchema>;

export const operatorRedemptionsQuerySchema = z.object({
  status: z.optional(z.enum(redeemStatuses)),
  merchant: z.optional(merchantCodeSchema),
  ...pageQueryShape,
});
export const pagedOperatorRedemptionsSchema = pagedSchema(operatorRedemptionSchema);

export const redemptionActionRequestSchema = z.object({
  redeemId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const rejectRedemptionRequestSchema = z.extend(redemptionActionRequestSchema, {
  reason: remarkSchema,
});

/**
 * An application for an activity (`promotions.apply`): APPLYING until an operator approves it,
 * which pays the activity's bonus once, or rejects it.
 */
export const applicationStatuses = ['APPLYING', 'APPROVED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const operatorApplicationSchema = z.object({
  applicationId: z.string().check(z.minLength(1)),
  merchant: z.string().check(z.minLength(1)),
  account: z.string().check(z.minLength(1)),
  promotionId: z.string().check(z.minLength(1)),
  promotionTitle: z.string().check(z.minLength(1)),
  comment: z.string(),
  /** The member's pictures, served to their owner and operators only. */
  imageUrls: z.array(z.string().check(z.minLength(1))),
  status: z.enum(applicationStatuses),
  /** What approval pays (the activity's bonus), or paid once approved. */
  bonus: nonNegativeMinorUnitsSchema,
  createdAt: isoDateTimeSchema,
  decidedAt: z.nullable(isoDateTimeSchema),
  remark: z.string(),
});
export type OperatorApplication = z.infer<typeof operatorApplicationSchema>;

export const operatorApplicationsQuerySchema = z.object({
  status: z.optional(z.enum(applicationStatuses)),
  merchant: z.optional(merchantCodeSchema),
  ...pageQueryShape,
});
export const pagedOperatorApplicationsSchema = pagedSchema(operatorApplicationSchema);

export const applicationActionRequestSchema = z.object({
  applicationId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const rejectApplicationRequestSchema = z.extend(applicationActionRequestSchema, {
  reason: remarkSchema,
});

/**
 * The ledger audit's scope: every white label the operator may see, or the one named (an operator
 * bound to one white label audits only its own).
 */
export const ledgerAuditQuerySchema = z.object({ merchant: z.optional(merchantCodeSchema) });

/** A ledger account whose balance is not the sum of its entries. */
export const ledgerAccountDifferenceSchema = z.object({
  accountId: z.int().check(z.positive()),
  merchant: z.string().check(z.minLength(1)),
  /** The owner's account name; null for the white label's own (house-side) accounts. */
  account: z.nullable(z.string().check(z.minLength(1))),
  kind: z.string().check(z.minLength(1)),
  /** A vendor sub-wallet's vendor, '' for the others. */
  vendorCode: z.string(),
  currency: z.string().check(z.minLength(1)),
  balance: minorUnitsSchema,
  entriesSum: minorUnitsSchema,
});
export type LedgerAccountDifference = z.infer<typeof ledgerAccountDifferenceSchema>;

/**
 * A posting that does not balance: in one currency its entries (credits positive, debits negative)
 * do not sum to zero, or it has fewer than the two legs every posting needs (currency null then
 * when it has none at all).
 */
export const unbalancedPostingSchema = z.object({
  transactionId: z.int().check(z.positive()),
  merchant: z.string().check(z.minLength(1)),
  kind: z.string().check(z.minLength(1)),
  currency: z.nullable(z.string().check(z.minLength(1))),
  sum: minorUnitsSchema,
  legs: countSchema,
});
export type UnbalancedPosting = z.infer<typeof unbalancedPostingSchema>;

export const ledgerAuditSchema = z.object({
  accountsChecked: countSchema,
  postingsChecked: countSchema,
  accountDifferences: z.array(ledgerAccountDifferenceSchema),
  unbalancedPostings: z.array(unbalancedPostingSchema),
});
export type LedgerAudit = z.infer<typeof ledgerAuditSchema>;

/** The salary types a back office can settle on demand; dividends settle with their day's run. */
export const onDemandSettlementTypes = ['DAILY_SALARY', 'HOURLY_SALARY', 'REAL_TIME_SALARY'] as const;

/**
 * Settles now the salary period of `contractType` that contains `at` (default: the current one),
 * as the scheduled run does once it has ended. Demo servers only: there it stands in for waiting
 * until the day (hour, five minutes) is over.
 */
export const settleSalaryRequestSchema = z.object({
  contractType: z.enum(onDemandSettlementTypes),
  at: z.optional(isoDateTimeSchema),
});

export const salarySettlementRunSchema = z.object({
  contractType: z.enum(onDemandSettlementTypes),
  periodStart: isoDateTimeSchema,
  periodEnd: isoDateTimeSchema,
  /** One line per contract in force with team activity in the period. */
  settlements: z.array(
    z.object({
      contractId: z.string().check(z.minLength(1)),
      /** The contract's holder, who is paid. */
      account: z.string().check(z.minLength(1)),
      amount: nonNegativeMinorUnitsSchema,
      /** False when the period was already settled for this contract: nothing was paid now. */
      paid: z.boolean(),
    }),
  ),
});
export type SalarySettlementRun = z.infer<typeof salarySettlementRunSchema>;

/** What an on-demand points accrual credited: bets and deposits that earned points now. */
export const pointsAccrualRunSchema = z.object({
  bets: z.int().check(z.nonnegative()),
  deposits: z.int().check(z.nonnegative()),
});
export type PointsAccrualRun = z.infer<typeof pointsAccrualRunSchema>;

/** One member's player-protection audit trail (limits, exclusions): the account, and optionally the white label. */
export const protectionAuditQuerySchema = z.object({
  account: z.string().check(z.minLength(1), z.maxLength(64)),
  merchant: z.optional(merchantCodeSchema),
});

/** One change to a member's limits or exclusions: values before and after, as the server stored them. */
export const protectionChangeSchema = z.object({
  id: z.int().check(z.positive()),
  merchant: z.string().check(z.minLength(1)),
  account: z.string().check(z.minLength(1)),
  /** What changed, e.g. `limit.DEPOSIT.DAY`, `limit.SESSION`, `exclusion`. */
  kind: z.string().check(z.minLength(1)),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  /** When the new value takes effect: at once, or after a cooling-off. */
  effectiveAt: isoDateTimeSchema,
  at: isoDateTimeSchema,
  by: z.enum(['member', 'operator']),
  /** The operator who made it (`by` operator): their token's id and name; null for the member's own. */
  operator: z.nullable(z.object({ id: z.int().check(z.positive()), name: z.string().check(z.minLength(1)) })),
});
export type ProtectionChange = z.infer<typeof protectionChangeSchema>;

export const protectionAuditSchema = z.object({ changes: z.array(protectionChangeSchema) });
export type ProtectionAudit = z.infer<typeof protectionAuditSchema>;

/** One member, by account, optionally in one white label (an account name may exist in several). */
export const operatorMemberQuerySchema = z.object({
  account: z.string().check(z.minLength(1), z.maxLength(64)),
  merchant: z.optional(merchantCodeSchema),
});

/** A member's limits as the operator sees them; `limits.session.sessionEndsAt` is always null. */
export const operatorMemberLimitsSchema = z.object({
  merchant: z.string().check(z.minLength(1)),
  account: z.string().check(z.minLength(1)),
  limits: playerLimitsSchema,
});
export type OperatorMemberLimits = z.infer<typeof operatorMemberLimitsSchema>;

/** Sets or removes one of a member's limits on their behalf, by the member's own rules. */
export const setMemberLimitRequestSchema = z.extend(operatorMemberQuerySchema, {
  limit: setLimitRequestSchema,
});
export type SetMemberLimitRequest = z.infer<typeof setMemberLimitRequestSchema>;

export const setMemberLimitResultSchema = z.extend(operatorMemberLimitsSchema, {
  applied: setLimitResultSchema.shape.applied,
});
export type SetMemberLimitResult = z.infer<typeof setMemberLimitResultSchema>;

/**
 * Demo servers only: a member's open sessions moved `minutes` into the past (start, last request
 * and end), as if signed in that much longer, so a session-time limit ends them without waiting.
 */
export const ageSessionsRequestSchema = z.extend(operatorMemberQuerySchema, {
  minutes: z.int().check(z.gte(1), z.lte(24 * 60)),
});
export type AgeSessionsRequest = z.infer<typeof ageSessionsRequestSchema>;

export const agedSessionsSchema = z.object({
  merchant: z.string().check(z.minLength(1)),
  account: z.string().check(z.minLength(1)),
  /** The open sessions moved. */
  sessions: z.int().check(z.nonnegative()),
});
export type AgedSessions = z.infer<typeof agedSessionsSchema>;
