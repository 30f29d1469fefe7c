import { promotionSchema } from '@portal/api-contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, money, sqlList } from './columns';
import { operators } from './funds';
import { gameCategories } from './games';
import { ledgerTransactions } from './ledger';
import { memberRef, uploadedImages } from './members';
import { merchantRef } from './whiteLabels';

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
