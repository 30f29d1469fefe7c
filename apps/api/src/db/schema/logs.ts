import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

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
