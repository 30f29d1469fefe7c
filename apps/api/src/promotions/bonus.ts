import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ensureAccount, post } from '../ledger/ledger';
import type { Merchant } from '../merchants/merchants';
import { walletOf } from '../funds/shared';

/** SUM of an integer money column as a number, 0 over no rows. */
export function totalOf(column: AnyColumn): SQL<number> {
  return sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
}

export interface PaidBonus {
  transactionId: number;
  /** The member's main wallet after the payment. */
  balance: number;
}

/**
 * Pays a promotion or mission reward: one ledger transaction of kind `bonus` (the account record's
 * BONUS type) from the white label's house account to the member's main wallet. `reference` names
 * what was paid, for tracing; the caller's unique row (claim, application) is what makes it once.
 */
export async function payBonus(
  tx: Db,
  merchant: Merchant,
  memberId: number,
  payment: { amount: number; reference: string; details: Record<string, unknown> },
  now: Date,
): Promise<PaidBonus> {
  const house = await ensureAccount(
    tx,
    { merchantId: merchant.id, memberId: null, kind: 'house', currency: merchant.currency },
    now,
  );
  const wallet = await walletOf(tx, merchant, memberId, now);
  const posted = await post(tx, {
    merchantId: merchant.id,
    memberId,
    kind: 'bonus',
    reference: payment.reference,
    details: payment.details,
    legs: [
      { accountId: house.id, amount: -payment.amount },
      { accountId: wallet.id, amount: payment.amount },
    ],
    at: now,
  });
  return { transactionId: posted.transactionId, balance: posted.balances.get(wallet.id) ?? wallet.balance };
}
