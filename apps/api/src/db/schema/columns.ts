import { sql } from 'drizzle-orm';
import { bigint, timestamp } from 'drizzle-orm/pg-core';

// Column helpers every domain's tables share.

/** A timestamp with its zone, always written by the application clock (never DEFAULT now()), so tests can move time. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An amount of money in integer minor units. */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** A CHECK's list of the contract's enum values (fixed identifiers, never user input). */
export function sqlList(values: readonly string[]) {
  return sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);
}
