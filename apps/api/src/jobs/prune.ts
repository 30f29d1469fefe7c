import { and, isNull, lt, notExists, or, eq, sql } from 'drizzle-orm';
import { loginHistoryKeptSince } from '../auth/login-history';
import { addSeconds } from '../clock';
import type { Db } from '../db/database';
import {
  captchas,
  gameLaunches,
  idempotencyKeys,
  loginHistory,
  loginThrottle,
  rateLimits,
  sessions,
  verificationCodes,
} from '../db/schema';
import type { ScheduledJob } from './scheduler';

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * How long each kind of row is kept once it can no longer matter. The margins outlast every
 * window that reads these rows: failures are forgotten after an hour, codes are counted per
 * number per day, and an idempotency key answers replays for a day.
 */
export const RETENTION_SECONDS = {
  captchaAfterExpiry: HOUR,
  loginThrottleAfterLastFailure: DAY,
  idempotencyKey: DAY,
  verificationCodeAfterExpiry: 2 * DAY,
  sessionAfterEnd: DAY,
} as const;

export type PruneCounts = Record<
  | 'rateLimits'
  | 'captchas'
  | 'loginThrottle'
  | 'idempotencyKeys'
  | 'verificationCodes'
  | 'gameLaunches'
  | 'sessions'
  | 'loginHistory',
  number
>;

/**
 * Deletes rows of the tables that grow with every request (L9): spent rate-limit windows, expired
 * captchas, forgotten login failures, idempotency keys past their window, expired codes, ended
 * sessions with their launch tickets, and login attempts older than the login history shows.
 */
export async function pruneExpiredRows(tx: Db, now: Date): Promise<PruneCounts> {
  const before = (seconds: number) => addSeconds(now, -seconds);
  const count = (rows: unknown[]) => rows.length;
  const rateLimitRows = await tx
    .delete(rateLimits)
    .where(lt(rateLimits.resetAt, now))
    .returning({ key: rateLimits.key });
  const captchaRows = await tx
    .delete(captchas)
    .where(lt(captchas.expiresAt, before(RETENTION_SECONDS.captchaAfterExpiry)))
    .returning({ id: captchas.id });
  const throttleRows = await tx
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.lastFailureAt, before(RETENTION_SECONDS.loginThrottleAfterLastFailure)),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
      ),
    )
    .returning({ key: loginThrottle.accountKey });
  const keyRows = await tx
    .delete(idempotencyKeys)
    .where(
      and(
        lt(idempotencyKeys.createdAt, before(RETENTION_SECONDS.idempotencyKey)),
        or(eq(idempotencyKeys.state, 'done'), lt(idempotencyKeys.lockedUntil, now)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  const codeRows = await tx
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, before(RETENTION_SECONDS.verificationCodeAfterExpiry)))
    .returning({ id: verificationCodes.id });
  const sessionEnded = before(RETENTION_SECONDS.sessionAfterEnd);
  const launchRows = await tx
    .delete(gameLaunches)
    .where(lt(gameLaunches.expiresAt, sessionEnded))
    .returning({ id: gameLaunches.id });
  const sessionRows = await tx
    .delete(sessions)
    .where(
      and(
        or(lt(sessions.expiresAt, sessionEnded), lt(sessions.revokedAt, sessionEnded)),
        // A revoked session's launch may still be inside its own window: it goes first.
        notExists(
          tx
            .select({ one: sql`1` })
            .from(gameLaunches)
            .where(eq(gameLaunches.sessionId, sessions.id)),
        ),
      ),
    )
    .returning({ id: sessions.id });
  const historyRows = await tx
    .delete(loginHistory)
    .where(lt(loginHistory.at, loginHistoryKeptSince(now)))
    .returning({ id: loginHistory.id });
  return {
    rateLimits: count(rateLimitRows),
    captchas: count(captchaRows),
    loginThrottle: count(throttleRows),
    idempotencyKeys: count(keyRows),
    verificationCodes: count(codeRows),
    gameLaunches: count(launchRows),
    sessions: count(sessionRows),
    loginHistory: count(historyRows),
  };
}

/** Hourly, on whichever instance gets there first. */
export const pruneJob: ScheduledJob = {
  name: 'prune-expired-rows',
  periodMs: HOUR * 1000,
  run: async ({ tx, period }) => {
    await pruneExpiredRows(tx, period.end);
  },
};
