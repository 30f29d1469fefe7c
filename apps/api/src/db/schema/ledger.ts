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
  unique,
} from 'drizzle-orm/pg-core';
import { at, money } from './columns';
import { members } from './members';
import { merchantRef } from './whiteLabels';

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
