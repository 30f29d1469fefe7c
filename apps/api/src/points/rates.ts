import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { pointsConfigs } from '../db/schema';
import { ApiError } from '../errors';
import { accruePoints, rateFieldsBySource, type RatedSource } from './accrual';

// Changing a white label's accrual rates without touching what already settled: everything due so
// far is credited at the old rates first, then each changed rate takes effect now (its
// `*_accrues_from` mark), so a rate raised from 0 never credits older bets or deposits, and a rate
// lowered never takes points a bet settled before the change had earned but not yet been credited.

export type PointsRates = Partial<Record<RatedSource, number>>;

/** Rates are basis points of the minor units: a whole number from 0 to 10,000 (a point per unit). */
const MAX_RATE = 10_000;

/** Sets the rates named in `rates`; the others keep theirs and their marks. Must run in a transaction. */
export async function setPointsRates(
  tx: Db,
  merchantId: number,
  rates: PointsRates,
  now: Date,
): Promise<void> {
  const issues = Object.entries(rates)
    .filter(([, rate]) => !(rate !== undefined && Number.isInteger(rate) && rate >= 0 && rate <= MAX_RATE))
    .map(([source]) => ({ path: source, code: 'invalid' }));
  if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', { issues });
  // Locked: a second change waits, and then credits up to its own moment at the rates this one set.
  const [config] = await tx
    .select()
    .from(pointsConfigs)
    .where(eq(pointsConfigs.merchantId, merchantId))
    .for('update');
  if (!config) throw new ApiError('NOT_FOUND');
  // Up to and including `now`: what settled at the very moment of the change earns the old rate.
  const settledBy = new Date(now.getTime() + 1);
  for (let batch = await accruePoints(tx, settledBy, now, merchantId); batch.more;) {
    batch = await accruePoints(tx, settledBy, now, merchantId);
  }
  const changes: Partial<typeof pointsConfigs.$inferInsert> = {};
  for (const [source, rate] of Object.entries(rates) as [RatedSource, number][]) {
    const fields = rateFieldsBySource[source];
    if (config[fields.rate] === rate) continue;
    changes[fields.rate] = rate;
    changes[fields.accruesFrom] = now;
  }
  if (Object.keys(changes).length > 0)
    await tx.update(pointsConfigs).set(changes).where(eq(pointsConfigs.merchantId, merchantId));
}
