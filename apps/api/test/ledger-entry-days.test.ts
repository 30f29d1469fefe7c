import { accountRecordGroups, type AccountRecordType } from '@portal/api-contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { teamReportOf } from '../src/agents/reports';
import type { AuthSession } from '../src/auth/sessions';
import { rowsOf, type Database } from '../src/db/database';
import { members, merchants } from '../src/db/schema';
import { ensureAccount, post, type LedgerAccount } from '../src/ledger/ledger';
import type { MemberRow } from '../src/members/members';
import { merchantById, type Merchant } from '../src/merchants/merchants';
import { accountRecord, recordTypeByKind } from '../src/reports/member-records';
import { createTestDatabase, type TestDatabase } from './support/database';

// ledger_entry_days against the entries it sums up, after random postings to a member's main and
// vendor wallets over a few local days; and the pages read with its help (the account record, the
// agents' ACCOUNT_DETAILS) against the same rows sorted and cut straight from the entries.

const DAY_MS = 86_400_000;
const DAYS = ['2026-01-10', '2026-01-11', '2026-01-12', '2026-01-13'] as const;
/** Midnight of each day in GMT+8, the settlement zone's local days. */
const startOf = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`));
const KINDS = ['credit', 'bet', 'deposit', 'bonus', 'rebate', 'transfer'] as const;

let testDb: TestDatabase;
let database: Database;
let merchant: Merchant;
let agent: MemberRow;
let funding: LedgerAccount;
let runs = 0;

interface Movement {
  day: number;
  /** Within the day; unique per run, so that the report orders (time, then account) have no ties. */
  ms: number;
  kind: (typeof KINDS)[number];
  amount: number;
  /**
   * A vendor wallet's leg as two legs of the posting, so that one statement moves the account twice
   * (not the main wallet's: ACCOUNT_DETAILS orders by time and account, which the two would tie on).
   */
  split: boolean;
  vendor: boolean;
}

const movement: fc.Arbitrary<Movement> = fc.record({
  day: fc.nat({ max: DAYS.length - 1 }),
  ms: fc.oneof(fc.constantFrom(0, DAY_MS - 1), fc.nat({ max: DAY_MS - 1 })),
  kind: fc.constantFrom(...KINDS),
  amount: fc.integer({ min: -5_000, max: 5_000 }).filter((amount) => Math.abs(amount) >= 2),
  split: fc.boolean(),
  vendor: fc.boolean(),
});

async function openMember(): Promise<{ member: MemberRow; main: LedgerAccount; vendor: LedgerAccount }> {
  runs += 1;
  const account = `daysmember${runs}`;
  const [member] = await database.db
    .insert(members)
    .values({
      merchantId: merchant.id,
      account,
      accountKey: account,
      nickname: account,
      type: 0,
      parentId: agent.id,
      createdAt: startOf(DAYS[0]),
    })
    .returning();
  if (!member) throw new Error('member not written');
  const owner = { merchantId: merchant.id, memberId: member.id, currency: merchant.currency };
  const main = await ensureAccount(database.db, { ...owner, kind: 'player_main' }, startOf(DAYS[0]));
  const vendor = await ensureAccount(
    database.db,
    { ...owner, kind: 'player_vendor', vendorCode: 'PG' },
    startOf(DAYS[0]),
  );
  // Funded the day before, so that no debit below can overdraw a wallet.
  await database.transaction((tx) =>
    post(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      kind: 'credit',
      details: {},
      legs: [
        { accountId: funding.id, amount: -2_000_000 },
        { accountId: main.id, amount: 1_000_000 },
        { accountId: vendor.id, amount: 1_000_000 },
      ],
      at: new Date(startOf(DAYS[0]).getTime() - 1),
    }),
  );
  return { member, main, vendor };
}

async function postMovement(
  member: MemberRow,
  wallets: { main: LedgerAccount; vendor: LedgerAccount },
  { day, ms, kind, amount, split, vendor }: Movement,
): Promise<void> {
  const wallet = vendor ? wallets.vendor : wallets.main;
  // A transfer moves money between the member's own wallets; the rest between a wallet and funding.
  const other = kind === 'transfer' ? (vendor ? wallets.main : wallets.vendor) : funding;
  const walletLegs =
    split && vendor
      ? [
          { accountId: wallet.id, amount: Math.trunc(amount / 2) },
          { accountId: wallet.id, amount: amount - Math.trunc(amount / 2) },
        ]
      : [{ accountId: wallet.id, amount }];
  await database.transaction((tx) =>
    post(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      kind,
      details: {},
      // Debits first, so that a wallet is never taken below zero between legs.
      legs:
        amount < 0
          ? [...walletLegs, { accountId: other.id, amount: -amount }]
          : [{ accountId: other.id, amount: -amount }, ...walletLegs],
      at: new Date(startOf(DAYS[day]!).getTime() + ms),
    }),
  );
}

/** The rows of ledger_entry_days that differ from the entries of the accounts, grouped the same way. */
async function daysDifferingFromEntries(accountIds: number[]): Promise<unknown[]> {
  const ids = sql`${`{${accountIds.join(',')}}`}::int[]`;
  return rowsOf(
    await database.db.execute(sql`
      with counted as (
        select e.account_id, ((e.created_at at time zone 'UTC') + interval '8 hours')::date as day,
          t.kind, e.amount > 0 as incoming, count(*)::int as entries, sum(e.amount)::bigint as amount
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where e.account_id = any(${ids})
        group by 1, 2, 3, 4
      ), kept as (
        select account_id, day, kind, incoming, entries, amount from ledger_entry_days
        where account_id = any(${ids})
      )
      select c.account_id as counted_account, c.day as counted_day, c.kind as counted_kind,
        c.entries as counted_entries, c.amount as counted_amount,
        k.account_id as kept_account, k.day as kept_day, k.kind as kept_kind,
        k.entries as kept_entries, k.amount as kept_amount
      from counted c full join kept k on k.account_id = c.account_id and k.day = c.day
        and k.kind = c.kind and k.incoming = c.incoming
      where c.entries is distinct from k.entries or c.amount is distinct from k.amount`),
  );
}

const typeOf = (kind: string, amount: number): AccountRecordType => {
  const types = recordTypeByKind[kind];
  return types ? (amount > 0 ? types.in : types.out) : 'ADJUSTMENT';
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = testDb.database;
  const [row] = await database.db.select().from(merchants).where(eq(merchants.code, 'aurora'));
  const found = row && (await merchantById(database.db, row.id));
  if (!found) throw new Error('the seed has no aurora');
  merchant = found;
  const [written] = await database.db
    .insert(members)
    .values({
      merchantId: merchant.id,
      account: 'daysagent',
      accountKey: 'daysagent',
      nickname: 'daysagent',
      type: 1,
      createdAt: startOf(DAYS[0]),
    })
    .returning();
  if (!written) throw new Error('agent not written');
  agent = written;
  funding = await ensureAccount(
    database.db,
    { merchantId: merchant.id, memberId: null, kind: 'funding', currency: merchant.currency },
    startOf(DAYS[0]),
  );
});

afterAll(async () => {
  await testDb?.dispose();
});

it('keeps ledger_entry_days equal to the entries, and pages the account record and ACCOUNT_DETAILS from it as the entries sorted would', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.uniqueArray(movement, { selector: (move) => move.day * DAY_MS + move.ms, maxLength: 30 }),
      fc.integer({ min: 1, max: 7 }),
      fc.constantFrom(undefined, 'BET', 'PAYOUT', 'DEPOSIT', 'TRANSFER_IN' as const),
      fc.constantFrom(
        undefined,
        ...(Object.keys(accountRecordGroups) as (keyof typeof accountRecordGroups)[]),
      ),
      async (movements, pageSize, type, group) => {
        const { member, main, vendor } = await openMember();
        for (const move of movements) await postMovement(member, { main, vendor }, move);
        expect(await daysDifferingFromEntries([main.id, vendor.id, funding.id])).toEqual([]);

        const range = { startDate: DAYS[0], endDate: DAYS[DAYS.length - 1]! };
        const entries = rowsOf<{ id: string; amount: string; kind: string; created_at: Date | string }>(
          await database.db.execute(sql`select e.id, e.amount, t.kind, e.created_at
            from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
            where e.account_id in (${main.id}, ${vendor.id}) and e.created_at >= ${startOf(DAYS[0]).toISOString()}::timestamptz
            order by e.created_at desc, e.id desc`),
        )
          .map((entry) => ({ id: String(entry.id), type: typeOf(entry.kind, Number(entry.amount)) }))
          .filter(
            (entry) =>
              (type === undefined || entry.type === type) &&
              (group === undefined || accountRecordGroups[group].includes(entry.type)),
          );
        const session = { member } as AuthSession;
        for (let pageNo = 1; pageNo <= Math.ceil(entries.length / pageSize) + 1; pageNo += 1) {
          const page = await accountRecord(database.db, merchant, session, {
            ...range,
            pageNo,
            pageSize,
            ...(type ? { type } : {}),
            ...(group ? { group } : {}),
          });
          expect(page.totalElements).toBe(entries.length);
          expect(page.content.map((record) => record.recordId)).toEqual(
            entries.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((entry) => entry.id),
          );
        }

        // The agent's team: every member of the runs so far, each with its main wallet's non-bet movements.
        const details = rowsOf<{ account: string; amount: string }>(
          await database.db.execute(sql`select m.account, e.amount
            from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
            join ledger_accounts a on a.id = e.account_id join members m on m.id = a.member_id
            where m.parent_id = ${agent.id} and a.kind = 'player_main' and t.kind <> 'bet'
              and e.created_at >= ${startOf(DAYS[0]).toISOString()}::timestamptz
            order by e.created_at desc, m.account`),
        );
        const detailPages = Math.ceil(details.length / pageSize);
        for (const pageNo of [1, Math.max(1, detailPages - 1), detailPages + 1]) {
          const report = await teamReportOf(database.db, merchant, agent, {
            ...range,
            reportType: 'ACCOUNT_DETAILS',
            pageNo,
            pageSize,
          });
          expect(report.totalElements).toBe(details.length);
          expect(report.totalAmount).toBe(details.reduce((sum, row) => sum + Number(row.amount), 0));
          expect(report.content.map((row) => [row.account, row.amount])).toEqual(
            details
              .slice((pageNo - 1) * pageSize, pageNo * pageSize)
              .map((row) => [row.account, Number(row.amount)]),
          );
        }
      },
    ),
    { numRuns: 25 },
  );
});
