import type { LedgerAudit } from '@portal/api-contract/operator';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/database';

/**
 * The ledger's own check, read from its history alone: every account's balance must equal the sum
 * of its entries, and every posting (a ledger transaction) must have at least two legs whose
 * amounts sum to zero in each currency. The triggers of drizzle/0001 keep both at every commit;
 * this finds what got past them (a trigger switched off, a restore from a broken copy, a statement
 * run by hand). One read-only transaction, so a posting committed meanwhile is seen whole or not at
 * all. `merchantId` limits it to one white label.
 */
export async function auditLedger(db: Db, merchantId: number | null): Promise<LedgerAudit> {
  const accountScope: SQL = merchantId === null ? sql`true` : sql`a.merchant_id = ${merchantId}`;
  const postingScope: SQL = merchantId === null ? sql`true` : sql`t.merchant_id = ${merchantId}`;
  return db.transaction(
    async (tx) => {
      const [counts] = rowsOf<{ accounts: number | string; postings: number | string }>(
        await tx.execute(sql`
          select (select count(*) from ledger_accounts a where ${accountScope}) as accounts,
                 (select count(*) from ledger_transactions t where ${postingScope}) as postings`),
      );
      const accountDifferences = rowsOf<{
        account_id: number | string;
        merchant: string;
        account: string | null;
        kind: string;
        vendor_code: string;
        currency: string;
        balance: number | string;
        entries_sum: number | string;
      }>(
        await tx.execute(sql`
          select a.id as account_id, m.code as merchant, o.account, a.kind, a.vendor_code, a.currency,
                 a.balance, coalesce(e.total, 0) as entries_sum
            from ledger_accounts a
            join merchants m on m.id = a.merchant_id
            left join members o on o.id = a.member_id
            left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e
              on e.account_id = a.id
           where ${accountScope} and a.balance <> coalesce(e.total, 0)
           order by a.id`),
      ).map((row) => ({
        accountId: Number(row.account_id),
        merchant: row.merchant,
        account: row.account,
        kind: row.kind,
        vendorCode: row.vendor_code,
        currency: row.currency,
        balance: Number(row.balance),
        entriesSum: Number(row.entries_sum),
      }));
      // Per currency: a sum other than zero. Per posting: fewer than two legs in all.
      const unbalancedPostings = rowsOf<{
        transaction_id: number | string;
        merchant: string;
        kind: string;
        currency: string | null;
        total: number | string;
        legs: number | string;
      }>(
        await tx.execute(sql`
          with legs as (
            select t.id as transaction_id, t.merchant_id, t.kind, a.currency,
                   coalesce(sum(e.amount), 0) as total, count(e.id) as legs,
                   sum(count(e.id)) over (partition by t.id) as all_legs
              from ledger_transactions t
              left join ledger_entries e on e.transaction_id = t.id
              left join ledger_accounts a on a.id = e.account_id
             where ${postingScope}
             group by t.id, t.merchant_id, t.kind, a.currency
          )
          select l.transaction_id, m.code as merchant, l.kind, l.currency, l.total, l.legs
            from legs l
            join merchants m on m.id = l.merchant_id
           where l.total <> 0 or l.all_legs < 2
           order by l.transaction_id, l.currency`),
      ).map((row) => ({
        transactionId: Number(row.transaction_id),
        merchant: row.merchant,
        kind: row.kind,
        currency: row.currency,
        sum: Number(row.total),
        legs: Number(row.legs),
      }));
      return {
        accountsChecked: Number(counts?.accounts ?? 0),
        postingsChecked: Number(counts?.postings ?? 0),
        accountDifferences,
        unbalancedPostings,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
