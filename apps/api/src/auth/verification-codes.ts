import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { Database, Db } from '../db/database';
import { verificationCodes } from '../db/schema';
import { ApiError } from '../errors';
import { hmacHex } from '../security/keys';
import { audit } from './audit';

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
