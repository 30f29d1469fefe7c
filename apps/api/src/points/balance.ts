import type { PointTransaction } from '@portal/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { pointBalances, pointTransactions } from '../db/schema';
import { ApiError } from '../errors';

export type PointSource = PointTransaction['source'];

export interface PointMove {
  merchantId: number;
  memberId: number;
  source: PointSource;
  /** Positive earns, negative spends. */
  points: number;
  /** What moves the points; a key that has moved them once never moves them again. */
  sourceKey: string;
  at: Date;
}

/**
 * The one way points change: locks the member's balance row, refuses to spend below zero
 * (INSUFFICIENT_FUNDS), and writes the movement with its balance after. Returns that balance, or
 * null when `sourceKey` has already moved points (nothing changes). Must run inside a transaction.
 */
export async function movePoints(tx: Db, move: PointMove): Promise<number | null> {
  if (!Number.isSafeInteger(move.points) || move.points === 0)
    throw new Error(`a points movement must be a non-zero integer, got ${move.points}`);
  await tx
    .insert(pointBalances)
    .values({ memberId: move.memberId, merchantId: move.merchantId, points: 0 })
    .onConflictDoNothing();
  const [balance] = await tx
    .select({ points: pointBalances.points })
    .from(pointBalances)
    .where(eq(pointBalances.memberId, move.memberId))
    .for('update');
  const after = (balance?.points ?? 0) + move.points;
  if (after < 0) throw new ApiError('INSUFFICIENT_FUNDS');
  const written = await tx
    .insert(pointTransactions)
    .values({
      merchantId: move.merchantId,
      memberId: move.memberId,
      source: move.source,
      points: move.points,
      balanceAfter: after,
      sourceKey: move.sourceKey,
      createdAt: move.at,
    })
    .onConflictDoNothing({ target: pointTransactions.sourceKey })
    .returning({ id: pointTransactions.id });
  if (written.length === 0) return null;
  await tx
    .update(pointBalances)
    .set({ points: sql`${pointBalances.points} + ${move.points}` })
    .where(eq(pointBalances.memberId, move.memberId));
  return after;
}

/** A member's points; 0 before their first points. */
export async function pointsOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ points: pointBalances.points })
    .from(pointBalances)
    .where(eq(pointBalances.memberId, memberId));
  return row?.points ?? 0;
}
