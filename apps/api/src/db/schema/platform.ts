import { appPlatformSchema, prizeModes } from '@portal/api-contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
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
} from 'drizzle-orm/pg-core';
import { at, money, sqlList } from './columns';
import { games } from './games';
import { memberRef, messageCategoriesSql } from './members';
import { merchantRef } from './whiteLabels';

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
