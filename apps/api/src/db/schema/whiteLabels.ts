import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

// White labels: merchants, their domains and what their portals show

/** Per-merchant settings that are read as one document; validated by zod in `merchant-settings.ts`. */
export type MerchantSettingsJson = Record<string, unknown>;

export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  flags: jsonb('flags').$type<Record<string, boolean>>().notNull(),
  settings: jsonb('settings').$type<MerchantSettingsJson>().notNull(),
  createdAt: at('created_at').notNull(),
});

/** The required foreign key to a row's merchant (most rows belong to one). */
export const merchantRef = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);

export const merchantDomains = pgTable('merchant_domains', {
  domain: text('domain').primaryKey(),
  merchantId: merchantRef(),
  isMain: boolean('is_main').notNull().default(false),
  route: text('route').notNull(),
});

export const customerServiceItems = pgTable('customer_service_items', {
  id: serial('id').primaryKey(),
  merchantId: merchantRef(),
  csType: text('cs_type').notNull(),
  path: text('path').notNull(),
  title: text('title').notNull(),
  sort: integer('sort').notNull(),
});

export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  merchantId: merchantRef(),
  resourceType: text('resource_type').notNull(),
  url: text('url').notNull(),
  labelNameEn: text('label_name_en').notNull(),
  sort: integer('sort').notNull(),
});

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    groupName: text('group_name').notNull(),
    url: text('url').notNull(),
    linkageType: text('linkage_type').notNull(),
    linkageUrl: text('linkage_url'),
    sort: integer('sort').notNull(),
  },
  (table) => [index('banners_merchant_group_idx').on(table.merchantId, table.groupName)],
);

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** B banner notice, PL player notice, PU popup, PR promotion, H home marquee. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Popup audience: B visitor, A logged in, F first login. */
    execution: text('execution'),
    imageUrl: text('image_url'),
    sequence: integer('sequence').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('announcements_merchant_type_idx').on(table.merchantId, table.type)],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    language: text('language').notNull(),
    sectionId: text('section_id').notNull(),
    sectionTitle: text('section_title').notNull(),
    itemId: text('item_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [index('help_articles_merchant_language_idx').on(table.merchantId, table.language)],
);
