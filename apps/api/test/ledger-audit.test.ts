import { randomUUID } from 'node:crypto';
import { contract } from '@portal/api-contract';
import { operatorContract, type LedgerAudit } from '@portal/api-contract/operator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database';
import { LEDGER_DIFFERENCE_EXIT_CODE } from '../src/operator/cli';
import { operatorCli } from './support/operator-cli';
import { startSignedIn } from './support/signed-in';
import type { TestServer } from './support/server';

// The ledger audit (`npm run operator -w @portal/api -- ledger-audit`): every account's balance is
// the sum of its entries and every posting balances. The database's triggers keep both, so the
// differences below are made the way only someone with the database in hand could: with the
// triggers switched off for one transaction.

let api: TestServer;
let member: string;
let emberMember: string;
let agent: string;
let operator: string;

beforeAll(async () => {
  const signedIn = await startSignedIn({
    member: {},
    emberMember: { merchant: 'ember' },
    agent: { account: 'agentone' },
  });
  ({ api, operator } = signedIn);
  ({ member, emberMember, agent } = signedIn.tokens);
  // The agent's transfer to a downline asks for its withdraw password.
  await succeed(
    api.call(contract.funds.setWithdrawPassword, {
      token: agent,
      body: { password: 'Changed2026', withdrawPassword: '246810' },
    }),
  );
});

afterAll(async () => {
  await api.close();
});

const cli = (token: string, merchant = 'aurora') => operatorCli(api, token, merchant);

async function succeed(answer: Promise<{ status: number; body: unknown }>): Promise<void> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
}

/** Runs `statement` with every trigger off for its one transaction (superuser only). */
async function behindTheTriggers(statement: ReturnType<typeof sql>): Promise<void> {
  await api.app.database.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

async function memberAccountId(account: string, merchant: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await api.app.database.db.execute(sql`
      select a.id from ledger_accounts a
        join members o on o.id = a.member_id
        join merchants m on m.id = a.merchant_id
       where o.account = ${account} and m.code = ${merchant} and a.kind = 'player_main'`),
  );
  if (!row) throw new Error(`no wallet of ${merchant} ${account}`);
  return Number(row.id);
}

describe('the ledger audit', () => {
  it('finds no difference on the seeded ledger after money moved', async () => {
    // A deposit credited by the back office, an agent's transfer to a downline, a move between a
    // multi-wallet white label's wallets.
    const order = await api.call<{ orderId: string }>(contract.funds.deposit, {
      token: member,
      body: { channelId: 'BANK', amount: 30_000 },
      idempotencyKey: randomUUID(),
    });
    if (!order.body.success) throw new Error(JSON.stringify(order.body));
    expect((await cli(operator)('credit', order.body.value.orderId)).code).toBe(0);
    await succeed(
      api.call(contract.funds.transferToDownline, {
        token: agent,
        body: { downlineAccount: 'demomember', amount: 12_345, withdrawPassword: '246810' },
        idempotencyKey: randomUUID(),
      }),
    );
    await succeed(
      api.call(contract.wallet.transfer, {
        token: emberMember,
        merchant: 'ember',
        body: { from: 'MAIN', to: 'PG', amount: 2_500 },
        idempotencyKey: randomUUID(),
      }),
    );

    const { code, lines } = await cli(operator)('ledger-audit');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ledger audit: \d+ account\(s\) and \d+ posting\(s\) checked, no difference$/u);
    expect(code).toBe(0);
    const audit = await api.call<LedgerAudit>(operatorContract.ledger.audit, { token: operator });
    expect(audit.body.success && audit.body.value).toMatchObject({
      accountDifferences: [],
      unbalancedPostings: [],
    });
    const checked = audit.body.success ? audit.body.value : null;
    expect(checked?.accountsChecked).toBeGreaterThan(10);
    expect(checked?.postingsChecked).toBeGreaterThan(10);
  });

  it('names an account whose balance was changed without an entry, and exits non-zero', async () => {
    const wallet = await memberAccountId('demomember', 'aurora');
    await behindTheTriggers(sql`update ledger_accounts set balance = balance + 777 where id = ${wallet}`);

    const { code, lines } = await cli(operator)('ledger-audit');
    expect(code).toBe(LEDGER_DIFFERENCE_EXIT_CODE);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(
        `^account ${wallet} \\(aurora demomember player_main\\): balance \\d+ PHP, entries sum to \\d+, difference 777$`,
        'u',
      ),
    );
    expect(lines[1]).toMatch(/checked, 1 account\(s\) and 0 posting\(s\) differ$/u);

    // An operator of another white label audits only its own.
    const ember = await cli(await api.operatorToken('ember'), 'ember')('ledger-audit');
    expect(ember.code).toBe(0);
    expect(ember.lines.at(-1)).toMatch(/no difference$/u);
    // Put back, the ledger agrees with itself again.
    await behindTheTriggers(sql`update ledger_accounts set balance = balance - 777 where id = ${wallet}`);
    expect((await cli(operator)('ledger-audit')).code).toBe(0);
  });

  it('names a posting whose legs do not sum to zero, and the account it left out of step', async () => {
    const wallet = await memberAccountId('demomember', 'ember');
    // One leg of 500 with nothing against it; the entry triggers are off, so the balance did not move
    // (and the entry's time is written here).
    await behindTheTriggers(sql`
      with posting as (
        insert into ledger_transactions (merchant_id, member_id, kind, details, created_at)
        select merchant_id, member_id, 'transfer', '{}'::jsonb, now() from ledger_accounts where id = ${wallet}
        returning id, created_at
      )
      insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
      select id, ${wallet}, 500, 0, created_at from posting`);

    const { code, lines } = await cli(operator)('ledger-audit', '--merchant', 'ember');
    expect(code).toBe(LEDGER_DIFFERENCE_EXIT_CODE);
    expect(lines[0]).toMatch(
      new RegExp(
        `^account ${wallet} \\(ember demomember player_main\\): balance \\d+ USD, entries sum to \\d+, difference -500$`,
        'u',
      ),
    );
    expect(lines[1]).toMatch(/^posting \d+ \(ember transfer\): 1 leg\(s\) in USD sum to 500$/u);
    expect(lines[2]).toMatch(/checked, 1 account\(s\) and 1 posting\(s\) differ$/u);
    // aurora's ledger is still whole.
    expect((await cli(operator)('ledger-audit', '--merchant', 'aurora')).code).toBe(0);
  });

  it('answers wrong usage with exit code 2', async () => {
    expect((await cli(operator)('ledger-audit', 'everything')).code).toBe(2);
  });
});
