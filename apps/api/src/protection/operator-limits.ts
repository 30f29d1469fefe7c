import type {
  AgedSessions,
  AgeSessionsRequest,
  OperatorMemberLimits,
  SetMemberLimitRequest,
  SetMemberLimitResult,
} from '@portal/api-contract/operator';
import { and, eq, gt, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/database';
import { members, sessions } from '../db/schema';
import { ApiError } from '../errors';
import { merchantById, type Merchant } from '../merchants/merchants';
import { operatorMerchantId, type Operator } from '../operator/operators';
import { playerLimitsOf, setPlayerLimit, type MemberRef } from './limits';

// The operator API's view of a member's limits (protection.limits, protection.setLimit): the
// member's own rules in ./limits.ts, with the operator as the author of the change. And, for
// demonstrations, protection.ageSessions: a session-time limit reached without waiting for it.

interface OperatorMember {
  merchant: Merchant;
  member: MemberRef;
  account: string;
}

/**
 * The one member `account` names among the white labels the operator serves (or `merchantCode`):
 * ACCOUNT_NOT_FOUND when none, `merchant` required when the name exists in several.
 */
async function memberFor(
  db: Db,
  operator: Operator,
  query: { account: string; merchant?: string | undefined },
): Promise<OperatorMember> {
  const merchantId = await operatorMerchantId(db, operator, query.merchant);
  const rows = await db
    .select({ id: members.id, merchantId: members.merchantId, account: members.account })
    .from(members)
    .where(
      and(
        eq(members.accountKey, query.account.trim().toLowerCase()),
        merchantId === null ? undefined : eq(members.merchantId, merchantId),
      ),
    )
    .limit(2);
  const [row, another] = rows;
  if (!row) throw new ApiError('ACCOUNT_NOT_FOUND');
  if (another)
    throw new ApiError('VALIDATION_FAILED', { issues: [{ path: 'merchant', code: 'required', params: {} }] });
  const merchant = await merchantById(db, row.merchantId);
  if (!merchant) throw new ApiError('ACCOUNT_NOT_FOUND');
  return { merchant, member: { merchantId: row.merchantId, memberId: row.id }, account: row.account };
}

async function limitsView(db: Db, found: OperatorMember, now: Date): Promise<OperatorMemberLimits> {
  return {
    merchant: found.merchant.code,
    account: found.account,
    limits: await playerLimitsOf(db, found.merchant, found.member, null, now),
  };
}

/** protection.limits */
export async function memberLimitsForOperator(
  db: Db,
  operator: Operator,
  query: { account: string; merchant?: string | undefined },
  now: Date,
): Promise<OperatorMemberLimits> {
  return limitsView(db, await memberFor(db, operator, query), now);
}

/** protection.setLimit: the change and its audit row commit together, then the limits are read. */
export async function setMemberLimitByOperator(
  db: Db,
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>,
  operator: Operator,
  request: SetMemberLimitRequest,
  now: Date,
): Promise<SetMemberLimitResult> {
  const found = await memberFor(db, operator, request);
  const { applied } = await transaction((tx) =>
    setPlayerLimit(tx, found.merchant, found.member, request.limit, now, operator),
  );
  return { applied, ...(await limitsView(db, found, now)) };
}

/**
 * protection.ageSessions (demo servers only; the route checks): the member's open sessions as if
 * they had started `minutes` earlier. Start, last request and end move back together, so a
 * session-time limit (which ends a session that long after its start) ends it now as it would have
 * then, and SESSION_TIME_LIMIT_REACHED follows, while a session without one keeps its idle time.
 */
export async function ageMemberSessions(
  db: Db,
  operator: Operator,
  request: AgeSessionsRequest,
  now: Date,
): Promise<AgedSessions> {
  const found = await memberFor(db, operator, request);
  const earlier = (column: SQLWrapper) => sql`${column} - make_interval(mins => ${request.minutes})`;
  // A moved end raises member.changed (the sessions_notify_changed trigger): every instance drops its cached session.
  const aged = await db
    .update(sessions)
    .set({
      createdAt: earlier(sessions.createdAt),
      lastSeenAt: earlier(sessions.lastSeenAt),
      expiresAt: earlier(sessions.expiresAt),
    })
    .where(
      and(
        eq(sessions.memberId, found.member.memberId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id });
  return { merchant: found.merchant.code, account: found.account, sessions: aged.length };
}
