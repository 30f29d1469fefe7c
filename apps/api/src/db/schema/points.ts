import { pointSources, redeemStatuses } from '@portal/api-contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, money, sqlList } from './columns';
import { operators } from './funds';
import { ledgerTransactions } from './ledger';
import { memberRef } from './members';
import { merchantRef } from './whiteLabels';

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
