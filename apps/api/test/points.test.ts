import { randomUUID } from 'node:crypto';
import {
  contract,
  type Page,
  type PointConfig,
  type PointReward,
  type PointTransaction,
  type RedeemRecord,
} from '@portal/api-contract';
import { operatorContract, type OperatorRedemption } from '@portal/api-contract/operator';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database';
import {
  games,
  gameVendors,
  ledgerTransactions,
  members,
  pointRewards,
  pointsConfigs,
} from '../src/db/schema';
import { playerAccountFor, playSpin } from '../src/games/demo-slot';
import { runDueJobs } from '../src/jobs/scheduler';
import { ensureAccount, post } from '../src/ledger/ledger';
import { merchantByCode } from '../src/merchants/merchants';
import { operatorCli } from './support/operator-cli';
import { pointsAccrualJob } from '../src/points/accrual';
import { setPointsRates, type PointsRates } from '../src/points/rates';
import type { CallOptions, TestServer } from './support/server';
import { startSignedIn, walletBalanceOf } from './support/signed-in';

// The points mall (SPEC §2 pointMall, §3, §4): per-white-label config and rewards, accrual from real
// bets by category and from credited deposits exactly once, redeem behind the withdraw password with
// the back office's approve / reject, conversion into wallet money through the ledger.

const LOGIN_PASSWORD = 'Changed2026';
const WITHDRAW_PASSWORD = '135790';
/** The aurora demo member's seeded history (src/seed/points.ts) less its two standing redemptions. */
const SEEDED_POINTS = 16_370 - 2 * 500;

let api: TestServer;
let member: string;
let operator: string;
let ember: string;
let lagoon: string;

beforeAll(async () => {
  ({
    api,
    operator,
    tokens: { member, ember, lagoon },
  } = await startSignedIn({ member: {}, ember: { merchant: 'ember' }, lagoon: { merchant: 'lagoon' } }));
});

afterAll(() => api.close());

async function value<T>(endpoint: Parameters<TestServer['call']>[0], options: CallOptions): Promise<T> {
  const answer = await api.call<T>(endpoint, options);
  if (!answer.body.success) throw new Error(`${endpoint.id}: ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

const points = async (token = member) =>
  (await value<{ points: number }>(contract.points.balance, { token })).points;

const transactions = (token = member, query: CallOptions['query'] = {}) =>
  value<Page<PointTransaction>>(contract.points.transactions, { token, query });

const rewards = (token = member) => value<PointReward[]>(contract.points.rewards, { token });

const walletBalance = (token = member) => walletBalanceOf(api, token);

function redeem(body: Record<string, unknown>, token = member, idempotencyKey = randomUUID()) {
  return api.call<{ redeemId: string; points: number; status: string }>(contract.points.redeem, {
    token,
    body: { withdrawPassword: WITHDRAW_PASSWORD, ...body },
    idempotencyKey,
  });
}

function convert(body: Record<string, unknown>, token = member, idempotencyKey = randomUUID()) {
  return api.call<{ points: number; creditedAmount: number; balance: number }>(contract.points.convert, {
    token,
    body: { withdrawPassword: WITHDRAW_PASSWORD, ...body },
    idempotencyKey,
  });
}

async function setWithdrawPassword(token: string): Promise<void> {
  await value(contract.funds.setWithdrawPassword, {
    token,
    body: { password: LOGIN_PASSWORD, withdrawPassword: WITHDRAW_PASSWORD },
  });
}

async function runAccrual(): Promise<void> {
  // The job credits what settled before the end of the minute that has passed.
  api.clock.advanceSeconds(60);
  await runDueJobs(api.app, [pointsAccrualJob], api.clock.now());
}

/** One real-money bet of `stake` on a game of `category`, played through the demo slot engine. */
async function bet(account: string, category: string, stake: number, merchantCode = 'aurora'): Promise<void> {
  const merchant = await merchantByCode(api.testDb.database.db, merchantCode);
  if (!merchant) throw new Error(`no ${merchantCode}`);
  await api.testDb.database.transaction(async (tx) => {
    const [player] = await tx
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchant.id), eq(members.accountKey, account)));
    const [pick] = await tx
      .select({ game: games, inHouse: gameVendors.inHouse })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
      .where(and(eq(games.categoryCode, category), sql`${games.minBet} <= ${stake}`))
      .orderBy(asc(games.id))
      .limit(1);
    if (!player || !pick) throw new Error(`no ${account} or no ${category} game`);
    const now = api.clock.now();
    const launch = { demo: false, member: player, game: pick.game, inHouse: pick.inHouse };
    const wallet = await playerAccountFor(tx, merchant, launch, now);
    if (wallet.balance < stake) {
      const funding = await ensureAccount(
        tx,
        { merchantId: merchant.id, memberId: null, kind: 'funding', currency: merchant.currency },
        now,
      );
      await post(tx, {
        merchantId: merchant.id,
        memberId: player.id,
        kind: 'credit',
        details: { reason: 'test float' },
        legs: [
          { accountId: funding.id, amount: -stake },
          { accountId: wallet.id, amount: stake },
        ],
        at: now,
      });
    }
    await playSpin(tx, { merchant, launch, stake, now, random: () => 0.5 });
  });
}

describe('config and rewards per white label', () => {
  it('answers each white label its own ratio and conversion rules', async () => {
    expect(await value<PointConfig>(contract.points.config, { token: member })).toEqual({
      ratio: { points: 100, amount: 100 },
      convertEnabled: true,
      minConvertPoints: 100,
    });
    expect(await value<PointConfig>(contract.points.config, { token: ember, merchant: 'ember' })).toEqual({
      ratio: { points: 50, amount: 25 },
      convertEnabled: true,
      minConvertPoints: 500,
    });
  });

  it('lists the seeded goods with stock, costs and what each asks for', async () => {
    const list = await rewards();
    expect(list.map((reward) => reward.rewardId)).toEqual(
      Array.from({ length: 8 }, (_, index) => `REWARD-${index + 1}`),
    );
    expect(list[0]).toMatchObject({ name: 'Mobile load', pointsRequired: 500, requiresMobile: true });
    expect(list[2]).toMatchObject({ requiresAddress: true, amountRequired: 100_000 });
    expect(list[7]?.quantity).toBe(0);
    const image = await api.fetch(new URL(list[0]?.imageUrl ?? '', api.baseUrl).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('refuses trial accounts and callers without a session', async () => {
    const anonymous = await api.call(contract.points.balance);
    expect(anonymous.status).toBe(401);
    const trial = await api.call<{ token: string }>(contract.auth.freePlayLogin, {
      body: { os: 'Linux', platform: 'W', encryption: false, gatewayVersion: 3 },
    });
    if (!trial.body.success) throw new Error(JSON.stringify(trial.body));
    const refused = await api.call(contract.points.balance, { token: trial.body.value.token });
    expect(refused.body).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT_REFUSED' });
  });
});

describe('the demo member’s seeded mall', () => {
  it('has a balance equal to its history and redemptions in every status', async () => {
    expect(await points()).toBe(SEEDED_POINTS);
    const history = await transactions(member, { pageSize: 100 });
    expect(history.content[0]?.balanceAfter).toBe(SEEDED_POINTS);
    expect(history.content.reduce((sum, entry) => sum + entry.points, 0)).toBe(SEEDED_POINTS);
    const redeemed = await value<Page<RedeemRecord>>(contract.points.redeemHistory, { token: member });
    expect(redeemed.content.map((record) => record.status)).toEqual(['IN_PROCESS', 'REJECTED', 'APPROVED']);
    const rejected = await value<Page<RedeemRecord>>(contract.points.redeemHistory, {
      token: member,
      query: { status: 'REJECTED' },
    });
    expect(rejected.content).toHaveLength(1);
    expect(rejected.content[0]?.remark).toBe('Out of stock this week');
  });
});

describe('accrual from settled bets and credited deposits', () => {
  it('earns each category its configured rate of the valid bet, once per bet', async () => {
    const before = await points();
    // aurora (src/seed/points.ts): live 50, lottery 80, PVP 60, slots 100, sports 70 basis points.
    await bet('demomember', 'LIVE', 10_000);
    await bet('demomember', 'LOTT', 10_000);
    await bet('demomember', 'PVP', 10_000);
    await bet('demomember', 'RNG', 10_000);
    // Sports are the sportsbook, esports and cockfight (the seeded catalogue has the last two).
    await bet('demomember', 'COCKFIGHT', 99_999);
    await bet('demomember', 'ESPORTS', 10_000);
    await runAccrual();
    const page = await transactions(member, { pageSize: 6 });
    expect(page.content.map((entry) => [entry.source, entry.points]).reverse()).toEqual([
      ['LIVE', 50],
      ['LOTTERY', 80],
      ['PVP', 60],
      ['SLOTS', 100],
      // 99,999 × 70 / 10,000 = 699.99: rounded down.
      ['SPORTS', 699],
      ['SPORTS', 70],
    ]);
    expect(await points()).toBe(before + 50 + 80 + 60 + 100 + 699 + 70);

    // The next periods, and the same period run again by another instance, find nothing new.
    const earned = await points();
    await runAccrual();
    await api.testDb.database.transaction((tx) =>
      pointsAccrualJob.run({ app: api.app, tx, period: { start: new Date(0), end: api.clock.now() } }),
    );
    expect(await points()).toBe(earned);
  });

  it('earns nothing for a bet too small for a whole point', async () => {
    const before = await transactions(member);
    // 100 × 50 / 10,000 < 1.
    await bet('demomember', 'LIVE', 100);
    await runAccrual();
    expect((await transactions(member)).totalElements).toBe(before.totalElements);
  });

  it('earns the deposit rate once the deposit is credited, and only then', async () => {
    const before = await points();
    const order = await value<{ orderId: string }>(contract.funds.deposit, {
      token: member,
      body: { channelId: 'BANK', amount: 250_000 },
      idempotencyKey: randomUUID(),
    });
    await runAccrual();
    expect(await points()).toBe(before);
    await value(operatorContract.deposits.credit, {
      token: operator,
      body: { orderId: order.orderId },
      idempotencyKey: randomUUID(),
    });
    await runAccrual();
    await runAccrual();
    expect(await points()).toBe(before + 2_500);
    const deposits = await transactions(member, { source: 'DEPOSIT' });
    expect(deposits.content[0]).toMatchObject({
      source: 'DEPOSIT',
      points: 2_500,
      balanceAfter: before + 2_500,
    });
  });

  it('credited every seeded bet already, and the white label’s own rates', async () => {
    const [row] = rowsOf<{ missing: string }>(
      await api.testDb.database.db.execute(sql`
        select count(*) as missing from bets b
        where not b.demo and b.created_at < ${new Date('2026-03-01T08:00:00Z')}
          and not exists (select 1 from point_transactions t where t.source_key = 'bet:' || b.id)
          and b.valid_bet >= 100`),
    );
    expect(Number(row?.missing)).toBe(0);
  });
});

describe('changing a rate', () => {
  const lagoonPoints = async () =>
    (await value<{ points: number }>(contract.points.balance, { token: lagoon, merchant: 'lagoon' })).points;
  const setLagoonRates = async (rates: PointsRates) => {
    const brand = await merchantByCode(api.testDb.database.db, 'lagoon');
    if (!brand) throw new Error('no lagoon');
    await api.testDb.database.transaction((tx) => setPointsRates(tx, brand.id, rates, api.clock.now()));
  };

  it('credits only what settles while the rate is in force: none of the bets before it was raised from 0', async () => {
    await setLagoonRates({ LIVE: 0 });
    const before = await lagoonPoints();
    await bet('demomember', 'LIVE', 10_000, 'lagoon');
    await runAccrual();
    expect(await lagoonPoints()).toBe(before);

    // Raised from 0: the bet above stays unpaid, the next one earns 2 %.
    await setLagoonRates({ LIVE: 200 });
    await bet('demomember', 'LIVE', 10_000, 'lagoon');
    await runAccrual();
    await runAccrual();
    expect(await lagoonPoints()).toBe(before + 200);

    // Lowered before the job ran: the bet settled at 2 % earns 2 %, the one after 1 %.
    api.clock.advanceSeconds(1);
    await bet('demomember', 'LIVE', 10_000, 'lagoon');
    await setLagoonRates({ LIVE: 100 });
    api.clock.advanceSeconds(1);
    await bet('demomember', 'LIVE', 10_000, 'lagoon');
    await runAccrual();
    expect(await lagoonPoints()).toBe(before + 200 + 200 + 100);
    const live = await value<Page<PointTransaction>>(contract.points.transactions, {
      token: lagoon,
      merchant: 'lagoon',
      query: { source: 'LIVE', pageSize: 3 },
    });
    expect(live.content.map((entry) => entry.points)).toEqual([100, 200, 200]);
  });

  it('refuses a rate that is not a whole number of basis points from 0 to 10,000, changing nothing', async () => {
    const brand = await merchantByCode(api.testDb.database.db, 'lagoon');
    const [config] = await api.testDb.database.db
      .select()
      .from(pointsConfigs)
      .where(eq(pointsConfigs.merchantId, brand?.id ?? -1));
    for (const rates of [{ SLOTS: -1 }, { SLOTS: 10_001 }, { SLOTS: 1.5, LIVE: 300 }]) {
      await expect(setLagoonRates(rates)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const [after] = await api.testDb.database.db
      .select()
      .from(pointsConfigs)
      .where(eq(pointsConfigs.merchantId, brand?.id ?? -1));
    expect(after).toEqual(config);
  });
});

describe('redeem', () => {
  it('needs a withdraw password, asks for the delivery fields first, and counts a wrong password', async () => {
    const noPassword = await redeem({ rewardId: 'REWARD-2' });
    expect(noPassword.body).toMatchObject({ success: false, code: 'OPERATION_NOT_ALLOWED' });
    await setWithdrawPassword(member);
    const counts = await api.rowCounts();
    const noAddress = await redeem({ rewardId: 'REWARD-3', withdrawPassword: 'wrong-one' });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { issues: [{ path: 'receivingAddress', code: 'addressRequired' }] },
    });
    const noMobile = await redeem({ rewardId: 'REWARD-1', receivingAddress: '   ' });
    expect(noMobile.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { issues: [{ path: 'mobileNum', code: 'required' }] },
    });
    const unknown = await redeem({ rewardId: 'REWARD-99' });
    expect(unknown.status).toBe(404);
    // Refusals write only their stored idempotent answers.
    expect({ ...(await api.rowCounts()), idempotency_keys: 0 }).toEqual({ ...counts, idempotency_keys: 0 });

    const wrong = await redeem({ rewardId: 'REWARD-2', withdrawPassword: '000000' });
    expect(wrong.body).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS' });
    expect(await points()).toBeGreaterThan(0);
  });

  it('refuses goods out of stock, more than the stock, and goods the member has not bet enough for', async () => {
    const before = await points();
    expect((await redeem({ rewardId: 'REWARD-8', receivingAddress: '1 Main St' })).body).toMatchObject({
      code: 'OPERATION_NOT_ALLOWED',
    });
    const stock = (await rewards()).find((reward) => reward.rewardId === 'REWARD-2')?.quantity ?? 0;
    expect((await redeem({ rewardId: 'REWARD-2', quantity: stock + 1 })).body).toMatchObject({
      code: 'OPERATION_NOT_ALLOWED',
    });
    // REWARD-8's neighbour REWARD-7 needs 300,000 of valid bet; the member has bet far less.
    expect((await redeem({ rewardId: 'REWARD-7', receivingAddress: '1 Main St' })).body).toMatchObject({
      code: 'OPERATION_NOT_ALLOWED',
    });
    expect(await points()).toBe(before);
  });

  it('refuses more points than the member has, writing nothing', async () => {
    const agent = await api.loginReady('agentsuper');
    await setWithdrawPassword(agent);
    const counts = await api.rowCounts();
    const answer = await redeem({ rewardId: 'REWARD-2' }, agent);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS' });
    expect({ ...(await api.rowCounts()), idempotency_keys: 0 }).toEqual({ ...counts, idempotency_keys: 0 });
  });

  let redeemId = '';

  it('takes the points and the stock, records the redemption in process, and replays its key', async () => {
    const before = await points();
    const stockBefore = (await rewards()).find((reward) => reward.rewardId === 'REWARD-3')?.quantity ?? 0;
    const key = randomUUID();
    const body = { rewardId: 'REWARD-3', receivingAddress: '12 Rizal Ave, Manila' };
    const answer = await redeem(body, member, key);
    if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
    expect(answer.body.value).toMatchObject({ points: before - 1_500, status: 'IN_PROCESS' });
    redeemId = answer.body.value.redeemId;
    const replay = await redeem(body, member, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(answer.body);
    expect(await points()).toBe(before - 1_500);
    expect((await rewards()).find((reward) => reward.rewardId === 'REWARD-3')?.quantity).toBe(
      stockBefore - 1,
    );
    const history = await value<Page<RedeemRecord>>(contract.points.redeemHistory, { token: member });
    expect(history.content[0]).toMatchObject({
      redeemId,
      rewardName: 'Headphones',
      status: 'IN_PROCESS',
      points: 1_500,
      receivingAddress: '12 Rizal Ave, Manila',
    });
    expect((await transactions(member)).content[0]).toMatchObject({ source: 'REDEEM', points: -1_500 });
  });

  it('is approved by an operator once; a rejection gives back the points and the stock', async () => {
    const approved = await value<OperatorRedemption>(operatorContract.redemptions.approve, {
      token: operator,
      body: { redeemId },
    });
    expect(approved).toMatchObject({ status: 'APPROVED', account: 'demomember', rewardId: 'REWARD-3' });
    const again = await api.call(operatorContract.redemptions.reject, {
      token: operator,
      body: { redeemId, reason: 'too late' },
    });
    expect(again.body).toMatchObject({ success: false, code: 'OPERATION_NOT_ALLOWED' });

    const placed = await redeem({ rewardId: 'REWARD-2' });
    if (!placed.body.success) throw new Error(JSON.stringify(placed.body));
    const stock = (await rewards()).find((reward) => reward.rewardId === 'REWARD-2')?.quantity ?? 0;
    // An operator of another white label does not see it.
    const ember = await api.operatorToken('ember');
    const foreign = await api.call(operatorContract.redemptions.reject, {
      token: ember,
      body: { redeemId: placed.body.value.redeemId, reason: 'no' },
    });
    expect(foreign.status).toBe(404);
    const rejected = await value<OperatorRedemption>(operatorContract.redemptions.reject, {
      token: operator,
      body: { redeemId: placed.body.value.redeemId, reason: 'Address unreachable' },
    });
    expect(rejected).toMatchObject({ status: 'REJECTED', remark: 'Address unreachable' });
    // REWARD-2 costs 1,000 points.
    expect(await points()).toBe(placed.body.value.points + 1_000);
    expect((await rewards()).find((reward) => reward.rewardId === 'REWARD-2')?.quantity).toBe(stock + 1);
    expect((await transactions(member)).content[0]).toMatchObject({ source: 'REDEEM', points: 1_000 });
    const memberView = await value<Page<RedeemRecord>>(contract.points.redeemHistory, { token: member });
    expect(memberView.content.find((record) => record.redeemId === redeemId)?.status).toBe('APPROVED');
  });

  it('is listed and decided from the operator CLI', async () => {
    const placed = await redeem({ rewardId: 'REWARD-1', mobileNum: '9171234567' });
    if (!placed.body.success) throw new Error(JSON.stringify(placed.body));
    const run = operatorCli(api, operator);
    const listed = await run('redemptions', 'in_process', '--merchant', 'aurora');
    expect(listed.code).toBe(0);
    expect(listed.output).toContain(placed.body.value.redeemId);
    expect(listed.output).toContain('9171234567');
    const decided = await run('reject-redeem', placed.body.value.redeemId, 'number', 'not', 'reachable');
    expect(decided.code).toBe(0);
    expect(decided.output).toContain('REJECTED');
    expect((await run('approve-redeem', placed.body.value.redeemId)).output).toContain(
      'refused: OPERATION_NOT_ALLOWED',
    );
    expect((await run('reject-redeem', placed.body.value.redeemId)).code).toBe(2);
  });
});

describe('convert', () => {
  it('refuses below the minimum and amounts that are not whole ratio steps, before the password', async () => {
    const small = await convert({ points: 50, withdrawPassword: 'wrong' });
    expect(small.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { issues: [{ path: 'points', code: 'amountTooSmall', params: { min: 100 } }] },
    });
    const ragged = await convert({ points: 150 });
    expect(ragged.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { issues: [{ path: 'points', code: 'amountInvalid', params: { step: 100 } }] },
    });
    const wrong = await convert({ points: 100, withdrawPassword: '000000' });
    expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('moves points into the wallet through the ledger, once per idempotency key', async () => {
    const pointsBefore = await points();
    const walletBefore = await walletBalance();
    const key = randomUUID();
    const answer = await convert({ points: 1_200 }, member, key);
    if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
    expect(answer.body.value).toEqual({
      points: pointsBefore - 1_200,
      creditedAmount: 1_200,
      balance: walletBefore + 1_200,
    });
    expect((await convert({ points: 1_200 }, member, key)).body).toEqual(answer.body);
    expect(await walletBalance()).toBe(walletBefore + 1_200);
    expect(await points()).toBe(pointsBefore - 1_200);
    expect((await transactions(member, { source: 'CONVERT' })).content[0]).toMatchObject({ points: -1_200 });
    const [posting] = await api.testDb.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'point_convert'));
    expect(posting?.details).toEqual({ points: 1_200 });
    const [sums] = rowsOf<{ unbalanced: string }>(
      await api.testDb.database.db.execute(sql`
        select count(*) as unbalanced from (
          select e.transaction_id from ledger_entries e join ledger_accounts a on a.id = e.account_id
          group by e.transaction_id, a.currency having sum(e.amount) <> 0) t`),
    );
    expect(Number(sums?.unbalanced)).toBe(0);
  });

  it('refuses more points than the balance, writing nothing', async () => {
    const have = await points();
    const counts = await api.rowCounts();
    const answer = await convert({ points: (Math.floor(have / 100) + 1) * 100 });
    expect(answer.body).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS' });
    expect({ ...(await api.rowCounts()), idempotency_keys: 0 }).toEqual({ ...counts, idempotency_keys: 0 });
  });

  it('converts at the white label’s own ratio, and not where conversion is off', async () => {
    await value(contract.funds.setWithdrawPassword, {
      token: ember,
      merchant: 'ember',
      body: { password: LOGIN_PASSWORD, withdrawPassword: WITHDRAW_PASSWORD },
    });
    const converted = await api.call<{ creditedAmount: number }>(contract.points.convert, {
      token: ember,
      merchant: 'ember',
      body: { points: 500, withdrawPassword: WITHDRAW_PASSWORD },
      idempotencyKey: randomUUID(),
    });
    // 50 points are 25 minor units.
    expect(converted.body).toMatchObject({ success: true, value: { creditedAmount: 250 } });

    const off = await api.call(contract.points.convert, {
      token: lagoon,
      merchant: 'lagoon',
      body: { points: 1_000, withdrawPassword: WITHDRAW_PASSWORD },
      idempotencyKey: randomUUID(),
    });
    expect(off.body).toMatchObject({ success: false, code: 'OPERATION_NOT_ALLOWED' });
  });
});

describe('the points tables', () => {
  it('keep every balance equal to the sum of its movements', async () => {
    const rows = rowsOf<{ member_id: number; points: string; moved: string }>(
      await api.testDb.database.db.execute(sql`
        select b.member_id, b.points, coalesce(sum(t.points), 0) as moved
        from point_balances b left join point_transactions t on t.member_id = b.member_id
        group by b.member_id, b.points`),
    );
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) expect(Number(row.points), `member ${row.member_id}`).toBe(Number(row.moved));
    const stock = await api.testDb.database.db
      .select({ quantity: pointRewards.quantity })
      .from(pointRewards)
      .where(sql`${pointRewards.quantity} < 0`);
    expect(stock).toEqual([]);
  });
});
