import {
  checkTextRule,
  PAYMENT_PASSWORD_RULE,
  ruleFromConfig,
  toIssue,
  type contract,
  type FieldIssue,
  type ParsedBodyOf,
} from '@portal/api-contract';
import { eq } from 'drizzle-orm';
import { audit } from '../auth/audit';
import {
  clearFailures,
  lockedError,
  recordFailure,
  releaseFailure,
  reserveFailure,
  throttleState,
} from '../auth/login-throttle';
import { checkPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { members } from '../db/schema';
import { ApiError } from '../errors';
import type { MemberRow } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { hashPassword, verifyPassword } from '../security/password';

// The withdraw (payment) password guards money leaving the account. It is kept as a scrypt hash
// like the login password, and wrong tries are counted like wrong logins (login_throttle, under a
// key of its own): ten in an hour lock it for five minutes, answered TOO_MANY_REQUESTS.

function throttleKey(member: Pick<MemberRow, 'id'>): string {
  return `withdraw-password:${member.id}`;
}

/**
 * Refuses unless `password` is the member's withdraw password: OPERATION_NOT_ALLOWED naming
 * `withdrawPassword` (withdrawPasswordNotSet) when none is set, TOO_MANY_REQUESTS while wrong tries
 * lock it, INVALID_CREDENTIALS (each counted) when wrong. Runs before the request's money
 * transaction, so a counted failure commits on its own. Each try is counted as a failure first and
 * the count cleared when it was right.
 */
export async function checkWithdrawPassword(
  database: Database,
  merchant: Merchant,
  member: MemberRow,
  password: string,
  ip: string,
  now: Date,
): Promise<void> {
  if (!member.withdrawPasswordHash)
    throw new ApiError('OPERATION_NOT_ALLOWED', {
      issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordNotSet' }],
    });
  const key = throttleKey(member);
  // Counted before the hash is checked, so parallel wrong tries cannot all slip under the limit.
  const reserved = await reserveFailure(database.db, merchant.id, key, now);
  if (reserved.kind === 'locked') throw lockedError(reserved.lockedUntil, now);
  let right: boolean;
  try {
    right = await verifyPassword(password, member.withdrawPasswordHash);
  } catch (error) {
    await releaseFailure(database.db, merchant.id, key);
    throw error;
  }
  if (right) {
    await clearFailures(database.db, merchant.id, key);
    return;
  }
  const state = reserved.state;
  await audit(database.db, {
    event: 'funds.withdraw_password_failed',
    at: now,
    merchantId: merchant.id,
    memberId: member.id,
    ip,
    details: { failures: state.failures, locked: state.lockedUntil !== null },
  });
  throw new ApiError('INVALID_CREDENTIALS', {
    issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordRequired' }],
  });
}

export type SetWithdrawPassword = ParsedBodyOf<typeof contract.funds.setWithdrawPassword>;

/**
 * Sets the withdraw password, or changes it: the login password must be right (a wrong one counts
 * towards the login lock-out), and to change one the old withdraw password too (counted like a
 * withdrawal's). The new one follows the white label's payment-password rule (6 digits unless the
 * registration settings say otherwise).
 */
export async function setWithdrawPassword(
  database: Database,
  merchant: Merchant,
  member: MemberRow,
  request: SetWithdrawPassword,
  ip: string,
  now: Date,
): Promise<null> {
  const issues: FieldIssue[] = [];
  const rule = ruleFromConfig(merchant.settings.registerFields.paymentPassword, PAYMENT_PASSWORD_RULE);
  const problem = checkTextRule(request.withdrawPassword, rule);
  if (problem) issues.push(toIssue('withdrawPassword', problem));
  if (member.withdrawPasswordHash && request.oldWithdrawPassword === undefined)
    issues.push({ path: 'oldWithdrawPassword', code: 'withdrawPasswordRequired' });
  if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', { issues });

  const throttle = await throttleState(database.db, merchant.id, member.accountKey, now);
  if (throttle.lockedUntil) throw lockedError(throttle.lockedUntil, now);
  if (!(await checkPassword(database.db, member, request.password, now)).ok) {
    await recordFailure(database, merchant.id, member.accountKey, now);
    throw new ApiError('INVALID_CREDENTIALS');
  }
  if (member.withdrawPasswordHash && request.oldWithdrawPassword !== undefined)
    await checkWithdrawPassword(database, merchant, member, request.oldWithdrawPassword, ip, now);

  const withdrawPasswordHash = await hashPassword(request.withdrawPassword);
  await database.transaction(async (tx) => {
    await tx.update(members).set({ withdrawPasswordHash }).where(eq(members.id, member.id));
    await audit(tx, {
      event: 'funds.withdraw_password_set',
      at: now,
      merchantId: merchant.id,
      memberId: member.id,
      ip,
      details: { changed: member.withdrawPasswordHash !== null },
    });
  });
  return null;
}
