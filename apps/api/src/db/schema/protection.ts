import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { at } from './columns';
import { operators } from './funds';
import { memberRef } from './members';
import { merchantRef } from './whiteLabels';

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
