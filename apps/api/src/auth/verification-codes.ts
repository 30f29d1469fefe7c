import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { contract, ParsedBodyOf } from '@portal/api-contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { AppContext } from '../context';
import type { Database, Db } from '../db/database';
import { countries, verificationCodes } from '../db/schema';
import { ApiError } from '../errors';
import { isTrial, memberByMobile } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { requireCaptcha, type CaptchaAnswer } from '../security/captcha';
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

/** Codes texted or mailed to one destination (any purpose) per hour and per day. */
export const CODES_PER_HOUR = 5;
export const CODES_PER_DAY = 10;
/** Wrong tries at one destination's codes per day, across codes: past it, no code is sent or checked. */
export const WRONG_TRIES_PER_DAY = 10;
/** Codes to one destination in a day after which sending another needs a captcha. */
export const CAPTCHA_AFTER_CODES = 2;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function sameDestination(merchantId: number, destination: string) {
  return and(eq(verificationCodes.merchantId, merchantId), eq(verificationCodes.destination, destination));
}

/**
 * Serialises the sends and checks of one destination until the transaction ends, so the caps below
 * hold under parallel requests (a row lock cannot, before the first row exists).
 */
async function lockDestination(tx: Db, merchantId: number, destination: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`code:${merchantId}:${destination}`}, 0))`,
  );
}

export interface DestinationUse {
  /** Creation times of the codes of the last day, newest first. */
  sent: Date[];
  wrongTries: number;
}

/** What one destination has had in the last day, across purposes. */
export async function destinationUse(
  db: Db,
  merchantId: number,
  destination: string,
  now: Date,
): Promise<DestinationUse> {
  const rows = await db
    .select({ createdAt: verificationCodes.createdAt, attempts: verificationCodes.attempts })
    .from(verificationCodes)
    .where(
      and(
        sameDestination(merchantId, destination),
        gt(verificationCodes.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt));
  return {
    sent: rows.map((row) => row.createdAt),
    wrongTries: rows.reduce((sum, row) => sum + row.attempts, 0),
  };
}

function tooManyUntil(until: Date, now: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new ApiError('TOO_MANY_REQUESTS', {}, { 'Retry-After': String(seconds) });
}

/** Refuses when the destination is past its daily wrong tries or its hourly or daily codes. */
function checkDestinationCaps(use: DestinationUse, now: Date): void {
  const oldestToday = use.sent.at(-1);
  if (use.wrongTries >= WRONG_TRIES_PER_DAY && oldestToday)
    throw tooManyUntil(new Date(oldestToday.getTime() + DAY_MS), now);
  if (use.sent.length >= CODES_PER_DAY && oldestToday)
    throw tooManyUntil(new Date(oldestToday.getTime() + DAY_MS), now);
  const lastHour = use.sent.filter((sent) => sent.getTime() > now.getTime() - HOUR_MS);
  const oldestThisHour = lastHour.at(-1);
  if (lastHour.length >= CODES_PER_HOUR && oldestThisHour)
    throw tooManyUntil(new Date(oldestThisHour.getTime() + HOUR_MS), now);
}

/**
 * Creates a fresh 6-digit code (crypto random) and returns it for delivery. Refused with
 * TOO_MANY_REQUESTS inside the resend countdown of the last code, even one closed by wrong tries,
 * and past the destination's caps; otherwise the codes sent before are closed, so only the newest
 * works.
 */
export async function issueCode(tx: Db, hmacKey: Buffer, target: CodeTarget, now: Date): Promise<string> {
  await lockDestination(tx, target.merchantId, target.destination);
  checkDestinationCaps(await destinationUse(tx, target.merchantId, target.destination, now), now);
  const [latest] = await tx
    .select()
    .from(verificationCodes)
    .where(sameTarget(target))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  // A used code lets the next one go at once; an open one, or one burned by wrong tries, does not.
  const waiting =
    latest &&
    latest.resendAfter > now &&
    (latest.closedAt === null || latest.attempts >= MAX_WRONG_TRIES) &&
    latest;
  if (waiting) throw tooManyUntil(waiting.resendAfter, now);
  await tx
    .update(verificationCodes)
    .set({ closedAt: now })
    .where(and(sameTarget(target), isNull(verificationCodes.closedAt)));
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
    await lockDestination(tx, target.merchantId, target.destination);
    const use = await destinationUse(tx, target.merchantId, target.destination, now);
    const oldestToday = use.sent.at(-1);
    if (use.wrongTries >= WRONG_TRIES_PER_DAY && oldestToday)
      return { ok: false, error: tooManyUntil(new Date(oldestToday.getTime() + DAY_MS), now) } as const;
    const [latest] = await tx
      .select()
      .from(verificationCodes)
      .where(sameTarget(target))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
      .for('update');
    if (!latest || latest.closedAt !== null)
      return { ok: false, error: new ApiError('INVALID_VERIFICATION_CODE') } as const;
    if (latest.expiresAt <= now) return { ok: false, error: new ApiError('CODE_EXPIRED') } as const;
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
    return { ok: false, error: new ApiError('INVALID_VERIFICATION_CODE') } as const;
  });
  if (!outcome.ok) throw outcome.error;
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

/**
 * A destination that has had a few codes today needs a captcha before the next: that stops a script
 * from texting numbers in bulk (SMS pumping) or one number over and over (bombing). The captcha is
 * used up here, outside the sending transaction, so a wrong answer stays spent.
 */
export async function requireCaptchaForManyCodes(
  app: AppContext,
  merchantId: number,
  destination: string,
  answer: CaptchaAnswer,
  now: Date,
): Promise<void> {
  const db = app.database.db;
  const use = await destinationUse(db, merchantId, destination, now);
  if (use.sent.length < CAPTCHA_AFTER_CODES) return;
  await requireCaptcha(db, app.keys.hmacKey, answer, now);
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
    secret: code,
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
 * Texts a login or forgot-password code to an account holder's phone. A number without an account
 * gets a code that is never sent, under the same countdown, caps and captcha, so neither the answer
 * nor a later check of a guessed code tells whether the number has an account.
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
  await requireCaptchaForManyCodes(app, merchant.id, phone, request, now);
  const owner = await memberByMobile(db, merchant.id, request.countryDialingCode, request.mobileNum);
  await app.database.transaction(async (tx) => {
    if (owner && !isTrial(owner)) await sendSmsCode(app, tx, merchant, purpose, phone, ip, now);
    else await issueCode(tx, app.keys.hmacKey, { merchantId: merchant.id, purpose, destination: phone }, now);
  });
}
