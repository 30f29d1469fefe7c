import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

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
