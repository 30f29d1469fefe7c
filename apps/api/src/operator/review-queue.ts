import type { Page } from '@portal/api-contract';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { audit, type AuditEvent } from '../auth/audit';
import type { Db } from '../db/database';
import { pagedList } from '../db/paging';
import { ApiError } from '../errors';
import { isUuid } from '../members/images';
import { operatorMerchantFilter, type Operator } from './operators';

// The back office's queues (deposit orders, withdrawals, activity applications, points
// redemptions) list their rows the same way (listQueued, at the end) and decide a row the same way:
// lock it, so two operators cannot decide it twice; refuse unless it is in a status the decision
// moves from; make the change; write the audit event; answer the operator's view of the row as it
// now is. Each queue says how to lock and read its rows, each decision what it moves from and what
// it changes.

/** A row waiting in one of the queues. */
export interface QueuedRow {
  id: string;
  merchantId: number;
  memberId: number;
  status: string;
}

/** Who decides: an operator of one white label or of every one (merchantId null); operatorId null is the seed. */
export interface Reviewer {
  operatorId: number | null;
  merchantId: number | null;
}

export const reviewerOf = (operator: Operator): Reviewer => ({
  operatorId: operator.id,
  merchantId: operator.merchantId,
});

export interface ReviewQueue<Row extends QueuedRow, View> {
  /** The key the audit details name the row by, e.g. `orderId`. */
  auditKey: string;
  /** The row with this (well-formed) id, locked for update. */
  lock(tx: Db, id: string): Promise<Row | undefined>;
  /** What the operator sees of the row. */
  view(tx: Db, id: string): Promise<View>;
}

export interface Decision<Row extends QueuedRow> {
  /** The statuses the decision moves a row from; any other is OPERATION_NOT_ALLOWED. */
  from: readonly string[];
  event: AuditEvent;
  /** The change, with the row locked and in a `from` status; returns more details for the audit event. */
  apply(row: Row): Promise<Record<string, unknown>>;
}

/**
 * Decides row `id` of `queue`: NOT_FOUND when there is none (or a malformed id), or it belongs to a
 * white label the reviewer does not serve; OPERATION_NOT_ALLOWED unless its status is one the
 * decision moves from. Runs inside the caller's transaction.
 */
export async function decideQueued<Row extends QueuedRow, View>(
  tx: Db,
  queue: ReviewQueue<Row, View>,
  reviewer: Reviewer,
  id: string,
  decision: Decision<Row>,
  now: Date,
): Promise<View> {
  const row = isUuid(id) ? await queue.lock(tx, id) : undefined;
  if (!row || (reviewer.merchantId !== null && row.merchantId !== reviewer.merchantId))
    throw new ApiError('NOT_FOUND');
  if (!decision.from.includes(row.status)) throw new ApiError('OPERATION_NOT_ALLOWED');
  const details = await decision.apply(row);
  await audit(tx, {
    event: decision.event,
    at: now,
    merchantId: row.merchantId,
    memberId: row.memberId,
    details: { [queue.auditKey]: row.id, operatorId: reviewer.operatorId, ...details },
  });
  return queue.view(tx, row.id);
}

/** A queue's table: whose row (merchant), in which status, since when, and which. */
type QueueTable = PgTable & {
  merchantId: AnyPgColumn;
  status: AnyPgColumn;
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
};

/** What a queue's list asks: a white label (else every one the operator serves), a status, a page. */
interface QueueListQuery {
  merchant?: string | undefined;
  status?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/**
 * A page of a queue, as the back office lists every one: within the operator's white labels, in
 * the status asked for if any, newest first, or oldest first for a queue read in turn. `read`
 * selects the rows with that filter, order and window, and makes them the operator's views.
 */
export async function listQueued<View>(
  db: Db,
  operator: Operator,
  query: QueueListQuery,
  table: QueueTable,
  read: (page: { where: SQL | undefined; order: SQL[]; limit: number; offset: number }) => Promise<View[]>,
  { oldestFirst = false } = {},
): Promise<Page<View>> {
  const scope = await operatorMerchantFilter(db, operator, query.merchant, table.merchantId);
  const where = and(scope, query.status ? eq(table.status, query.status) : undefined);
  const order = oldestFirst ? [asc(table.createdAt), asc(table.id)] : [desc(table.createdAt), desc(table.id)];
  return pagedList(db, { table, where }, query, (window) => read({ where, order, ...window }));
}
