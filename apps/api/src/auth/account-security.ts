import { deviceOf, type ActiveSession, type AuthenticatorDisableRequest } from '@portal/api-contract';
import { and, count, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { memberAuthenticators, members, sessions } from '../db/schema';
import { ApiError } from '../errors';
import { accountsOfMember } from '../ledger/ledger';
import type { MemberRow } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { audit } from './audit';
import { authenticatorRow, takeAuthenticatorCode } from './authenticator';
import { clearFailures, lockedError, reserveAttempt } from './login-throttle';
import { checkPassword } from './passwords';
import { revokeMemberSessions, revokeSession, type AuthSession } from './sessions';

function requireSessionsOffered(merchant: Merchant): void {
  if (!merchant.settings.accountSecurity.sessions) throw new ApiError('OPERATION_NOT_ALLOWED');
}

/** A member's sessions whose token still works: not revoked, not expired, not idle too long. */
function liveSessionsOf(memberId: number, now: Date, idleMinutes: number) {
  return and(
    eq(sessions.memberId, memberId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, addSeconds(now, -idleMinutes * 60)),
  );
}

/** The member's live sessions, the latest active first: what a token could still do. */
export async function activeSessionsOf(
  db: Db,
  merchant: Merchant,
  session: AuthSession,
  now: Date,
  idleMinutes: number,
): Promise<{ sessions: ActiveSession[] }> {
  requireSessionsOffered(merchant);
  const rows = await db
    .select()
    .from(sessions)
    .where(liveSessionsOf(session.member.id, now, idleMinutes))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return {
    sessions: rows.map((row) => ({
      sessionId: row.id,
      device: deviceOf(row.userAgent),
      ip: row.ip,
      startedAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === session.sessionId,
    })),
  };
}

/** Signs one other session of the member out; its sockets close at commit (sessions.ts). */
export async function endSession(
  app: AppContext,
  merchant: Merchant,
  session: AuthSession,
  sessionId: string,
  ip: string,
  now: Date,
): Promise<void> {
  requireSessionsOffered(merchant);
  if (sessionId === session.sessionId) throw new ApiError('OPERATION_NOT_ALLOWED');
  await app.database.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(eq(sessions.memberId, session.member.id), eq(sessions.id, sessionId), isNull(sessions.revokedAt)),
      );
    if (!owned) throw new ApiError('NOT_FOUND');
    await revokeSession(tx, sessionId, now);
    await audit(tx, {
      event: 'session.ended_by_member',
      at: now,
      merchantId: merchant.id,
      memberId: session.member.id,
      ip,
      details: { scope: 'one' },
    });
  });
}

/**
 * Signs every other session of the member out at once, idle ones included (their sockets close
 * too), and answers how many of the live ones the member's list showed were ended.
 */
export async function endOtherSessions(
  app: AppContext,
  merchant: Merchant,
  session: AuthSession,
  ip: string,
  now: Date,
): Promise<{ ended: number }> {
  requireSessionsOffered(merchant);
  return app.database.transaction(async (tx) => {
    const [live] = await tx
      .select({ others: count() })
      .from(sessions)
      .where(
        and(
          liveSessionsOf(session.member.id, now, app.options.sessionIdleMinutes),
          ne(sessions.id, session.sessionId),
        ),
      );
    const revoked = await revokeMemberSessions(tx, session.member.id, now, session.sessionId);
    await audit(tx, {
      event: 'session.ended_by_member',
      at: now,
      merchantId: merchant.id,
      memberId: session.member.id,
      ip,
      details: { scope: 'others', ended: revoked },
    });
    return { ended: live?.others ?? 0 };
  });
}

/**
 * Closes the account at once: the password must be right (tries count towards the login lock-out)
 * and nothing may be left in the member's wallets, so no money is stranded (withdraw first).
 */
export async function closeAccount(
  app: AppContext,
  merchant: Merchant,
  session: AuthSession,
  password: string,
  ip: string,
  now: Date,
): Promise<void> {
  if (!merchant.settings.accountSecurity.closeAccount) throw new ApiError('OPERATION_NOT_ALLOWED');
  const member = session.member;
  const reservation = await reserveAttempt(app.database, merchant.id, member.accountKey, now, {
    captchaGiven: true,
  });
  if (reservation.kind === 'locked') throw lockedError(reservation.lockedUntil, now);
  if (!(await checkPassword(app.database.db, member, password, now)).ok)
    throw new ApiError('INVALID_CREDENTIALS');
  await clearFailures(app.database.db, merchant.id, member.accountKey);
  await app.database.transaction(async (tx) => {
    const held = (await accountsOfMember(tx, member.id)).filter(
      (account) => ['player_main', 'player_vendor'].includes(account.kind) && account.balance !== 0,
    );
    if (held.length > 0) throw new ApiError('BALANCE_NOT_EMPTY');
    await tx.update(members).set({ status: 'closed' }).where(eq(members.id, member.id));
    await revokeMemberSessions(tx, member.id, now);
    await audit(tx, { event: 'account.closed', at: now, merchantId: merchant.id, memberId: member.id, ip });
  });
}

/**
 * Turns the app off with a current code or the login password. Every try counts towards the
 * account's login lock-out first, like a password change, so neither can be guessed here.
 */
export async function disableAuthenticator(
  app: AppContext,
  merchant: Merchant,
  member: MemberRow,
  request: AuthenticatorDisableRequest,
  ip: string,
  now: Date,
): Promise<void> {
  const db = app.database.db;
  const row = await authenticatorRow(db, member.id);
  if (!row || row.confirmedAt === null) throw new ApiError('OPERATION_NOT_ALLOWED');
  const reservation = await reserveAttempt(app.database, merchant.id, member.accountKey, now, {
    captchaGiven: true,
  });
  if (reservation.kind === 'locked') throw lockedError(reservation.lockedUntil, now);
  const right =
    'code' in request
      ? await takeAuthenticatorCode(app, merchant, member, request.code, now, true)
      : (await checkPassword(db, member, request.password, now)).ok;
  if (!right) {
    await audit(db, {
      event: 'authenticator.failed',
      at: now,
      merchantId: merchant.id,
      memberId: member.id,
      ip,
    });
    throw 'code' in request ? new ApiError('INVALID_VERIFICATION_CODE') : new ApiError('INVALID_CREDENTIALS');
  }
  await app.database.transaction(async (tx) => {
    await tx.delete(memberAuthenticators).where(eq(memberAuthenticators.memberId, member.id));
    await clearFailures(tx, merchant.id, member.accountKey);
    await audit(tx, {
      event: 'authenticator.disabled',
      at: now,
      merchantId: merchant.id,
      memberId: member.id,
      ip,
    });
  });
}
