import { randomUUID } from 'node:crypto';
import { contract, type Envelope } from '@portal/api-contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database';
import { idempotencyKeys, ledgerAccounts, ledgerTransactions } from '../src/db/schema';
import { createRng } from '@portal/api-contract/random';
import { startTestServer, type TestServer } from './support/server';

const CLIENTS = 50;
const TRANSFERS = 1_000;
const WALLETS = ['MAIN', 'PG', 'JDB', 'CQ9'] as const;

let api: TestServer;
let token: string;
let memberId: number;

async function memberBalances(): Promise<Map<string, number>> {
  const rows = await api.testDb.database.db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId));
  return new Map(rows.map((row) => [row.kind === 'player_main' ? 'MAIN' : row.vendorCode, row.balance]));
}

beforeAll(async () => {
  api = await startTestServer();
  token = await api.loginReady('demomember', { merchant: 'ember' });
  const info = await api.call<{ id: number }>(contract.member.info, { token });
  if (!info.body.success) throw new Error('member info failed');
  memberId = info.body.value.id;
});

afterAll(async () => {
  await api.close();
});

describe('wallet transfers under concurrency', () => {
  it('keeps the total, never goes negative and books exactly one transaction per key', async () => {
    const before = await memberBalances();
    const totalBefore = [...before.values()].reduce((a, b) => a + b, 0);
    expect(totalBefore).toBe(1_000_000);

    const random = createRng(42).next;
    const plans = Array.from({ length: TRANSFERS }, () => {
      const vendor = WALLETS[1 + Math.floor(random() * 3)] ?? 'PG';
      const outbound = random() < 0.55;
      return {
        key: `transfer-${randomUUID()}`,
        body: {
          from: outbound ? 'MAIN' : vendor,
          to: outbound ? vendor : 'MAIN',
          amount: 1 + Math.floor(random() * 120_000),
        },
        // About a third of the clients lose the first answer and send the same request again.
        retry: random() < 0.3,
        // Some send the same request twice at once, as a double click or an eager retry would.
        duplicate: random() < 0.05,
      };
    });

    const answers = new Map<
      string,
      { status: number; body: Envelope<{ transferId: string; balance: number }> }
    >();
    const replays: { key: string; status: number; body: unknown }[] = [];

    const send = async (plan: (typeof plans)[number]) => {
      for (;;) {
        const answer = await api.call<{ transferId: string; balance: number }>(contract.wallet.transfer, {
          token,
          idempotencyKey: plan.key,
          body: plan.body,
        });
        if (answer.status === 409 && !answer.body.success && answer.body.code === 'IDEMPOTENCY_IN_FLIGHT') {
          await new Promise((resolve) => setTimeout(resolve, 5));
          continue;
        }
        return answer;
      }
    };

    let next = 0;
    const client = async () => {
      while (next < plans.length) {
        const plan = plans[next];
        next += 1;
        if (!plan) break;
        const attempts = plan.duplicate ? await Promise.all([send(plan), send(plan)]) : [await send(plan)];
        const first = attempts[0];
        if (!first) throw new Error('no answer');
        answers.set(plan.key, first);
        for (const other of attempts.slice(1))
          replays.push({ key: plan.key, status: other.status, body: other.body });
        if (plan.retry) {
          const again = await send(plan);
          replays.push({ key: plan.key, status: again.status, body: again.body });
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));

    // Every answer is a success or an insufficient-funds refusal: nothing else, never a 5xx.
    const statuses = new Set([...answers.values()].map((answer) => `${answer.status} ${answer.body.code}`));
    expect([...statuses].sort()).toEqual(
      ['200 OK', '422 INSUFFICIENT_FUNDS'].filter((status) => statuses.has(status)),
    );
    const succeeded = [...answers.entries()].filter(([, answer]) => answer.body.success);
    expect(succeeded.length).toBeGreaterThan(100);

    // A retry with the same key gets the very same answer.
    expect(replays.length).toBeGreaterThan(100);
    for (const replay of replays) {
      const original = answers.get(replay.key);
      expect(replay.status).toBe(original?.status);
      expect(replay.body).toEqual(original?.body);
    }

    // Exactly one ledger transaction per successful key, none for a refused one.
    const db = api.testDb.database.db;
    const perKey = rowsOf<{ reference: string; n: string | number }>(
      await db.execute(
        sql`select reference, count(*) as n from ledger_transactions where reference like 'idem:transfer-%' group by reference`,
      ),
    );
    const booked = new Map(perKey.map((row) => [row.reference.slice('idem:'.length), Number(row.n)]));
    for (const [key, answer] of answers) expect(booked.get(key) ?? 0).toBe(answer.body.success ? 1 : 0);
    const [transfers] = await db
      .select({ n: sql<number>`count(*)` })
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.memberId, memberId), like(ledgerTransactions.reference, 'idem:transfer-%')),
      );
    expect(Number(transfers?.n)).toBe(succeeded.length);

    // One stored answer per key, none left in flight.
    const stored = await db.select().from(idempotencyKeys).where(like(idempotencyKeys.key, 'transfer-%'));
    expect(stored).toHaveLength(TRANSFERS);
    expect(stored.every((row) => row.state === 'done')).toBe(true);

    // Money only moved between the member's own wallets: the total is unchanged and nothing is negative.
    const after = await memberBalances();
    expect([...after.values()].reduce((a, b) => a + b, 0)).toBe(totalBefore);
    for (const balance of after.values()) expect(balance).toBeGreaterThanOrEqual(0);

    // The last answer of each wallet agrees with the ledger: the balances are the sum of the moves.
    const expected = new Map(before);
    for (const [key, answer] of answers) {
      if (!answer.body.success) continue;
      const plan = plans.find((candidate) => candidate.key === key);
      if (!plan) continue;
      expected.set(plan.body.from, (expected.get(plan.body.from) ?? 0) - plan.body.amount);
      expected.set(plan.body.to, (expected.get(plan.body.to) ?? 0) + plan.body.amount);
    }
    for (const wallet of WALLETS) expect(after.get(wallet) ?? 0).toBe(expected.get(wallet) ?? 0);
  }, 240_000);
});
