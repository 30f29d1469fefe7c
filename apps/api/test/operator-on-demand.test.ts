import { contract } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreeContract, LOSING_REELS, moveMoney, playRound } from './support/agents';
import { walletBalanceOf } from './support/signed-in';
import { operatorCli } from './support/operator-cli';
import { startTestServer, type TestServer } from './support/server';

// The operator CLI's on-demand runs, demo servers only: `settle-salary` settles the salary period in
// progress now, as its scheduled run settles it once it has ended, and each contract is paid once;
// `accrue-points` credits the points of what settled so far, as the minute job does, each once;
// `age-sessions` moves a member's open sessions into the past, so a session-time limit ends them now.

const PASSWORD = 'Welcome2026';
let api: TestServer;
let operator: string;
let holder: string;

const cli = (...argv: string[]) => operatorCli(api, operator)(...argv);

beforeAll(async () => {
  api = await startTestServer({ options: { demoMode: true } });
  operator = await api.operatorToken();
  const agenttop = await api.loginReady('agenttop');
  const opened = await api.call(contract.agent.registerDownline, {
    token: agenttop,
    body: { username: 'salaryholder', password: PASSWORD, type: 'agent' },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const answer = await api.login('salaryholder', PASSWORD);
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  holder = answer.body.value.token;
  await agreeContract(api, { upline: agenttop, downline: holder }, 'DAILY_SALARY', {
    downlineAccount: 'salaryholder',
    period: 'D',
    tiers: [{ rate: 1, validBetAmount: 0, activeMembers: 1, periodProfitLoss: 0 }],
  });
  api.clock.advanceSeconds(60);
  await moveMoney(api, 'salaryholder', 100_000, 'deposit', api.clock.now());
  await playRound(api, 'salaryholder', { stake: 10_000, reels: LOSING_REELS, at: api.clock.now() });
});

afterAll(async () => {
  await api.close();
});

describe('settle-salary', () => {
  it("pays the day so far once: 1 % of the holder's ₱100.00 valid bet", async () => {
    const before = await walletBalanceOf(api, holder);
    const first = await cli('settle-salary', 'daily');
    expect(first.code, first.lines.join('\n')).toBe(0);
    expect(first.lines.find((line) => line.includes('salaryholder'))).toMatch(
      / {2}salaryholder {2}100 {2}paid$/,
    );
    expect(await walletBalanceOf(api, holder)).toBe(before + 100);

    const again = await cli('settle-salary', 'daily');
    expect(again.lines.find((line) => line.includes('salaryholder'))).toMatch(/ {2}already settled$/);
    expect(await walletBalanceOf(api, holder)).toBe(before + 100);
  });

  it('settles the period containing --at, and names a period with no team bet as empty', async () => {
    const run = await cli('settle-salary', 'hourly', '--at', '2026-01-01T03:30:00.000Z');
    expect(run.code, run.lines.join('\n')).toBe(0);
    expect(run.lines).toEqual([
      'HOURLY_SALARY 2026-01-01T03:00:00.000Z - 2026-01-01T04:00:00.000Z',
      '0 contract(s) settled',
    ]);
  });

  it('refuses a kind it does not know', async () => {
    expect((await cli('settle-salary', 'weekly')).code).toBe(2);
  });
});

describe('accrue-points', () => {
  const pointsOf = async (token: string) => {
    const answer = await api.call(contract.points.balance, { token });
    if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
    return (answer.body.value as { points: number }).points;
  };

  it("credits the holder's round now, once", async () => {
    const before = await pointsOf(holder);
    // What settles at the very instant of the run is left to the next one.
    api.clock.advanceSeconds(1);
    const first = await cli('accrue-points');
    expect(first.code, first.lines.join('\n')).toBe(0);
    expect(first.lines).toHaveLength(1);
    expect(first.lines[0]).toMatch(/^points credited for [1-9]\d* bet\(s\) and \d+ deposit\(s\)$/);
    const earned = (await pointsOf(holder)) - before;
    expect(earned).toBeGreaterThan(0);

    const again = await cli('accrue-points');
    expect(again.lines).toEqual(['points credited for 0 bet(s) and 0 deposit(s)']);
    expect(await pointsOf(holder)).toBe(before + earned);
  });

  it('takes no arguments', async () => {
    expect((await cli('accrue-points', 'now')).code).toBe(2);
  });
});

describe('age-sessions', () => {
  const aurora = ['--merchant', 'aurora'];

  it('ends a session at its session-time limit as if that much time had passed, saying why', async () => {
    const token = await api.loginReady('demomember');
    expect((await cli('age-sessions', 'demomember', '5', ...aurora)).lines).toEqual([
      'aurora  demomember  1 open session(s) 5 min older',
    ]);
    // Without a limit, five minutes older is still a live session.
    expect((await api.call(contract.member.info, { token })).status).toBe(200);

    expect((await cli('set-limit', 'demomember', 'session', '10', ...aurora)).code).toBe(0);
    expect((await api.call(contract.member.info, { token })).status).toBe(200);
    expect((await cli('age-sessions', 'demomember', '6', ...aurora)).code).toBe(0);
    const ended = await api.call(contract.member.info, { token });
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ success: false, code: 'SESSION_TIME_LIMIT_REACHED' });
    // An ended session is not open any more: nothing left to move.
    expect((await cli('age-sessions', 'demomember', '5', ...aurora)).lines).toEqual([
      'aurora  demomember  0 open session(s) 5 min older',
    ]);
    // The holder's session, another member's, was never moved.
    expect((await api.call(contract.member.info, { token: holder })).status).toBe(200);
  });

  it('takes an account and a whole number of minutes', async () => {
    for (const argv of [
      ['age-sessions', 'demomember'],
      ['age-sessions', 'demomember', '0'],
      ['age-sessions', 'demomember', '1.5'],
    ])
      expect((await cli(...argv)).code).toBe(2);
    expect((await cli('age-sessions', 'nosuchmember', '1')).lines).toEqual(['refused: ACCOUNT_NOT_FOUND']);
  });
});

describe('on a server not in demo mode', () => {
  it.each(['settle-salary daily', 'accrue-points', 'age-sessions demomember 1'])(
    '%s is refused',
    async (command) => {
      api.app.options.demoMode = false;
      try {
        const refused = await cli(...command.split(' '));
        expect([refused.code, refused.lines]).toEqual([1, ['refused: FORBIDDEN']]);
      } finally {
        api.app.options.demoMode = true;
      }
    },
  );
});
