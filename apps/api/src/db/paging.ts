import { pageOf, type Page } from '@portal/api-contract';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/** LIMIT/OFFSET for page `pageNo` and the contract's envelope (`pageOf`) around that page's rows. */
export function pageWindow(pageNo: number, pageSize: number) {
  return {
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
    page: <T>(rows: T[], total: number): Page<T> => pageOf(rows, pageNo, pageSize, total),
  };
}

/**
 * One page of a list of one table's rows: counts the rows `where` selects, and reads the page with
 * `read`, which applies the window's LIMIT/OFFSET to the same selection (joined and ordered as it
 * likes). Lists whose total needs joins or sums use `pageWindow` directly.
 */
export async function pagedList<Row>(
  db: Db,
  selection: { table: PgTable; where: SQL | undefined },
  query: { pageNo: number; pageSize: number },
  read: (window: { limit: number; offset: number }) => Promise<Row[]>,
): Promise<Page<Row>> {
  const [total] = await db.select({ n: count() }).from(selection.table).where(selection.where);
  const window = pageWindow(query.pageNo, query.pageSize);
  return window.page(await read(window), total?.n ?? 0);
}
