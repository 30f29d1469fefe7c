import { randomUUID } from 'node:crypto';
import { contract, type Mission } from '@portal/api-contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardPayouts, ledgerTransactions, members, merchants } from '../src/db/schema';
import { runDueJobs } from '../src/jobs/scheduler';
import { leaderboardPrizesJob, payLeaderboardPrizes } from '../src/missions/leaderboard';
import { LOSING_REELS, playRound } from './support/agents';
import { heardAbout } from './support/bus';
import { startTestServer, type TestServer } from './support/server';
import { SEED_NOW } from './support/time';

// The seeded missions of every white label (src/seed/promotions.ts): daily-spins (10 rounds today,
// 10.00), daily-turnover (500.00 valid bet today, 25.00), weekly-slots (50 RNG rounds this week),
// weekly-turnover (5,000.00 this week), launch-challenge (30 rounds from a day before the seed to a
// week after it, 88.00), spring-challenge (ended a week before the seed). Days and weeks are local
// (GMT+8). The tests start on Wednesday 2026-03-04 10:00 local, in a week the seed played nothing.

const WEDNESDAY = new Date('2026-03-04T02:00:00.000Z');
/** Midnight GMT+8 starting the local date yyyy-MM-dd. */
const local = (date: string) => new Date(`${date}T00:00:00+08:00`);
const DAY_MS = 86_400_000;

interface Summary {
  claimableCount: number;
  missions: Mission[];
}

interface Leaderboard {
  period: string;
  entries: { rank: number; customerName: string; score: number; prize: number }[];
  myRank: { rank: number; customerName: string; score: number; prize: number } | null;
}

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
  api.clock.advanceSeconds((WEDNESDAY.getTime() - api.clock.now().getTime()) / 1000);
});

afterAll(async () => {
  await api.close();
});

const passwordChanged = new Set<string>();

/** A fresh session (sessions last hours, the tests move days). */
async function tokenOf(account = 'demomember', merchant = 'aurora'): Promise<string> {
  const key = `${merchant}:${account}`;
  if (!passwordChanged.has(key)) {
    passwordChanged.add(key);
    return api.loginReady(account, { merchant });
  }
  const answer = await api.login(account, 'Changed2026', { merchant });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value.token;
}

async function summary(token: string): Promise<Summary> {
  const answer = await api.call<Summary>(contract.missions.summary, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  if (!answer.body.success) throw new Error('no summary');
  return answer.body.value;
}

const byId = (value: Summary) =>
  Object.fromEntries(value.missions.map((mission) => [mission.missionId, mission]));

async function play(account: string, rounds: number, stake = 1_000, at = api.clock.now()) {
  for (let round = 0; round < rounds; round += 1)
    await playRound(api, account, { stake, reels: LOSING_REELS, at });
}

const claim = (token: string, missionId: string, idempotencyKey = randomUUID()) =>
  api.call<{ amount: number; balance: number }>(contract.missions.claim, {
    token,
    body: { missionId },
    idempotencyKey,
  });

async function balance(token: string): Promise<number> {
  const answer = await api.call<{ balance: number }>(contract.wallet.balance, { token });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value.balance;
}

describe('missions.summary', () => {
  it('lists the started missions with no progress in a fresh week, the past one expired', async () => {
    const value = await summary(await tokenOf());
    expect(value.claimableCount).toBe(0);
    expect(
      value.missions.map(({ missionId, progress, target, status, endsAt, reward }) => [
        missionId,
        progress,
        target,
        reward,
        status,
        endsAt,
      ]),
    ).toEqual([
      // Today ends at local midnight (16:00 UTC); the week on Monday 9 March local.
      ['daily-spins', 0, 10, 1_000, 'IN_PROGRESS', '2026-03-04T16:00:00.000Z'],
      ['daily-turnover', 0, 50_000, 2_500, 'IN_PROGRESS', '2026-03-04T16:00:00.000Z'],
      ['weekly-slots', 0, 50, 10_000, 'IN_PROGRESS', '2026-03-08T16:00:00.000Z'],
      ['weekly-turnover', 0, 500_000, 20_000, 'IN_PROGRESS', '2026-03-08T16:00:00.000Z'],
      [
        'launch-challenge',
        0,
        30,
        8_800,
        'IN_PROGRESS',
        new Date(SEED_NOW.getTime() + 7 * DAY_MS).toISOString(),
      ],
      [
        'spring-challenge',
        0,
        100,
        15_000,
        'EXPIRED',
        new Date(SEED_NOW.getTime() - 7 * DAY_MS).toISOString(),
      ],
    ]);
    // What the bar counts, so a turnover mission shows money and a rounds one a count.
    expect(value.missions.map(({ missionId, metric }) => [missionId, metric])).toEqual([
      ['daily-spins', 'BETS'],
      ['daily-turnover', 'VALID_BET'],
      ['weekly-slots', 'BETS'],
      ['weekly-turnover', 'VALID_BET'],
      ['launch-challenge', 'BETS'],
      ['spring-challenge', 'BETS'],
    ]);
  });

  it('counts the member’s own real rounds in each window, in the mission’s game category', async () => {
    const token = await tokenOf();
    // Before this week: counts for nothing here.
    await play('demomember', 3, 1_000, new Date(WEDNESDAY.getTime() - 3 * DAY_MS));
    // Another member's rounds are theirs.
    await play('agentone', 4);
    await play('demomember', 10, 2_000);
    const missions = byId(await summary(token));
    expect(missions['daily-spins']).toMatchObject({ progress: 10, status: 'CLAIMABLE' });
    expect(missions['daily-turnover']).toMatchObject({ progress: 20_000, status: 'IN_PROGRESS' });
    // The in-house slot is not an RNG game.
    expect(missions['weekly-slots']).toMatchObject({ progress: 0, status: 'IN_PROGRESS' });
    expect(missions['weekly-turnover']).toMatchObject({ progress: 20_000 });
    expect(missions['launch-challenge']).toMatchObject({ progress: 13 });
    expect((await summary(token)).claimableCount).toBe(1);
  });
});

describe('missions.claim', () => {
  it('pays a completed mission once, even when claimed twice at once', async () => {
    const token = await tokenOf();
    const before = await balance(token);
    const key = randomUUID();
    const answers = await Promise.all([claim(token, 'daily-spins', key), claim(token, 'daily-spins')]);
    const paid = answers.filter((answer) => answer.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.body.success && paid[0].body.value).toEqual({ amount: 1_000, balance: before + 1_000 });
    expect(answers.find((answer) => answer.status !== 200)?.body.code).toBe('OPERATION_NOT_ALLOWED');
    // The same key replays its first answer (paid or refused, whichever won) without paying again.
    expect((await claim(token, 'daily-spins', key)).body).toEqual(answers[0]?.body);
    expect(await balance(token)).toBe(before + 1_000);
    const value = await summary(token);
    expect(byId(value)['daily-spins']?.status).toBe('CLAIMED');
    expect(value.claimableCount).toBe(0);
  });

  it('refuses missions in progress, expired or unknown, each white label counting its own', async () => {
    const token = await tokenOf();
    const emberToken = await tokenOf('demomember', 'ember');
    const before = await api.rowCounts();
    for (const [missionId, status, code] of [
      ['daily-turnover', 403, 'OPERATION_NOT_ALLOWED'],
      ['spring-challenge', 403, 'OPERATION_NOT_ALLOWED'],
      ['no-such-mission', 404, 'NOT_FOUND'],
    ] as const) {
      const answer = await claim(token, missionId);
      expect(answer.status, missionId).toBe(status);
      expect(answer.body.code).toBe(code);
    }
    // Ten rounds in aurora complete nothing in ember.
    const ember = await api.call(contract.missions.claim, {
      token: emberToken,
      merchant: 'ember',
      body: { missionId: 'daily-spins' },
      idempotencyKey: randomUUID(),
    });
    expect(ember.body.code).toBe('OPERATION_NOT_ALLOWED');
    // Refusals remember their idempotency keys, nothing else.
    const { idempotency_keys: keysBefore, ...rest } = before;
    const { idempotency_keys: keysAfter, ...restAfter } = await api.rowCounts();
    expect(restAfter).toEqual(rest);
    expect(keysAfter).toBeGreaterThan(keysBefore ?? 0);
  });

  it('starts a daily mission over the next day and pays it again; a fixed one expires at its end', async () => {
    api.clock.advanceDays(1);
    const token = await tokenOf();
    let missions = byId(await summary(token));
    expect(missions['daily-spins']).toMatchObject({ progress: 0, status: 'IN_PROGRESS' });
    expect(missions['weekly-turnover']).toMatchObject({ progress: 20_000 });
    await play('demomember', 10, 5_000);
    missions = byId(await summary(token));
    expect(missions['daily-spins']?.status).toBe('CLAIMABLE');
    expect(missions['daily-turnover']).toMatchObject({ progress: 50_000, status: 'CLAIMABLE' });
    expect(missions['weekly-turnover']).toMatchObject({ progress: 70_000 });
    expect(missions['launch-challenge']).toMatchObject({ progress: 23, status: 'IN_PROGRESS' });
    expect((await claim(token, 'daily-spins')).status).toBe(200);
    expect((await claim(token, 'daily-turnover')).body).toMatchObject({
      success: true,
      value: { amount: 2_500 },
    });

    // Sunday 8 March, 16:00 local: the launch challenge ends, 23 of 30 rounds played.
    api.clock.advanceSeconds((SEED_NOW.getTime() + 7 * DAY_MS - api.clock.now().getTime()) / 1000);
    const late = await tokenOf();
    missions = byId(await summary(late));
    expect(missions['launch-challenge']).toMatchObject({ progress: 23, status: 'EXPIRED' });
    expect((await claim(late, 'launch-challenge')).body.code).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('missions.leaderboard', () => {
  it('ranks the week’s real valid bet, masks other names and shows the caller’s own rank', async () => {
    // Monday 9 March local: a new week.
    api.clock.advanceSeconds((Date.parse('2026-03-09T02:00:00.000Z') - api.clock.now().getTime()) / 1000);
    await play('agenttop', 2, 30_000);
    await play('demomember', 3, 10_000);
    await play('agentone', 1, 30_000);
    const token = await tokenOf();
    const answer = await api.call<Leaderboard>(contract.missions.leaderboard, {
      token,
      query: { period: 'WEEKLY' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.success && answer.body.value).toEqual({
      period: 'WEEKLY',
      entries: [
        { rank: 1, customerName: 'ag****op', score: 60_000, prize: 100_000 },
        // Equal scores: the older account first.
        { rank: 2, customerName: 'ag****ne', score: 30_000, prize: 90_000 },
        { rank: 3, customerName: 'de******er', score: 30_000, prize: 80_000 },
      ],
      myRank: { rank: 3, customerName: 'demomember', score: 30_000, prize: 80_000 },
    });
  });

  it('defaults to the week, and has no rank for a member who has not played', async () => {
    const token = await tokenOf('agentsuper');
    const answer = await api.call<Leaderboard>(contract.missions.leaderboard, { token });
    expect(answer.body.success && answer.body.value.period).toBe('WEEKLY');
    expect(answer.body.success && answer.body.value.myRank).toBeNull();
    expect(answer.body.success && answer.body.value.entries).toHaveLength(3);
  });

  it('keeps each white label’s board to itself and each period to its window', async () => {
    const emberToken = await tokenOf('demomember', 'ember');
    const ember = await api.call<Leaderboard>(contract.missions.leaderboard, {
      token: emberToken,
      merchant: 'ember',
      query: { period: 'DAILY' },
    });
    expect(ember.body.success && ember.body.value.entries).toEqual([]);
    const token = await tokenOf();
    const monthly = await api.call<Leaderboard>(contract.missions.leaderboard, {
      token,
      query: { period: 'MONTHLY' },
    });
    const value = monthly.body.success ? monthly.body.value : null;
    // March so far: this week's rounds and last week's (demomember: 3 + 10 + 10 earlier rounds).
    expect(value?.myRank).toMatchObject({
      customerName: 'demomember',
      score: 30_000 + 20_000 + 50_000 + 3_000,
    });
    expect(value?.entries.length).toBeLessThanOrEqual(20);
    expect(value?.entries.map((entry) => entry.rank)).toEqual(value?.entries.map((_, index) => index + 1));
  });
});

describe('leaderboard prizes', () => {
  // Monday 9 March local, the day the board above was played: agenttop 60,000, agentone and
  // demomember 30,000 each (the older account first). aurora's daily prizes: 500.00, 300.00, 100.00.
  const monday = { start: local('2026-03-09'), end: local('2026-03-10') };
  const players = ['agenttop', 'agentone', 'demomember'];

  const payDay = (period: typeof monday) =>
    api.app.database.transaction((tx) => payLeaderboardPrizes(tx, 'DAILY', period, api.clock.now()));

  let tokens: string[] = [];
  const balances = () => Promise.all(tokens.map(balance));

  /**
   * Resolves once this instance has heard the balance change of each of `accounts`: a balance read
   * may come from the balance cache, which drops a member's entry when the cluster bus brings the
   * change of a payout made outside their requests (PostgreSQL delivers it a moment after commit).
   * Call before the payout.
   */
  async function balanceChangesOf(accounts: readonly string[]): Promise<{ heard: Promise<unknown> }> {
    const rows = await api.app.database.db
      .select({ id: members.id })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(and(eq(merchants.code, 'aurora'), inArray(members.account, [...accounts])));
    return { heard: Promise.all(rows.map(({ id }) => heardAbout(api, 'member.balance', id))) };
  }

  async function payouts(period: string, start: Date) {
    return api.app.database.db
      .select({
        rank: leaderboardPayouts.rank,
        account: members.account,
        prize: leaderboardPayouts.prize,
        transactions: sql<number>`(select count(*) from ${ledgerTransactions} t
          where t.id = ${leaderboardPayouts.ledgerTransactionId} and t.kind = 'bonus')`.mapWith(Number),
      })
      .from(leaderboardPayouts)
      .innerJoin(members, eq(members.id, leaderboardPayouts.memberId))
      .innerJoin(merchants, eq(merchants.id, leaderboardPayouts.merchantId))
      .where(
        and(
          eq(merchants.code, 'aurora'),
          eq(leaderboardPayouts.period, period),
          eq(leaderboardPayouts.periodStart, start),
        ),
      )
      .orderBy(asc(leaderboardPayouts.rank));
  }

  it('pays each rank of an ended day its prize once, as a BONUS in the account record', async () => {
    api.clock.advanceSeconds((local('2026-03-10').getTime() + 5_000 - api.clock.now().getTime()) / 1000);
    tokens = await Promise.all(players.map((account) => tokenOf(account)));
    const before = await balances();
    const changes = await balanceChangesOf(players);
    const paid = await payDay(monday);
    await changes.heard;
    expect(paid.filter((prize) => prize.paid).map(({ rank, prize }) => [rank, prize])).toEqual([
      [1, 50_000],
      [2, 30_000],
      [3, 10_000],
    ]);
    expect(await balances()).toEqual([before[0]! + 50_000, before[1]! + 30_000, before[2]! + 10_000]);
    expect(await payouts('DAILY', monday.start)).toEqual([
      { rank: 1, account: 'agenttop', prize: 50_000, transactions: 1 },
      { rank: 2, account: 'agentone', prize: 30_000, transactions: 1 },
      { rank: 3, account: 'demomember', prize: 10_000, transactions: 1 },
    ]);

    const record = await api.call<{ content: { type: string; amount: number }[] }>(contract.reports.account, {
      token: tokens[2],
      query: { startDate: '2026-03-10', endDate: '2026-03-10', type: 'BONUS' },
    });
    expect(record.body.success && record.body.value.content).toEqual([
      expect.objectContaining({ type: 'BONUS', amount: 10_000, balanceAfter: before[2]! + 10_000 }),
    ]);

    // Run again: every rank is already paid.
    expect((await payDay(monday)).filter((prize) => prize.paid)).toEqual([]);
    expect(await balances()).toEqual([before[0]! + 50_000, before[1]! + 30_000, before[2]! + 10_000]);
  });

  it('pays once when two instances pay the same day at once', async () => {
    // Tuesday: demomember alone, 2 rounds.
    await play('demomember', 2, 5_000);
    api.clock.advanceSeconds(86_400);
    tokens = await Promise.all(players.map((account) => tokenOf(account)));
    const tuesday = { start: local('2026-03-10'), end: local('2026-03-11') };
    const before = await balances();
    const changes = await balanceChangesOf(['demomember']);
    const [first, second] = await Promise.all([payDay(tuesday), payDay(tuesday)]);
    await changes.heard;
    expect([...(first ?? []), ...(second ?? [])].filter((prize) => prize.paid)).toHaveLength(1);
    expect(await payouts('DAILY', tuesday.start)).toEqual([
      { rank: 1, account: 'demomember', prize: 50_000, transactions: 1 },
    ]);
    expect(await balances()).toEqual([before[0], before[1], before[2]! + 50_000]);
  });

  it('runs after local midnight for the day, and the week ending with it, catching up skipped days', async () => {
    // Monday 16 March, 00:00:30 local: the week of 9 March has ended.
    api.clock.advanceSeconds((local('2026-03-16').getTime() + 30_000 - api.clock.now().getTime()) / 1000);
    const ran = await runDueJobs(api.app, [leaderboardPrizesJob], api.clock.now());
    expect(ran.map((run) => run.period.start)).toEqual(
      [9, 10, 11, 12, 13, 14, 15].map((day) => local(`2026-03-${String(day).padStart(2, '0')}`)),
    );
    // The days already paid above are not paid again.
    expect(await payouts('DAILY', monday.start)).toHaveLength(3);
    expect(await payouts('DAILY', local('2026-03-10'))).toHaveLength(1);
    // The week: agenttop 60,000, demomember 40,000, agentone 30,000; weekly prizes 1,000.00, 900.00, 800.00.
    expect(await payouts('WEEKLY', monday.start)).toEqual([
      { rank: 1, account: 'agenttop', prize: 100_000, transactions: 1 },
      { rank: 2, account: 'demomember', prize: 90_000, transactions: 1 },
      { rank: 3, account: 'agentone', prize: 80_000, transactions: 1 },
    ]);
    expect(await runDueJobs(api.app, [leaderboardPrizesJob], api.clock.now())).toEqual([]);
  });
});
