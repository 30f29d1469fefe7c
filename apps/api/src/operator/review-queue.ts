import { audit, type AuditEvent } from '../auth/audit';
import type { Db } from '../db/database';
import { ApiError } from '../errors';
import { isUuid } from '../members/images';
import type { Operator } from './operators';

// The back office's queues (deposit orders, withdrawals, activity applications, points
// redemptions) decide a row the same way: lock it, so two operators cannot decide it twice; refuse
// unless it is in a status the decision moves from; make the change; write the audit event; answer
// the operator's view of the row as it now is. Each queue says how to lock and read its rows, each
// decision what it moves from and what it changes.

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
