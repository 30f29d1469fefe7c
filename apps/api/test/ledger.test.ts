import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, members, merchants } from '../src/db/schema';
import {
  ensureAccount,
  InsufficientFundsError,
  LedgerInvariantError,
  post,
  type LedgerAccount,
} from '../src/ledger/ledger';
import { createTestDatabase, type TestDatabase } from './support/database';

const at = new Date('2026-01-01T00:00:00Z');

let testDb: TestDatabase;
let database: Database;
let merchantId: number;
let funding: LedgerAccount;
let wallet: LedgerAccount;
let vendorWallet: LedgerAccount;

async function balanceOf(accountId: number): Promise<number> {
  const [row] = await database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row?.balance ?? Number.NaN;
}

/** The database's own message, looking through drizzle's "Failed query" wrapper. */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const messages: string[] = [];
    for (let current: unknown = error; current instanceof Error; current = current.cause)
      messages.push(current.message);
    return messages.join(' | ');
  }
  return 'no failure';
}

async function transactionCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(ledgerTransactions);
  return row?.n ?? 0;
}

/** A white label in pesos: its id. */
async function addMerchant(code: string): Promise<number> {
  const [merchant] = await database.db
    .insert(merchants)
    .values({
      code,
      name: `Ledger test ${code}`,
      currency: 'PHP',
      currencySymbol: '₱',
      flags: {},
      settings: {},
      createdAt: at,
    })
    .returning();
  return merchant!.id;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = testDb.database;
  merchantId = await addMerchant('ledger');
  const [member] = await database.db
    .insert(members)
    .values({
      merchantId,
      account: 'ledgeruser',
      accountKey: 'ledgeruser',
      nickname: 'L',
      type: 0,
      createdAt: at,
    })
    .returning();
  funding = await ensureAccount(
    database.db,
    { merchantId, memberId: null, kind: 'funding', currency: 'PHP' },
    at,
  );
  wallet = await ensureAccount(
    database.db,
    { merchantId, memberId: member!.id, kind: 'player_main', currency: 'PHP' },
    at,
  );
  vendorWallet = await ensureAccount(
    database.db,
    { merchantId, memberId: member!.id, kind: 'player_vendor', vendorCode: 'PG', currency: 'PHP' },
    at,
  );
});

afterAll(async () => {
  await testDb.dispose();
});

describe('ledger postings', () => {
  it('opens an account once however often it is ensured', async () => {
    const again = await ensureAccount(
      database.db,
      { merchantId, memberId: null, kind: 'funding', currency: 'PHP' },
      at,
    );
    expect(again.id).toBe(funding.id);
    expect(funding.allowNegative).toBe(true);
    expect(wallet.allowNegative).toBe(false);
  });

  it('moves money between accounts and records the balance after each leg', async () => {
    const posted = await database.transaction((tx) =>
      post(tx, {
        merchantId,
        memberId: wallet.memberId,
        kind: 'credit',
        details: { reason: 'test' },
        legs: [
          { accountId: funding.id, amount: -10_000 },
          { accountId: wallet.id, amount: 10_000 },
        ],
        at,
      }),
    );
    expect(posted.balances.get(wallet.id)).toBe(10_000);
    expect(await balanceOf(wallet.id)).toBe(10_000);
    expect(await balanceOf(funding.id)).toBe(-10_000);
    const entries = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, posted.transactionId));
    expect(entries.map((entry) => entry.amount).reduce((a, b) => a + b, 0)).toBe(0);
    expect(entries.find((entry) => entry.accountId === wallet.id)?.balanceAfter).toBe(10_000);
  });

  it('refuses to take a player account below zero and writes nothing', async () => {
    const before = await transactionCount();
    await expect(
      database.transaction((tx) =>
        post(tx, {
          merchantId,
          memberId: wallet.memberId,
          kind: 'transfer',
          details: {},
          legs: [
            { accountId: wallet.id, amount: -10_001 },
            { accountId: vendorWallet.id, amount: 10_001 },
          ],
          at,
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await transactionCount()).toBe(before);
    expect(await balanceOf(wallet.id)).toBe(10_000);
  });

  it('checks a debit against the balance before a later credit in the same transaction', async () => {
    await expect(
      database.transaction((tx) =>
        post(tx, {
          merchantId,
          memberId: wallet.memberId,
          kind: 'bet',
          details: {},
          legs: [
            { accountId: wallet.id, amount: -20_000 },
            { accountId: funding.id, amount: 20_000 },
            { accountId: funding.id, amount: -30_000 },
            { accountId: wallet.id, amount: 30_000 },
          ],
          at,
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
  });

  it('refuses legs that do not sum to zero, fractional amounts and single legs', async () => {
    const unbalanced = database.transaction((tx) =>
      post(tx, {
        merchantId,
        memberId: null,
        kind: 'credit',
        details: {},
        legs: [
          { accountId: funding.id, amount: -5 },
          { accountId: wallet.id, amount: 4 },
        ],
        at,
      }),
    );
    await expect(unbalanced).rejects.toBeInstanceOf(LedgerInvariantError);
    const fractional = database.transaction((tx) =>
      post(tx, {
        merchantId,
        memberId: null,
        kind: 'credit',
        details: {},
        legs: [
          { accountId: funding.id, amount: -0.5 },
          { accountId: wallet.id, amount: 0.5 },
        ],
        at,
      }),
    );
    await expect(fractional).rejects.toBeInstanceOf(LedgerInvariantError);
    const single = database.transaction((tx) =>
      post(tx, {
        merchantId,
        memberId: null,
        kind: 'credit',
        details: {},
        legs: [{ accountId: wallet.id, amount: 5 }],
        at,
      }),
    );
    await expect(single).rejects.toBeInstanceOf(LedgerInvariantError);
  });

  it("refuses a leg on another white label's account or on none, writing nothing", async () => {
    const otherMerchantId = await addMerchant('ledger-other');
    const otherFunding = await ensureAccount(
      database.db,
      { merchantId: otherMerchantId, memberId: null, kind: 'funding', currency: 'PHP' },
      at,
    );
    const before = await transactionCount();
    const balance = await balanceOf(wallet.id);
    for (const foreignAccountId of [otherFunding.id, 2_000_000_000]) {
      const foreign = database.transaction((tx) =>
        post(tx, {
          merchantId,
          memberId: wallet.memberId,
          kind: 'credit',
          details: {},
          legs: [
            { accountId: foreignAccountId, amount: -5 },
            { accountId: wallet.id, amount: 5 },
          ],
          at,
        }),
      );
      await expect(foreign).rejects.toBeInstanceOf(LedgerInvariantError);
    }
    expect(await transactionCount()).toBe(before);
    expect(await balanceOf(wallet.id)).toBe(balance);
    expect(await balanceOf(otherFunding.id)).toBe(0);
  });
});

describe('ledger rules the database enforces on its own', () => {
  it('rejects an unbalanced transaction written around the posting function', async () => {
    const before = await transactionCount();
    const failure = await failureOf(
      database.transaction(async (tx) => {
        const [transaction] = await tx
          .insert(ledgerTransactions)
          .values({ merchantId, memberId: null, kind: 'forged', details: {}, createdAt: at })
          .returning();
        await tx.insert(ledgerEntries).values({
          transactionId: transaction!.id,
          accountId: wallet.id,
          amount: 1_000_000,
          balanceAfter: 0,
          createdAt: at,
        });
        await tx.insert(ledgerEntries).values({
          transactionId: transaction!.id,
          accountId: funding.id,
          amount: -1,
          balanceAfter: 0,
          createdAt: at,
        });
      }),
    );
    expect(failure).toMatch(/does not sum to zero in PHP/);
    expect(await transactionCount()).toBe(before);
    expect(await balanceOf(wallet.id)).toBe(10_000);
  });

  it('rejects a transaction with a single leg', async () => {
    const failure = await failureOf(
      database.transaction(async (tx) => {
        const [transaction] = await tx
          .insert(ledgerTransactions)
          .values({ merchantId, memberId: null, kind: 'forged', details: {}, createdAt: at })
          .returning();
        await tx.insert(ledgerEntries).values({
          transactionId: transaction!.id,
          accountId: wallet.id,
          amount: 7,
          balanceAfter: 0,
          createdAt: at,
        });
      }),
    );
    expect(failure).toMatch(/has 1 leg\(s\), needs at least 2/);
    expect(await balanceOf(wallet.id)).toBe(10_000);
  });

  it('refuses to change or delete history', async () => {
    expect(await failureOf(database.db.update(ledgerEntries).set({ amount: 1 }))).toMatch(
      /append-only: UPDATE on ledger_entries/,
    );
    expect(await failureOf(database.db.delete(ledgerTransactions))).toMatch(
      /append-only: DELETE on ledger_transactions/,
    );
    expect(await failureOf(database.db.execute(sql`truncate ledger_entries`))).toMatch(
      /append-only: TRUNCATE on ledger_entries/,
    );
  });

  it('refuses a balance change that is not a ledger entry', async () => {
    const failure = await failureOf(
      database.db.update(ledgerAccounts).set({ balance: 1_000_000 }).where(eq(ledgerAccounts.id, wallet.id)),
    );
    expect(failure).toMatch(/balances change only through ledger entries/);
    expect(await balanceOf(wallet.id)).toBe(10_000);
  });

  it('refuses to take a player account below zero even when written directly', async () => {
    const failure = await failureOf(
      database.transaction(async (tx) => {
        const [transaction] = await tx
          .insert(ledgerTransactions)
          .values({ merchantId, memberId: null, kind: 'forged', details: {}, createdAt: at })
          .returning();
        await tx.insert(ledgerEntries).values({
          transactionId: transaction!.id,
          accountId: wallet.id,
          amount: -50_000,
          balanceAfter: 0,
          createdAt: at,
        });
        await tx.insert(ledgerEntries).values({
          transactionId: transaction!.id,
          accountId: funding.id,
          amount: 50_000,
          balanceAfter: 0,
          createdAt: at,
        });
      }),
    );
    expect(failure).toMatch(/ledger_accounts_non_negative/);
    expect(await balanceOf(wallet.id)).toBe(10_000);
  });

  it('keeps every account balance equal to the sum of its entries', async () => {
    const rows = await database.db
      .select({
        id: ledgerAccounts.id,
        balance: ledgerAccounts.balance,
        total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
      })
      .from(ledgerAccounts)
      .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .groupBy(ledgerAccounts.id);
    for (const row of rows) expect(Number(row.total)).toBe(row.balance);
  });
});
