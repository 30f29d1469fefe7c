import { z } from 'zod/mini';
import { countSchema, isoDateTimeSchema, minorUnitsSchema, nonNegativeMinorUnitsSchema } from './common';
import {
  playBreakKinds,
  playBreakPeriodsOf,
  realityCheckIntervals,
  selfExclusionPeriods,
  timeOutPeriods,
} from './playBreakKinds';

export {
  playBreakKinds,
  playBreakPeriodsOf,
  realityCheckIntervals,
  selfExclusionPeriods,
  timeOutPeriods,
  type PlayBreakKind,
  type PlayBreakPeriod,
  type RealityCheckInterval,
} from './playBreakKinds';

export const realityCheckIntervalSchema = z.union(realityCheckIntervals.map((minutes) => z.literal(minutes)));
export const playBreakKindSchema = z.enum(playBreakKinds);
export const playBreakPeriodSchema = z.enum([...timeOutPeriods, ...selfExclusionPeriods]);

export const playBreakSchema = z.object({
  kind: playBreakKindSchema,
  period: playBreakPeriodSchema,
  startedAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
});
export type PlayBreak = z.infer<typeof playBreakSchema>;

/** What the take-a-break page offers this member: each part can be off for a white label. */
export const playBreakSettingsSchema = z.object({
  features: z.object({
    realityCheck: z.boolean(),
    timeOut: z.boolean(),
    selfExclusion: z.boolean(),
  }),
  realityCheckMinutes: realityCheckIntervalSchema,
});
export type PlayBreakSettings = z.infer<typeof playBreakSettingsSchema>;
export type PlayBreakFeatures = PlayBreakSettings['features'];

export const realityCheckRequestSchema = z.object({ realityCheckMinutes: realityCheckIntervalSchema });
export type RealityCheckRequest = z.infer<typeof realityCheckRequestSchema>;

export const startPlayBreakRequestSchema = z
  .object({
    kind: playBreakKindSchema,
    period: playBreakPeriodSchema,
    password: z.string().check(z.minLength(1), z.maxLength(128)),
  })
  .check(
    z.refine((request) => playBreakPeriodsOf[request.kind].includes(request.period), {
      path: ['period'],
      message: 'period does not belong to kind',
    }),
  );
export type StartPlayBreakRequest = z.infer<typeof startPlayBreakRequestSchema>;

/** What this login session has played for real since it began (demo rounds do not count). */
export const playSessionSummarySchema = z.object({
  startedAt: isoDateTimeSchema,
  now: isoDateTimeSchema,
  rounds: countSchema,
  wagered: nonNegativeMinorUnitsSchema,
  /** Payouts minus stakes: negative is a loss. */
  netResult: minorUnitsSchema,
});
export type PlaySessionSummary = z.infer<typeof playSessionSummarySchema>;
