import { checkAmount, pageOf, type FieldIssue, type Page } from '@portal/api-contract';
import { eq, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { merchants } from '../db/schema';
import { ensureAccount, type LedgerAccount } from '../ledger/ledger';
import type { Merchant } from '../merchants/merchants';
import { toIssue } from '../members/registration';
import type { Operator } from '../operator/operators';

/** The `amount` field's issue when it falls outside [min, max], or null. */
export function amountIssue(amount: number, min: number, max: number): FieldIssue | null {
  const problem = checkAmount(amount, { min, max });
  return problem ? toIssue('amount', problem) : null;
}

/**
 * The white labels an operator's list covers, as a condition on `merchantColumn`: their own if
 * they are bound to one, else the one `merchantCode` names, else all. Naming a white label the
 * operator does not serve, or none that exists, lists nothing.
 */
export async function operatorMerchantFilter(
  db: Db,
  operator: Operator,
  merchantCode: string | undefined,
  merchantColumn: Column,
): Promise<SQL | undefined> {
  let merchantId = operator.merchantId;
  if (merchantCode !== undefined) {
    const [named] = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, merchantCode));
    const id = named?.id ?? -1;
    merchantId = merchantId === null || merchantId === id ? id : -1;
  }
  return merchantId === null ? undefined : eq(merchantColumn, merchantId);
}

/** LIMIT/OFFSET for page `pageNo` and the envelope around the rows of that page. */
export function pageWindow(pageNo: number, pageSize: number) {
  return {
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
    page: <T>(rows: T[], total: number): Page<T> => pageOf(rows, pageNo, pageSize, total),
  };
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
