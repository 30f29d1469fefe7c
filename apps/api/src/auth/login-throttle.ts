import { and, eq } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { Database, Db } from '../db/database';
import { loginThrottle } from '../db/schema';
import { ApiError } from '../errors';

/** After this many failed logins for one account a captcha is demanded. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** After this many the account refuses logins for LOCK_SECONDS (SPEC §9: retry after 5 minutes). */
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_SECONDS = 300;
/** Failures older than this are forgotten. */
export const FAILURE_MEMORY_SECONDS = 3600;

export interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
}

/**
 * Counted per account name, whether or not the account exists, so the answers for a real and an
 * unknown account cannot be told apart.
 */
export async function throttleState(
  db: Db,
  merchantId: number,
  accountKey: string,
  now: Date,
): Promise<ThrottleState> {
  const [row] = await db
    .select()
    .from(loginThrottle)
    .where(and(eq(loginThrottle.merchantId, merchantId), eq(loginThrottle.accountKey, accountKey)));
  if (!row) return { failures: 0, lockedUntil: null };
  if (row.lockedUntil && row.lockedUntil > now)
    return { failures: row.failures, lockedUntil: row.lockedUntil };
  if (row.lastFailureAt.getTime() + FAILURE_MEMORY_SECONDS * 1000 < now.getTime())
    return { failures: 0, lockedUntil: null };
  // A lock that ran out starts a fresh series of tries, still behind a captcha.
  return { failures: row.lockedUntil ? CAPTCHA_AFTER_FAILURES : row.failures, lockedUntil: null };
}

export function lockedError(lockedUntil: Date, now: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  return new ApiError('TOO_MANY_REQUESTS', {}, { 'Retry-After': String(seconds) });
}

/** Counts one failure under a row lock, so parallel guesses all count; returns the new state. */
export async function recordFailure(
  database: Database,
  merchantId: number,
  accountKey: string,
  now: Date,
): Promise<ThrottleState> {
  return database.transaction(async (tx) => {
    await tx
      .select({ failures: loginThrottle.failures })
      .from(loginThrottle)
      .where(and(eq(loginThrottle.merchantId, merchantId), eq(loginThrottle.accountKey, accountKey)))
      .for('update');
    const state = await throttleState(tx, merchantId, accountKey, now);
    const failures = state.failures + 1;
    const lockedUntil = failures >= LOCK_AFTER_FAILURES ? addSeconds(now, LOCK_SECONDS) : null;
    await tx
      .insert(loginThrottle)
      .values({ merchantId, accountKey, failures, lastFailureAt: now, lockedUntil })
      .onConflictDoUpdate({
        target: [loginThrottle.merchantId, loginThrottle.accountKey],
        set: { failures, lastFailureAt: now, lockedUntil },
      });
    return { failures, lockedUntil };
  });
}

export async function clearFailures(db: Db, merchantId: number, accountKey: string): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.merchantId, merchantId), eq(loginThrottle.accountKey, accountKey)));
}
