import { z } from 'zod/mini';
import {
  countSchema,
  imageIdSchema,
  isoDateTimeSchema,
  minorUnitsSchema,
  nonNegativeMinorUnitsSchema,
  positiveMinorUnitsSchema,
  richHtmlSchema,
} from './common';

/** SPEC §4 activity statuses, in upper snake case. */
export const activityStatuses = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLOSE',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESS',
  'JOINED',
  'COMING_SOON',
] as const;
export const activityStatusSchema = z.enum(activityStatuses);
export type ActivityStatus = z.infer<typeof activityStatusSchema>;

export const promotionSchema = z.object({
  promotionId: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  content: richHtmlSchema,
  imageUrl: z.string().check(z.minLength(1)),
  category: z.enum(['NEW_MEMBER', 'DEPOSIT', 'REBATE', 'VIP', 'REFERRAL', 'RAFFLE', 'OTHER']),
  status: activityStatusSchema,
  /** Whether applying needs a comment and pictures. */
  applyForm: z.nullable(
    z.object({ commentRequired: z.boolean(), maxImages: z.int().check(z.gte(0), z.lte(3)) }),
  ),
  startsAt: isoDateTimeSchema,
  endsAt: z.nullable(isoDateTimeSchema),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListQuerySchema = z.object({
  category: z.optional(promotionSchema.shape.category),
});

export const ACTIVITY_COMMENT_MAX_LENGTH = 140;
export const ACTIVITY_MAX_IMAGES = 3;

export const promotionApplyRequestSchema = z.object({
  promotionId: z.string().check(z.minLength(1)),
  comment: z._default(
    z.string().check(z.trim(), z.maxLength(ACTIVITY_COMMENT_MAX_LENGTH, { error: 'maxLength' })),
    '',
  ),
  imageIds: z._default(
    z.array(imageIdSchema).check(z.maxLength(ACTIVITY_MAX_IMAGES, { error: 'imageTooMany' })),
    [],
  ),
});

export const promotionStatusChangeSchema = z.object({
  promotionId: z.string().check(z.minLength(1)),
  status: activityStatusSchema,
});

export const promotionClaimRequestSchema = z.object({ promotionId: z.string().check(z.minLength(1)) });

export const rewardCreditSchema = z.object({
  amount: nonNegativeMinorUnitsSchema,
  balance: minorUnitsSchema,
});

export const raffleClaimRequestSchema = z.object({ promotionId: z.string().check(z.minLength(1)) });
export const raffleClaimSchema = z.object({
  prizeName: z.string().check(z.minLength(1)),
  amount: nonNegativeMinorUnitsSchema,
  balance: minorUnitsSchema,
});

export const redEnvelopeStatusSchema = z.object({
  available: z.boolean(),
  /** How many envelopes the member can still open in this round. */
  remaining: countSchema,
  nextRoundAt: z.nullable(isoDateTimeSchema),
  roundEndsAt: z.nullable(isoDateTimeSchema),
});
export type RedEnvelopeStatus = z.infer<typeof redEnvelopeStatusSchema>;

export const redEnvelopeOpenedSchema = z.object({
  amount: positiveMinorUnitsSchema,
  balance: minorUnitsSchema,
  remaining: countSchema,
});

export const missionSchema = z.object({
  missionId: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  /** What progress and target count: rounds played, or valid bet in minor units. */
  metric: z.enum(['BETS', 'VALID_BET']),
  progress: countSchema,
  target: z.int().check(z.positive()),
  reward: positiveMinorUnitsSchema,
  status: z.enum(['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED', 'EXPIRED']),
  endsAt: z.nullable(isoDateTimeSchema),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionSummarySchema = z.object({
  /** The red badge on the mission menu item. */
  claimableCount: countSchema,
  missions: z.array(missionSchema),
});

export const leaderboardEntrySchema = z.object({
  rank: z.int().check(z.positive()),
  customerName: z.string().check(z.minLength(1)),
  score: countSchema,
  prize: nonNegativeMinorUnitsSchema,
});
export const missionLeaderboardSchema = z.object({
  period: z.enum(['DAILY', 'WEEKLY', 'MONTHLY']),
  entries: z.array(leaderboardEntrySchema),
  myRank: z.nullable(leaderboardEntrySchema),
});
export const missionLeaderboardQuerySchema = z.object({
  period: z._default(missionLeaderboardSchema.shape.period, 'WEEKLY'),
});

export const missionClaimRequestSchema = z.object({ missionId: z.string().check(z.minLength(1)) });

export const referralInfoSchema = z.object({
  enabled: z.boolean(),
  referralCode: z.string().check(z.minLength(1)),
  inviteUrl: z.url(),
  invitedCount: countSchema,
  rewardTotal: nonNegativeMinorUnitsSchema,
});
