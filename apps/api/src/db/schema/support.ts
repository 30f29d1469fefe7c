import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { members } from './members';
import { merchantRef } from './whiteLabels';

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
