import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, money } from './columns';
import { sessions } from './auth';
import { ledgerTransactions } from './ledger';
import { memberRef } from './members';
import { merchantRef } from './whiteLabels';

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
