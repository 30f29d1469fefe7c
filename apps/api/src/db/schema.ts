// The whole database in one file: drizzle-kit reads it to generate the SQL migrations in ../../drizzle.
// Every timestamp is written by the application clock (never DEFAULT now()), so tests can move time.
import {
  appPlatformSchema,
  loginFailureReasons,
  loginHistoryMethods,
  loginHistoryResults,
  messageSchema,
  pointSources,
  prizeModes,
  promotionSchema,
  redeemStatuses,
} from '@portal/api-contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });
// Required foreign keys to the two tables most rows belong to; the targets resolve lazily.
const merchantRef = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
const memberRef = (name = 'member_id') =>
  integer(name)
    .notNull()
    .references(() => members.id);

// ---------------------------------------------------------------------------------------------------
// White labels: merchants, their domains and what their portals show

/** Per-merchant settings that are read as one document; validated by zod in `merchant-settings.ts`. */
export type MerchantSettingsJson = Record<string, unknown>;

export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  flags: jsonb('flags').$type<Record<string, boolean>>().notNull(),
  settings: jsonb('settings').$type<MerchantSettingsJson>().notNull(),
  createdAt: at('created_at').notNull(),
});

export const merchantDomains = pgTable('merchant_domains', {
  domain: text('domain').primaryKey(),
  merchantId: merchantRef(),
  isMain: boolean('is_main').notNull().default(false),
  route: text('route').notNull(),
});

export const customerServiceItems = pgTable('customer_service_items', {
  id: serial('id').primaryKey(),
  merchantId: merchantRef(),
  csType: text('cs_type').notNull(),
  path: text('path').notNull(),
  title: text('title').notNull(),
  sort: integer('sort').notNull(),
});

export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  merchantId: merchantRef(),
  resourceType: text('resource_type').notNull(),
  url: text('url').notNull(),
  labelNameEn: text('label_name_en').notNull(),
  sort: integer('sort').notNull(),
});

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    groupName: text('group_name').notNull(),
    url: text('url').notNull(),
    linkageType: text('linkage_type').notNull(),
    linkageUrl: text('linkage_url'),
    sort: integer('sort').notNull(),
  },
  (table) => [index('banners_merchant_group_idx').on(table.merchantId, table.groupName)],
);

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** B banner notice, PL player notice, PU popup, PR promotion, H home marquee. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Popup audience: B visitor, A logged in, F first login. */
    execution: text('execution'),
    imageUrl: text('image_url'),
    sequence: integer('sequence').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('announcements_merchant_type_idx').on(table.merchantId, table.type)],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    language: text('language').notNull(),
    sectionId: text('section_id').notNull(),
    sectionTitle: text('section_title').notNull(),
    itemId: text('item_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [index('help_articles_merchant_language_idx').on(table.merchantId, table.language)],
);

// ---------------------------------------------------------------------------------------------------
// Reference data shared by every white label

export const countries = pgTable('countries', {
  countryCode: text('country_code').primaryKey(),
  countryDialingCode: text('country_dialing_code').notNull(),
  name: text('name').notNull(),
  phoneDigitsMin: integer('phone_digits_min').notNull(),
  phoneDigitsMax: integer('phone_digits_max').notNull(),
  sort: integer('sort').notNull(),
});

// ---------------------------------------------------------------------------------------------------
// Members: players, agents and trial accounts, with what they keep here

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    account: text('account').notNull(),
    /** Lower-cased account, the uniqueness and look-up key. */
    accountKey: text('account_key').notNull(),
    nickname: text('nickname').notNull(),
    /** 0 member, 1/2/41/42 agent types, 4 trial. */
    type: integer('type').notNull(),
    parentId: integer('parent_id'),
    passwordHash: text('password_hash'),
    passwordChangedAt: at('password_changed_at'),
    mobileDialingCode: text('mobile_dialing_code'),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    payeeName: text('payee_name'),
    withdrawPasswordHash: text('withdraw_password_hash'),
    referralCode: text('referral_code').unique(),
    /** A built-in avatar id or an uploaded image id; null until the member picks one. */
    icon: text('icon'),
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('active'),
    registerIp: text('register_ip'),
    firstLoginAt: at('first_login_at'),
    lastLoginAt: at('last_login_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('members_merchant_account_key').on(table.merchantId, table.accountKey),
    uniqueIndex('members_merchant_mobile_key')
      .on(table.merchantId, table.mobileDialingCode, table.mobileNumber)
      .where(sql`${table.mobileNumber} is not null`),
    index('members_parent_idx').on(table.parentId),
  ],
);

export const memberKnownIps = pgTable(
  'member_known_ips',
  {
    memberId: memberRef(),
    ip: text('ip').notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.ip] })],
);

export const uploadedImages = pgTable('uploaded_images', {
  id: uuid('id').primaryKey(),
  memberId: memberRef(),
  purpose: text('purpose').notNull(),
  contentType: text('content_type').notNull(),
  /** The image bytes, base64: at most 5 MB of image (SPEC §9). */
  dataBase64: text('data_base64').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: at('created_at').notNull(),
});

/** A CHECK's list of the contract's enum values (fixed identifiers, never user input). */
function sqlList(values: readonly string[]) {
  return sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);
}

/** The contract's message categories, for the CHECKs of both message tables. */
const messageCategoriesSql = sqlList(messageSchema.shape.category.options);

export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    /** SYSTEM | PROMOTION | TRANSACTION | AGENT (the contract's message categories). */
    category: text('category').notNull().default('SYSTEM'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (table) => [
    index('member_messages_member_idx').on(table.memberId),
    check('member_messages_category', sql`${table.category} in ${messageCategoriesSql}`),
  ],
);

// ---------------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------------
// Logs: outboxes and audit
// The outboxes and the audit log record what happened and are never updated. Like the login throttle
// and the verification codes above, and the ledger's transactions below, they keep merchant_id and
// member_id as plain integers without a foreign key, on purpose: a record must outlive, and never
// block removing, the merchant or member it names; the throttle and the codes are keyed by what a
// visitor typed, which need not be a member.

/** Texts as they were sent; the local provider also appends them to .data/sms-outbox.log. */
export const smsOutbox = pgTable('sms_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  phone: text('phone').notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull(),
});

/** E-mails as they were sent; the local provider also appends them to .data/email-outbox.log. */
export const emailOutbox = pgTable('email_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull(),
});

/** Security and money events (login, lock-out, password, transfer, launch), never updated. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    merchantId: integer('merchant_id'),
    memberId: integer('member_id'),
    event: text('event').notNull(),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('audit_log_member_idx').on(table.memberId), index('audit_log_event_idx').on(table.event)],
);

// ---------------------------------------------------------------------------------------------------
// Support

/** Tickets from the feedback form; the back office reads them. */
export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  merchantId: merchantRef(),
  /** Null when a visitor who is not logged in sent it. */
  memberId: integer('member_id').references(() => members.id),
  sender: text('sender').notNull(),
  type: integer('type').notNull(),
  content: text('content').notNull(),
  ip: text('ip').notNull(),
  createdAt: at('created_at').notNull(),
});

// ---------------------------------------------------------------------------------------------------
// Request plumbing: rate limits, idempotency keys, scheduled job runs, server keys

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: at('reset_at').notNull(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who may replay the key: `member:<id>` so two members never share an answer. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    endpoint: text('endpoint').notNull(),
    requestHash: text('request_hash').notNull(),
    /** in_flight | done */
    state: text('state').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    lockedUntil: at('locked_until').notNull(),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

/**
 * One row per scheduled job and period that has run (src/jobs/scheduler.ts). The row is written in
 * the same transaction as the job's work, so a period runs exactly once however many instances
 * race for it: the losers wait on the primary key and then find the row.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    ranAt: at('ran_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.job, table.periodStart] })],
);

export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  material: jsonb('material').$type<Record<string, unknown>>().notNull(),
  createdAt: at('created_at').notNull(),
});

// ---------------------------------------------------------------------------------------------------
// Agents: salary and dividend contracts and what their settlements paid (src/agents/, ADR 0005)

/**
 * Salary and dividend contracts between an upline agent and a direct downline (SPEC §3, §4). A row
 * never changes its terms: a new request is a new row, and accepting it ends the one it replaces.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: uuid('id').primaryKey(),
    merchantId: merchantRef(),
    /** DAILY_SALARY | HOURLY_SALARY | REAL_TIME_SALARY | DIVIDEND */
    contractType: text('contract_type').notNull(),
    uplineMemberId: memberRef('upline_member_id'),
    downlineMemberId: memberRef('downline_member_id'),
    /** PENDING | ACTIVE | REJECTED | TERMINATION_REQUESTED | TERMINATED */
    status: text('status').notNull(),
    /** The member who asked for the pending change: the other party must answer it. */
    requestedByMemberId: memberRef('requested_by_member_id'),
    /** D | W | H | M, null for hourly and real-time salaries. */
    period: text('period'),
    /** [{ rateBasisPoints, validBetAmount, activeMembers, periodProfitLoss }], amounts in minor units. */
    tiers: jsonb('tiers').$type<ContractTierJson[]>().notNull(),
    /** When the downline accepted: the contract earns on bets from here on. */
    activatedAt: at('activated_at'),
    /** When it was rejected or terminated: an active contract earns on bets until here. */
    endedAt: at('ended_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('agent_contracts_downline_idx').on(table.downlineMemberId),
    index('agent_contracts_upline_idx').on(table.uplineMemberId),
    // One request waiting and one contract in force per downline and type, even under racing requests.
    uniqueIndex('agent_contracts_one_pending')
      .on(table.downlineMemberId, table.contractType)
      .where(sql`${table.status} = 'PENDING'`),
    uniqueIndex('agent_contracts_one_in_force')
      .on(table.downlineMemberId, table.contractType)
      .where(sql`${table.status} in ('ACTIVE', 'TERMINATION_REQUESTED')`),
    check(
      'agent_contracts_type',
      sql`${table.contractType} in ('DAILY_SALARY', 'HOURLY_SALARY', 'REAL_TIME_SALARY', 'DIVIDEND')`,
    ),
    check(
      'agent_contracts_status',
      sql`${table.status} in ('PENDING', 'ACTIVE', 'REJECTED', 'TERMINATION_REQUESTED', 'TERMINATED')`,
    ),
    check('agent_contracts_period', sql`${table.period} is null or ${table.period} in ('D', 'W', 'H', 'M')`),
    check('agent_contracts_parties', sql`${table.uplineMemberId} <> ${table.downlineMemberId}`),
  ],
);

export interface ContractTierJson {
  /** Hundredths of a percent: 150 = 1.5 %. */
  rateBasisPoints: number;
  validBetAmount: number;
  activeMembers: number;
  periodProfitLoss: number;
}

/**
 * What one contract earned for one settlement period (ADR 0005), written in the transaction that pays
 * it. The unique key is the exactly-once guarantee: a re-run, or a second instance settling the same
 * period, finds the row and pays nothing.
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: uuid('id').primaryKey(),
    merchantId: merchantRef(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    contractType: text('contract_type').notNull(),
    /** The contract's downline: the member paid. */
    memberId: memberRef(),
    /** 5M | 1H | D | W | H | M */
    periodCode: text('period_code').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** The downline's team in the part of the period the contract was in force. */
    validBet: money('valid_bet').notNull(),
    profitLoss: money('profit_loss').notNull(),
    activeMembers: integer('active_members').notNull(),
    /** The tier reached, null when none was. */
    rateBasisPoints: integer('rate_basis_points'),
    /** Rate × base before the downline contracts' share is taken off. */
    grossAmount: money('gross_amount').notNull(),
    /** What the downline's own contracts of this type earn in the same period. */
    downlineAmount: money('downline_amount').notNull(),
    /** Paid to the member: gross less the downline share, never below zero. */
    amount: money('amount').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    settledAt: at('settled_at').notNull(),
  },
  (table) => [
    unique('agent_settlements_once').on(table.contractId, table.periodStart),
    index('agent_settlements_member_idx').on(table.memberId, table.periodStart),
    check('agent_settlements_amount', sql`${table.amount} >= 0 and ${table.grossAmount} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Ledger: double entry, integer minor units. Transactions and entries are append-only (triggers in the
// custom migration refuse UPDATE/DELETE) and every transaction's legs sum to zero per currency (a
// deferred constraint trigger checks it at commit).

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: integer('member_id').references(() => members.id),
    /** player_main | player_vendor | house | demo_player | demo_house | funding */
    kind: text('kind').notNull(),
    /** Vendor code of a vendor sub-wallet, '' otherwise. */
    vendorCode: text('vendor_code').notNull().default(''),
    currency: text('currency').notNull(),
    balance: money('balance').notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    unique('ledger_accounts_owner_key')
      .on(table.merchantId, table.memberId, table.kind, table.vendorCode)
      .nullsNotDistinct(),
    check('ledger_accounts_non_negative', sql`${table.allowNegative} or ${table.balance} >= 0`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Copies of the owner for tracing: the legs' accounts (ledger_entries → ledger_accounts, both with
    // foreign keys) fix who the money belongs to.
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id'),
    /** transfer | bet | credit | demo_credit */
    kind: text('kind').notNull(),
    /** Idempotency key or other business reference, for tracing. */
    reference: text('reference'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('ledger_transactions_member_idx').on(table.memberId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    /**
     * Its transaction's time, which the insert trigger copies over whatever is written here: a
     * wallet's movements over a period are then one range of the account-and-time index.
     */
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    // With the id, each account's newest entries come in the records' order (time, then id).
    index('ledger_entries_account_time_idx').on(table.accountId, table.createdAt, table.id),
    check('ledger_entries_non_zero', sql`${table.amount} <> 0`),
  ],
);

/**
 * Each account's entries per local day of the settlement zone (src/agents/periods.ts), by their
 * transaction's kind and their direction, counted and summed: a record's total over whole days is a
 * row per day rather than every entry. Kept by the entry insert trigger (drizzle/0027), so every
 * writer of entries keeps it.
 */
export const ledgerEntryDays = pgTable(
  'ledger_entry_days',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    /** Entries into the account (amount > 0); false: out of it. */
    incoming: boolean('incoming').notNull(),
    entries: integer('entries').notNull(),
    amount: money('amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day, table.kind, table.incoming] })],
);

// ---------------------------------------------------------------------------------------------------
// Games

export const gameCategories = pgTable('game_categories', {
  code: text('code').primaryKey(),
  sort: integer('sort').notNull(),
});

export const gameVendors = pgTable('game_vendors', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull(),
  inHouse: boolean('in_house').notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
});

export const vendorCategories = pgTable(
  'vendor_categories',
  {
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => gameVendors.code),
    categoryCode: text('category_code')
      .notNull()
      .references(() => gameCategories.code),
    sort: integer('sort').notNull(),
  },
  (table) => [primaryKey({ columns: [table.vendorCode, table.categoryCode] })],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    gameCode: text('game_code').notNull().unique(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => gameVendors.code),
    categoryCode: text('category_code')
      .notNull()
      .references(() => gameCategories.code),
    displayName: text('display_name').notNull(),
    /** Lower-cased display name for search. */
    searchName: text('search_name').notNull(),
    isHot: boolean('is_hot').notNull(),
    hotRank: integer('hot_rank'),
    isNew: boolean('is_new').notNull(),
    sort: integer('sort').notNull(),
    /** Smallest stake in minor units. */
    minBet: money('min_bet').notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('games_category_vendor_idx').on(table.categoryCode, table.vendorCode, table.sort),
    index('games_hot_idx').on(table.hotRank),
  ],
);

export const favoriteGames = pgTable(
  'favorite_games',
  {
    memberId: memberRef(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.gameId] })],
);

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: memberRef(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    lastPlayedAt: at('last_played_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('recent_games_member_idx').on(table.memberId, table.lastPlayedAt),
  ],
);

export const gameLaunches = pgTable('game_launches', {
  id: uuid('id').primaryKey(),
  /** SHA-256 of the launch ticket carried in the game URL. */
  ticketHash: text('ticket_hash').notNull().unique(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id),
  memberId: memberRef(),
  gameId: integer('game_id')
    .notNull()
    .references(() => games.id),
  demo: boolean('demo').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull(),
});

export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => gameVendors.code),
    demo: boolean('demo').notNull(),
    stake: money('stake').notNull(),
    validBet: money('valid_bet').notNull(),
    payout: money('payout').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    /** The reels shown, so a round can be replayed for a dispute. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('bets_member_idx').on(table.memberId, table.createdAt),
    index('bets_payout_idx').on(table.demo, table.payout),
    // Settlement windows and reports look bets up by time (src/agents/settlement.ts).
    index('bets_created_idx').on(table.createdAt),
  ],
);

/**
 * Each member's real (not demo) bets per local day of the settlement zone (src/agents/periods.ts),
 * summed as the agent centre's bet reports need them, so a report reads a row per member and day
 * rather than every bet. Written in the transaction that writes the bet (src/agents/bet-days.ts).
 */
export const betDays = pgTable(
  'bet_days',
  {
    memberId: memberRef(),
    day: date('day', { mode: 'string' }).notNull(),
    bets: integer('bets').notNull(),
    /** Bets with a valid bet above zero: the member was active that day. */
    validBets: integer('valid_bets').notNull(),
    stake: money('stake').notNull(),
    validBet: money('valid_bet').notNull(),
    payout: money('payout').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);

// ---------------------------------------------------------------------------------------------------
// Funds: deposit channels and orders, withdraw accounts and withdrawals (src/funds/), and the
// operators whose tokens drive them from a back office (src/operator/). The money itself moves
// only through the ledger; these rows record each order's state and point at its postings.

/** Payment channels a white label offers for deposits (funds.depositChannels). */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** The contract's channelId, unique within the white label. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** BANK_TRANSFER | E_WALLET | QR | CRYPTO | CARD */
    method: text('method').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    /** One-tap amounts, minor units. */
    presetAmounts: jsonb('preset_amounts').$type<number[]>().notNull(),
    /** Hundredths of a percent of the amount kept by the house: 150 = 1.5 %. */
    feeBasisPoints: integer('fee_basis_points').notNull(),
    /**
     * The demo channel that pays by itself: seconds after the order it reports the payment and a
     * scheduled job credits it. Null: an operator credits the order.
     */
    autoCreditSeconds: integer('auto_credit_seconds'),
    /** A manual channel: an order needs the member's picture of the payment (a DEPOSIT_PROOF upload). */
    proofRequired: boolean('proof_required').notNull().default(false),
    enabled: boolean('enabled').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [
    uniqueIndex('deposit_channels_merchant_code_key').on(table.merchantId, table.code),
    check(
      'deposit_channels_limits',
      sql`${table.minAmount} > 0 and ${table.maxAmount} >= ${table.minAmount} and ${table.feeBasisPoints} between 0 and 10000`,
    ),
  ],
);

/** One deposit order (funds.deposit) and where it stands. */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: uuid('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    amount: money('amount').notNull(),
    /** Kept by the house when the order is credited; the wallet receives amount − fee. */
    fee: money('fee').notNull(),
    /** REQUESTED | PENDING | CREDITED | REJECTED | EXPIRED */
    status: text('status').notNull(),
    /** When the automatic channel credits it; null for channels an operator credits. */
    autoCreditAt: at('auto_credit_at'),
    expiresAt: at('expires_at').notNull(),
    /** The promotion the member chose, if any, for the promotions module to honour. */
    promotionId: text('promotion_id'),
    /** The `deposit` posting, once credited: at most one per order. */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .unique()
      .references(() => ledgerTransactions.id),
    remark: text('remark').notNull().default(''),
    /** The member's proof of payment, for a channel with `proofRequired`. */
    proofImageId: uuid('proof_image_id').references(() => uploadedImages.id),
    createdAt: at('created_at').notNull(),
    closedAt: at('closed_at'),
  },
  (table) => [
    index('deposit_orders_member_idx').on(table.memberId, table.createdAt),
    index('deposit_orders_status_idx').on(table.status, table.createdAt),
    check(
      'deposit_orders_state',
      sql`${table.status} in ('REQUESTED', 'PENDING', 'CREDITED', 'REJECTED', 'EXPIRED', 'CANCELLED')
        and ${table.amount} > 0 and ${table.fee} >= 0 and ${table.fee} < ${table.amount}
        and (${table.status} = 'CREDITED') = (${table.ledgerTransactionId} is not null)
        and (${table.status} in ('CREDITED', 'REJECTED', 'EXPIRED', 'CANCELLED')) = (${table.closedAt} is not null)`,
    ),
  ],
);

/** Bank and e-wallet accounts a member withdraws to (funds.addWithdrawAccount). */
export const withdrawAccounts = pgTable(
  'withdraw_accounts',
  {
    id: uuid('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('withdraw_accounts_member_number_key').on(
      table.memberId,
      table.bankName,
      table.accountNumber,
    ),
  ],
);

/** One withdrawal (funds.withdraw) from its hold to the member's answer about the payout. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    withdrawAccountId: uuid('withdraw_account_id')
      .notNull()
      .references(() => withdrawAccounts.id),
    amount: money('amount').notNull(),
    /** REQUESTED | APPROVED | REJECTED | DISBURSED | RECEIVED | DISPUTED | REFUNDED */
    status: text('status').notNull(),
    /** The `withdraw_hold` posting that moved the amount from the wallet to the hold account. */
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id),
    approvedAt: at('approved_at'),
    disbursedAt: at('disbursed_at'),
    /** disbursedAt + the white label's auto-receive minutes: silence after it counts as received. */
    autoReceiveAt: at('auto_receive_at'),
    /** RECEIVED | ALL_RECEIVED | PARTLY_RECEIVED | NOT_RECEIVED | AUTO_RECEIVED */
    confirmation: text('confirmation'),
    receivedAmount: money('received_amount'),
    proofImageId: uuid('proof_image_id').references(() => uploadedImages.id),
    confirmedAt: at('confirmed_at'),
    refundedAmount: money('refunded_amount'),
    remark: text('remark').notNull().default(''),
    createdAt: at('created_at').notNull(),
    closedAt: at('closed_at'),
  },
  (table) => [
    index('withdrawals_member_idx').on(table.memberId, table.createdAt),
    index('withdrawals_status_idx').on(table.status, table.createdAt),
    index('withdrawals_auto_receive_idx')
      .on(table.autoReceiveAt)
      .where(sql`${table.status} = 'DISBURSED'`),
    check(
      'withdrawals_state',
      sql`${table.status} in ('REQUESTED', 'APPROVED', 'REJECTED', 'DISBURSED', 'RECEIVED', 'DISPUTED', 'REFUNDED')
        and ${table.amount} > 0
        and (${table.confirmation} is null or ${table.confirmation} in ('RECEIVED', 'ALL_RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED', 'AUTO_RECEIVED'))
        and (${table.receivedAmount} is null or (${table.receivedAmount} >= 0 and ${table.receivedAmount} < ${table.amount}))
        and (${table.refundedAmount} is null or (${table.refundedAmount} > 0 and ${table.refundedAmount} <= ${table.amount}))
        and (${table.status} not in ('DISBURSED', 'RECEIVED', 'DISPUTED', 'REFUNDED') or ${table.autoReceiveAt} is not null)
        and (${table.status} in ('RECEIVED', 'REJECTED', 'REFUNDED')) = (${table.closedAt} is not null)`,
    ),
  ],
);

/**
 * Back-office callers of the operator API (@portal/api-contract/operator). Only the SHA-256 of a
 * token is kept; a token bound to a white label sees only that white label's orders.
 */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Null: every white label. */
  merchantId: integer('merchant_id').references(() => merchants.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at'),
  revokedAt: at('revoked_at'),
});

// ---------------------------------------------------------------------------------------------------
// Platform messages to every member, lottery draws, live tables and hosts

/**
 * A platform message to every member of a white label (`member_messages` holds the personal ones).
 * Each member reads it on their own: a row in `broadcast_message_reads`.
 */
export const broadcastMessages = pgTable(
  'broadcast_messages',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** SYSTEM | PROMOTION | TRANSACTION | AGENT */
    category: text('category').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('broadcast_messages_merchant_idx').on(table.merchantId, table.createdAt),
    check('broadcast_messages_category', sql`${table.category} in ${messageCategoriesSql}`),
  ],
);

export const broadcastMessageReads = pgTable(
  'broadcast_message_reads',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => broadcastMessages.id),
    memberId: memberRef(),
    readAt: at('read_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.memberId] }),
    index('broadcast_message_reads_member_idx').on(table.memberId),
  ],
);

const appPlatforms = appPlatformSchema.options;

/**
 * A lottery (SPEC §3 prize modes LOTT, ZY, ELOTT, SEA): a game of the catalogue, played through
 * `games.launch`, that a scheduled job draws every `draw_interval_seconds` (src/lottery/draws.ts).
 * A draw opens `ball_count` numbers between `min_number` and `max_number`, each once unless
 * `repeats`, listed ascending when `sorted` (lotto) or in the order drawn (digits, races).
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    gameId: integer('game_id')
      .primaryKey()
      .references(() => games.id),
    prizeMode: text('prize_mode').notNull(),
    drawIntervalSeconds: integer('draw_interval_seconds').notNull(),
    ballCount: integer('ball_count').notNull(),
    minNumber: integer('min_number').notNull(),
    maxNumber: integer('max_number').notNull(),
    repeats: boolean('repeats').notNull(),
    sorted: boolean('sorted').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [
    check('lottery_games_prize_mode', sql`${table.prizeMode} in ${sqlList(prizeModes)}`),
    // A whole number of draws per day, so every day's issue numbers start at 1.
    check(
      'lottery_games_interval',
      sql`${table.drawIntervalSeconds} > 0 and 86400 % ${table.drawIntervalSeconds} = 0`,
    ),
    check(
      'lottery_games_balls',
      sql`${table.ballCount} > 0 and ${table.minNumber} >= 0 and ${table.maxNumber} >= ${table.minNumber}
        and (${table.repeats} or ${table.ballCount} <= ${table.maxNumber} - ${table.minNumber} + 1)`,
    ),
  ],
);

/** Draw results, made once per draw period by the lottery job and kept forever (append-only). */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.gameId),
    /** yyyyMMdd-nnnn: the day the period starts (UTC) and its number within that day. */
    issueNo: text('issue_no').notNull(),
    periodStart: at('period_start').notNull(),
    /** The end of the draw period: when the numbers open. */
    openedAt: at('opened_at').notNull(),
    numbers: jsonb('numbers').$type<string[]>().notNull(),
    /** When the job actually drew (later than opened_at after downtime). */
    drawnAt: at('drawn_at').notNull(),
  },
  (table) => [
    uniqueIndex('lottery_draws_game_period_key').on(table.gameId, table.periodStart),
    uniqueIndex('lottery_draws_game_issue_key').on(table.gameId, table.issueNo),
    index('lottery_draws_game_opened_idx').on(table.gameId, table.openedAt),
  ],
);

/**
 * Live casino tables (`games.liveRooms`): each is a LIVE game of the catalogue (its vendor and icon)
 * with a dealer and limits. A table is open between `opens_at_minute` and `closes_at_minute` of the
 * UTC day (a window may wrap past midnight; equal minutes mean always open).
 */
export const liveRooms = pgTable(
  'live_rooms',
  {
    roomId: text('room_id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    tableName: text('table_name').notNull(),
    dealerName: text('dealer_name').notNull(),
    minBet: money('min_bet').notNull(),
    maxBet: money('max_bet').notNull(),
    opensAtMinute: integer('opens_at_minute').notNull(),
    closesAtMinute: integer('closes_at_minute').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [
    check('live_rooms_limits', sql`${table.minBet} > 0 and ${table.maxBet} >= ${table.minBet}`),
    check(
      'live_rooms_hours',
      sql`${table.opensAtMinute} between 0 and 1439 and ${table.closesAtMinute} between 0 and 1439`,
    ),
  ],
);

/** Live-stream hosts (`games.liveModels`), online during a daily shift that starts at a UTC minute. */
export const liveHosts = pgTable(
  'live_hosts',
  {
    modelId: text('model_id').primaryKey(),
    nickname: text('nickname').notNull(),
    shiftStartMinute: integer('shift_start_minute').notNull(),
    shiftMinutes: integer('shift_minutes').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [
    check(
      'live_hosts_shift',
      sql`${table.shiftStartMinute} between 0 and 1439 and ${table.shiftMinutes} between 1 and 1440`,
    ),
  ],
);

/**
 * The current version of each app a white label offers (`support.appDownload`). Where to download
 * it is the merchant's IOS, ANDROID or LITE_APP resource (the one `system.permission` lists).
 */
export const appReleases = pgTable(
  'app_releases',
  {
    merchantId: merchantRef(),
    platform: text('platform').notNull(),
    version: text('version').notNull(),
    releasedAt: at('released_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.platform] }),
    check('app_releases_platform', sql`${table.platform} in ${sqlList(appPlatforms)}`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// points mall and red envelope
// Points are whole numbers kept apart from money: a member's balance row moves only together with an
// append-only points transaction whose source key is unique, so a bet, a deposit, a redemption or a
// conversion changes points exactly once (src/points/). Points never expire. Converting points and
// opening a red envelope pay money through the ledger.

/**
 * A white label's points rules. Accrual rates are basis points of the amount in minor units: with
 * 100, a valid bet (or credited deposit) of 10,000 minor units earns 100 points.
 */
export const pointsConfigs = pgTable(
  'points_configs',
  {
    merchantId: merchantRef().primaryKey(),
    /** `ratioPoints` points convert to `ratioAmount` minor units. */
    ratioPoints: integer('ratio_points').notNull(),
    ratioAmount: integer('ratio_amount').notNull(),
    convertEnabled: boolean('convert_enabled').notNull(),
    minConvertPoints: integer('min_convert_points').notNull(),
    liveRate: integer('live_rate').notNull(),
    lotteryRate: integer('lottery_rate').notNull(),
    pvpRate: integer('pvp_rate').notNull(),
    slotsRate: integer('slots_rate').notNull(),
    sportsRate: integer('sports_rate').notNull(),
    depositRate: integer('deposit_rate').notNull(),
    /**
     * Per source, the moment its current rate took effect (src/points/rates.ts): only bets settled
     * and deposits credited from then on earn at it, so a rate raised from 0 credits nothing older.
     * Null: since the white label began.
     */
    liveAccruesFrom: at('live_accrues_from'),
    lotteryAccruesFrom: at('lottery_accrues_from'),
    pvpAccruesFrom: at('pvp_accrues_from'),
    slotsAccruesFrom: at('slots_accrues_from'),
    sportsAccruesFrom: at('sports_accrues_from'),
    depositAccruesFrom: at('deposit_accrues_from'),
  },
  (table) => [
    check('points_configs_ratio', sql`${table.ratioPoints} > 0 and ${table.ratioAmount} > 0`),
    check('points_configs_min_convert', sql`${table.minConvertPoints} > 0`),
    check(
      'points_configs_rates',
      sql`least(${table.liveRate}, ${table.lotteryRate}, ${table.pvpRate}, ${table.slotsRate}, ${table.sportsRate}, ${table.depositRate}) >= 0`,
    ),
  ],
);

/** Goods in a white label's points mall (`points.rewards`); `quantity` is the stock left. */
export const pointRewards = pgTable(
  'point_rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** The contract's rewardId. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    quantity: integer('quantity').notNull(),
    pointsRequired: integer('points_required').notNull(),
    /** Valid bet in minor units a member must have placed to redeem it. */
    amountRequired: money('amount_required').notNull(),
    units: text('units').notNull(),
    remark: text('remark').notNull(),
    requiresAddress: boolean('requires_address').notNull(),
    requiresMobile: boolean('requires_mobile').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [
    unique('point_rewards_merchant_code').on(table.merchantId, table.code),
    check('point_rewards_quantity', sql`${table.quantity} >= 0`),
    check('point_rewards_points', sql`${table.pointsRequired} > 0`),
    check('point_rewards_amount', sql`${table.amountRequired} >= 0`),
  ],
);

/** A member's points balance; a row appears with the member's first points. */
export const pointBalances = pgTable(
  'point_balances',
  {
    memberId: memberRef().primaryKey(),
    merchantId: merchantRef(),
    points: bigint('points', { mode: 'number' }).notNull(),
  },
  (table) => [check('point_balances_non_negative', sql`${table.points} >= 0`)],
);

/** Every points movement (`points.transactions`), never updated. */
export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    source: text('source').notNull(),
    /** Earned points are positive, spent points negative. */
    points: bigint('points', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** What moved the points (`bet:<id>`, `deposit:<order>`, `redeem:<id>`…): each moves them once. */
    sourceKey: text('source_key').notNull().unique(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('point_transactions_member_idx').on(table.memberId, table.createdAt),
    check('point_transactions_source', sql`${table.source} in ${sqlList(pointSources)}`),
    check('point_transactions_non_zero', sql`${table.points} <> 0`),
    check('point_transactions_balance', sql`${table.balanceAfter} >= 0`),
  ],
);

/** Redemptions of mall goods (`points.redeem`): IN_PROCESS until an operator approves or rejects. */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: uuid('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => pointRewards.id),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    remark: text('remark').notNull().default(''),
    receivingAddress: text('receiving_address'),
    mobileNumber: text('mobile_number'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    decidedByOperatorId: integer('decided_by_operator_id').references(() => operators.id),
  },
  (table) => [
    index('point_redemptions_member_idx').on(table.memberId, table.createdAt),
    check('point_redemptions_status', sql`${table.status} in ${sqlList(redeemStatuses)}`),
    check('point_redemptions_amounts', sql`${table.quantity} > 0 and ${table.points} > 0`),
  ],
);

/**
 * A white label's red envelope rounds: a round starts every `roundMinutes` (from midnight GMT+8),
 * envelopes can be opened during its first `openMinutes`, each member opens at most
 * `envelopesPerRound`, each paying a random whole amount in [minAmount, maxAmount] minor units.
 */
export const redEnvelopeConfigs = pgTable(
  'red_envelope_configs',
  {
    merchantId: merchantRef().primaryKey(),
    enabled: boolean('enabled').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    envelopesPerRound: integer('envelopes_per_round').notNull(),
    roundMinutes: integer('round_minutes').notNull(),
    openMinutes: integer('open_minutes').notNull(),
  },
  (table) => [
    check(
      'red_envelope_configs_amounts',
      sql`${table.minAmount} > 0 and ${table.maxAmount} >= ${table.minAmount}`,
    ),
    check('red_envelope_configs_count', sql`${table.envelopesPerRound} > 0`),
    check(
      'red_envelope_configs_round',
      sql`${table.openMinutes} > 0 and ${table.roundMinutes} >= ${table.openMinutes} and ${table.roundMinutes} <= 10080`,
    ),
  ],
);

/** Opened envelopes: one row per member, round and envelope number, so none is paid twice. */
export const redEnvelopeOpenings = pgTable(
  'red_envelope_openings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    roundStart: at('round_start').notNull(),
    /** 1 for the member's first envelope of the round, 2 for the second… */
    sequence: integer('sequence').notNull(),
    amount: money('amount').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    unique('red_envelope_openings_once').on(table.memberId, table.roundStart, table.sequence),
    check('red_envelope_openings_amount', sql`${table.amount} > 0 and ${table.sequence} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// promotions and missions
// Activities of a white label and what members did with them (src/promotions/), missions with their
// claims and the leaderboard's prize ladder (src/missions/). Progress is never stored: it is computed
// from `bets` (and deposits, downlines) in the activity's or mission's window when asked.

const promotionCategoriesSql = sqlList(promotionSchema.shape.category.options);

/**
 * An activity (`promotions.list`). `mode` says how a member takes part:
 *  - APPLY: the member applies (comment, images); an operator approves, which pays `bonus` once;
 *  - CLAIM: the reward centre pays `bonus` once the `requirement` is met in the window;
 *  - RAFFLE: once the `requirement` is met the member draws one of `prizes` (by weight).
 * The window is [starts_at, ends_at); a null end never closes.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** The contract's promotionId, unique within the white label. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    imageUrl: text('image_url').notNull(),
    category: text('category').notNull(),
    mode: text('mode').notNull(),
    commentRequired: boolean('comment_required').notNull().default(false),
    maxImages: integer('max_images').notNull().default(0),
    /** APPLY only: a member may apply again once the last application was decided. */
    repeats: boolean('repeats').notNull().default(false),
    bonus: money('bonus').notNull().default(0),
    /** RAFFLE: `{ name, amount, weight }[]` (src/promotions/rules.ts validates it). */
    prizes: jsonb('prizes').$type<unknown[]>().notNull().default([]),
    /** CLAIM and RAFFLE: what the member must have done in the window; null: nothing. */
    requirement: jsonb('requirement').$type<Record<string, unknown> | null>(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    sort: integer('sort').notNull(),
  },
  (table) => [
    uniqueIndex('promotions_merchant_code_key').on(table.merchantId, table.code),
    check('promotions_category', sql`${table.category} in ${promotionCategoriesSql}`),
    check('promotions_mode', sql`${table.mode} in ('APPLY', 'CLAIM', 'RAFFLE')`),
    check('promotions_max_images', sql`${table.maxImages} between 0 and 3`),
    check('promotions_bonus', sql`${table.bonus} >= 0`),
    check('promotions_window', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
  ],
);

/** An application for an APPLY activity: APPLYING until an operator approves (pays) or rejects it. */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: uuid('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: memberRef(),
    merchantId: merchantRef(),
    comment: text('comment').notNull(),
    status: text('status').notNull(),
    /** The bonus approval paid (0 until then). */
    amount: money('amount').notNull().default(0),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    operatorId: integer('operator_id').references(() => operators.id),
    remark: text('remark').notNull().default(''),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (table) => [
    index('promotion_applications_member_idx').on(table.memberId, table.promotionId),
    index('promotion_applications_status_idx').on(table.status, table.createdAt),
    // One open application per member and activity, whatever the code above it does.
    uniqueIndex('promotion_applications_open_key')
      .on(table.promotionId, table.memberId)
      .where(sql`${table.status} = 'APPLYING'`),
    check('promotion_applications_status', sql`${table.status} in ('APPLYING', 'APPROVED', 'REJECTED')`),
    check(
      'promotion_applications_paid',
      sql`(${table.status} = 'APPROVED') = (${table.ledgerTransactionId} is not null)`,
    ),
  ],
);

/** The pictures of an application; an uploaded image backs one application only. */
export const promotionApplicationImages = pgTable(
  'promotion_application_images',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => promotionApplications.id),
    imageId: uuid('image_id')
      .notNull()
      .unique()
      .references(() => uploadedImages.id),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.imageId] })],
);

/** What a CLAIM or RAFFLE activity paid a member: the key makes it once per member and activity. */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: memberRef(),
    amount: money('amount').notNull(),
    /** RAFFLE: the prize drawn. */
    prizeName: text('prize_name'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    claimedAt: at('claimed_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.promotionId, table.memberId] }),
    check('promotion_claims_amount', sql`${table.amount} >= 0`),
    // A zero prize moves no money; any other claim has its ledger transaction.
    check('promotion_claims_paid', sql`(${table.amount} = 0) = (${table.ledgerTransactionId} is null)`),
  ],
);

/**
 * A mission: reach `target` of `metric` (BETS: settled real-money rounds; VALID_BET: valid bet in
 * minor units) in games of `category_code` (null: any) within a window: every local day (DAILY),
 * week (WEEKLY), or once between starts_at and ends_at (FIXED). Claimed once per window.
 */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    metric: text('metric').notNull(),
    categoryCode: text('category_code').references(() => gameCategories.code),
    target: integer('target').notNull(),
    reward: money('reward').notNull(),
    window: text('window').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    sort: integer('sort').notNull(),
  },
  (table) => [
    uniqueIndex('missions_merchant_code_key').on(table.merchantId, table.code),
    check('missions_metric', sql`${table.metric} in ('BETS', 'VALID_BET')`),
    check('missions_window', sql`${table.window} in ('DAILY', 'WEEKLY', 'FIXED')`),
    check('missions_fixed_end', sql`${table.window} <> 'FIXED' or ${table.endsAt} is not null`),
    check('missions_target', sql`${table.target} > 0 and ${table.reward} > 0`),
  ],
);

export const missionClaims = pgTable(
  'mission_claims',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: memberRef(),
    /** The start of the window the reward was earned in. */
    windowStart: at('window_start').notNull(),
    amount: money('amount').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    claimedAt: at('claimed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.missionId, table.memberId, table.windowStart] })],
);

/**
 * A VIP level's one-off bonus, paid once per member and level (the key): a second claim, however
 * concurrent, finds this row and pays nothing.
 */
export const vipLevelClaims = pgTable(
  'vip_level_claims',
  {
    memberId: memberRef(),
    level: integer('level').notNull(),
    merchantId: merchantRef(),
    amount: money('amount').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    claimedAt: at('claimed_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.level] }),
    check('vip_level_claims_amount', sql`${table.amount} > 0 and ${table.level} > 0`),
  ],
);

/** The mission leaderboard's prize for each rank of a period, per white label (paid in leaderboard_payouts). */
export const leaderboardPrizes = pgTable(
  'leaderboard_prizes',
  {
    merchantId: merchantRef(),
    period: text('period').notNull(),
    rank: integer('rank').notNull(),
    prize: money('prize').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.period, table.rank] }),
    check('leaderboard_prizes_period', sql`${table.period} in ('DAILY', 'WEEKLY', 'MONTHLY')`),
    check('leaderboard_prizes_values', sql`${table.rank} > 0 and ${table.prize} >= 0`),
  ],
);

/**
 * A counter per cached scope, raised by a trigger on every statement that changes one of the scope's
 * tables (migration 0012): an instance holding a scope in its read cache checks the counter once per
 * staleness bound and reloads only when it moved.
 */
export const cacheVersions = pgTable('cache_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * A leaderboard prize paid for one ended period and rank (src/missions/leaderboard.ts), written
 * in the transaction that pays it. The primary key is the exactly-once guarantee: a re-run, or a
 * second instance settling the same period, finds the row and pays nothing.
 */
export const leaderboardPayouts = pgTable(
  'leaderboard_payouts',
  {
    merchantId: merchantRef(),
    period: text('period').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    rank: integer('rank').notNull(),
    memberId: memberRef(),
    /** The member's valid bet in the period, minor units. */
    score: money('score').notNull(),
    prize: money('prize').notNull(),
    /** Set in the transaction that claims the row (it is claimed first, then paid). */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    paidAt: at('paid_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.period, table.periodStart, table.rank] }),
    index('leaderboard_payouts_member_idx').on(table.memberId, table.periodStart),
    check('leaderboard_payouts_period', sql`${table.period} in ('DAILY', 'WEEKLY', 'MONTHLY')`),
    check('leaderboard_payouts_values', sql`${table.rank} > 0 and ${table.prize} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Player protection (src/protection/): limits a member sets on themself, and every change to them.

/**
 * A member's limit of one kind over one window: DEPOSIT, LOSS and WAGER amounts (minor units) per
 * DAY, WEEK or MONTH (rolling 24 h, 7 d, 30 d), and SESSION minutes (window SESSION). A raise or a
 * removal waits out a cooling-off: `pendingAt` is when `pendingValue` (null: no limit) takes over.
 */
export const memberLimits = pgTable(
  'member_limits',
  {
    memberId: memberRef(),
    merchantId: merchantRef(),
    kind: text('kind').notNull(),
    window: text('window').notNull(),
    /** The limit in force; null: none (a removal that has taken effect). */
    value: bigint('value', { mode: 'number' }),
    pendingValue: bigint('pending_value', { mode: 'number' }),
    pendingAt: at('pending_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.kind, table.window] }),
    check('member_limits_kind', sql`${table.kind} in ('DEPOSIT', 'LOSS', 'WAGER', 'SESSION')`),
    check('member_limits_window', sql`${table.window} in ('DAY', 'WEEK', 'MONTH', 'SESSION')`),
  ],
);

/**
 * The audit trail of player protection: one row per change to a limit or an exclusion, with the
 * values before and after, when the change takes effect and who made it (`member` or `operator`).
 */
export const protectionChanges = pgTable(
  'protection_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    /** What changed, e.g. `limit.DEPOSIT.DAY`, `limit.SESSION`. */
    kind: text('kind').notNull(),
    oldValue: jsonb('old_value').$type<unknown>(),
    newValue: jsonb('new_value').$type<unknown>(),
    effectiveAt: at('effective_at').notNull(),
    at: at('at').notNull(),
    by: text('by').notNull(),
    /** The operator who made the change (`by` operator); null for a member's own change. */
    operatorId: integer('operator_id').references(() => operators.id),
  },
  (table) => [
    index('protection_changes_member_idx').on(table.memberId, table.at),
    check('protection_changes_by', sql`${table.by} in ('member', 'operator')`),
    check('protection_changes_operator', sql`${table.by} = 'operator' or ${table.operatorId} is null`),
  ],
);

// Player protection: time-outs, self-exclusions and reality checks (src/protection/exclusions.ts)

/**
 * A time-out or self-exclusion. A member belongs to one merchant, and every domain of that
 * merchant logs in against the same member row, so one row refuses them all. Rows are never
 * updated or deleted: nothing can end a break before `ends_at`.
 */
export const playBreaks = pgTable(
  'play_breaks',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    merchantId: merchantRef(),
    /** TIME_OUT | SELF_EXCLUSION */
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    startedAt: at('started_at').notNull(),
    endsAt: at('ends_at').notNull(),
  },
  (table) => [
    index('play_breaks_member_idx').on(table.memberId, table.endsAt),
    check('play_breaks_kind', sql`${table.kind} in ('TIME_OUT', 'SELF_EXCLUSION')`),
    check('play_breaks_ends_after_start', sql`${table.endsAt} > ${table.startedAt}`),
  ],
);

/** A member's reality-check interval in minutes (no row: off). */
export const realityCheckSettings = pgTable(
  'reality_check_settings',
  {
    memberId: memberRef().primaryKey(),
    intervalMinutes: integer('interval_minutes').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [check('reality_check_interval', sql`${table.intervalMinutes} in (0, 15, 30, 60)`)],
);
