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

/**
 * The days a page of a newest-first list falls on, from its rows counted per day (`days`, newest
 * first): the newest and the oldest of them, and how many rows of the newest come before the page.
 * Reading only those days' rows, skipping `skip` of them, gives the page. None past the last row.
 */
export function daysOfPage(
  days: readonly { day: string; rows: number }[],
  window: { limit: number; offset: number },
): { newest: string; oldest: string; skip: number } | undefined {
  let page: { newest: string; oldest: string; skip: number } | undefined;
  let before = 0;
  for (const { day, rows } of days) {
    if (before + rows > window.offset && before < window.offset + window.limit) {
      page = page ? { ...page, oldest: day } : { newest: day, oldest: day, skip: window.offset - before };
    }
    before += rows;
  }
  return page;
}
