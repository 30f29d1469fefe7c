import { contract } from '@portal/api-contract';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlePeriod } from '../src/agents/settlement';
import { openDatabase, type Database } from '../src/db/database';
import { agentSettlements, jobRuns, ledgerAccounts, ledgerTransactions, members } from '../src/db/schema';
import { scheduledJobs } from '../src/jobs';
import { runDueJobs } from '../src/jobs/scheduler';
import {
  agreeContract,
  CHERRY_REELS,
  LOSING_REELS,
  moveMoney,
  playRound,
  processContract,
} from './support/agents';
import { startTestServer, type TestServer } from './support/server';

// A team plays for a simulated day; the scheduled settlement then pays each contract what the
// worked examples of docs/adr/0005-agent-settlement.md say, to the minor unit, and only once.

let api: TestServer;
let second: Database | null = null;
const tokens = { agenttop: '', teamlead: '', teamsub1: '' };
const contractIds: Record<string, string> = {};
const PASSWORD = 'Welcome2026';

/** An instant given as local time in the settlement zone, GMT+8. */
const local = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);

function moveClockTo(target: Date): void {
  const seconds = (target.getTime() - api.clock.now().getTime()) / 1000;
  if (seconds < 0) throw new Error('the test clock only moves forward');
  api.clock.advanceSeconds(seconds);
}

async function login(account: string): Promise<string> {
  const answer = await api.login(account, PASSWORD);
  if (!answer.body.success) throw new Error(`login of ${account}: ${JSON.stringify(answer.body)}`);
  return answer.body.value.token;
}

async function openDownline(agent: keyof typeof tokens, username: string, type: 'member' | 'agent') {
  const answer = await api.call(contract.agent.registerDownline, {
    token: tokens[agent],
    body: { username, password: PASSWORD, type },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function mainBalance(account: string): Promise<number> {
  const [row] = await api.app.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .innerJoin(members, eq(members.id, ledgerAccounts.memberId))
    .where(and(eq(members.accountKey, account), eq(ledgerAccounts.kind, 'player_main')));
  return row?.balance ?? 0;
}

/** Settlement rows of the test team, as (account, type, period code, local start, amounts). */
async function settlements(periodFrom: Date, periodTo: Date) {
  const rows = await api.app.database.db
    .select({
      account: members.account,
      type: agentSettlements.contractType,
      code: agentSettlements.periodCode,
      start: agentSettlements.periodStart,
      validBet: agentSettlements.validBet,
      profitLoss: agentSettlements.profitLoss,
      activeMembers: agentSettlements.activeMembers,
      rate: agentSettlements.rateBasisPoints,
      gross: agentSettlements.grossAmount,
      downline: agentSettlements.downlineAmount,
      amount: agentSettlements.amount,
      contractId: agentSettlements.contractId,
    })
    .from(agentSettlements)
    .innerJoin(members, eq(members.id, agentSettlements.memberId))
    .where(
      and(
        inArray(members.accountKey, ['teamlead', 'teamsub1']),
        sql`${agentSettlements.periodStart} >= ${periodFrom.toISOString()}::timestamptz`,
        sql`${agentSettlements.periodStart} < ${periodTo.toISOString()}::timestamptz`,
      ),
    );
  return rows.sort(
    (a, b) =>
      a.type.localeCompare(b.type) ||
      a.start.getTime() - b.start.getTime() ||
      a.account.localeCompare(b.account) ||
      a.contractId.localeCompare(b.contractId),
  );
}

async function settlementLedgerCount(): Promise<number> {
  const rows = await api.app.database.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.reference, 'settlement:%'));
  return rows.length;
}

beforeAll(async () => {
  // Sessions outlive the simulated days, so the tokens stay good while the clock moves.
  api = await startTestServer({ options: { sessionHours: 24 * 30 } });
  // The team: agenttop (type 42) → teamlead (agent) → teamsub1 (agent) → playerb, playerc;
  // teamlead → playera (member).
  tokens.agenttop = await api.loginReady('agenttop');
  await openDownline('agenttop', 'teamlead', 'agent');
  tokens.teamlead = await login('teamlead');
  await openDownline('teamlead', 'teamsub1', 'agent');
  await openDownline('teamlead', 'playera', 'member');
  tokens.teamsub1 = await login('teamsub1');
  await openDownline('teamsub1', 'playerb', 'member');
  await openDownline('teamsub1', 'playerc', 'member');

  // ADR 0005, the contracts of the worked examples (rates in percent, amounts in minor units).
  const top = { upline: tokens.agenttop, downline: tokens.teamlead };
  const lead = { upline: tokens.teamlead, downline: tokens.teamsub1 };
  contractIds.leadDaily = await agreeContract(api, top, 'DAILY_SALARY', {
    downlineAccount: 'teamlead',
    period: 'D',
    tiers: [
      { rate: 1, validBetAmount: 500_000, activeMembers: 2, periodProfitLoss: 0 },
      { rate: 1.5, validBetAmount: 2_000_000, activeMembers: 3, periodProfitLoss: 0 },
    ],
  });
  contractIds.subDaily = await agreeContract(api, lead, 'DAILY_SALARY', {
    downlineAccount: 'teamsub1',
    period: 'D',
    tiers: [
      { rate: 0.6, validBetAmount: 200_000, activeMembers: 1, periodProfitLoss: 0 },
      { rate: 1, validBetAmount: 1_000_000, activeMembers: 2, periodProfitLoss: 0 },
    ],
  });
  contractIds.leadDividend = await agreeContract(api, top, 'DIVIDEND', {
    downlineAccount: 'teamlead',
    period: 'D',
    tiers: [
      { rate: 10, validBetAmount: 0, activeMembers: 1, periodProfitLoss: -100_000 },
      { rate: 20, validBetAmount: 0, activeMembers: 3, periodProfitLoss: -1_000_000 },
    ],
  });
  contractIds.subDividend = await agreeContract(api, lead, 'DIVIDEND', {
    downlineAccount: 'teamsub1',
    period: 'D',
    tiers: [{ rate: 8, validBetAmount: 0, activeMembers: 1, periodProfitLoss: -100_000 }],
  });
  contractIds.leadRealTime = await agreeContract(api, top, 'REAL_TIME_SALARY', {
    downlineAccount: 'teamlead',
    period: null,
    tiers: [{ rate: 0.5, validBetAmount: 0, activeMembers: 1, periodProfitLoss: 0 }],
  });
  contractIds.subRealTime = await agreeContract(api, lead, 'REAL_TIME_SALARY', {
    downlineAccount: 'teamsub1',
    period: null,
    tiers: [{ rate: 0.2, validBetAmount: 0, activeMembers: 1, periodProfitLoss: 0 }],
  });
  contractIds.leadHourly = await agreeContract(api, top, 'HOURLY_SALARY', {
    downlineAccount: 'teamlead',
    period: null,
    tiers: [{ rate: 0.3, validBetAmount: 0, activeMembers: 1, periodProfitLoss: 0 }],
  });
});

afterAll(async () => {
  await second?.close();
  await api.close();
});

describe('a team plays for a day (ADR 0005, example 1: 2026-03-03)', () => {
  it('plays: deposits, 23 rounds, a withdrawal and a new member', async () => {
    moveClockTo(local('2026-03-03 09:00:00'));
    await moveMoney(api, 'playera', 1_000_000, 'deposit', api.clock.now());
    await moveMoney(api, 'playerb', 1_500_000, 'deposit', api.clock.now());
    await moveMoney(api, 'playerc', 500_000, 'deposit', api.clock.now());
    for (let n = 0; n < 8; n += 1)
      await playRound(api, 'playera', {
        stake: 100_000,
        reels: LOSING_REELS,
        at: local(`2026-03-03 10:01:0${n}`),
      });
    for (let n = 0; n < 12; n += 1)
      await playRound(api, 'playerb', {
        stake: 100_000,
        reels: n === 5 ? CHERRY_REELS : LOSING_REELS,
        at: local(`2026-03-03 10:06:${String(n).padStart(2, '0')}`),
      });
    for (let n = 0; n < 3; n += 1)
      await playRound(api, 'playerc', {
        stake: 111_111,
        reels: LOSING_REELS,
        at: local(`2026-03-03 11:30:0${n}`),
      });
    moveClockTo(local('2026-03-03 11:40:00'));
    await moveMoney(api, 'playera', -50_000, 'withdraw_hold', api.clock.now());
    moveClockTo(local('2026-03-03 11:45:00'));
    await openDownline('teamlead', 'playerd', 'member');
    expect([
      await mainBalance('playera'),
      await mainBalance('playerb'),
      await mainBalance('playerc'),
    ]).toEqual([150_000, 800_000, 166_667]);
  });

  it('shows the day so far in the team overview and downline management', async () => {
    moveClockTo(local('2026-03-03 12:00:00'));
    const overview = await api.call(contract.agent.teamOverview, { token: tokens.teamlead });
    expect(overview.body).toEqual({
      success: true,
      code: 'OK',
      message: 'OK',
      value: {
        teamSize: 5,
        directMembers: 3,
        newMembersToday: 1,
        activeMembersToday: 3,
        teamBalance: 150_000 + 800_000 + 166_667,
        depositTotal: 3_000_000,
        withdrawTotal: 50_000,
        validBetTotal: 2_333_333,
        profitLoss: -1_833_333,
      },
    });
    const sub = await api.call(contract.agent.teamOverview, { token: tokens.teamsub1 });
    expect(sub.body.success && sub.body.value).toMatchObject({
      teamSize: 2,
      directMembers: 2,
      validBetTotal: 1_533_333,
      profitLoss: -1_033_333,
    });

    const list = await api.call<{
      content: { account: string; level: number; balance: number; type: number }[];
      totalElements: number;
      totalPages: number;
    }>(contract.agent.teamMembers, { token: tokens.teamlead, query: { pageNo: 1, pageSize: 10 } });
    expect(
      list.body.success && list.body.value.content.map((row) => [row.account, row.level, row.balance]),
    ).toEqual([
      ['playera', 1, 150_000],
      ['playerd', 1, 0],
      ['teamsub1', 1, 0],
      ['playerb', 2, 800_000],
      ['playerc', 2, 166_667],
    ]);
    const page = await api.call<{
      content: { account: string }[];
      totalElements: number;
      totalPages: number;
    }>(contract.agent.teamMembers, {
      token: tokens.teamlead,
      query: { pageNo: 2, pageSize: 2, account: 'PLAYER' },
    });
    expect(page.body.success && page.body.value).toMatchObject({
      pageNo: 2,
      totalElements: 4,
      totalPages: 2,
    });
    expect(page.body.success && page.body.value.content.map((row) => row.account)).toEqual([
      'playerb',
      'playerc',
    ]);
    const direct = await api.call<{ content: { account: string }[] }>(contract.agent.teamMembers, {
      token: tokens.teamlead,
      query: { pageNo: 1, pageSize: 20, directOnly: true },
    });
    expect(direct.body.success && direct.body.value.content.map((row) => row.account)).toEqual([
      'playera',
      'playerd',
      'teamsub1',
    ]);
  });

  it("charts the team's days from the same money as the overview, quiet days as zeros", async () => {
    const today = {
      depositTotal: 3_000_000,
      withdrawTotal: 50_000,
      validBetTotal: 2_333_333,
      profitLoss: -1_833_333,
    };
    const quiet = { depositTotal: 0, withdrawTotal: 0, validBetTotal: 0, profitLoss: 0 };
    const daily = await api.call(contract.agent.teamDaily, {
      token: tokens.teamlead,
      query: { startDate: '2026-03-01', endDate: '2026-03-03' },
    });
    expect(daily.body.success && daily.body.value).toEqual({
      days: [
        { date: '2026-03-01', ...quiet },
        { date: '2026-03-02', ...quiet },
        { date: '2026-03-03', ...today },
      ],
      totals: today,
    });
    const overview = await api.call(contract.agent.teamOverview, { token: tokens.teamlead });
    expect(overview.body.success && overview.body.value).toMatchObject(today);

    // The sub-agent's team is its own two players, on the local day they played.
    const sub = await api.call<{ days: unknown[] }>(contract.agent.teamDaily, {
      token: tokens.teamsub1,
      query: { startDate: '2026-03-03', endDate: '2026-03-04' },
    });
    expect(sub.body.success && sub.body.value.days).toEqual([
      expect.objectContaining({ date: '2026-03-03', validBetTotal: 1_533_333, profitLoss: -1_033_333 }),
      { date: '2026-03-04', ...quiet },
    ]);

    const tooLong = await api.call(contract.agent.teamDaily, {
      token: tokens.teamlead,
      query: { startDate: '2025-01-01', endDate: '2026-03-03' },
    });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const member = await api.call(contract.agent.teamDaily, {
      token: await login('playera'),
      query: { startDate: '2026-03-03', endDate: '2026-03-03' },
    });
    expect([member.status, member.body.code]).toEqual([403, 'NON_AGENT_LOGIN']);
  });

  it('settles the day: each contract paid the worked example, to the minor unit', async () => {
    moveClockTo(local('2026-03-04 00:00:30'));
    await runDueJobs(api.app, scheduledJobs, api.clock.now());
    const rows = await settlements(local('2026-03-03 00:00:00'), local('2026-03-04 00:00:00'));
    const view = rows.map((row) => [row.type, row.code, row.account, row.gross, row.downline, row.amount]);
    expect(view).toEqual([
      // Daily salary: teamsub1's team bet 1,533,333 with 2 active → 1 %; teamlead's 2,333,333 with 3 → 1.5 %.
      ['DAILY_SALARY', 'D', 'teamlead', 34_999, 15_333, 19_666],
      ['DAILY_SALARY', 'D', 'teamsub1', 15_333, 0, 15_333],
      // Dividend: teamsub1's team lost 1,033,333 → 8 %; teamlead's lost 1,833,333 with 3 active → 20 %.
      ['DIVIDEND', 'D', 'teamlead', 366_666, 82_666, 284_000],
      ['DIVIDEND', 'D', 'teamsub1', 82_666, 0, 82_666],
      // Hourly salary 0.3 %: 10:00–11:00 bet 2,000,000, 11:00–12:00 bet 333,333.
      ['HOURLY_SALARY', '1H', 'teamlead', 6_000, 0, 6_000],
      ['HOURLY_SALARY', '1H', 'teamlead', 999, 0, 999],
      // Real-time salary, 5-minute windows 10:00, 10:05 and 11:30.
      ['REAL_TIME_SALARY', '5M', 'teamlead', 4_000, 0, 4_000],
      ['REAL_TIME_SALARY', '5M', 'teamlead', 6_000, 2_400, 3_600],
      ['REAL_TIME_SALARY', '5M', 'teamsub1', 2_400, 0, 2_400],
      ['REAL_TIME_SALARY', '5M', 'teamlead', 1_666, 666, 1_000],
      ['REAL_TIME_SALARY', '5M', 'teamsub1', 666, 0, 666],
    ]);
    const daily = rows.find((row) => row.type === 'DAILY_SALARY' && row.account === 'teamlead');
    expect(daily).toMatchObject({ validBet: 2_333_333, profitLoss: -1_833_333, activeMembers: 3, rate: 150 });
    expect(await mainBalance('teamlead')).toBe(19_666 + 284_000 + 6_000 + 999 + 4_000 + 3_600 + 1_000);
    expect(await mainBalance('teamsub1')).toBe(15_333 + 82_666 + 2_400 + 666);
  });

  it('pays nothing again: not on the next tick, a manual re-run, or with the job runs forgotten', async () => {
    const paid = await settlementLedgerCount();
    const balances = [await mainBalance('teamlead'), await mainBalance('teamsub1')];
    expect(await runDueJobs(api.app, scheduledJobs, api.clock.now())).toEqual([]);

    const day = { start: local('2026-03-03 00:00:00'), end: local('2026-03-04 00:00:00') };
    const rerun = await api.app.database.transaction((tx) =>
      settlePeriod(tx, 'DAILY_SALARY', 'D', day, api.clock.now()),
    );
    expect(rerun.filter((outcome) => outcome.paid)).toEqual([]);
    expect(rerun.length).toBeGreaterThanOrEqual(2);

    // An operator wipes the scheduler's memory: every period runs again, and still pays nothing.
    await api.app.database.db.delete(jobRuns).where(like(jobRuns.job, 'agents.%'));
    const again = await runDueJobs(api.app, scheduledJobs, api.clock.now());
    expect(again.length).toBeGreaterThan(0);
    expect(await settlementLedgerCount()).toBe(paid);
    expect([await mainBalance('teamlead'), await mainBalance('teamsub1')]).toEqual(balances);
  });

  it("lists each payment once in the payee's account record, as the credit that reached its wallet", async () => {
    const record = async (token: string) => {
      const answer = await api.call<{
        content: { type: string; amount: number; balanceAfter: number; status: string }[];
      }>(contract.reports.account, {
        token,
        query: { startDate: '2026-03-04', endDate: '2026-03-04', pageNo: 1, pageSize: 50 },
      });
      if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
      return answer.body.value.content;
    };
    const paid = (rows: Awaited<ReturnType<typeof record>>) =>
      rows
        .filter((row) => row.type === 'SALARY' || row.type === 'DIVIDEND')
        .map((row) => `${row.type} ${row.amount} ${row.status}`)
        .sort();
    const lead = await record(tokens.teamlead);
    expect(paid(lead)).toEqual(
      [
        'SALARY 19666 SUCCESS',
        'DIVIDEND 284000 SUCCESS',
        'SALARY 6000 SUCCESS',
        'SALARY 999 SUCCESS',
        'SALARY 4000 SUCCESS',
        'SALARY 3600 SUCCESS',
        'SALARY 1000 SUCCESS',
      ].sort(),
    );
    // Nothing else moved teamlead's wallet that day, so its newest line ends at the wallet's balance.
    expect(Math.max(...lead.map((row) => row.balanceAfter))).toBe(await mainBalance('teamlead'));
    expect(paid(await record(tokens.teamsub1))).toEqual(
      ['SALARY 15333 SUCCESS', 'DIVIDEND 82666 SUCCESS', 'SALARY 2400 SUCCESS', 'SALARY 666 SUCCESS'].sort(),
    );
  });

  it('answers the agent-centre reports from the same bets and settlements', async () => {
    const report = (
      reportType: string,
      extra: Record<string, string | number> = {},
      token = tokens.teamlead,
    ) =>
      api.call<{
        content: {
          account: string;
          period: string;
          validBetAmount: number;
          profitLoss: number;
          amount: number;
        }[];
        totalElements: number;
        totalPages: number;
        totalAmount: number;
      }>(contract.reports.team, {
        token,
        query: {
          reportType,
          startDate: '2026-03-03',
          endDate: '2026-03-03',
          pageNo: 1,
          pageSize: 20,
          ...extra,
        },
      });
    const value = async (promise: ReturnType<typeof report>) => {
      const answer = await promise;
      if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
      return answer.body.value;
    };

    const betting = await value(report('TEAM_BETTING'));
    expect(
      betting.content.map((row) => [row.account, row.period, row.validBetAmount, row.profitLoss, row.amount]),
    ).toEqual([
      ['playera', '2026-03-03', 800_000, -800_000, 800_000],
      ['playerb', '2026-03-03', 1_200_000, -700_000, 1_200_000],
      ['playerc', '2026-03-03', 333_333, -333_333, 333_333],
    ]);
    expect(betting.totalAmount).toBe(2_333_333);
    const paged = await value(report('TEAM_BETTING', { pageSize: 2, pageNo: 2 }));
    expect(paged).toMatchObject({ totalElements: 3, totalPages: 2, totalAmount: 2_333_333 });
    expect(paged.content.map((row) => row.account)).toEqual(['playerc']);
    // By level: teamlead's direct downlines (teamsub1, playera), then those under teamsub1.
    const direct = await value(report('TEAM_BETTING', { level: 1 }));
    expect(direct.content.map((row) => row.account)).toEqual(['playera']);
    expect(direct.totalAmount).toBe(800_000);
    const second = await value(report('TEAM_BETTING', { level: 2 }));
    expect(second.content.map((row) => row.account)).toEqual(['playerb', 'playerc']);
    expect(second.totalAmount).toBe(1_533_333);
    expect((await value(report('TEAM_BETTING', { level: 1, account: 'playerb' }))).totalElements).toBe(0);
    expect((await value(report('TEAM_BETTING', { level: 2, account: 'playerb' }))).totalAmount).toBe(
      1_200_000,
    );

    const loss = await value(report('USER_LOSS'));
    expect(loss.content.map((row) => row.amount)).toEqual([800_000, 700_000, 333_333]);
    expect(loss.totalAmount).toBe(1_833_333);

    // Salary and dividend records: the team's rows add up to the gross of the top contract.
    expect((await value(report('DAILY_SALARY'))).totalAmount).toBe(34_999);
    expect((await value(report('DIVIDEND'))).totalAmount).toBe(366_666);
    const realTime = await value(report('REAL_TIME_SALARY'));
    expect(realTime.totalAmount).toBe(8_600 + 3_066);
    expect(realTime.content.map((row) => [row.account, row.period, row.amount])).toEqual([
      ['teamlead', '2026-03-03T11:30:00+08:00', 1_000],
      ['teamsub1', '2026-03-03T11:30:00+08:00', 666],
      ['teamlead', '2026-03-03T10:05:00+08:00', 3_600],
      ['teamsub1', '2026-03-03T10:05:00+08:00', 2_400],
      ['teamlead', '2026-03-03T10:00:00+08:00', 4_000],
    ]);
    expect((await value(report('HOURLY_SALARY'))).totalAmount).toBe(6_999);
    const subOnly = await value(report('DAILY_SALARY', { account: 'teamsub1' }));
    expect(subOnly.content.map((row) => [row.account, row.amount])).toEqual([['teamsub1', 15_333]]);
    // The agent's own salary is not a downline's: level 1 leaves it out.
    const directSalaries = await value(report('DAILY_SALARY', { level: 1 }));
    expect(directSalaries.content.map((row) => [row.account, row.amount])).toEqual([['teamsub1', 15_333]]);

    const income = await value(report('REVENUE'));
    expect(income.content).toEqual([
      {
        account: 'teamlead',
        period: '2026-03-03',
        validBetAmount: 2_333_333,
        profitLoss: -1_833_333,
        activeMembers: 3,
        amount: 319_265,
      },
    ]);
    const directIncome = await value(report('REVENUE', { level: 1 }));
    expect(directIncome.content.map((row) => [row.validBetAmount, row.amount])).toEqual([[800_000, 319_265]]);
    expect((await value(report('REVENUE', { account: 'teamsub1' }))).totalAmount).toBe(101_065);
    expect((await value(report('REVENUE', {}, tokens.teamsub1))).totalAmount).toBe(101_065);

    // Paid just after midnight: the movements carry the payment's time, in the next day.
    const details = await value(report('ACCOUNT_DETAILS', { account: 'teamsub1', endDate: '2026-03-04' }));
    expect(details.content.map((row) => row.amount).sort((a, b) => a - b)).toEqual([
      666, 2_400, 15_333, 82_666,
    ]);
    const teamDetails = await value(report('ACCOUNT_DETAILS'));
    expect(
      teamDetails.content.find((row) => row.account === 'playera' && row.amount === -50_000)?.period,
    ).toBe('2026-03-03 11:40:00');

    // The sub-agent sees its own team only.
    const foreign = await report('TEAM_BETTING', { account: 'playera' }, tokens.teamsub1);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('ACCOUNT_NOT_FOUND');
  });
});

describe('a contract replaced at noon (ADR 0005, example 2: 2026-03-04)', () => {
  it('plays the morning, races two instances over one window, and pays it once', async () => {
    moveClockTo(local('2026-03-04 09:00:00'));
    await moveMoney(api, 'playerb', 500_000, 'deposit', api.clock.now());
    await playRound(api, 'playerb', {
      stake: 500_000,
      reels: LOSING_REELS,
      at: local('2026-03-04 10:00:00'),
    });
    await playRound(api, 'playera', {
      stake: 100_000,
      reels: LOSING_REELS,
      at: local('2026-03-04 10:01:00'),
    });
    moveClockTo(local('2026-03-04 10:05:10'));
    const window = { start: local('2026-03-04 10:00:00'), end: local('2026-03-04 10:05:00') };
    const other = api.testDb.url
      ? (second = openDatabase({ databaseUrl: api.testDb.url }))
      : api.app.database;
    const before = await settlementLedgerCount();
    const [first, racing] = await Promise.all(
      [api.app.database, other].map((database) =>
        database.transaction((tx) => settlePeriod(tx, 'REAL_TIME_SALARY', '5M', window, api.clock.now())),
      ),
    );
    const paid = [...(first ?? []), ...(racing ?? [])].filter((outcome) => outcome.paid);
    expect(paid.map((outcome) => outcome.amount).sort((a, b) => a - b)).toEqual([1_000, 2_000]);
    expect(await settlementLedgerCount()).toBe(before + 2);
  });

  it('auto-terminates the downline contract paid more than the newly accepted rate', async () => {
    moveClockTo(local('2026-03-04 12:00:00'));
    const offer = await processContract(api, tokens.agenttop, 'DAILY_SALARY', {
      action: 'NEW',
      downlineAccount: 'teamlead',
      period: 'D',
      tiers: [{ rate: 0.8, validBetAmount: 0, activeMembers: 1, periodProfitLoss: 0 }],
    });
    expect(offer.body.success && offer.body.value.contract.status).toBe('PENDING');
    const newId = offer.body.success ? offer.body.value.contract.contractId : '';
    contractIds.leadDailyNew = newId;
    const accepted = await processContract(api, tokens.teamlead, 'DAILY_SALARY', {
      action: 'ACCEPT',
      contractId: newId,
    });
    expect(accepted.body.success && accepted.body.value).toMatchObject({
      contract: { contractId: newId, status: 'ACTIVE' },
      autoTerminatedContractIds: [contractIds.subDaily],
    });
    const list = await api.call<{ contractId: string; status: string }[]>(contract.agent.contracts, {
      token: tokens.teamlead,
      query: { contractType: 'DAILY_SALARY' },
    });
    const statuses = Object.fromEntries(
      (list.body.success ? list.body.value : []).map((row) => [row.contractId, row.status]),
    );
    expect(statuses).toEqual({
      [newId]: 'ACTIVE',
      [contractIds.leadDaily ?? '']: 'TERMINATED',
      [contractIds.subDaily ?? '']: 'TERMINATED',
    });
    const popup = await api.call<{ contracts: { dailySalaryInfo: { contract: unknown } } }>(
      contract.member.consolidated,
      { token: tokens.teamsub1 },
    );
    expect(popup.body.success && popup.body.value.contracts.dailySalaryInfo.contract).toBeNull();
  });

  it('pays each contract for the part of the day it was in force', async () => {
    await playRound(api, 'playerb', {
      stake: 400_000,
      reels: LOSING_REELS,
      at: local('2026-03-04 14:00:00'),
    });
    moveClockTo(local('2026-03-05 00:00:30'));
    await runDueJobs(api.app, scheduledJobs, api.clock.now());
    const rows = await settlements(local('2026-03-04 00:00:00'), local('2026-03-05 00:00:00'));
    const daily = rows
      .filter((row) => row.type === 'DAILY_SALARY')
      .map((row) => [row.account, row.contractId, row.validBet, row.gross, row.downline, row.amount]);
    expect(daily).toEqual(
      expect.arrayContaining([
        // Morning, the old contracts: teamsub1's team bet 500,000 (0.6 %), teamlead's 600,000 (1 %).
        ['teamsub1', contractIds.subDaily, 500_000, 3_000, 0, 3_000],
        ['teamlead', contractIds.leadDaily, 600_000, 6_000, 3_000, 3_000],
        // Afternoon, the new 0.8 % contract: 400,000, and no downline contract left to share with.
        ['teamlead', contractIds.leadDailyNew, 400_000, 3_200, 0, 3_200],
      ]),
    );
    expect(daily).toHaveLength(3);
    // The raced window was not paid a second time.
    const raced = rows.filter(
      (row) =>
        row.type === 'REAL_TIME_SALARY' && row.start.getTime() === local('2026-03-04 10:00:00').getTime(),
    );
    expect(raced.map((row) => row.amount).sort((a, b) => a - b)).toEqual([1_000, 2_000]);
  });
});
