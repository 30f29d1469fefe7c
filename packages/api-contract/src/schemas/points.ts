import { z } from 'zod';
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
  ratio: z.object({ points: z.int().positive(), amount: z.int().positive() }),
  convertEnabled: z.boolean(),
  minConvertPoints: z.int().positive(),
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

export const pointRewardSchema = z.object({
  rewardId: z.string().min(1),
  name: z.string().min(1),
  imageUrl: z.string().min(1),
  quantity: countSchema,
  pointsRequired: z.int().positive(),
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
  redeemId: z.string().min(1),
  rewardName: z.string().min(1),
  quantity: z.int().positive(),
  points: z.int().positive(),
  status: redeemStatusSchema,
  remark: z.string(),
  receivingAddress: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type RedeemRecord = z.infer<typeof redeemRecordSchema>;
export const pagedRedeemRecordsSchema = pagedSchema(redeemRecordSchema);

export const pointTransactionSchema = z.object({
  transactionId: z.string().min(1),
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
  rewardId: z.string().min(1),
  quantity: z.int().positive().default(1),
  withdrawPassword: z.string().min(1).max(64),
  receivingAddress: z.string().trim().max(300).optional(),
  mobileNum: z
    .string()
    .regex(/^\d{6,15}$/u)
    .optional(),
});
export const redeemPointRewardSchema = z.object({
  redeemId: z.string().min(1),
  points: countSchema,
  status: redeemStatusSchema,
});

export const convertPointRequestSchema = z.object({
  points: z.int().positive(),
  withdrawPassword: z.string().min(1).max(64),
});
export const convertPointSchema = z.object({
  points: countSchema,
  creditedAmount: nonNegativeMinorUnitsSchema,
  balance: minorUnitsSchema,
});
