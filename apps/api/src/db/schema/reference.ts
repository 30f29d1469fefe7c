import { integer, pgTable, text } from 'drizzle-orm/pg-core';

// Reference data shared by every white label

export const countries = pgTable('countries', {
  countryCode: text('country_code').primaryKey(),
  countryDialingCode: text('country_dialing_code').notNull(),
  name: text('name').notNull(),
  phoneDigitsMin: integer('phone_digits_min').notNull(),
  phoneDigitsMax: integer('phone_digits_max').notNull(),
  sort: integer('sort').notNull(),
});
