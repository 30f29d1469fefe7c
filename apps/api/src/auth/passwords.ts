import {
  checkPasswordRule,
  passwordRuleFromConfig,
  type contract,
  type ParsedBodyOf,
  PASSWORD_RULE,
  ruleFromConfig,
  type FieldIssue,
  type TextRule,
} from '@portal/api-contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { members, passwordResets } from '../db/schema';
import { ApiError } from '../errors';
import type { MemberRow } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { requireCaptcha } from '../security/captcha';
import { constantTimeEqual, decoyPasswordHash, hashPassword, verifyPassword } from '../security/password';
import { audit } from './audit';
import { closeMemberChallenges } from './login';
import { clearFailures, lockedError, reserveAttempt } from './login-throttle';
import { clearMustChangePassword, revokeMemberSessions, type AuthSession } from './sessions';

/** SPEC §9: the default weak password. Seeded accounts start with it and must change it at login. */
export const DEFAULT_WEAK_PASSWORD = '{secret}';

export function isDefaultPassword(password: string): boolean {
  return constantTimeEqual(password, DEFAULT_WEAK_PASSWORD);
}

/** With PWDEXPFORCECHANGE3 on, a password older than the white label's maximum age has expired. */
export function isPasswordExpired(merchant: Merchant, changedAt: Date | null, now: Date): boolean {
  if (!merchant.flags.PWDEXPFORCECHANGE3) return false;
  if (!changedAt) return true;
  return now.getTime() - changedAt.getTime() > merchant.settings.passwordMaxAgeDays * 86_400_000;
}

export function passwordRuleOf(merchant: Merchant): TextRule {
  return passwordRuleFromConfig(ruleFromConfig(merchant.settings.registerFields.password, PASSWORD_RULE));
}

/** The white label's password rule as a validation issue for `field`, or null when it passes. */
export function passwordProblem(
  merchant: Merchant,
  password: string,
  field: string,
): { path: string; code: string; params?: Record<string, string | number> } | null {
  // The default password is published, so it is the most common password of all.
  if (isDefaultPassword(password)) return { path: field, code: 'commonPassword' };
  const problem = checkPasswordRule(password, passwordRuleOf(merchant));
  if (!problem) return null;
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(problem.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  return { path: field, code: problem.code, ...(Object.keys(params).length > 0 ? { params } : {}) };
}

/** The newest temporary password from a reset e-mail that still works (issuing one closes the older). */
async function newestActiveReset(db: Db, memberId: number, now: Date) {
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.memberId, memberId),
        isNull(passwordResets.closedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return reset ?? null;
}

/**
 * Whether `password` is the member's password (or the unexpired temporary one from a reset e-mail).
 * At most two hashes, however many resets were asked for.
 */
export async function checkPassword(
  db: Db,
  member: MemberRow | null,
  password: string,
  now: Date,
): Promise<{ ok: boolean; viaReset: boolean }> {
  // An unknown account is checked against a decoy hash: the same work, so timing tells nothing.
  const matches = await verifyPassword(password, member?.passwordHash ?? (await decoyPasswordHash()));
  if (member?.passwordHash && matches) return { ok: true, viaReset: false };
  if (!member) return { ok: false, viaReset: false };
  const reset = await newestActiveReset(db, member.id, now);
  if (reset && (await verifyPassword(password, reset.passwordHash))) return { ok: true, viaReset: true };
  return { ok: false, viaReset: false };
}

/** Ends every temporary password the reset e-mails handed out. */
export async function closeResets(tx: Db, memberId: number, now: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ closedAt: now })
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.closedAt)));
}

/**
 * Sets a new password, closes every temporary one and every open second-verification challenge: a
 * login begun with the old password cannot be finished after the change.
 */
export async function storeNewPassword(
  tx: Db,
  memberId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx.update(members).set({ passwordHash, passwordChangedAt: now }).where(eq(members.id, memberId));
  await closeResets(tx, memberId, now);
  await closeMemberChallenges(tx, memberId, now);
}

export type PasswordChange = ParsedBodyOf<typeof contract.member.changePassword>;

/**
 * A logged-in member changes their password (also the forced change at first login): the old one
 * must be right (wrong tries count towards the login lock-out), every other session ends. Where the
 * white label turns CHNGPASSVERIF3 on, every change first passes the server's human check, an
 * answered captcha, used up right or wrong, so a script holding a session cannot try old
 * passwords or reset the password unattended.
 */
export async function changePassword(
  app: AppContext,
  session: AuthSession,
  merchant: Merchant,
  change: PasswordChange,
  ip: string,
  now: Date,
): Promise<void> {
  const db = app.database.db;
  const member = session.member;
  const accountKey = member.accountKey;
  const issues: FieldIssue[] = [];
  const problem = passwordProblem(merchant, change.newPassword, 'newPassword');
  if (problem) issues.push(problem);
  if (change.newPassword === change.oldPassword)
    issues.push({ path: 'newPassword', code: 'newPasswordSameAsOld' });
  if (change.confirmNewPassword !== change.newPassword)
    issues.push({ path: 'confirmNewPassword', code: 'confirmationMismatch' });
  if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', { issues });
  if (merchant.flags.CHNGPASSVERIF3) await requireCaptcha(db, app.keys.hmacKey, change, now);
  // Counted before the hash, like a login, so parallel guesses at the old password each count.
  const reservation = await reserveAttempt(app.database, merchant.id, accountKey, now, {
    captchaGiven: true,
  });
  if (reservation.kind === 'locked') throw lockedError(reservation.lockedUntil, now);
  const checked = await checkPassword(db, member, change.oldPassword, now);
  if (!checked.ok) throw new ApiError('INVALID_CREDENTIALS');
  const passwordHash = await hashPassword(change.newPassword);
  await app.database.transaction(async (tx) => {
    await storeNewPassword(tx, member.id, passwordHash, now);
    // Every other session ends; this one stays, now free of the forced change.
    await revokeMemberSessions(tx, member.id, now, session.sessionId);
    await clearMustChangePassword(tx, session.sessionId);
    await clearFailures(tx, merchant.id, accountKey);
    await audit(tx, {
      event: 'password.changed',
      at: now,
      merchantId: merchant.id,
      memberId: member.id,
      ip,
      details: { wasForced: session.mustChangePassword },
    });
  });
}
