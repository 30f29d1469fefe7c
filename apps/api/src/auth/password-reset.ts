import { randomInt, randomUUID } from 'node:crypto';
import type { contract, ParsedBodyOf } from '@portal/api-contract';
import { addSeconds } from '../clock';
import type { AppContext } from '../context';
import { passwordResets } from '../db/schema';
import { ApiError } from '../errors';
import { countInWindow } from '../security/rate-limits';
import { isTrial, memberByAccount, memberByMobile } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { hashPassword } from '../security/password';
import { audit } from './audit';
import { clearFailures } from './login-throttle';
import { closeResets, passwordProblem, storeNewPassword } from './passwords';
import { revokeMemberSessions } from './sessions';
import { checkCode, checkPhone, consumeCode } from './verification-codes';

const RESET_PASSWORD_TTL_SECONDS = 30 * 60;
/** Reset e-mails one member gets per hour; more are answered alike but not sent (e-mail bombing). */
export const RESETS_PER_MEMBER_PER_HOUR = 3;

/** A temporary password that meets the default rule (letters and digits). */
function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const digits = '23456789';
  const all = letters + letters.toUpperCase() + digits;
  const chars = [
    letters[randomInt(letters.length)],
    digits[randomInt(digits.length)],
    ...Array.from({ length: 8 }, () => all[randomInt(all.length)]),
  ];
  return chars.join('');
}

/**
 * Forgot password, e-mail way: when the username and e-mail match, mails a temporary password that
 * works beside the real one for a short time. A new one replaces the last, so a login never checks
 * more than one, and a member gets a few per hour. The caller learns nothing either way.
 */
export async function requestResetByEmail(
  app: AppContext,
  merchant: Merchant,
  request: ParsedBodyOf<typeof contract.auth.forgotPasswordByEmail>,
  ip: string,
  now: Date,
): Promise<void> {
  if (merchant.settings.forgotPasswordMethod !== 'email') throw new ApiError('OPERATION_NOT_ALLOWED');
  const member = await memberByAccount(app.database.db, merchant.id, request.username);
  const matches =
    member !== null &&
    !isTrial(member) &&
    member.status === 'active' &&
    (member.email ?? '').toLowerCase() === request.email.trim().toLowerCase();
  const password = temporaryPassword();
  // Hash either way so that a match takes no longer than a miss.
  const passwordHash = await hashPassword(password);
  await app.database.transaction(async (tx) => {
    await audit(tx, {
      event: 'password.reset_requested',
      at: now,
      merchantId: merchant.id,
      memberId: matches ? member.id : null,
      ip,
      details: { method: 'email', matched: matches },
    });
    if (!matches || !member.email) return;
    const { count } = await countInWindow(tx, `password-reset|${member.id}`, 3_600_000, now);
    if (count > RESETS_PER_MEMBER_PER_HOUR) return;
    await closeResets(tx, member.id, now);
    await tx.insert(passwordResets).values({
      id: randomUUID(),
      memberId: member.id,
      passwordHash,
      expiresAt: addSeconds(now, RESET_PASSWORD_TTL_SECONDS),
      createdAt: now,
    });
    await app.email.send(tx, {
      merchantId: merchant.id,
      recipient: member.email,
      subject: `${merchant.name}: your temporary password`,
      body: `Log in as ${member.account} with the temporary password ${password} within ${RESET_PASSWORD_TTL_SECONDS / 60} minutes; you will be asked to choose a new password. Your current password keeps working until then. If you did not ask for this, ignore this email.`,
      secret: password,
      at: now,
    });
  });
}

/** Forgot password, phone way, step 1: checks the texted code without using it up. */
export async function verifyResetCode(
  app: AppContext,
  merchant: Merchant,
  request: ParsedBodyOf<typeof contract.auth.passwordVerification>,
  now: Date,
): Promise<{ verified: true; expiresInSeconds: number }> {
  if (merchant.settings.forgotPasswordMethod !== 'mobile') throw new ApiError('OPERATION_NOT_ALLOWED');
  const phone = await checkPhone(app.database.db, merchant, request.countryDialingCode, request.mobileNum);
  const checked = await checkCode(
    app.database,
    app.keys.hmacKey,
    { merchantId: merchant.id, purpose: 'FORGOT_PASSWORD', destination: phone },
    request.verificationCode,
    now,
  );
  return {
    verified: true,
    expiresInSeconds: Math.max(1, Math.floor((checked.expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * Forgot password, phone way, step 2: the code sets a new password and ends every session. Answers
 * the account the number belongs to (any account holding it, not only one named by it), which the
 * portal then logs in as with the new password.
 */
export async function resetPasswordByPhone(
  app: AppContext,
  merchant: Merchant,
  request: ParsedBodyOf<typeof contract.auth.setPasswordByPhone>,
  ip: string,
  now: Date,
): Promise<{ account: string }> {
  const db = app.database.db;
  if (merchant.settings.forgotPasswordMethod !== 'mobile') throw new ApiError('OPERATION_NOT_ALLOWED');
  const problem = passwordProblem(merchant, request.newPassword, 'newPassword');
  if (problem) throw new ApiError('VALIDATION_FAILED', { issues: [problem] });
  const phone = await checkPhone(db, merchant, request.countryDialingCode, request.mobileNum);
  const checked = await checkCode(
    app.database,
    app.keys.hmacKey,
    { merchantId: merchant.id, purpose: 'FORGOT_PASSWORD', destination: phone },
    request.verificationCode,
    now,
  );
  const member = await memberByMobile(db, merchant.id, request.countryDialingCode, request.mobileNum);
  if (!member || isTrial(member)) throw new ApiError('INVALID_VERIFICATION_CODE');
  const passwordHash = await hashPassword(request.newPassword);
  await app.database.transaction(async (tx) => {
    await consumeCode(tx, checked.codeId, now);
    await storeNewPassword(tx, member.id, passwordHash, now);
    await revokeMemberSessions(tx, member.id, now);
    await clearFailures(tx, merchant.id, member.accountKey);
    await audit(tx, {
      event: 'password.reset_by_phone',
      at: now,
      merchantId: merchant.id,
      memberId: member.id,
      ip,
    });
  });
  return { account: member.account };
}
