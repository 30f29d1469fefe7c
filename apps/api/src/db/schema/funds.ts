import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, money } from './columns';
import { ledgerTransactions } from './ledger';
import { memberRef, uploadedImages } from './members';
import { merchantRef, merchants } from './whiteLabels';

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
