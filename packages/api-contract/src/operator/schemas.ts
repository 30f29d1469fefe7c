import { z } from 'zod';
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
  orderId: z.string().min(1),
  merchant: z.string().min(1),
  account: z.string().min(1),
  channelId: z.string().min(1),
  channelName: z.string().min(1),
  amount: positiveMinorUnitsSchema,
  /** The channel's fee, kept by the house: the wallet receives amount − fee. */
  fee: nonNegativeMinorUnitsSchema,
  status: z.enum(depositStatuses),
  /** When an automatic channel credits the order by itself; null when an operator must. */
  autoCreditAt: isoDateTimeSchema.nullable(),
  expiresAt: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
  /** When it was credited, rejected or expired. */
  closedAt: isoDateTimeSchema.nullable(),
  remark: z.string(),
  /** The member's proof of payment, for a channel that asks for one; served to operators and its owner. */
  proofImageUrl: z.string().min(1).nullable(),
});
export type OperatorDeposit = z.infer<typeof operatorDepositSchema>;

export const operatorWithdrawalSchema = z.object({
  withdrawalId: z.string().min(1),
  merchant: z.string().min(1),
  account: z.string().min(1),
  amount: positiveMinorUnitsSchema,
  bankName: z.string().min(1),
  /** In full: the back office pays to it. */
  accountNumber: z.string().min(1),
  accountName: z.string().min(1),
  status: z.enum(withdrawalStatuses),
  createdAt: isoDateTimeSchema,
  approvedAt: isoDateTimeSchema.nullable(),
  disbursedAt: isoDateTimeSchema.nullable(),
  /** After this moment silence counts as received. */
  autoReceiveAt: isoDateTimeSchema.nullable(),
  confirmation: z.enum(withdrawalConfirmations).nullable(),
  /** What the member says arrived, when they answered "partly received". */
  receivedAmount: nonNegativeMinorUnitsSchema.nullable(),
  /** The member's proof of a payout that did not arrive; served to its owner and operators only. */
  proofImageUrl: z.string().min(1).nullable(),
  /** Given back to the member: the whole amount on a rejection, the missing part on a refund. */
  refundedAmount: nonNegativeMinorUnitsSchema.nullable(),
  closedAt: isoDateTimeSchema.nullable(),
  remark: z.string(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;

const merchantCodeSchema = z.string().regex(/^[a-z0-9_-]{1,32}$/u);

export const operatorDepositsQuerySchema = z.object({
  status: z.enum(depositStatuses).optional(),
  /** A white label's code; an operator bound to one white label sees only its own. */
  merchant: merchantCodeSchema.optional(),
  ...pageQueryShape,
});

export const operatorWithdrawalsQuerySchema = z.object({
  status: z.enum(withdrawalStatuses).optional(),
  merchant: merchantCodeSchema.optional(),
  ...pageQueryShape,
});

export const pagedOperatorDepositsSchema = pagedSchema(operatorDepositSchema);
export const pagedOperatorWithdrawalsSchema = pagedSchema(operatorWithdrawalSchema);

const remarkSchema = z.string().trim().min(1).max(140);

export const depositActionRequestSchema = z.object({ orderId: z.string().min(1).max(64) });
export const rejectDepositRequestSchema = depositActionRequestSchema.extend({ reason: remarkSchema });
export const withdrawalActionRequestSchema = z.object({ withdrawalId: z.string().min(1).max(64) });
export const rejectWithdrawalRequestSchema = withdrawalActionRequestSchema.extend({ reason: remarkSchema });

/** PAID: the payout did arrive, nothing moves; REFUND: the missing amount goes back to the member. */
export const disputeResolutions = ['PAID', 'REFUND'] as const;
export const resolveDisputeRequestSchema = withdrawalActionRequestSchema.extend({
  resolution: z.enum(disputeResolutions),
  reason: remarkSchema,
});

/**
 * A points-mall redemption as the back office sees it (SPEC §4): IN_PROCESS until an operator
 * approves it (the goods go out) or rejects it (the points and the stock come back).
 */
export const operatorRedemptionSchema = z.object({
  redeemId: z.string().min(1),
  merchant: z.string().min(1),
  account: z.string().min(1),
  rewardId: z.string().min(1),
  rewardName: z.string().min(1),
  quantity: z.int().positive(),
  points: z.int().positive(),
  status: z.enum(redeemStatuses),
  /** Where to ship the goods / which number to top up, when the reward asks for them. */
  receivingAddress: z.string().nullable(),
  mobileNum: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  /** When an operator approved or rejected it. */
  decidedAt: isoDateTimeSchema.nullable(),
  remark: z.string(),
});
export type OperatorRedemption = z.infer<typeof operatorRedemptionSchema>;

export const operatorRedemptionsQuerySchema = z.object({
  status: z.enum(redeemStatuses).optional(),
  merchant: merchantCodeSchema.optional(),
  ...pageQueryShape,
});
export const pagedOperatorRedemptionsSchema = pagedSchema(operatorRedemptionSchema);

export const redemptionActionRequestSchema = z.object({ redeemId: z.string().min(1).max(64) });
export const rejectRedemptionRequestSchema = redemptionActionRequestSchema.extend({ reason: remarkSchema });

/**
 * An application for an activity (`promotions.apply`): APPLYING until an operator approves it,
 * which pays the activity's bonus once, or rejects it.
 */
export const applicationStatuses = ['APPLYING', 'APPROVED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const operatorApplicationSchema = z.object({
  applicationId: z.string().min(1),
  merchant: z.string().min(1),
  account: z.string().min(1),
  promotionId: z.string().min(1),
  promotionTitle: z.string().min(1),
  comment: z.string(),
  /** The member's pictures, served to their owner and operators only. */
  imageUrls: z.array(z.string().min(1)),
  status: z.enum(applicationStatuses),
  /** What approval pays (the activity's bonus), or paid once approved. */
  bonus: nonNegativeMinorUnitsSchema,
  createdAt: isoDateTimeSchema,
  decidedAt: isoDateTimeSchema.nullable(),
  remark: z.string(),
});
export type OperatorApplication = z.infer<typeof operatorApplicationSchema>;

export const operatorApplicationsQuerySchema = z.object({
  status: z.enum(applicationStatuses).optional(),
  merchant: merchantCodeSchema.optional(),
  ...pageQueryShape,
});
export const pagedOperatorApplicationsSchema = pagedSchema(operatorApplicationSchema);

export const applicationActionRequestSchema = z.object({ applicationId: z.string().min(1).max(64) });
export const rejectApplicationRequestSchema = applicationActionRequestSchema.extend({ reason: remarkSchema });

/**
 * The ledger audit's scope: every white label the operator may see, or the one named (an operator
 * bound to one white label audits only its own).
 */
export const ledgerAuditQuerySchema = z.object({ merchant: merchantCodeSchema.optional() });

/** A ledger account whose balance is not the sum of its entries. */
export const ledgerAccountDifferenceSchema = z.object({
  accountId: z.int().positive(),
  merchant: z.string().min(1),
  /** The owner's account name; null for the white label's own (house-side) accounts. */
  account: z.string().min(1).nullable(),
  kind: z.string().min(1),
  /** A vendor sub-wallet's vendor, '' for the others. */
  vendorCode: z.string(),
  currency: z.string().min(1),
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
  transactionId: z.int().positive(),
  merchant: z.string().min(1),
  kind: z.string().min(1),
  currency: z.string().min(1).nullable(),
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
  at: isoDateTimeSchema.optional(),
});

export const salarySettlementRunSchema = z.object({
  contractType: z.enum(onDemandSettlementTypes),
  periodStart: isoDateTimeSchema,
  periodEnd: isoDateTimeSchema,
  /** One line per contract in force with team activity in the period. */
  settlements: z.array(
    z.object({
      contractId: z.string().min(1),
      /** The contract's holder, who is paid. */
      account: z.string().min(1),
      amount: nonNegativeMinorUnitsSchema,
      /** False when the period was already settled for this contract: nothing was paid now. */
      paid: z.boolean(),
    }),
  ),
});
export type SalarySettlementRun = z.infer<typeof salarySettlementRunSchema>;

/** What an on-demand points accrual credited: bets and deposits that earned points now. */
export const pointsAccrualRunSchema = z.object({
  bets: z.number().int().nonnegative(),
  deposits: z.number().int().nonnegative(),
});
export type PointsAccrualRun = z.infer<typeof pointsAccrualRunSchema>;

/** One member's player-protection audit trail (limits, exclusions): the account, and optionally the white label. */
export const protectionAuditQuerySchema = z.object({
  account: z.string().min(1).max(64),
  merchant: merchantCodeSchema.optional(),
});

/** One change to a member's limits or exclusions: values before and after, as the server stored them. */
export const protectionChangeSchema = z.object({
  id: z.int().positive(),
  merchant: z.string().min(1),
  account: z.string().min(1),
  /** What changed, e.g. `limit.DEPOSIT.DAY`, `limit.SESSION`, `exclusion`. */
  kind: z.string().min(1),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  /** When the new value takes effect: at once, or after a cooling-off. */
  effectiveAt: isoDateTimeSchema,
  at: isoDateTimeSchema,
  by: z.enum(['member', 'operator']),
  /** The operator who made it (`by` operator): their token's id and name; null for the member's own. */
  operator: z.object({ id: z.int().positive(), name: z.string().min(1) }).nullable(),
});
export type ProtectionChange = z.infer<typeof protectionChangeSchema>;

export const protectionAuditSchema = z.object({ changes: z.array(protectionChangeSchema) });
export type ProtectionAudit = z.infer<typeof protectionAuditSchema>;

/** One member, by account, optionally in one white label (an account name may exist in several). */
export const operatorMemberQuerySchema = z.object({
  account: z.string().min(1).max(64),
  merchant: merchantCodeSchema.optional(),
});

/** A member's limits as the operator sees them; `limits.session.sessionEndsAt` is always null. */
export const operatorMemberLimitsSchema = z.object({
  merchant: z.string().min(1),
  account: z.string().min(1),
  limits: playerLimitsSchema,
});
export type OperatorMemberLimits = z.infer<typeof operatorMemberLimitsSchema>;

/** Sets or removes one of a member's limits on their behalf, by the member's own rules. */
export const setMemberLimitRequestSchema = operatorMemberQuerySchema.extend({ limit: setLimitRequestSchema });
export type SetMemberLimitRequest = z.infer<typeof setMemberLimitRequestSchema>;

export const setMemberLimitResultSchema = operatorMemberLimitsSchema.extend({
  applied: setLimitResultSchema.shape.applied,
});
export type SetMemberLimitResult = z.infer<typeof setMemberLimitResultSchema>;

/**
 * Demo servers only: a member's open sessions moved `minutes` into the past (start, last request
 * and end), as if signed in that much longer, so a session-time limit ends them without waiting.
 */
export const ageSessionsRequestSchema = operatorMemberQuerySchema.extend({
  minutes: z
    .int()
    .min(1)
    .max(24 * 60),
});
export type AgeSessionsRequest = z.infer<typeof ageSessionsRequestSchema>;

export const agedSessionsSchema = z.object({
  merchant: z.string().min(1),
  account: z.string().min(1),
  /** The open sessions moved. */
  sessions: z.int().nonnegative(),
});
export type AgedSessions = z.infer<typeof agedSessionsSchema>;
