import { checkAmount, toIssue, type FieldIssue } from '@portal/api-contract';
import type { Db } from '../db/database';
import { ensureAccount, post, type LedgerAccount } from '../ledger/ledger';
import type { Merchant } from '../merchants/merchants';

/** The `amount` field's issue when it falls outside [min, max], or null. */
export function amountIssue(amount: number, min: number, max: number): FieldIssue | null {
  const problem = checkAmount(amount, { min, max });
  return problem ? toIssue('amount', problem) : null;
}

/** ****1234: enough for a member to recognise their account in a list. */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}

/** A (non-trial) member's main wallet, by id: the one deposits credit and withdrawals debit. */
export async function walletOf(
  db: Db,
  merchant: Merchant,
  memberId: number,
  now: Date,
): Promise<LedgerAccount> {
  return ensureAccount(
    db,
    { merchantId: merchant.id, memberId, kind: 'player_main', currency: merchant.currency },
    now,
  );
}

/** The white label's account for money entering and leaving through payment channels. */
export async function fundingAccountOf(db: Db, merchant: Merchant, now: Date): Promise<LedgerAccount> {
  return ensureAccount(
    db,
    { merchantId: merchant.id, memberId: null, kind: 'funding', currency: merchant.currency },
    now,
  );
}

/**
 * Pays `amount` from the white label's house account into a member's main wallet as one posting
 * (points conversions, red envelopes). Returns the posting and the wallet's balance after it.
 */
export async function payFromHouse(
  tx: Db,
  merchant: Merchant,
  memberId: number,
  payment: { kind: string; reference: string; details: Record<string, unknown>; amount: number; at: Date },
): Promise<{ transactionId: number; balance: number }> {
  const house = await ensureAccount(
    tx,
    { merchantId: merchant.id, memberId: null, kind: 'house', currency: merchant.currency },
    payment.at,
  );
  const wallet = await walletOf(tx, merchant, memberId, payment.at);
  const posted = await post(tx, {
    merchantId: merchant.id,
    memberId,
    kind: payment.kind,
    reference: payment.reference,
    details: payment.details,
    legs: [
      { accountId: house.id, amount: -payment.amount },
      { accountId: wallet.id, amount: payment.amount },
    ],
    at: payment.at,
  });
  return {
    transactionId: posted.transactionId,
    balance: posted.balances.get(wallet.id) ?? wallet.balance + payment.amount,
  };
}
