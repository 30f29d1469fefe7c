import { randomUUID } from 'node:crypto';
import { contract, type AnyEndpoint } from '@portal/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database';
import { merchantByCode } from '../src/merchants/merchants';
import { agentContracts, pointRewards, promotionApplications, promotionClaims } from '../src/db/schema';
import { processContract } from './support/agents';
import type { CallResult, TestServer } from './support/server';
import { startTestServer } from './support/server';
import { walletBalanceOf } from './support/signed-in';

// Money moves and one-time claims hit at once by identical requests, on one server with its real
// connection pool (on PostgreSQL, `bash scripts/with-postgres.sh test/races.test.ts`, each request
// its own connection and transaction): each is paid once, balances come out exact and nothing goes
// negative. Per-IP limits are off and the password hashing queue is long enough for every request,
// so what refuses a request here is the race, not a limit.

const PARALLEL = 8;
const LOGIN_PASSWORD = 'Changed2026';
const WITHDRAW_PASSWORD = '246810';

let api: TestServer;
const tokens = new Map<string, string>();

beforeAll(async () => {
  api = await startTestServer({ rateLimits: false, hashing: { concurrency: 2, queue: 64 } });
  for (const account of ['agenttop', 'agentsuper', 'agentone', 'demomember'])
    tokens.set(account, await api.loginReady(account, { newPassword: LOGIN_PASSWORD }));
  for (const account of ['demomember', 'agentone']) {
    const set = await api.call(contract.funds.setWithdrawPassword, {
      token: token(account),
      body: { password: LOGIN_PASSWORD, withdrawPassword: WITHDRAW_PASSWORD },
    });
    if (!set.body.success) throw new Error(JSON.stringify(set.body));
  }
});

afterAll(async () => {
  await api.close();
});

function token(account: string): string {
  const found = tokens.get(account);
  if (!found) throw new Error(`no session for ${account}`);
  return found;
}

function balance(account: string): Promise<number> {
  return walletBalanceOf(api, token(account));
}

async function points(account: string): Promise<number> {
  const answer = await api.call<{ points: number }>(contract.points.balance, { token: token(account) });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value.points;
}

/** `PARALLEL` calls of `send` at once; each answered, none with a server error. */
async function race<T>(send: (index: number) => Promise<CallResult<T>>, count = PARALLEL) {
  const answers = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
  return {
    answers,
    paid: answers.filter((answer) => answer.body.success),
    codes: answers.filter((answer) => !answer.body.success).map((answer) => answer.body.code),
  };
}

const moneyCall = <T>(endpoint: AnyEndpoint, account: string, body: unknown, idempotencyKey = randomUUID()) =>
  api.call<T>(endpoint, { token: token(account), body, idempotencyKey });

/** Every ledger account's balance is the sum of its entries, none below zero that may not be. */
async function expectLedgerWhole(): Promise<void> {
  const [row] = rowsOf<{
    differing: string | number;
    negative: string | number;
    unbalanced: string | number;
  }>(
    await api.app.database.db.execute(sql`
      select
        (select count(*) from ledger_accounts a
           where a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0))
          as differing,
        (select count(*) from ledger_accounts where balance < 0 and not allow_negative) as negative,
        (select count(*) from (
           select e.transaction_id from ledger_entries e join ledger_accounts a on a.id = e.account_id
           group by e.transaction_id, a.currency having sum(e.amount) <> 0) t) as unbalanced`),
  );
  expect({
    differing: Number(row?.differing),
    negative: Number(row?.negative),
    unbalanced: Number(row?.unbalanced),
  }).toEqual({ differing: 0, negative: 0, unbalanced: 0 });
}

describe('transfers along the tree', () => {
  it('to the upline: parallel transfers worth more than the balance move only what there is', async () => {
    const before = { member: await balance('demomember'), agent: await balance('agentone') };
    const share = Math.floor(before.member / 3);
    const keys = Array.from({ length: PARALLEL / 2 }, () => randomUUID());
    const { paid, codes } = await race((index) =>
      moneyCall(
        contract.funds.transferToUpline,
        'demomember',
        { amount: share, withdrawPassword: WITHDRAW_PASSWORD },
        // Half of them are retries of another's key: those answer its outcome, never a second move.
        keys[index % keys.length],
      ),
    );
    expect(await balance('demomember')).toBe(before.member - 3 * share);
    expect(await balance('agentone')).toBe(before.agent + 3 * share);
    expect(paid.length).toBeGreaterThanOrEqual(3);
    for (const code of codes) expect(['INSUFFICIENT_FUNDS', 'IDEMPOTENCY_IN_FLIGHT']).toContain(code);
    await expectLedgerWhole();
  });

  it('to a downline: the agent never pays out more than it holds', async () => {
    const before = { agent: await balance('agentone'), member: await balance('demomember') };
    const share = Math.floor(before.agent / 3);
    const { paid, codes } = await race(() =>
      moneyCall(contract.funds.transferToDownline, 'agentone', {
        downlineAccount: 'demomember',
        amount: share,
        withdrawPassword: WITHDRAW_PASSWORD,
      }),
    );
    expect(paid).toHaveLength(3);
    expect(new Set(codes)).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    expect(await balance('agentone')).toBe(before.agent - 3 * share);
    expect(await balance('demomember')).toBe(before.member + 3 * share);
    await expectLedgerWhole();
  });

  it('recall: parallel recalls of the whole balance take it once', async () => {
    const before = { agent: await balance('agentone'), member: await balance('demomember') };
    expect(before.member).toBeGreaterThan(0);
    const { paid, codes } = await race(() =>
      moneyCall(contract.funds.recallFromDownline, 'agentone', {
        downlineAccount: 'demomember',
        withdrawPassword: WITHDRAW_PASSWORD,
      }),
    );
    expect(paid).toHaveLength(1);
    expect(paid[0]?.body.success && paid[0].body.value).toMatchObject({ amount: before.member });
    expect(new Set(codes)).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    expect(await balance('demomember')).toBe(0);
    expect(await balance('agentone')).toBe(before.agent + before.member);
    await expectLedgerWhole();
  });
});

describe('points', () => {
  it('redeem: one key pays once, and parallel redemptions never take more than the stock', async () => {
    const db = api.app.database.db;
    const aurora = await merchantByCode(db, 'aurora');
    const auroraReward3 = and(
      eq(pointRewards.merchantId, aurora?.id ?? -1),
      eq(pointRewards.code, 'REWARD-3'),
    );
    // Headphones for 1,500 points, in stock and with no valid bet asked first.
    await db.update(pointRewards).set({ quantity: 10, amountRequired: 0 }).where(auroraReward3);
    const before = await points('demomember');
    const key = randomUUID();
    const body = {
      rewardId: 'REWARD-3',
      receivingAddress: '12 Rizal Ave, Manila',
      withdrawPassword: WITHDRAW_PASSWORD,
    };
    const replayed = await race(() => moneyCall(contract.points.redeem, 'demomember', body, key));
    const redeemIds = new Set(
      replayed.paid.map((answer) =>
        answer.body.success ? (answer.body.value as { redeemId: string }).redeemId : '',
      ),
    );
    expect(redeemIds.size).toBe(1);
    expect(await points('demomember')).toBe(before - 1_500);

    // Two left in stock, eight asking: two served.
    await db.update(pointRewards).set({ quantity: 2 }).where(auroraReward3);
    const stocked = await race(() => moneyCall(contract.points.redeem, 'demomember', body));
    expect(stocked.paid).toHaveLength(2);
    expect(await points('demomember')).toBe(before - 3 * 1_500);
    const [reward] = await db.select().from(pointRewards).where(auroraReward3);
    expect(reward?.quantity).toBe(0);
  });

  it('convert: parallel conversions of every point credit them once', async () => {
    const have = await points('demomember');
    const all = Math.floor(have / 100) * 100;
    const wallet = await balance('demomember');
    const { paid, codes } = await race(() =>
      moneyCall(contract.points.convert, 'demomember', { points: all, withdrawPassword: WITHDRAW_PASSWORD }),
    );
    expect(paid).toHaveLength(1);
    expect(new Set(codes)).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    expect(await points('demomember')).toBe(have - all);
    expect(await balance('demomember')).toBe(wallet + all);
    await expectLedgerWhole();
  });
});

describe('activities', () => {
  it('apply: parallel applications make one', async () => {
    const { paid } = await race(() =>
      api.call(contract.promotions.apply, {
        token: token('demomember'),
        body: { promotionId: 'welcome-bonus', comment: 'my first deposit' },
      }),
    );
    expect(paid).toHaveLength(1);
    const rows = await api.app.database.db
      .select()
      .from(promotionApplications)
      .where(eq(promotionApplications.status, 'APPLYING'));
    expect(rows.filter((row) => row.comment === 'my first deposit')).toHaveLength(1);
  });

  it('raffle: parallel draws pay one prize', async () => {
    const before = await balance('demomember');
    const { paid, codes } = await race(() =>
      moneyCall<{ amount: number }>(contract.promotions.claimRaffle, 'demomember', {
        promotionId: 'lucky-raffle',
      }),
    );
    expect(paid).toHaveLength(1);
    expect(new Set(codes)).toEqual(new Set(['OPERATION_NOT_ALLOWED']));
    const prize = paid[0]?.body.success ? paid[0].body.value.amount : -1;
    expect(await balance('demomember')).toBe(before + prize);
    const claims = await api.app.database.db.select().from(promotionClaims);
    expect(claims.filter((claim) => claim.amount === prize).length).toBeGreaterThanOrEqual(1);
    await expectLedgerWhole();
  });
});

describe('contracts', () => {
  it('parallel offers leave one pending, and parallel accepts make one contract in force', async () => {
    const offer = {
      action: 'NEW' as const,
      downlineAccount: 'agentsuper',
      period: 'D' as const,
      tiers: [{ rate: 1, validBetAmount: 0, activeMembers: 0, periodProfitLoss: 0 }],
    };
    const offered = await race(() => processContract(api, token('agenttop'), 'DAILY_SALARY', offer));
    expect(offered.paid).toHaveLength(1);
    const contractId = offered.paid[0]?.body.success ? offered.paid[0].body.value.contract.contractId : '';
    const accepted = await race(() =>
      processContract(api, token('agentsuper'), 'DAILY_SALARY', { action: 'ACCEPT', contractId }),
    );
    expect(accepted.paid).toHaveLength(1);
    expect(new Set(accepted.codes)).toEqual(new Set(['OPERATION_NOT_ALLOWED']));
    const rows = await api.app.database.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.contractType, 'DAILY_SALARY'), eq(agentContracts.status, 'ACTIVE')));
    expect(rows.filter((row) => row.id === contractId)).toHaveLength(1);
  });
});

describe('the withdraw-password lock', () => {
  it('lets no more than ten parallel wrong passwords be checked', async () => {
    const { paid, codes } = await race(
      (index) =>
        moneyCall(contract.funds.transferToUpline, 'agentone', {
          amount: 100,
          withdrawPassword: `9${String(index).padStart(5, '0')}`,
        }),
      16,
    );
    expect(paid).toHaveLength(0);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(10);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(6);
    // Locked now: the right password waits for the lock too.
    const right = await moneyCall(contract.funds.transferToUpline, 'agentone', {
      amount: 100,
      withdrawPassword: WITHDRAW_PASSWORD,
    });
    expect(right.body.code).toBe('TOO_MANY_REQUESTS');
  });
});
