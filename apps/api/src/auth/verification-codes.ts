import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { contract, ParsedBodyOf } from '@portal/api-contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { AppContext } from '../context';
import type { Database, Db } from '../db/database';
import { countries, verificationCodes } from '../db/schema';
import { ApiError } from '../errors';
import { isTrial, memberByMobile } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { hmacHex } from '../security/keys';
import { audit, maskPhone } from './audit';

/** Codes live 5 minutes (the spec allows at most 10). */
export const CODE_TTL_SECONDS = 5 * 60;
/** The client counts down expiredMinutes × 60 s before offering a resend; the server holds the same line. */
export const RESEND_MINUTES = 1;
export const MAX_WRONG_TRIES = 5;
export const CODE_LENGTH = 6;

export type CodePurpose = 'REGISTER' | 'LOGIN' | 'FORGOT_PASSWORD' | 'SECOND_VERIFICATION';

export interface CodeTarget {
  merchantId: number;
  purpose: CodePurpose;
  /** E.164 phone number or email address. */
  destination: string;
}

export function toE164(countryDialingCode: string, mobileNumber: string): string {
  return `+${countryDialingCode.replace(/\D/gu, '')}${mobileNumber.replace(/\D/gu, '')}`;
}

/** Rejects dialing codes the country list does not know and numbers of the wrong length; returns E.164. */
export async function checkPhone(
  db: Db,
  merchant: Merchant,
  dialingCode: string,
  mobileNumber: string,
): Promise<string> {
  const [country] = await db
    .select({ code: countries.countryCode })
    .from(countries)
    .where(eq(countries.countryDialingCode, dialingCode))
    .limit(1);
  if (!country) throw new ApiError('INVALID_PHONE_FORMAT');
  const digits = merchant.settings.mobileDigits;
  if (
    dialingCode === merchant.settings.defaultDialingCode &&
    digits !== null &&
    mobileNumber.length !== digits
  )
    throw new ApiError('INVALID_PHONE_FORMAT');
  return toE164(dialingCode, mobileNumber);
}

function codeHash(hmacKey: Buffer, codeId: string, code: string): string {
  return hmacHex(hmacKey, `code:${codeId}:${code}`);
}

function sameTarget(target: CodeTarget) {
  return and(
    eq(verificationCodes.merchantId, target.merchantId),
    eq(verificationCodes.purpose, target.purpose),
    eq(verificationCodes.destination, target.destination),
  );
}

/**
 * Creates a fresh 6-digit code (crypto random) and returns it for delivery. A resend inside the
 * countdown is refused with TOO_MANY_REQUESTS; otherwise the codes sent before are closed, so only
 * the newest works.
 */
export async function issueCode(tx: Db, hmacKey: Buffer, target: CodeTarget, now: Date): Promise<string> {
  const open = await tx
    .select()
    .from(verificationCodes)
    .where(and(sameTarget(target), isNull(verificationCodes.closedAt)))
    .for('update');
  const waiting = open.find((code) => code.resendAfter > now && code.expiresAt > now);
  if (waiting) {
    const seconds = Math.ceil((waiting.resendAfter.getTime() - now.getTime()) / 1000);
    throw new ApiError('TOO_MANY_REQUESTS', {}, { 'Retry-After': String(seconds) });
  }
  if (open.length > 0) {
    await tx
      .update(verificationCodes)
      .set({ closedAt: now })
      .where(and(sameTarget(target), isNull(verificationCodes.closedAt)));
  }
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  await tx.insert(verificationCodes).values({
    id,
    merchantId: target.merchantId,
    purpose: target.purpose,
    destination: target.destination,
    codeHash: codeHash(hmacKey, id, code),
    createdAt: now,
    resendAfter: addSeconds(now, RESEND_MINUTES * 60),
    expiresAt: addSeconds(now, CODE_TTL_SECONDS),
  });
  return code;
}

export interface CheckedCode {
  codeId: string;
  expiresAt: Date;
}

/**
 * Checks a code in its own transaction, so a wrong try counts even when the caller then fails;
 * the 5th wrong try closes the code. The code stays usable until `consumeCode`.
 */
export async function checkCode(
  database: Database,
  hmacKey: Buffer,
  target: CodeTarget,
  code: string,
  now: Date,
): Promise<CheckedCode> {
  const outcome = await database.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(verificationCodes)
      .where(sameTarget(target))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
      .for('update');
    if (!latest || latest.closedAt !== null)
      return { ok: false, error: 'INVALID_VERIFICATION_CODE' } as const;
    if (latest.expiresAt <= now) return { ok: false, error: 'CODE_EXPIRED' } as const;
    const expected = Buffer.from(latest.codeHash, 'hex');
    const given = Buffer.from(codeHash(hmacKey, latest.id, code), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given))
      return { ok: true, codeId: latest.id, expiresAt: latest.expiresAt } as const;
    const attempts = latest.attempts + 1;
    await tx
      .update(verificationCodes)
      .set({ attempts, closedAt: attempts >= MAX_WRONG_TRIES ? now : null })
      .where(eq(verificationCodes.id, latest.id));
    await audit(tx, {
      event: 'sms.code_rejected',
      at: now,
      merchantId: target.merchantId,
      details: { purpose: target.purpose, attempts },
    });
    return { ok: false, error: 'INVALID_VERIFICATION_CODE' } as const;
  });
  if (!outcome.ok) throw new ApiError(outcome.error);
  return { codeId: outcome.codeId, expiresAt: outcome.expiresAt };
}

/** Uses the code up inside the caller's transaction: it works once, together with what it allowed. */
export async function consumeCode(tx: Db, codeId: string, now: Date): Promise<void> {
  const closed = await tx
    .update(verificationCodes)
    .set({ closedAt: now })
    .where(
      and(
        eq(verificationCodes.id, codeId),
        isNull(verificationCodes.closedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ id: verificationCodes.id });
  if (closed.length === 0) throw new ApiError('INVALID_VERIFICATION_CODE');
}

/** Issues a code for `phone`, texts it through the SMS provider and records that it was sent. */
export async function sendSmsCode(
  app: AppContext,
  tx: Db,
  merchant: Merchant,
  purpose: CodePurpose,
  phone: string,
  ip: string,
  now: Date,
): Promise<void> {
  const code = await issueCode(
    tx,
    app.keys.hmacKey,
    { merchantId: merchant.id, purpose, destination: phone },
    now,
  );
  await app.sms.send(tx, {
    merchantId: merchant.id,
    phone,
    body: `[${merchant.name}] Your verification code is ${code}. It expires in ${CODE_TTL_SECONDS / 60} minutes. Never share it.`,
    at: now,
  });
  await audit(tx, {
    event: 'sms.code_sent',
    at: now,
    merchantId: merchant.id,
    ip,
    details: { purpose, phone: maskPhone(phone) },
  });
}

/**
 * Texts a login or forgot-password code to an account holder's phone. The caller gets the same
 * answer whether or not the number has an account, so it cannot probe for members.
 */
export async function sendAccountSmsCode(
  app: AppContext,
  merchant: Merchant,
  request: ParsedBodyOf<typeof contract.auth.smsCode>,
  ip: string,
  now: Date,
): Promise<void> {
  const db = app.database.db;
  const purpose: CodePurpose = request.purpose === 'LOGIN' ? 'LOGIN' : 'FORGOT_PASSWORD';
  if (request.purpose === 'BIND_MOBILE') throw new ApiError('OPERATION_NOT_ALLOWED');
  if (purpose === 'LOGIN' && !merchant.flags.MOBILEVERCODELOGIN3) throw new ApiError('OPERATION_NOT_ALLOWED');
  if (purpose === 'FORGOT_PASSWORD' && merchant.settings.forgotPasswordMethod !== 'mobile')
    throw new ApiError('OPERATION_NOT_ALLOWED');
  const phone = await checkPhone(db, merchant, request.countryDialingCode, request.mobileNum);
  const owner = await memberByMobile(db, merchant.id, request.countryDialingCode, request.mobileNum);
  if (owner && !isTrial(owner))
    await app.database.transaction((tx) => sendSmsCode(app, tx, merchant, purpose, phone, ip, now));
}
