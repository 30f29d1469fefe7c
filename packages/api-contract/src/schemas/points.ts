import { z } from 'zod/mini';
import {
  countSchema,
  isoDateTimeSchema,
  minorUnitsSchema,
  nonNegativeMinorUnitsSchema,
  pagedSchema,
} from './common';
import { pointSources, redeemStatuses } from './pointKinds';

export { pointSources, redeemStatuses } from './pointKinds';

/** Points never expire (SPEC §3); balances and costs are whole points. */
export const pointBalanceSchema = z.object({ points: countSchema });

export const pointConfigSchema = z.object({
  /** `points` points convert to `amount` minor units. */
  ratio: z.object({ points: z.int().check(z.positive()), amount: z.int().check(z.positive()) }),
  convertEnabled: z.boolean(),
  minConvertPoints: z.int().check(z.positive()),
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

export const pointRewardSchema = z.object({
  rewardId: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  imageUrl: z.string().check(z.minLength(1)),
  quantity: countSchema,
  pointsRequired: z.int().check(z.positive()),
  /** Valid bet a member must have placed to redeem, in minor units. */
  amountRequired: nonNegativeMinorUnitsSchema,
  units: z.string(),
  remark: z.string(),
  requiresAddress: z.boolean(),
  requiresMobile: z.boolean(),
});
export type PointReward = z.infer<typeof pointRewardSchema>;

export const redeemStatusSchema = z.enum(redeemStatuses);

export const redeemRecordSchema = z.object({
  redeemId: z.string().check(z.minLength(1)),
  rewardName: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.positive()),
  points: z.int().check(z.positive()),
  status: redeemStatusSchema,
  remark: z.string(),
  receivingAddress: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
});
export type RedeemRecord = z.infer<typeof redeemRecordSchema>;
export const pagedRedeemRecordsSchema = pagedSchema(redeemRecordSchema);

export const pointTransactionSchema = z.object({
  transactionId: z.string().check(z.minLength(1)),
  source: z.enum(pointSources),
  /** Earned points are positive, spent points negative. */
  points: z.int(),
  balanceAfter: countSchema,
  createdAt: isoDateTimeSchema,
});
export type PointTransaction = z.infer<typeof pointTransactionSchema>;
export const pagedPointTransactionsSchema = pagedSchema(pointTransactionSchema);

/** Redeem and convert are guarded by the withdraw password and sent encrypted. */
export const redeemPointRewardRequestSchema = z.object({
  rewardId: z.string().check(z.minLength(1)),
  quantity: z._default(z.int().check(z.positive()), 1),
  withdrawPassword: z.string().check(z.minLength(1), z.maxLength(64)),
  receivingAddress: z.optional(z.string().check(z.trim(), z.maxLength(300))),
  mobileNum: z.optional(z.string().check(z.regex(/^\d{6,15}$/u))),
});
export const redeemPointRewardSchema = z.object({
  redeemId: z.string().check(z.minLength(1)),
  points: countSchema,
  status: redeemStatusSchema,
});

export const convertPointRequestSchema = z.object({
  points: z.int().check(z.positive()),
  withdrawPassword: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const convertPointSchema = z.object({
  points: countSchema,
  creditedAmount: nonNegativeMinorUnitsSchema,
  balance: minorUnitsSchema,
});
