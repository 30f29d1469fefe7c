import { contract, LOGIN_HISTORY_DAYS, type LoginAttempt, type Page } from '@portal/api-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_HISTORY_KEPT_PER_RESULT } from '../src/auth/login-history';
import { loginHistory, loginThrottle, members } from '../src/db/schema';
import { pruneExpiredRows } from '../src/jobs/prune';
import { merchantIdByCode } from '../src/seed/seed';
import { DEFAULT_PASSWORD, startTestServer, type TestServer } from './support/server';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
});

afterAll(async () => {
  await api.close();
});

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
/** Every day the tests reach (the clock starts on 2026-03-01 and moves forward). */
const ALL_DAYS = { startDate: '2026-01-01', endDate: '2027-12-31' } as const;

async function historyOf(
  token: string,
  query: Record<string, string | number> = {},
): Promise<Page<LoginAttempt>> {
  const answer = await api.call<Page<LoginAttempt>>(contract.member.loginHistory, {
    token,
    query: { ...ALL_DAYS, ...query },
  });
  if (!answer.body.success) throw new Error(`login history: ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

/** The id of an aurora member (the other white labels have a demomember too). */
async function memberId(account: string): Promise<number> {
  const db = api.testDb.database.db;
  const merchantId = await merchantIdByCode(db, 'aurora');
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.accountKey, account)));
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
}

function tokenOf(answer: { body: { success: boolean; value?: unknown } }): string {
  const value = answer.body.value as { token?: unknown } | null | undefined;
  if (!answer.body.success || typeof value?.token !== 'string')
    throw new Error(`expected a login: ${JSON.stringify(answer.body)}`);
  return value.token;
}

describe('member.loginHistory', () => {
  /** demomember's latest session (sessions end after half an hour without a request). */
  let token = '';
  const password = 'History2026';

  it('lists a failed and then a successful login, newest first, with their results and devices', async () => {
    token = await api.loginReady('demomember', { newPassword: password });
    const before = await historyOf(token);
    expect(before.content).toHaveLength(1);
    expect(before.content[0]).toMatchObject({ result: 'SUCCESS', reason: null, method: 'PASSWORD' });

    api.clock.advanceSeconds(60);
    const wrong = await api.login('demomember', 'not-my-password', {
      headers: { 'User-Agent': FIREFOX_ON_LINUX },
    });
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    api.clock.advanceSeconds(60);
    const right = await api.login('demomember', password, { headers: { 'User-Agent': SAFARI_ON_IPHONE } });
    token = tokenOf(right);

    const { content, totalElements } = await historyOf(token);
    expect(totalElements).toBe(3);
    expect(content.slice(0, 2)).toEqual([
      {
        attemptId: expect.any(String),
        at: api.clock.now().toISOString(),
        ip: '127.0.0.1',
        device: { browser: 'Safari', os: 'iOS' },
        method: 'PASSWORD',
        result: 'SUCCESS',
        reason: null,
      },
      {
        attemptId: expect.any(String),
        at: new Date(api.clock.now().getTime() - 60_000).toISOString(),
        ip: '127.0.0.1',
        device: { browser: 'Firefox', os: 'Linux' },
        method: 'PASSWORD',
        result: 'FAILURE',
        reason: 'WRONG_PASSWORD',
      },
    ]);
    const failures = await historyOf(token, { result: 'FAILURE' });
    expect(failures.content.map((attempt) => attempt.reason)).toEqual(['WRONG_PASSWORD']);
  });

  it('keeps the IP as the server sees it: a new place asks for the second verification, then logs in', async () => {
    const travel = '198.51.100.23';
    const challenged = await api.login('demomember', password, { ip: travel });
    const challenge = challenged.body.success ? null : challenged.body.value?.secondVerification;
    if (!challenge) throw new Error('expected a challenge');
    await api.call(contract.auth.secondVerificationCode, {
      body: { challengeId: challenge.challengeId, method: 'SMS' },
      ip: travel,
    });
    const code = await api.lastSmsCode('+639171234567');
    const wrong = await api.call(contract.auth.secondVerification, {
      body: {
        challengeId: challenge.challengeId,
        method: 'SMS',
        answer: code === '000000' ? '111111' : '000000',
      },
      ip: travel,
    });
    expect(wrong.body.code).toBe('INVALID_VERIFICATION_CODE');
    const passed = await api.call(contract.auth.secondVerification, {
      body: { challengeId: challenge.challengeId, method: 'SMS', answer: code },
      ip: travel,
    });
    token = tokenOf(passed);
    const { content } = await historyOf(token);
    expect(content.slice(0, 3).map(({ ip, result, reason }) => [ip, result, reason])).toEqual([
      [travel, 'SUCCESS', null],
      [travel, 'FAILURE', 'VERIFICATION_FAILED'],
      [travel, 'FAILURE', 'VERIFICATION_REQUIRED'],
    ]);
  });

  it('records SMS logins: a wrong code, then the right one', async () => {
    const phone = { mobileNum: '9171234567', countryDialingCode: '+63' };
    api.clock.advanceDays(1);
    await api.call(contract.auth.smsCode, { body: { ...phone, purpose: 'LOGIN' } });
    const code = await api.lastSmsCode('+639171234567');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await api.call(contract.auth.loginByCode, {
      body: { ...phone, verificationCode: wrongCode },
    });
    expect(wrong.body.code).toBe('INVALID_VERIFICATION_CODE');
    const right = await api.call(contract.auth.login, {
      body: { type: 'sms', ...phone, verificationCode: code },
    });
    token = tokenOf(right);
    const { content } = await historyOf(token);
    expect(content.slice(0, 2).map(({ method, result, reason }) => [method, result, reason])).toEqual([
      ['SMS', 'SUCCESS', null],
      ['SMS', 'FAILURE', 'WRONG_CODE'],
    ]);
  });

  it('records a login with a mailed temporary password as a reset', async () => {
    const ember = { merchant: 'ember' } as const;
    await api.call(contract.auth.forgotPasswordByEmail, {
      ...ember,
      body: { username: 'demomember', email: 'demomember@ember.example' },
    });
    const mail = await api.lastEmail('demomember@ember.example');
    const temporary = /temporary password (\S+) /u.exec(mail?.body ?? '')?.[1] ?? '';
    const resetToken = tokenOf(await api.login('demomember', temporary, ember));
    // The history is read once the forced change is done, like every page but the change itself.
    const before = await api.call(contract.member.loginHistory, {
      ...ember,
      token: resetToken,
      query: ALL_DAYS,
    });
    expect(before.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    await api.changePassword(
      resetToken,
      { oldPassword: temporary, newPassword: 'Rescued2027', confirmNewPassword: 'Rescued2027' },
      ember,
    );
    const answer = await api.call<Page<LoginAttempt>>(contract.member.loginHistory, {
      ...ember,
      token: resetToken,
      query: ALL_DAYS,
    });
    expect(answer.body.success && answer.body.value.content).toMatchObject([
      { method: 'RESET', result: 'SUCCESS' },
    ]);
  });

  it('records the refusals of a locked account and the failure that locked it', async () => {
    const db = api.testDb.database.db;
    const merchantId = await merchantIdByCode(db, 'aurora');
    // One short of the lock, as after nine wrong guesses; the tenth needs a captcha.
    await db.insert(loginThrottle).values({
      merchantId,
      accountKey: 'demomember',
      failures: 9,
      lastFailureAt: api.clock.now(),
      lockedUntil: null,
    });
    const tenth = await api.login('demomember', 'guess-ten', { body: await api.captcha() });
    expect(tenth.body.code).toBe('INVALID_CREDENTIALS');
    const refused = await api.login('demomember', password);
    expect(refused.status).toBe(429);
    const { content } = await historyOf(token, { result: 'FAILURE' });
    expect(content.slice(0, 2).map(({ reason }) => reason)).toEqual(['LOCKED', 'LOCKED']);
    await db
      .delete(loginThrottle)
      .where(and(eq(loginThrottle.merchantId, merchantId), eq(loginThrottle.accountKey, 'demomember')));
  });

  it('shows a member only their own attempts', async () => {
    const agentToken = await api.loginReady('agentone');
    await api.login('agentone', 'agent-guess');
    const mine = await historyOf(token);
    const theirs = await historyOf(agentToken);
    expect(theirs.totalElements).toBe(2);
    const agentIds = new Set(theirs.content.map((attempt) => attempt.attemptId));
    expect(mine.content.some((attempt) => agentIds.has(attempt.attemptId))).toBe(false);
    // A member cannot ask for another's: the call has no such parameter, and an unknown one changes nothing.
    const asked = await api.call<Page<LoginAttempt>>(contract.member.loginHistory, {
      token,
      query: { ...ALL_DAYS, account: 'agentone', memberId: await memberId('agentone') },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.success && asked.body.value.totalElements).toBe(mine.totalElements);
  });

  it('pages newest first, 20 at a time by default, within the chosen days', async () => {
    const registered = await api.call(contract.auth.register, {
      body: {
        username: 'historypager',
        password: 'Pager2026x',
        confirmPassword: 'Pager2026x',
        payeeName: 'History Pager',
        ...(await api.captcha()),
        registerUrl: 'https://aurora.localhost/register',
        domain: 'aurora.localhost',
      },
      headers: { 'User-Agent': SAFARI_ON_IPHONE },
    });
    const pagerToken = tokenOf(registered);
    const first = await historyOf(pagerToken);
    expect(first.content).toMatchObject([{ method: 'REGISTER', result: 'SUCCESS', device: { os: 'iOS' } }]);

    const id = await memberId('historypager');
    const now = api.clock.now().getTime();
    // 44 older failures, an hour apart, newest an hour ago.
    await api.testDb.database.db.insert(loginHistory).values(
      Array.from({ length: 44 }, (_, index) => ({
        memberId: id,
        at: new Date(now - (index + 1) * 3_600_000),
        ip: `192.0.2.${index + 1}`,
        userAgent: null,
        method: 'PASSWORD',
        result: 'FAILURE',
        reason: 'WRONG_PASSWORD',
      })),
    );
    const pages = await Promise.all([1, 2, 3].map((pageNo) => historyOf(pagerToken, { pageNo })));
    expect(pages.map((page) => page.content.length)).toEqual([20, 20, 5]);
    expect(pages[0]).toMatchObject({ pageNo: 1, pageSize: 20, totalElements: 45, totalPages: 3 });
    const times = pages.flatMap((page) => page.content.map((attempt) => attempt.at));
    expect(times).toEqual([...times].sort().reverse());
    expect(pages[2]?.content.at(-1)).toMatchObject({ ip: '192.0.2.44', device: { browser: null, os: null } });
    expect((await historyOf(pagerToken, { pageNo: 9 })).content).toEqual([]);
    expect((await historyOf(pagerToken, { pageSize: 50 })).content).toHaveLength(45);

    // The records' calendar days (GMT+8): 2026-03-01 is [2026-02-28T16:00Z, 2026-03-01T16:00Z).
    const day = await historyOf(pagerToken, { startDate: '2026-03-01', endDate: '2026-03-01' });
    const inDay = [now, ...Array.from({ length: 44 }, (_, index) => now - (index + 1) * 3_600_000)].filter(
      (time) => time >= Date.parse('2026-02-28T16:00:00Z') && time < Date.parse('2026-03-01T16:00:00Z'),
    );
    expect(inDay.length).toBeGreaterThan(0);
    expect(day.totalElements).toBe(inDay.length);
  });

  it(`keeps ${LOGIN_HISTORY_KEPT_PER_RESULT} of each result per member and ${LOGIN_HISTORY_DAYS} days`, async () => {
    const db = api.testDb.database.db;
    const id = await memberId('historypager');
    await db.delete(loginHistory).where(eq(loginHistory.memberId, id));
    const now = api.clock.now().getTime();
    const row = (minutesAgo: number, result: 'SUCCESS' | 'FAILURE') => ({
      memberId: id,
      at: new Date(now - minutesAgo * 60_000),
      ip: '192.0.2.1',
      userAgent: null,
      method: 'PASSWORD',
      result,
      reason: result === 'SUCCESS' ? null : 'WRONG_PASSWORD',
    });
    await db
      .insert(loginHistory)
      .values([
        ...Array.from({ length: LOGIN_HISTORY_KEPT_PER_RESULT }, (_, index) => row(10 + index, 'SUCCESS')),
        ...Array.from({ length: 3 }, (_, index) => row(5 + index, 'FAILURE')),
      ]);
    // Two more failures: the successes are not touched by them.
    await api.login('historypager', 'wrong-1');
    await api.login('historypager', 'wrong-2');
    const successes = await db
      .select({ at: loginHistory.at })
      .from(loginHistory)
      .where(and(eq(loginHistory.memberId, id), eq(loginHistory.result, 'SUCCESS')));
    expect(successes).toHaveLength(LOGIN_HISTORY_KEPT_PER_RESULT);

    // One more login: the oldest success goes, the newest 100 stay.
    const token = tokenOf(await api.login('historypager', 'Pager2026x'));
    const all = await historyOf(token, { pageSize: 999 });
    const bySuccess = all.content.filter((attempt) => attempt.result === 'SUCCESS');
    expect(bySuccess).toHaveLength(LOGIN_HISTORY_KEPT_PER_RESULT);
    expect(bySuccess.at(-1)?.at).toBe(
      new Date(now - (10 + LOGIN_HISTORY_KEPT_PER_RESULT - 2) * 60_000).toISOString(),
    );
    expect(all.content.filter((attempt) => attempt.result === 'FAILURE')).toHaveLength(5);

    // Past the days kept: hidden at once, deleted by the next prune.
    await db.insert(loginHistory).values(row((LOGIN_HISTORY_DAYS * 24 + 1) * 60, 'FAILURE'));
    expect((await historyOf(token, { result: 'FAILURE', pageSize: 999 })).totalElements).toBe(5);
    const pruned = await api.testDb.database.transaction((tx) => pruneExpiredRows(tx, api.clock.now()));
    expect(pruned.loginHistory).toBeGreaterThanOrEqual(1);
  });
});

describe('member.loginHistory refuses bad queries with a 4xx, never a 5xx', () => {
  let token = '';

  beforeAll(async () => {
    token = await api.loginReady('agentsuper');
  });

  it.each([
    ['no dates', {}],
    ['a malformed date', { startDate: '2026-13-01', endDate: '2026-03-01' }],
    ['the end before the start', { startDate: '2026-03-02', endDate: '2026-03-01' }],
    ['page 0', { ...ALL_DAYS, pageNo: 0 }],
    ['a page that is no number', { ...ALL_DAYS, pageNo: 'two' }],
    ['a page size of 1000', { ...ALL_DAYS, pageSize: 1000 }],
    ['an unknown result', { ...ALL_DAYS, result: 'MAYBE' }],
    ['a huge page number', { ...ALL_DAYS, pageNo: '99999999999999999999' }],
  ])('%s', async (_, query) => {
    const answer = await api.call(contract.member.loginHistory, { token, query });
    expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('answers no token with 401 and a trial session with 403', async () => {
    expect((await api.call(contract.member.loginHistory, { query: ALL_DAYS })).status).toBe(401);
    const trialToken = tokenOf(await api.login('demotrial', DEFAULT_PASSWORD));
    expect(
      (await api.call(contract.member.loginHistory, { token: trialToken, query: ALL_DAYS })).status,
    ).toBe(403);
  });
});
