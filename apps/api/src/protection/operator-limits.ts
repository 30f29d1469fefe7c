import type {
  OperatorMemberLimits,
  SetMemberLimitRequest,
  SetMemberLimitResult,
} from '@portal/api-contract/operator';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { members } from '../db/schema';
import { ApiError } from '../errors';
import { operatorMerchantId } from '../funds/shared';
import { merchantById, type Merchant } from '../merchants/merchants';
import type { Operator } from '../operator/operators';
import { playerLimitsOf, setPlayerLimit, type MemberRef } from './limits';

// The operator API's view of a member's limits (protection.limits, protection.setLimit): the
// member's own rules in ./limits.ts, with the operator as the author of the change.

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
