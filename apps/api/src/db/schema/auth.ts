import { loginFailureReasons, loginHistoryMethods, loginHistoryResults } from '@portal/api-contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, sqlList } from './columns';
import { memberRef } from './members';
import { merchantRef } from './whiteLabels';

// Sessions and login security

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    /** SHA-256 of the bearer token, hex: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    memberId: memberRef(),
    merchantId: merchantRef(),
    /** member or trial */
    kind: text('kind').notNull(),
    loginMethod: text('login_method').notNull(),
    mustChangePassword: boolean('must_change_password').notNull(),
    ip: text('ip').notNull(),
    /** The User-Agent header at login, cut to a length: the security centre names the device. */
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /**
     * The last authenticated request, written at most once a minute (src/auth/sessions.ts): a
     * session idle for longer than the idle timeout ends before its absolute expiry.
     */
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    /** The expiry is the member's session-time limit (src/protection/limits.ts), not the usual lifetime. */
    timeLimited: boolean('time_limited').notNull().default(false),
  },
  (table) => [index('sessions_member_idx').on(table.memberId)],
);

/**
 * A temporary password sent by the forgot-by-email flow. It works beside the real password (so a
 * stranger who knows a username and email cannot lock the owner out), once, for a short time, and
 * a login with it must change the password first.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey(),
    memberId: memberRef(),
    passwordHash: text('password_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('password_resets_member_idx').on(table.memberId)],
);

/**
 * A member's authenticator app (TOTP, RFC 6238): the secret encrypted with the server's key
 * (src/auth/authenticator.ts), pending until a first code confirms it. The last accepted time step
 * stops a code being used twice; recovery codes are kept as keyed hashes and removed when used.
 */
export const memberAuthenticators = pgTable('member_authenticators', {
  memberId: memberRef().primaryKey(),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: at('confirmed_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  /** Wrong confirmation codes for the pending secret; it is dropped after a few. */
  failedConfirmations: integer('failed_confirmations').notNull().default(0),
  recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
  createdAt: at('created_at').notNull(),
});

export const secondVerifications = pgTable('second_verifications', {
  id: uuid('id').primaryKey(),
  memberId: memberRef(),
  ip: text('ip').notNull(),
  loginArea: text('login_area').notNull(),
  loginMethod: text('login_method').notNull(),
  mustChangePassword: boolean('must_change_password').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  closedAt: at('closed_at'),
  createdAt: at('created_at').notNull(),
});

/**
 * Failed logins per typed account key, which need not name a member; a success deletes the row.
 * No foreign keys (see Logs below).
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    merchantId: integer('merchant_id').notNull(),
    accountKey: text('account_key').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: at('last_failure_at').notNull(),
    lockedUntil: at('locked_until'),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.accountKey] })],
);

/**
 * Every login attempt on a member's account, as the member reads them in the security centre
 * (src/auth/login-history.ts): kept for a while and a number of each result, then deleted.
 */
export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    at: at('at').notNull(),
    /** The client IP as the server saw it (the trusted proxy's forwarded one behind a proxy). */
    ip: text('ip').notNull(),
    /** The User-Agent header, cut to a length; the history shows the device it names. */
    userAgent: text('user_agent'),
    method: text('method').notNull(),
    result: text('result').notNull(),
    /** Why a failure failed; null for a success. */
    reason: text('reason'),
  },
  (table) => [
    index('login_history_member_idx').on(table.memberId, table.at),
    check('login_history_method', sql`${table.method} in ${sqlList(loginHistoryMethods)}`),
    check('login_history_result', sql`${table.result} in ${sqlList(loginHistoryResults)}`),
    check(
      'login_history_reason',
      sql`case when ${table.result} = 'SUCCESS' then ${table.reason} is null else ${table.reason} in ${sqlList(loginFailureReasons)} end`,
    ),
  ],
);

export const captchas = pgTable('captchas', {
  /** The client names the captcha (GET /wps/captcha?captchaKey=…) and sends the key with its answer. */
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull(),
});

/**
 * One-time codes sent by SMS (or email, for a second verification), stored as HMACs. The destination
 * need not belong to a member yet (registration), and a code lives minutes. No foreign key (see Logs
 * below).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    purpose: text('purpose').notNull(),
    /** E.164 phone (+<dialing code><number>) or an email address. */
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    resendAfter: at('resend_after').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set when the code was used, replaced or locked out by wrong tries. */
    closedAt: at('closed_at'),
  },
  (table) => [index('verification_codes_lookup_idx').on(table.merchantId, table.purpose, table.destination)],
);
