import { randomUUID } from 'node:crypto';
import {
  contract,
  type AccountRecord,
  type BetRecord,
  type Page,
  type ProfitLoss,
  type WalletBalance,
} from '@portal/api-contract';
import { operatorContract } from '@portal/api-contract/operator';
import { and, asc, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, members, merchants } from '../src/db/schema';
import { merchantById } from '../src/merchants/merchants';
import { payBonus } from '../src/promotions/bonus';
import { startTestServer, type TestServer } from './support/server';

// The member's records are read from what really happened: rounds of the games (bets) and the
// ledger. Here demomember (aurora, one wallet, ₱10,000.00 from the seed on 2026-03-01) plays two
// games, deposits, withdraws and sends money up on the same day; the records must add up to that.

const TODAY = { startDate: '2026-03-01', endDate: '2026-03-01' };

let api: TestServer;
let member: string;
let operator: string;
let depositId = '';
let withdrawalId = '';
const spins: { gameType: 'BGS' | 'RNG'; stake: number; payout: number }[] = [];

type BettingRecord = Page<BetRecord> & {
  totals: { betAmount: number; validBetAmount: number; profitLoss: number };
};

async function playRounds(
  gameCode: string,
  vendor: string,
  gameType: 'BGS' | 'RNG',
  stake: number,
  rounds: number,
) {
  const launched = await api.call<{ url: string }>(contract.games.launch, {
    token: member,
    body: { gameCode, vassalage: vendor, gameType },
  });
  if (!launched.body.success) throw new Error(JSON.stringify(launched.body));
  const ticket = new URL(launched.body.value.url).searchParams.get('ticket') ?? '';
  for (let round = 0; round < rounds; round += 1) {
    const response = await api.fetch('/demo-game/spin', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify({ ticket, stake }),
    });
    const spin = (await response.json()) as { value: { payout: number } };
    if (response.status !== 200) throw new Error(JSON.stringify(spin));
    spins.push({ gameType, stake, payout: spin.value.payout });
  }
}

async function firstGame(vendor: string, category: string) {
  const [game] = await api.testDb.database.db
    .select()
    .from(games)
    .where(and(eq(games.vendorCode, vendor), eq(games.categoryCode, category), lte(games.minBet, 1_000)))
    .orderBy(asc(games.id))
    .limit(1);
  if (!game) throw new Error(`no ${vendor} ${category} game`);
  return game;
}

beforeAll(async () => {
  api = await startTestServer();
  member = await api.loginReady('demomember');
  operator = await api.operatorToken();

  const bgs = await firstGame('BGS', 'BGS');
  await playRounds(bgs.gameCode, 'BGS', 'BGS', 500, 4);
  const slot = await firstGame('PG', 'RNG');
  await playRounds(slot.gameCode, 'PG', 'RNG', 1_000, 3);

  const deposit = await api.call<{ orderId: string }>(contract.funds.deposit, {
    token: member,
    body: { channelId: 'BANK', amount: 50_000 },
    idempotencyKey: randomUUID(),
  });
  depositId = deposit.body.success ? deposit.body.value.orderId : '';
  await api.call(operatorContract.deposits.credit, {
    token: operator,
    body: { orderId: depositId },
    idempotencyKey: randomUUID(),
  });

  await api.call(contract.funds.setWithdrawPassword, {
    token: member,
    body: { password: 'Changed2026', withdrawPassword: '246810' },
  });
  const options = await api.call<{ accounts: { accountId: string }[] }>(contract.funds.withdrawOptions, {
    token: member,
  });
  const accountId = options.body.success ? (options.body.value.accounts[0]?.accountId ?? '') : '';
  const withdrawal = await api.call<{ orderId: string }>(contract.funds.withdraw, {
    token: member,
    body: { accountId, amount: 20_000, withdrawPassword: '246810' },
    idempotencyKey: randomUUID(),
  });
  withdrawalId = withdrawal.body.success ? withdrawal.body.value.orderId : '';

  await api.call(contract.funds.transferToUpline, {
    token: member,
    body: { amount: 10_000, withdrawPassword: '246810', remark: 'for the team' },
    idempotencyKey: randomUUID(),
  });
});

afterAll(async () => {
  await api.close();
});

async function read<T>(
  endpoint:
    typeof contract.reports.betting | typeof contract.reports.account | typeof contract.reports.profitLoss,
  query: Record<string, string | number>,
  token = member,
) {
  return api.call<T>(endpoint, { token, query });
}

async function readOk<T>(
  endpoint:
    typeof contract.reports.betting | typeof contract.reports.account | typeof contract.reports.profitLoss,
  query: Record<string, string | number>,
  token = member,
): Promise<T> {
  const answer = await read<T>(endpoint, query, token);
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value;
}

const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

describe('betting record', () => {
  it('lists the rounds played, newest first, with totals over the whole range', async () => {
    const record = await readOk<BettingRecord>(contract.reports.betting, TODAY);
    const payouts = total(spins.map((spin) => spin.payout));
    expect(record).toMatchObject({ pageNo: 1, pageSize: 20, totalElements: 7, totalPages: 1 });
    // 4 rounds at ₱5.00 and 3 at ₱10.00.
    expect(record.totals).toEqual({ betAmount: 5_000, validBetAmount: 5_000, profitLoss: payouts - 5_000 });
    const last = spins.at(-1);
    expect(record.content[0]).toMatchObject({
      account: 'demomember',
      vassalage: 'PG',
      gameType: 'RNG',
      betAmount: 1_000,
      validBetAmount: 1_000,
      payout: last?.payout,
      profitLoss: (last?.payout ?? 0) - 1_000,
      status: 'SETTLED',
      betAt: api.clock.now().toISOString(),
    });
    expect(record.content.map((bet) => bet.gameType)).toEqual([
      'RNG',
      'RNG',
      'RNG',
      'BGS',
      'BGS',
      'BGS',
      'BGS',
    ]);
  });

  it('pages, filters by game type, and is empty outside the range', async () => {
    const third = await readOk<BettingRecord>(contract.reports.betting, { ...TODAY, pageNo: 3, pageSize: 3 });
    expect(third).toMatchObject({ pageNo: 3, pageSize: 3, totalElements: 7, totalPages: 3 });
    expect(third.content).toHaveLength(1);
    expect(third.totals.betAmount).toBe(5_000);
    const bgs = await readOk<BettingRecord>(contract.reports.betting, { ...TODAY, gameType: 'BGS' });
    expect(bgs.totalElements).toBe(4);
    expect(bgs.totals.betAmount).toBe(2_000);
    const february = await readOk<BettingRecord>(contract.reports.betting, {
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
    expect(february).toMatchObject({
      totalElements: 0,
      content: [],
      totals: { betAmount: 0, profitLoss: 0 },
    });
  });

  it('lets an agent read a direct downline’s record, and nobody else’s', async () => {
    const agent = await api.loginReady('agentone');
    const mine = await readOk<BettingRecord>(contract.reports.betting, TODAY);
    const downline = await readOk<BettingRecord>(
      contract.reports.betting,
      { ...TODAY, account: 'DemoMember' },
      agent,
    );
    expect(downline.totals).toEqual(mine.totals);
    const notDirect = await read(
      contract.reports.betting,
      { ...TODAY, account: 'demomember' },
      await api.loginReady('agentsuper'),
    );
    expect(notDirect.status).toBe(404);
    const member = await read(contract.reports.account, { ...TODAY, account: 'agentone' });
    expect(member.status).toBe(403);
    const self = await read(contract.reports.account, { ...TODAY, account: 'demomember' });
    expect(self.status).toBe(200);
  });

  it('refuses a range that ends before it starts', async () => {
    const backwards = await read(contract.reports.betting, {
      startDate: '2026-03-02',
      endDate: '2026-03-01',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { issues: [{ path: 'endDate' }] },
    });
  });
});

describe('account record', () => {
  async function balance(): Promise<number> {
    const answer = await api.call<WalletBalance>(contract.wallet.balance, { token: member });
    return answer.body.success ? answer.body.value.balance : Number.NaN;
  }

  async function allRecords(query: Record<string, string> = {}): Promise<Page<AccountRecord>> {
    return readOk<Page<AccountRecord>>(contract.reports.account, { ...TODAY, pageSize: 100, ...query });
  }

  it('shows every movement of the wallet, each with the balance it left, adding up to the balance', async () => {
    const records = await allRecords();
    const wins = spins.filter((spin) => spin.payout > 0).length;
    // The seed's opening credit, 7 stakes, the wins, a deposit, a withdrawal and a transfer.
    expect(records.totalElements).toBe(1 + 7 + wins + 3);
    expect(records.content[0]?.balanceAfter).toBe(await balance());
    expect(total(records.content.map((record) => record.amount))).toBe(await balance());
    for (const [index, record] of records.content.entries()) {
      const older = records.content[index + 1];
      expect(record.balanceAfter - record.amount).toBe(older ? older.balanceAfter : 0);
    }
    const types = records.content.map((record) => record.type);
    expect(types.filter((type) => type === 'BET')).toHaveLength(7);
    expect(types.filter((type) => type === 'PAYOUT')).toHaveLength(wins);
    expect(records.content.at(-1)).toMatchObject({ type: 'ADJUSTMENT', amount: 1_000_000 });
    expect(records.content.slice(0, 3)).toMatchObject([
      { type: 'TRANSFER_OUT', amount: -10_000, status: 'SUCCESS', remark: 'agentone · for the team' },
      { type: 'WITHDRAW', amount: -20_000, status: 'PENDING', remark: withdrawalId },
      { type: 'DEPOSIT', amount: 50_000, status: 'SUCCESS', remark: depositId },
    ]);
  });

  it('filters by type', async () => {
    const stakes = await allRecords({ type: 'BET' });
    expect(stakes.content.map((record) => record.amount)).toEqual([
      -1_000, -1_000, -1_000, -500, -500, -500, -500,
    ]);
    expect((await allRecords({ type: 'DEPOSIT' })).totalElements).toBe(1);
    expect((await allRecords({ type: 'SALARY' })).totalElements).toBe(0);
  });

  it('shows a rejected withdrawal as failed, and its refund', async () => {
    await api.call(operatorContract.withdrawals.reject, {
      token: operator,
      body: { withdrawalId, reason: 'name mismatch' },
      idempotencyKey: randomUUID(),
    });
    const withdrawals = await allRecords({ type: 'WITHDRAW' });
    expect(withdrawals.content).toMatchObject([
      { amount: 20_000, status: 'SUCCESS', remark: `${withdrawalId} · name mismatch` },
      { amount: -20_000, status: 'FAILED' },
    ]);
  });
});

describe('personal profit and loss', () => {
  it('adds up the rounds by game type and shows the money around them', async () => {
    const report = await readOk<ProfitLoss>(contract.reports.profitLoss, TODAY);
    const payoutOf = (type: string) => total(spins.filter((s) => s.gameType === type).map((s) => s.payout));
    const payout = payoutOf('BGS') + payoutOf('RNG');
    expect(report).toEqual({
      betAmount: 5_000,
      validBetAmount: 5_000,
      payout,
      bonus: 0,
      rebate: 0,
      deposit: 50_000,
      // The ₱200.00 withdrawal was held and refunded within the range.
      withdraw: 0,
      profitLoss: payout - 5_000,
      byGameType: [
        { gameType: 'BGS', validBetAmount: 2_000, profitLoss: payoutOf('BGS') - 2_000 },
        { gameType: 'RNG', validBetAmount: 3_000, profitLoss: payoutOf('RNG') - 3_000 },
      ],
    });
    const february = await readOk<ProfitLoss>(contract.reports.profitLoss, {
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
    expect(february).toMatchObject({ betAmount: 0, payout: 0, deposit: 0, withdraw: 0, byGameType: [] });
  });
});

describe('days', () => {
  it('are calendar days in GMT+8: a round at 00:30 local time, 16:30 UTC, belongs to the next day', async () => {
    const now = api.clock.now();
    api.clock.advanceSeconds((Date.parse('2026-03-01T16:30:00.000Z') - now.getTime()) / 1000);
    // Eight hours on, the morning's session has gone idle: sign in again.
    const again = await api.login('demomember', 'Changed2026');
    if (!again.body.success) throw new Error(JSON.stringify(again.body));
    member = again.body.value.token;
    const slot = await firstGame('PG', 'RNG');
    await playRounds(slot.gameCode, 'PG', 'RNG', 1_000, 1);
    const secondOfMarch = await readOk<BettingRecord>(contract.reports.betting, {
      startDate: '2026-03-02',
      endDate: '2026-03-02',
    });
    expect(secondOfMarch.totalElements).toBe(1);
    expect(secondOfMarch.content[0]?.betAt).toBe('2026-03-01T16:30:00.000Z');
    expect((await readOk<BettingRecord>(contract.reports.betting, TODAY)).totalElements).toBe(7);
  });
});

describe('bonus details: the account record of the bonus group', () => {
  it('lists what the member was given, and of its types only the one asked for', async () => {
    const db = api.app.database.db;
    const [row] = await db
      .select({ id: members.id, merchantId: members.merchantId })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(and(eq(merchants.code, 'aurora'), eq(members.account, 'demomember')));
    const merchant = row ? await merchantById(db, row.merchantId) : null;
    if (!row || !merchant) throw new Error('demomember is not seeded');
    const payment = { amount: 8_800, reference: 'test-bonus', details: {} };
    await db.transaction((tx) => payBonus(tx, merchant, row.id, payment, api.clock.now()));
    // Days are GMT+8 calendar days: the day after the clock's UTC day covers the payment.
    const day = new Date(api.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const range = { startDate: TODAY.startDate, endDate: day, pageSize: 100 };

    const bonuses = await readOk<Page<AccountRecord>>(contract.reports.account, { ...range, group: 'bonus' });
    expect(bonuses.content).toMatchObject([{ type: 'BONUS', amount: 8_800, status: 'SUCCESS' }]);
    expect(bonuses.totalElements).toBe(1);
    const everything = await readOk<Page<AccountRecord>>(contract.reports.account, range);
    expect(everything.totalElements).toBeGreaterThan(1);

    const rebates = { ...range, group: 'bonus', type: 'REBATE' };
    expect((await readOk<Page<AccountRecord>>(contract.reports.account, rebates)).totalElements).toBe(0);
    const deposits = { ...range, group: 'bonus', type: 'DEPOSIT' };
    expect((await readOk<Page<AccountRecord>>(contract.reports.account, deposits)).totalElements).toBe(0);
    expect((await read(contract.reports.account, { ...range, group: 'gifts' })).status).toBe(400);
  });
});
