import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { Db } from '../db/database';
import { captchas } from '../db/schema';
import { ApiError } from '../errors';
import { randomDigits, renderCaptcha } from './captcha-image';
import { hmacHex } from './keys';
import { appendOutboxLine } from '../providers/outbox-file';

export const CAPTCHA_TTL_SECONDS = 300;
export const CAPTCHA_LENGTH = 4;

export interface IssuedCaptcha {
  captchaKey: string;
  /** Base64 PNG bytes. */
  image: string;
  expiresAt: Date;
}

function answerHash(hmacKey: Buffer, captchaKey: string, answer: string): string {
  return hmacHex(hmacKey, `captcha:${captchaKey}:${answer}`);
}

/**
 * Draws a new image under `captchaKey`; asking again for the same key replaces the answer (refresh).
 * With an outbox log (demo mode) the answer is written there, as texted codes are, so a developer
 * or an end-to-end test can answer it the way a person would.
 */
export async function issueCaptcha(
  db: Db,
  hmacKey: Buffer,
  captchaKey: string,
  now: Date,
  outboxLog: string | null = null,
): Promise<IssuedCaptcha> {
  const answer = randomDigits(CAPTCHA_LENGTH);
  const expiresAt = addSeconds(now, CAPTCHA_TTL_SECONDS);
  const values = {
    answerHash: answerHash(hmacKey, captchaKey, answer),
    expiresAt,
    usedAt: null,
    createdAt: now,
  };
  await db
    .insert(captchas)
    .values({ id: captchaKey, ...values })
    .onConflictDoUpdate({ target: captchas.id, set: values });
  if (outboxLog) await appendOutboxLine(outboxLog, `${now.toISOString()}\t${captchaKey}\t${answer}`);
  return { captchaKey, image: renderCaptcha(answer).toString('base64'), expiresAt };
}

const CAPTCHA_KEY = /^[\x21-\x7e]{1,64}$/u;

/**
 * Checks an answer and uses the captcha up, right or wrong, so one image allows one guess.
 * Runs as its own statement (not in the caller's transaction) so the use sticks when the caller fails.
 */
export async function consumeCaptcha(
  db: Db,
  hmacKey: Buffer,
  captchaKey: string | undefined,
  answer: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!captchaKey || !answer || !CAPTCHA_KEY.test(captchaKey)) return false;
  const [used] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, captchaKey), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  if (!used) return false;
  const expected = Buffer.from(used.answerHash, 'hex');
  const given = Buffer.from(answerHash(hmacKey, captchaKey, answer.trim()), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What a form sends back for the captcha it showed: the picture's key and the typed answer. */
export interface CaptchaAnswer {
  captcha?: string | undefined;
  captchaKey?: string | undefined;
}

/**
 * A call that must carry an answered captcha: none answers CAPTCHA_REQUIRED, a wrong, expired or
 * used one CAPTCHA_CHECK_FAILED, both with `captchaRequired` so the client shows a picture. The
 * captcha is used up either way (consumeCaptcha), outside the caller's transaction.
 */
export async function requireCaptcha(
  db: Db,
  hmacKey: Buffer,
  answer: CaptchaAnswer,
  now: Date,
): Promise<void> {
  if (!answer.captcha) throw new ApiError('CAPTCHA_REQUIRED', { captchaRequired: true });
  if (!(await consumeCaptcha(db, hmacKey, answer.captchaKey, answer.captcha, now)))
    throw new ApiError('CAPTCHA_CHECK_FAILED', { captchaRequired: true });
}
