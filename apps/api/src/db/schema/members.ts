import { messageSchema } from '@portal/api-contract';
import { sql } from 'drizzle-orm';
import {
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
import { at, sqlList } from './columns';
import { merchantRef } from './whiteLabels';

// Members: players, agents and trial accounts, with what they keep here

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    account: text('account').notNull(),
    /** Lower-cased account, the uniqueness and look-up key. */
    accountKey: text('account_key').notNull(),
    nickname: text('nickname').notNull(),
    /** 0 member, 1/2/41/42 agent types, 4 trial. */
    type: integer('type').notNull(),
    parentId: integer('parent_id'),
    passwordHash: text('password_hash'),
    passwordChangedAt: at('password_changed_at'),
    mobileDialingCode: text('mobile_dialing_code'),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    payeeName: text('payee_name'),
    withdrawPasswordHash: text('withdraw_password_hash'),
    referralCode: text('referral_code').unique(),
    /** A built-in avatar id or an uploaded image id; null until the member picks one. */
    icon: text('icon'),
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('active'),
    registerIp: text('register_ip'),
    firstLoginAt: at('first_login_at'),
    lastLoginAt: at('last_login_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('members_merchant_account_key').on(table.merchantId, table.accountKey),
    uniqueIndex('members_merchant_mobile_key')
      .on(table.merchantId, table.mobileDialingCode, table.mobileNumber)
      .where(sql`${table.mobileNumber} is not null`),
    index('members_parent_idx').on(table.parentId),
  ],
);

/** The required foreign key to a row's member (most rows belong to one). */
export const memberRef = (name = 'member_id') =>
  integer(name)
    .notNull()
    .references(() => members.id);

export const memberKnownIps = pgTable(
  'member_known_ips',
  {
    memberId: memberRef(),
    ip: text('ip').notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.ip] })],
);

export const uploadedImages = pgTable('uploaded_images', {
  id: uuid('id').primaryKey(),
  memberId: memberRef(),
  purpose: text('purpose').notNull(),
  contentType: text('content_type').notNull(),
  /** The image bytes, base64: at most 5 MB of image (SPEC §9). */
  dataBase64: text('data_base64').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: at('created_at').notNull(),
});

/** The contract's message categories, for the CHECKs of both message tables. */
export const messageCategoriesSql = sqlList(messageSchema.shape.category.options);

export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    /** SYSTEM | PROMOTION | TRANSACTION | AGENT (the contract's message categories). */
    category: text('category').notNull().default('SYSTEM'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (table) => [
    index('member_messages_member_idx').on(table.memberId),
    check('member_messages_category', sql`${table.category} in ${messageCategoriesSql}`),
  ],
);
