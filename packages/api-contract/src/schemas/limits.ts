import { z } from 'zod/mini';
import { isoDateTimeSchema, nonNegativeMinorUnitsSchema } from './common';

// Player protection limits a member sets on themself: deposit, loss and wager amounts per rolling
// 24 hours, 7 days and 30 days, and the minutes one session may last. Lowering a limit (or setting
// one) takes effect at once; raising or removing it waits out a cooling-off.

export const amountLimitKinds = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export type AmountLimitKind = (typeof amountLimitKinds)[number];

/** Rolling windows: DAY = the last 24 hours, WEEK = 7 days, MONTH = 30 days. */
export const limitWindows = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitWindow = (typeof limitWindows)[number];

export const limitWindowSeconds: Readonly<Record<LimitWindow, number>> = {
  DAY: 86_400,
  WEEK: 7 * 86_400,
  MONTH: 30 * 86_400,
};

/** Hours a raise or a removal waits before it takes effect. */
export const LIMIT_COOLING_OFF_HOURS = 24;

/** The longest session-time limit a member can choose: one day. */
export const MAX_SESSION_LIMIT_MINUTES = 1_440;
/** The largest amount limit, in minor units, so a typing slip cannot overflow anything. */
export const MAX_AMOUNT_LIMIT = 1_000_000_000_000;

/** A raise or removal waiting out its cooling-off: `value` null removes the limit. */
export const pendingLimitSchema = z.object({
  value: z.nullable(z.int().check(z.nonnegative())),
  effectiveAt: isoDateTimeSchema,
});
export type PendingLimit = z.infer<typeof pendingLimitSchema>;

export const amountLimitSchema = z.object({
  kind: z.enum(amountLimitKinds),
  window: z.enum(limitWindows),
  /** The limit in force (minor units); null: none. */
  value: z.nullable(nonNegativeMinorUnitsSchema),
  /** Deposited, wagered or lost (net) in the window so far. */
  used: nonNegativeMinorUnitsSchema,
  /** What the limit still allows in the window; null without a limit. */
  remaining: z.nullable(nonNegativeMinorUnitsSchema),
  pending: z.nullable(pendingLimitSchema),
});
export type AmountLimit = z.infer<typeof amountLimitSchema>;

export const sessionLimitSchema = z.object({
  /** Minutes a session may last; null: no limit beyond the usual session lifetime. */
  minutes: z.nullable(z.int().check(z.positive())),
  pending: z.nullable(pendingLimitSchema),
  /** When the current session ends because of the limit; null when it does not. */
  sessionEndsAt: z.nullable(isoDateTimeSchema),
});
export type SessionLimit = z.infer<typeof sessionLimitSchema>;

export const playerLimitsSchema = z.object({
  /** The white label offers limits (a white-label switch, on by default). */
  enabled: z.boolean(),
  /** One row per kind and window, in the order of `amountLimitKinds` × `limitWindows`. */
  amounts: z.array(amountLimitSchema),
  session: sessionLimitSchema,
  /** A deposit of the member's has been credited: until then a deposit limit is offered at the deposit. */
  hasDeposited: z.boolean(),
});
export type PlayerLimits = z.infer<typeof playerLimitsSchema>;

/** Sets (or with `value` null removes) one limit; SESSION takes minutes and no window. */
export const setLimitRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(amountLimitKinds),
    window: z.enum(limitWindows),
    value: z.nullable(z.int().check(z.positive(), z.lte(MAX_AMOUNT_LIMIT))),
  }),
  z.object({
    kind: z.literal('SESSION'),
    value: z.nullable(z.int().check(z.gte(1), z.lte(MAX_SESSION_LIMIT_MINUTES))),
  }),
]);
export type SetLimitRequest = z.infer<typeof setLimitRequestSchema>;

export const setLimitResultSchema = z.object({
  /** NOW: in force already; PENDING: after the cooling-off; UNCHANGED: it was the limit already. */
  applied: z.enum(['NOW', 'PENDING', 'UNCHANGED']),
  limits: playerLimitsSchema,
});
export type SetLimitResult = z.infer<typeof setLimitResultSchema>;
