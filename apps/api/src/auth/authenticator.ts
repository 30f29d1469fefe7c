import { RECOVERY_CODE_COUNT, type AccountSecurity, type AuthenticatorSetup } from '@portal/api-contract';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { memberAuthenticators } from '../db/schema';
import { ApiError } from '../errors';
import type { MemberRow } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { hmacHex } from '../security/keys';
import { audit } from './audit';
import { openSecret, sealSecret } from './secret-box';

/** The apps' common parameters (Google Authenticator reads no others). */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after also passes: phone clocks drift. */
const WINDOW_STEPS = 1;
/** Wrong first codes for one pending secret before it is dropped and set-up starts again. */
export const MAX_CONFIRMATION_FAILURES = 5;
const SEAL_PURPOSE = 'member_authenticators.secret';
// Letters and digits that cannot be mistaken for one another when written down.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function totpOf(merchant: Merchant, member: MemberRow, secret: string): TOTP {
  return new TOTP({
    issuer: merchant.name,
    label: member.account,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step a right code belongs to (within the drift window), or null. */
function stepOf(totp: TOTP, code: string, now: Date): number | null {
  const delta = totp.validate({ token: code.trim(), timestamp: now.getTime(), window: WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

function newRecoveryCode(): string {
  const char = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  const half = () => Array.from({ length: 5 }, char).join('');
  return `${half()}-${half()}`;
}

const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/[\s-]/gu, '');
const recoveryHash = (app: AppContext, code: string) =>
  hmacHex(app.keys.hmacKey, `recovery:${normaliseRecoveryCode(code)}`);

/** Whether the white label offers each protection (each on unless its settings turn it off). */
export function accountSecurityFeatures(merchant: Merchant): AccountSecurity['features'] {
  const { authenticator, sessions, closeAccount } = merchant.settings.accountSecurity;
  return { authenticator, sessions, closeAccount };
}

export async function authenticatorRow(db: Db, memberId: number) {
  const [row] = await db
    .select()
    .from(memberAuthenticators)
    .where(eq(memberAuthenticators.memberId, memberId));
  return row ?? null;
}

/** Whether the member's authenticator app is confirmed and the white label offers it. */
export async function hasAuthenticator(db: Db, merchant: Merchant, memberId: number): Promise<boolean> {
  if (!merchant.settings.accountSecurity.authenticator) return false;
  const row = await authenticatorRow(db, memberId);
  return row?.confirmedAt != null;
}

export async function accountSecurityOf(
  db: Db,
  merchant: Merchant,
  member: MemberRow,
): Promise<AccountSecurity> {
  const row = await authenticatorRow(db, member.id);
  const enabled = row?.confirmedAt != null;
  return {
    features: accountSecurityFeatures(merchant),
    authenticator: { enabled, recoveryCodesLeft: enabled ? (row?.recoveryCodeHashes.length ?? 0) : 0 },
  };
}

function requireOffered(merchant: Merchant): void {
  if (!merchant.settings.accountSecurity.authenticator) throw new ApiError('OPERATION_NOT_ALLOWED');
}

/** A new secret for the app, replacing a pending one; refused while one is confirmed. */
export async function startAuthenticator(
  app: AppContext,
  merchant: Merchant,
  member: MemberRow,
  now: Date,
): Promise<AuthenticatorSetup> {
  requireOffered(merchant);
  const secret = new Secret({ size: 20 }).base32;
  const sealed = await sealSecret(app.keys.hmacKey, SEAL_PURPOSE, secret);
  const stored = await app.database.db
    .insert(memberAuthenticators)
    .values({ memberId: member.id, secretEncrypted: sealed, createdAt: now })
    .onConflictDoUpdate({
      target: memberAuthenticators.memberId,
      set: { secretEncrypted: sealed, failedConfirmations: 0, lastUsedStep: null, createdAt: now },
      setWhere: isNull(memberAuthenticators.confirmedAt),
    })
    .returning({ memberId: memberAuthenticators.memberId });
  if (stored.length === 0) throw new ApiError('OPERATION_NOT_ALLOWED');
  return { secret, uri: totpOf(merchant, member, secret).toString() };
}

/**
 * Takes a code of the member's app once: the step it belongs to must be later than the last one
 * used, written in the same statement, so a code (or an older one) cannot pass twice.
 */
export async function takeAuthenticatorCode(
  app: AppContext,
  merchant: Merchant,
  member: MemberRow,
  code: string,
  now: Date,
  confirmed: boolean,
): Promise<boolean> {
  const db = app.database.db;
  const row = await authenticatorRow(db, member.id);
  if (!row || (row.confirmedAt !== null) !== confirmed) return false;
  const step = stepOf(
    totpOf(merchant, member, await openSecret(app.keys.hmacKey, SEAL_PURPOSE, row.secretEncrypted)),
    code,
    now,
  );
  if (step === null) return false;
  const taken = await db
    .update(memberAuthenticators)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(memberAuthenticators.memberId, member.id),
        eq(memberAuthenticators.secretEncrypted, row.secretEncrypted),
        or(isNull(memberAuthenticators.lastUsedStep), lt(memberAuthenticators.lastUsedStep, step)),
      ),
    )
    .returning({ memberId: memberAuthenticators.memberId });
  return taken.length > 0;
}

/** Uses up one recovery code (removed from the list in the same statement). */
async function takeRecoveryCode(app: AppContext, memberId: number, code: string): Promise<boolean> {
  const hash = recoveryHash(app, code);
  const taken = await app.database.db
    .update(memberAuthenticators)
    .set({ recoveryCodeHashes: sql`${memberAuthenticators.recoveryCodeHashes} - ${hash}::text` })
    .where(
      and(
        eq(memberAuthenticators.memberId, memberId),
        isNotNull(memberAuthenticators.confirmedAt),
        sql`${memberAuthenticators.recoveryCodeHashes} @> ${JSON.stringify([hash])}::jsonb`,
      ),
    )
    .returning({ memberId: memberAuthenticators.memberId });
  return taken.length > 0;
}

/**
 * Turns the app on with its first code and answers the recovery codes (only their hashes are
 * kept). Wrong codes are counted; after MAX_CONFIRMATION_FAILURES the pending secret is dropped.
 */
export async function confirmAuthenticator(
  app: AppContext,
  merchant: Merchant,
  member: MemberRow,
  code: string,
  ip: string,
  now: Date,
): Promise<{ recoveryCodes: string[] }> {
  requireOffered(merchant);
  const db = app.database.db;
  const pending = await authenticatorRow(db, member.id);
  if (!pending || pending.confirmedAt !== null) throw new ApiError('OPERATION_NOT_ALLOWED');
  if (!(await takeAuthenticatorCode(app, merchant, member, code, now, false))) {
    const [counted] = await db
      .update(memberAuthenticators)
      .set({ failedConfirmations: sql`${memberAuthenticators.failedConfirmations} + 1` })
      .where(and(eq(memberAuthenticators.memberId, member.id), isNull(memberAuthenticators.confirmedAt)))
      .returning({ failures: memberAuthenticators.failedConfirmations });
    if ((counted?.failures ?? MAX_CONFIRMATION_FAILURES) >= MAX_CONFIRMATION_FAILURES) {
      await db
        .delete(memberAuthenticators)
        .where(and(eq(memberAuthenticators.memberId, member.id), isNull(memberAuthenticators.confirmedAt)));
      throw new ApiError('CODE_EXPIRED');
    }
    throw new ApiError('INVALID_VERIFICATION_CODE');
  }
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await app.database.transaction(async (tx) => {
    await tx
      .update(memberAuthenticators)
      .set({
        confirmedAt: now,
        failedConfirmations: 0,
        recoveryCodeHashes: recoveryCodes.map((recovery) => recoveryHash(app, recovery)),
      })
      .where(eq(memberAuthenticators.memberId, member.id));
    await audit(tx, {
      event: 'authenticator.enabled',
      at: now,
      merchantId: merchant.id,
      memberId: member.id,
      ip,
    });
  });
  return { recoveryCodes };
}

/**
 * The answer of a second verification by authenticator: a current code (once) or one of the
 * recovery codes (used up).
 */
export async function checkAuthenticatorAnswer(
  app: AppContext,
  merchant: Merchant,
  member: MemberRow,
  answer: string,
  ip: string,
  now: Date,
): Promise<boolean> {
  if (/^\s*\d{6}\s*$/u.test(answer)) return takeAuthenticatorCode(app, merchant, member, answer, now, true);
  if (!(await takeRecoveryCode(app, member.id, answer))) return false;
  await audit(app.database.db, {
    event: 'authenticator.recovery_code_used',
    at: now,
    merchantId: merchant.id,
    memberId: member.id,
    ip,
  });
  return true;
}
