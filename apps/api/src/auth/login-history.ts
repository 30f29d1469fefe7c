import {
  deviceOf,
  LOGIN_HISTORY_DAYS,
  type contract,
  type LoginAttempt as HistoryEntry,
  type LoginFailureReason,
  type LoginHistoryMethod,
  type ParsedQueryOf,
  type ResponseOf,
} from '@portal/api-contract';
import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { Db } from '../db/database';
import { pagedList } from '../db/paging';
import { loginHistory } from '../db/schema';
import { isTrial, type MemberRow } from '../members/members';
import { rangeOf } from '../reports/member-records';
import type { LoginMethod } from './sessions';

// The security centre's login history (member.loginHistory): every attempt to log in to an existing
// account, whichever way (password, texted code, temporary password, the login of a registration,
// the answer to a second verification) and however it ended. What is kept is bounded twice: rows
// older than LOGIN_HISTORY_DAYS go (the prune job, and no read shows them), and each member keeps
// the latest LOGIN_HISTORY_KEPT_PER_RESULT successes and as many failures, counted apart so that a
// flood of wrong guesses cannot push the member's own logins out of sight. Trial accounts keep none.

export const LOGIN_HISTORY_KEPT_PER_RESULT = 100;
/** Longer User-Agent headers are cut: the device is read from their first part. */
export const USER_AGENT_MAX_LENGTH = 512;

const methodOf: Readonly<Record<Exclude<LoginMethod, 'freeplay'>, LoginHistoryMethod>> = {
  password: 'PASSWORD',
  sms: 'SMS',
  reset: 'RESET',
  register: 'REGISTER',
};

export interface LoginHistoryRecord {
  member: Pick<MemberRow, 'id' | 'type'>;
  method: LoginMethod;
  /** Null for a login that opened a session. */
  failure: LoginFailureReason | null;
  ip: string;
  userAgent: string | undefined;
  now: Date;
}

/**
 * Notes one attempt on the member's account and lets go of what is past the per-result bound. Free
 * play and trial accounts, which nobody logs in to twice, keep no history.
 */
export async function recordLoginAttempt(db: Db, record: LoginHistoryRecord): Promise<void> {
  if (record.method === 'freeplay' || isTrial(record.member)) return;
  const memberId = record.member.id;
  const result = record.failure === null ? 'SUCCESS' : 'FAILURE';
  await db.insert(loginHistory).values({
    memberId,
    at: record.now,
    ip: record.ip,
    userAgent: record.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null,
    method: methodOf[record.method],
    result,
    reason: record.failure,
  });
  const sameResult = and(eq(loginHistory.memberId, memberId), eq(loginHistory.result, result));
  await db
    .delete(loginHistory)
    .where(
      inArray(
        loginHistory.id,
        db
          .select({ id: loginHistory.id })
          .from(loginHistory)
          .where(sameResult)
          .orderBy(desc(loginHistory.at), desc(loginHistory.id))
          .offset(LOGIN_HISTORY_KEPT_PER_RESULT),
      ),
    );
}

/** The first instant still kept at `now`. */
export function loginHistoryKeptSince(now: Date): Date {
  return addSeconds(now, -LOGIN_HISTORY_DAYS * 24 * 3600);
}

type Row = typeof loginHistory.$inferSelect;

function entryOf(row: Row): HistoryEntry {
  const shape = {
    attemptId: String(row.id),
    at: row.at.toISOString(),
    ip: row.ip,
    device: deviceOf(row.userAgent),
    // The table's CHECKs hold these to the contract's values.
    method: row.method as LoginHistoryMethod,
  };
  return row.reason === null
    ? { ...shape, result: 'SUCCESS', reason: null }
    : { ...shape, result: 'FAILURE', reason: row.reason as LoginFailureReason };
}

/**
 * member.loginHistory: the caller's own attempts within the date range (the records' calendar days)
 * and still kept, newest first.
 */
export async function loginHistoryOf(
  db: Db,
  member: Pick<MemberRow, 'id'>,
  query: ParsedQueryOf<typeof contract.member.loginHistory>,
  now: Date,
): Promise<ResponseOf<typeof contract.member.loginHistory>> {
  const range = rangeOf(query);
  const keptSince = loginHistoryKeptSince(now);
  const where: SQL | undefined = and(
    eq(loginHistory.memberId, member.id),
    gte(loginHistory.at, range.from > keptSince ? range.from : keptSince),
    lt(loginHistory.at, range.to),
    query.result ? eq(loginHistory.result, query.result) : undefined,
  );
  return pagedList(db, { table: loginHistory, where }, query, async ({ limit, offset }) =>
    (
      await db
        .select()
        .from(loginHistory)
        .where(where)
        .orderBy(desc(loginHistory.at), desc(loginHistory.id))
        .limit(limit)
        .offset(offset)
    ).map(entryOf),
  );
}
