import { DEFAULT_RETRY_AFTER_SECONDS, PASSWORD_LOCK_AFTER_FAILURES } from '@portal/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { Database, Db } from '../db/database';
import { loginThrottle } from '../db/schema';
import { ApiError } from '../errors';
import { countInWindow, countSoFar } from '../security/rate-limits';

/** After this many failed logins for one account a captcha is demanded. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures older than this are forgotten. */
export const FAILURE_MEMORY_SECONDS = 3600;
/**
 * Failed logins from one client network (an IPv4 address or an IPv6 /64) across all accounts before
 * its logins need a captcha too: spraying one password over many names is throttled like guessing one.
 */
export const CAPTCHA_AFTER_NETWORK_FAILURES = 20;
export const NETWORK_FAILURE_WINDOW_SECONDS = 15 * 60;

export interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
}

type ThrottleRow = typeof loginThrottle.$inferSelect;

/** What a stored row means at `now`: a running lock, forgotten failures, or a fresh series after a lock. */
function stateOf(row: ThrottleRow | undefined, now: Date): ThrottleState {
  if (!row) return { failures: 0, lockedUntil: null };
  if (row.lockedUntil && row.lockedUntil > now)
    return { failures: row.failures, lockedUntil: row.lockedUntil };
  if (row.lastFailureAt.getTime() + FAILURE_MEMORY_SECONDS * 1000 < now.getTime())
    return { failures: 0, lockedUntil: null };
  // A lock that ran out starts a fresh series of tries, still behind a captcha.
  return { failures: row.lockedUntil ? CAPTCHA_AFTER_FAILURES : row.failures, lockedUntil: null };
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
  return stateOf(row, now);
}

export function lockedError(lockedUntil: Date, now: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  return new ApiError('TOO_MANY_REQUESTS', {}, { 'Retry-After': String(seconds) });
}

/**
 * Runs `decide` on the account's throttle row under a row lock. The row is created first when
 * missing, so that parallel first tries queue on one row instead of each reading "no failures".
 */
async function withLockedRow<T>(
  database: Database,
  merchantId: number,
  accountKey: string,
  now: Date,
  decide: (state: ThrottleState, write: (state: ThrottleState) => Promise<void>) => Promise<T>,
): Promise<T> {
  return database.transaction(async (tx) => {
    await tx
      .insert(loginThrottle)
      .values({ merchantId, accountKey, failures: 0, lastFailureAt: now, lockedUntil: null })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(loginThrottle)
      .where(and(eq(loginThrottle.merchantId, merchantId), eq(loginThrottle.accountKey, accountKey)))
      .for('update');
    return decide(stateOf(row, now), async (next) => {
      await tx
        .update(loginThrottle)
        .set({ failures: next.failures, lastFailureAt: now, lockedUntil: next.lockedUntil })
        .where(and(eq(loginThrottle.merchantId, merchantId), eq(loginThrottle.accountKey, accountKey)));
    });
  });
}

function afterOneMore(state: ThrottleState, now: Date): ThrottleState {
  const failures = state.failures + 1;
  return {
    failures,
    lockedUntil:
      failures >= PASSWORD_LOCK_AFTER_FAILURES ? addSeconds(now, DEFAULT_RETRY_AFTER_SECONDS) : null,
  };
}

/** Counts one failure under a row lock, so parallel guesses all count; returns the new state. */
export async function recordFailure(
  database: Database,
  merchantId: number,
  accountKey: string,
  now: Date,
): Promise<ThrottleState> {
  return withLockedRow(database, merchantId, accountKey, now, async (state, write) => {
    const next = afterOneMore(state, now);
    await write(next);
    return next;
  });
}

export type AttemptReservation =
  | { kind: 'locked'; lockedUntil: Date }
  | { kind: 'captchaRequired' }
  /** Counted as a failure already; `failures` includes this attempt. A success clears it. */
  | { kind: 'reserved'; failures: number; lockedUntil: Date | null; captchaWasDue: boolean };

/**
 * Counts an attempt as failed before its password is hashed, in one locked step with the check,
 * so parallel guesses each see the ones before them. Without a captcha, an account past the
 * captcha line is refused and nothing is counted.
 */
export async function reserveAttempt(
  database: Database,
  merchantId: number,
  accountKey: string,
  now: Date,
  options: { captchaGiven: boolean; captchaDue?: boolean },
): Promise<AttemptReservation> {
  return withLockedRow(database, merchantId, accountKey, now, async (state, write) => {
    if (state.lockedUntil) return { kind: 'locked', lockedUntil: state.lockedUntil };
    const captchaWasDue = options.captchaDue === true || state.failures >= CAPTCHA_AFTER_FAILURES;
    if (captchaWasDue && !options.captchaGiven) return { kind: 'captchaRequired' };
    const next = afterOneMore(state, now);
    await write(next);
    return { kind: 'reserved', ...next, captchaWasDue };
  });
}

/**
 * Counts one attempt as failed before it is checked, in a single `INSERT … ON CONFLICT DO UPDATE …
 * RETURNING`: the count, the lock it may start and the refusal while locked are one atomic
 * statement, so parallel wrong guesses each see the ones before them and no more than
 * PASSWORD_LOCK_AFTER_FAILURES get checked. Returns the new state, or the running lock (nothing counted).
 * The arithmetic is `stateOf` and `afterOneMore` written in SQL.
 */
export async function reserveFailure(
  db: Db,
  merchantId: number,
  accountKey: string,
  now: Date,
): Promise<{ kind: 'reserved'; state: ThrottleState } | { kind: 'locked'; lockedUntil: Date }> {
  const forgottenBefore = new Date(now.getTime() - FAILURE_MEMORY_SECONDS * 1000);
  const lockUntil = addSeconds(now, DEFAULT_RETRY_AFTER_SECONDS);
  const next = sql`(case
    when ${loginThrottle.lastFailureAt} < ${forgottenBefore.toISOString()}::timestamptz then 1
    when ${loginThrottle.lockedUntil} is not null then ${CAPTCHA_AFTER_FAILURES + 1}::int
    else ${loginThrottle.failures} + 1 end)`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ merchantId, accountKey, failures: 1, lastFailureAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: [loginThrottle.merchantId, loginThrottle.accountKey],
      set: {
        failures: next,
        lastFailureAt: now,
        lockedUntil: sql`(case when ${next} >= ${PASSWORD_LOCK_AFTER_FAILURES}::int then ${lockUntil.toISOString()}::timestamptz end)`,
      },
      setWhere: sql`${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ failures: loginThrottle.failures, lockedUntil: loginThrottle.lockedUntil });
  if (row) return { kind: 'reserved', state: row };
  const state = await throttleState(db, merchantId, accountKey, now);
  // The lock can have run out between the two statements: refused all the same, for a second.
  return { kind: 'locked', lockedUntil: state.lockedUntil ?? addSeconds(now, 1) };
}

/**
 * Gives back an attempt `reserveFailure` counted but that was never checked (the password hashing
 * was too busy and shed it), in one statement, lifting the lock only that attempt started.
 */
export async function releaseFailure(db: Db, merchantId: number, accountKey: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({
      failures: sql`${loginThrottle.failures} - 1`,
      lockedUntil: sql`(case when ${loginThrottle.failures} - 1 < ${PASSWORD_LOCK_AFTER_FAILURES}::int then null else ${loginThrottle.lockedUntil} end)`,
    })
    .where(
      and(
        eq(loginThrottle.merchantId, merchantId),
        eq(loginThrottle.accountKey, accountKey),
        sql`${loginThrottle.failures} > 0`,
      ),
    );
}

export async function clearFailures(db: Db, merchantId: number, accountKey: string): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.merchantId, merchantId), eq(loginThrottle.accountKey, accountKey)));
}

function networkKey(network: string): string {
  return `login-failures|${network}`;
}

/** Failed logins from this client network in the current window (kept beside the request limits). */
export function networkFailures(db: Db, network: string, now: Date): Promise<number> {
  return countSoFar(db, networkKey(network), now);
}

export async function countNetworkFailure(db: Db, network: string, now: Date): Promise<void> {
  await countInWindow(db, networkKey(network), NETWORK_FAILURE_WINDOW_SECONDS * 1000, now);
}
