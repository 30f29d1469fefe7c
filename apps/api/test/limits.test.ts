import { randomUUID } from 'node:crypto';
import {
  contract,
  type DepositOrder,
  type GameCard,
  type PlayerLimits,
  type SetLimitResult,
} from '@portal/api-contract';
import { operatorContract } from '@portal/api-contract/operator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protectionChanges } from '../src/db/schema';
import { printProtectionAudit } from '../src/operator/cli';
import { memberWithOnlyAPayeeName } from './support/members';
import { operatorCli } from './support/operator-cli';
import type { TestServer } from './support/server';
import { startSignedIn } from './support/signed-in';
import { connectAuthenticated } from './support/sockets';

// Player protection limits on one server with a test clock: deposit limits per rolling window
// (lowest wins, refused with the remaining amount), a lower limit at once and a raise after 24
// hours, the wager limit at the slot's spin, the session-time limit through the session's expiry,
// and the audit trail the operator CLI lists.

let api: TestServer;
let member: string;
let operator: string;

beforeAll(async () => {
  ({
    api,
    operator,
    tokens: { member },
  } = await startSignedIn({ member: {} }));
});

afterAll(() => api.close());

async function setLimit(body: unknown, token = member) {
  const answer = await api.call<SetLimitResult>(contract.limits.set, { token, body });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value;
}

async function limitsOf(token = member): Promise<PlayerLimits> {
  const answer = await api.call<PlayerLimits>(contract.limits.get, { token });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value;
}

const depositDay = (limits: PlayerLimits) =>
  limits.amounts.find((limit) => limit.kind === 'DEPOSIT' && limit.window === 'DAY');

const deposit = (amount: number) =>
  api.call(contract.funds.deposit, {
    token: member,
    body: { channelId: 'BANK', amount },
    idempotencyKey: randomUUID(),
  });

const hours = (n: number) => n * 3_600_000;

/** A new session of the member signed in above (its password changed already). */
async function signIn(): Promise<string> {
  const answer = await api.login('demomember', 'Changed2026');
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value.token;
}

describe('deposit limits', () => {
  it('refuses a deposit over the 24-hour limit with the amount still allowed', async () => {
    expect((await setLimit({ kind: 'DEPOSIT', window: 'DAY', value: 100_000 })).applied).toBe('NOW');
    expect((await deposit(60_000)).status).toBe(200);
    const refused = await deposit(50_000);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      value: { issues: [{ path: 'amount', code: 'depositLimitReached', params: { max: 40_000 } }] },
    });
    expect(depositDay(await limitsOf())).toMatchObject({ value: 100_000, used: 60_000, remaining: 40_000 });
  });

  it('lets the lowest applicable limit win', async () => {
    await setLimit({ kind: 'DEPOSIT', window: 'WEEK', value: 70_000 });
    const refused = await deposit(20_000);
    expect(refused.body).toMatchObject({ value: { issues: [{ params: { max: 10_000 } }] } });
    // A removal waits its cooling-off like a raise.
    expect((await setLimit({ kind: 'DEPOSIT', window: 'WEEK', value: null })).applied).toBe('PENDING');
  });

  it('applies a decrease at once', async () => {
    const result = await setLimit({ kind: 'DEPOSIT', window: 'DAY', value: 80_000 });
    expect(result.applied).toBe('NOW');
    expect(depositDay(result.limits)).toMatchObject({ value: 80_000, remaining: 20_000, pending: null });
  });

  it('makes an increase wait 24 hours, shown with its time', async () => {
    const result = await setLimit({ kind: 'DEPOSIT', window: 'DAY', value: 200_000 });
    expect(result.applied).toBe('PENDING');
    const effectiveAt = new Date(api.clock.now().getTime() + hours(24)).toISOString();
    expect(depositDay(result.limits)).toMatchObject({
      value: 80_000,
      pending: { value: 200_000, effectiveAt },
    });
    expect((await deposit(30_000)).status).toBe(400);

    api.clock.advanceSeconds(23 * 3600);
    // Sessions last 12 hours here: a day later the member signs in again.
    member = await signIn();
    expect(depositDay(await limitsOf())).toMatchObject({ value: 80_000 });
    api.clock.advanceSeconds(3600);
    expect(depositDay(await limitsOf())).toMatchObject({ value: 200_000, used: 0, pending: null });
    expect((await deposit(150_000)).status).toBe(200);
  });
});

describe('the first deposit', () => {
  it('says whether a deposit of the member has been credited, so a limit is offered before it', async () => {
    const { password } = await memberWithOnlyAPayeeName(api, 'firstdepositor', 'First Depositor');
    const login = await api.login('firstdepositor', password);
    if (!login.body.success) throw new Error(JSON.stringify(login.body));
    const token = login.body.value.token;
    expect((await limitsOf(token)).hasDeposited).toBe(false);
    const order = await api.call<DepositOrder>(contract.funds.deposit, {
      token,
      body: { channelId: 'BANK', amount: 20_000 },
      idempotencyKey: randomUUID(),
    });
    if (!order.body.success) throw new Error(JSON.stringify(order.body));
    // An order is not a deposit until its money arrives.
    expect((await limitsOf(token)).hasDeposited).toBe(false);
    const credited = await api.call(operatorContract.deposits.credit, {
      token: operator,
      body: { orderId: order.body.value.orderId },
      idempotencyKey: randomUUID(),
    });
    expect(credited.status, JSON.stringify(credited.body)).toBe(200);
    expect((await limitsOf(token)).hasDeposited).toBe(true);
  });
});

describe('wager limits', () => {
  it('refuses a real-money spin over the wager limit', async () => {
    const games = await api.call<{ content: GameCard[] }>(contract.games.list, {
      token: member,
      query: { gameType: 'BGS', vassalage: 'BGS', pageSize: 1 },
    });
    const [game] = games.body.success ? games.body.value.content : [];
    const launched = await api.call<{ url: string }>(contract.games.launch, {
      token: member,
      body: { gameCode: game?.gameCode, vassalage: 'BGS', gameType: 'BGS' },
    });
    const ticket = new URL(launched.body.success ? launched.body.value.url : '').searchParams.get('ticket');
    const spin = async (stake: number) =>
      api.fetch('/demo-game/spin', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'Idempotency-Key': randomUUID(),
        },
        body: JSON.stringify({ ticket, stake }),
      });
    await setLimit({ kind: 'WAGER', window: 'DAY', value: 1_000 });
    expect((await spin(600)).status).toBe(200);
    const refused = await spin(500);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      value: { issues: [{ path: 'stake', code: 'playLimitReached', params: { max: 400 } }] },
    });
    expect(
      (await limitsOf()).amounts.find((limit) => limit.kind === 'WAGER' && limit.window === 'DAY'),
    ).toMatchObject({ used: 600, remaining: 400 });
  });
});

describe('the session-time limit', () => {
  it('ends the open session at login time + limit, and every later one', async () => {
    const loginAt = api.clock.now();
    const token = await signIn();
    api.clock.advanceSeconds(10 * 60);
    const result = await setLimit({ kind: 'SESSION', value: 30 }, token);
    expect(result.applied).toBe('NOW');
    expect(result.limits.session).toMatchObject({
      minutes: 30,
      sessionEndsAt: new Date(loginAt.getTime() + 30 * 60_000).toISOString(),
    });
    api.clock.advanceSeconds(19 * 60);
    expect((await api.call(contract.member.info, { token })).status).toBe(200);
    api.clock.advanceSeconds(2 * 60);
    const ended = await api.call(contract.member.info, { token });
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ success: false, code: 'SESSION_TIME_LIMIT_REACHED' });

    const next = await signIn();
    api.clock.advanceSeconds(31 * 60);
    const nextEnded = await api.call(contract.member.info, { token: next });
    expect(nextEnded.status).toBe(401);
    expect(nextEnded.body).toMatchObject({ code: 'SESSION_TIME_LIMIT_REACHED' });
    const socket = await connectAuthenticated(api.baseUrl, next);
    expect(await socket.next((frame) => frame.type === 'error')).toEqual({
      type: 'error',
      code: 'SESSION_TIME_LIMIT_REACHED',
    });
  });

  it('still answers SESSION_EXPIRED for a session that ended another way', async () => {
    const token = await signIn();
    api.clock.advanceSeconds(5 * 60);
    expect((await api.call(contract.auth.logout, { token })).status).toBe(200);
    api.clock.advanceSeconds(30 * 60);
    expect((await api.call(contract.member.info, { token })).body).toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});

describe('the audit trail', () => {
  it('keeps a row for every change, listed by the operator CLI', async () => {
    const rows = await api.app.database.db
      .select()
      .from(protectionChanges)
      .where(eq(protectionChanges.kind, 'limit.DEPOSIT.DAY'));
    expect(rows.map((row) => [row.oldValue, row.newValue, row.by, row.operatorId])).toEqual([
      [null, 100_000, 'member', null],
      [100_000, 80_000, 'member', null],
      [80_000, 200_000, 'member', null],
    ]);
    expect(rows[2]?.effectiveAt.getTime()).toBe((rows[2]?.at.getTime() ?? 0) + hours(24));

    const { code, lines } = await operatorCli(api, operator)('protection-audit', 'demomember');
    expect(code).toBe(0);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toMatch(
      /aurora {2}demomember {2}limit\.SESSION {2}none -> 30 {2}at once {2}by member$/u,
    );
    expect(lines.at(-1)).toBe('7 change(s)');
    const other = await operatorCli(
      api,
      await api.operatorToken('ember'),
      'ember',
    )('protection-audit', 'demomember');
    expect(other.lines).toEqual(['0 change(s)']);
  });

  it('prints a raise with the time it takes effect', () => {
    const lines: string[] = [];
    printProtectionAudit(
      {
        changes: [
          {
            id: 3,
            merchant: 'aurora',
            account: 'player1',
            kind: 'limit.LOSS.WEEK',
            oldValue: 5_000,
            newValue: null,
            effectiveAt: '2026-03-02T08:00:00.000Z',
            at: '2026-03-01T08:00:00.000Z',
            by: 'member',
            operator: null,
          },
        ],
      },
      (line) => lines.push(line),
    );
    expect(lines).toEqual([
      '2026-03-01T08:00:00.000Z  aurora  player1  limit.LOSS.WEEK  5000 -> none  from 2026-03-02T08:00:00.000Z  by member',
      '1 change(s)',
    ]);
  });
});
