import { randomUUID } from 'node:crypto';
import type { LoginResponse, SecondVerificationMethod } from '@portal/api-contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { memberKnownIps, members, secondVerifications } from '../db/schema';
import { ApiError } from '../errors';
import { isTrial, type MemberRow } from '../members/members';
import { refuseDuringPlayBreak } from '../protection/exclusions';
import type { Merchant } from '../merchants/merchants';
import { audit } from './audit';
import { hasAuthenticator } from './authenticator';
import { sendLoginAlert } from './login-alert';
import { recordLoginAttempt } from './login-history';
import { clearFailures } from './login-throttle';
import { createSession, revokeSession, type AuthSession, type LoginMethod } from './sessions';

export const SECOND_VERIFICATION_TTL_SECONDS = 10 * 60;
export const SECOND_VERIFICATION_MAX_TRIES = 5;

export interface LoginAttempt {
  merchant: Merchant;
  member: MemberRow;
  method: LoginMethod;
  area: 'member' | 'agent';
  mustChangePassword: boolean;
  ip: string;
  /** The client's User-Agent header, for the member's login history. */
  userAgent?: string | undefined;
  now: Date;
}

/**
 * Ways this member can prove a login from a new IP is theirs, strongest first. Something they hold
 * (their phone, their mailbox) is offered whenever they have it; the bank account holder's name,
 * which others can know, only when they have neither, so a caller cannot pick the weaker factor.
 */
export function secondVerificationMethodsOf(
  member: MemberRow,
  hasAuthenticator = false,
): SecondVerificationMethod[] {
  const possession: SecondVerificationMethod[] = [];
  // A code from an app on their phone: nothing to intercept on the way, so the strongest.
  if (hasAuthenticator) possession.push('AUTHENTICATOR');
  if (member.mobileNumber && member.mobileDialingCode) possession.push('SMS');
  if (member.email) possession.push('EMAIL');
  if (possession.length > 0) return possession;
  return member.payeeName ? ['BANK_ACCOUNT_NAME'] : [];
}

async function isKnownIp(
  db: Db,
  memberId: number,
  ip: string,
): Promise<{ known: boolean; anyKnown: boolean }> {
  const rows = await db
    .select({ ip: memberKnownIps.ip })
    .from(memberKnownIps)
    .where(eq(memberKnownIps.memberId, memberId));
  return { known: rows.some((row) => row.ip === ip), anyKnown: rows.length > 0 };
}

export async function rememberIp(db: Db, memberId: number, ip: string, now: Date): Promise<void> {
  await db.insert(memberKnownIps).values({ memberId, ip, firstSeenAt: now }).onConflictDoNothing();
}

/** Opens the session and records the login: the last step of every successful login path. */
export async function openSession(tx: Db, app: AppContext, attempt: LoginAttempt): Promise<LoginResponse> {
  const { member, merchant, now } = attempt;
  // Every login path ends here, those that finish a second verification included.
  await refuseDuringPlayBreak(tx, member.id, now);
  const trial = isTrial(member);
  const { token } = await createSession(tx, {
    memberId: member.id,
    merchantId: merchant.id,
    kind: trial ? 'trial' : 'member',
    loginMethod: attempt.method,
    mustChangePassword: attempt.mustChangePassword,
    ip: attempt.ip,
    userAgent: attempt.userAgent,
    now,
    hours: app.options.sessionHours,
  });
  const firstTimeLogin = member.firstLoginAt === null;
  await tx
    .update(members)
    .set({ lastLoginAt: now, ...(firstTimeLogin ? { firstLoginAt: now } : {}) })
    .where(eq(members.id, member.id));
  if (!trial) {
    const { known, anyKnown } = await isKnownIp(tx, member.id, attempt.ip);
    if (anyKnown && !known) await sendLoginAlert(tx, merchant, member, attempt);
    await rememberIp(tx, member.id, attempt.ip, now);
  }
  // Only a finished login forgets the failures: a right password that still owes a second
  // verification keeps counting, so an attacker holding it cannot open challenges without end.
  await clearFailures(tx, merchant.id, member.accountKey);
  await recordLoginAttempt(tx, {
    member,
    method: attempt.method,
    failure: null,
    ip: attempt.ip,
    userAgent: attempt.userAgent,
    now,
  });
  await audit(tx, {
    event: 'login.succeeded',
    at: now,
    merchantId: merchant.id,
    memberId: member.id,
    ip: attempt.ip,
    details: { method: attempt.method, area: attempt.area, mustChangePassword: attempt.mustChangePassword },
  });
  return { token, firstTimeLogin, passwordExpired: attempt.mustChangePassword, memberType: member.type };
}

/**
 * Finishes a login whose credentials are right. A member who has logged in before from other IPs
 * and now comes from a new one gets a second-verification challenge instead of a session (stored
 * first, then refused with SECOND_VERIFICATION_REQUIRED); the challenge carries the login's facts.
 */
export async function finishLogin(app: AppContext, attempt: LoginAttempt): Promise<LoginResponse> {
  const { member, merchant, now, ip } = attempt;
  const db = app.database.db;
  // Before any challenge: a member on a time-out or self-exclusion gets no way in on any domain.
  await refuseDuringPlayBreak(db, member.id, now);
  if (!isTrial(member) && attempt.method === 'password') {
    const { known, anyKnown } = await isKnownIp(db, member.id, ip);
    const methods = secondVerificationMethodsOf(member, await hasAuthenticator(db, merchant, member.id));
    if (anyKnown && !known && methods.length > 0) {
      const challengeId = randomUUID();
      await app.database.transaction(async (tx) => {
        // One open challenge per member: a new login replaces the last one and its remaining tries.
        await closeMemberChallenges(tx, member.id, now);
        await tx.insert(secondVerifications).values({
          id: challengeId,
          memberId: member.id,
          ip,
          loginArea: attempt.area,
          loginMethod: attempt.method,
          mustChangePassword: attempt.mustChangePassword,
          expiresAt: addSeconds(now, SECOND_VERIFICATION_TTL_SECONDS),
          createdAt: now,
        });
        await recordLoginAttempt(tx, {
          member,
          method: attempt.method,
          failure: 'VERIFICATION_REQUIRED',
          ip,
          userAgent: attempt.userAgent,
          now,
        });
        await audit(tx, {
          event: 'login.second_verification_required',
          at: now,
          merchantId: merchant.id,
          memberId: member.id,
          ip,
          details: { methods },
        });
      });
      throw new ApiError('SECOND_VERIFICATION_REQUIRED', { secondVerification: { challengeId, methods } });
    }
  }
  return app.database.transaction((tx) => openSession(tx, app, attempt));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

export async function openChallenge(db: Db, challengeId: string, now: Date) {
  if (!UUID.test(challengeId)) return null;
  const [challenge] = await db
    .select({ challenge: secondVerifications, member: members })
    .from(secondVerifications)
    .innerJoin(members, eq(members.id, secondVerifications.memberId))
    .where(eq(secondVerifications.id, challengeId));
  if (!challenge || challenge.challenge.closedAt !== null || challenge.challenge.expiresAt <= now)
    return null;
  return challenge;
}

/**
 * Takes one try of an open challenge before its answer is checked, in one statement, so parallel
 * answers each use up a try; the 5th closes the challenge (the person logs in again). False when
 * the challenge is closed or out of tries.
 */
export async function takeChallengeTry(db: Db, challengeId: string, now: Date): Promise<boolean> {
  const taken = await db
    .update(secondVerifications)
    .set({
      attempts: sql`${secondVerifications.attempts} + 1`,
      closedAt: sql`case when ${secondVerifications.attempts} + 1 >= ${SECOND_VERIFICATION_MAX_TRIES} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        eq(secondVerifications.id, challengeId),
        isNull(secondVerifications.closedAt),
        gt(secondVerifications.expiresAt, now),
      ),
    )
    .returning({ attempts: secondVerifications.attempts });
  return taken.length > 0;
}

/** Closes every open challenge of a member (a new login, a password change or reset). */
export async function closeMemberChallenges(tx: Db, memberId: number, now: Date): Promise<void> {
  await tx
    .update(secondVerifications)
    .set({ closedAt: now })
    .where(and(eq(secondVerifications.memberId, memberId), isNull(secondVerifications.closedAt)));
}

export async function closeChallenge(tx: Db, challengeId: string, now: Date): Promise<boolean> {
  const closed = await tx
    .update(secondVerifications)
    .set({ closedAt: now })
    .where(and(eq(secondVerifications.id, challengeId), isNull(secondVerifications.closedAt)))
    .returning({ id: secondVerifications.id });
  return closed.length > 0;
}

/** Ends this session (logout); the member's other sessions stay. */
export async function logout(app: AppContext, session: AuthSession, ip: string, now: Date): Promise<void> {
  await app.database.transaction(async (tx) => {
    await revokeSession(tx, session.sessionId, now);
    await audit(tx, {
      event: 'logout',
      at: now,
      merchantId: session.merchantId,
      memberId: session.member.id,
      ip,
    });
  });
}
