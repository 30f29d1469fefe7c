import { randomUUID } from 'node:crypto';
import { contract, type WalletBalance } from '@portal/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database';
import { startTestServer, type TestServer } from './support/server';

// Transfers along the agent tree (SPEC §6). The seeded aurora tree: agenttop (42) → agentsuper (2)
// → agentone (1) and agentaff (41); agentone → demomember (0). Agents hold ₱5,000.00 and the
// seed's settled salaries and dividends, the member ₱10,000.00. Every transfer and recall needs the
// sender's (or recalling agent's) withdraw password: all set one but agentaff.

let api: TestServer;
const tokens = new Map<string, string>();
/** The login password loginReady leaves, and the withdraw password set with it. */
const LOGIN_PASSWORD = 'Changed2026';
const WITHDRAW_PASSWORD = '246810';

beforeAll(async () => {
  // Room for the parallel transfers below to wait for the password hashing rather than be shed.
  api = await startTestServer({ hashing: { queue: 8 } });
  for (const account of ['agenttop', 'agentsuper', 'agentone', 'agentaff', 'demomember'])
    tokens.set(account, await api.loginReady(account, { newPassword: LOGIN_PASSWORD }));
  for (const account of ['demomember', 'agenttop', 'agentsuper', 'agentone']) {
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

async function balance(account: string): Promise<number> {
  const answer = await api.call<WalletBalance>(contract.wallet.balance, { token: token(account) });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value.balance;
}

type Result = { transferId: string; amount: number; balance: number };

/** With the right withdraw password unless the body names one (or `withdrawPassword: undefined`). */
const withPassword = (body: object) => ({ withdrawPassword: WITHDRAW_PASSWORD, ...body });
const toDownline = (from: string, body: object, idempotencyKey = randomUUID()) =>
  api.call<Result>(contract.funds.transferToDownline, {
    token: token(from),
    body: withPassword(body),
    idempotencyKey,
  });
const recall = (from: string, body: object, idempotencyKey = randomUUID()) =>
  api.call<Result>(contract.funds.recallFromDownline, {
    token: token(from),
    body: withPassword(body),
    idempotencyKey,
  });
const toUpline = (from: string, body: unknown, idempotencyKey = randomUUID()) =>
  api.call<Result>(contract.funds.transferToUpline, { token: token(from), body, idempotencyKey });

describe('agent to downline', () => {
  it('moves the amount in one posting and answers a retry with its key without moving it again', async () => {
    const before = { agent: await balance('agentone'), member: await balance('demomember') };
    const key = randomUUID();
    const sent = await toDownline('agentone', { downlineAccount: 'demomember', amount: 100_000 }, key);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.success && sent.body.value).toMatchObject({
      amount: 100_000,
      balance: before.agent - 100_000,
    });
    const replay = await toDownline('agentone', { downlineAccount: 'demomember', amount: 100_000 }, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(sent.body);
    const reused = await toDownline('agentone', { downlineAccount: 'demomember', amount: 1 }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balance('agentone')).toBe(before.agent - 100_000);
    expect(await balance('demomember')).toBe(before.member + 100_000);
  });

  it('works for every agent type to its direct downline only', async () => {
    for (const [from, to] of [
      ['agenttop', 'agentsuper'],
      ['agentsuper', 'agentone'],
      ['agentsuper', 'agentaff'],
    ] as const) {
      const answer = await toDownline(from, { downlineAccount: to, amount: 1_000 });
      expect(answer.status, `${from} → ${to}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
    // agentaff (41) has no downline of its own; demomember is agentone's, two levels below agentsuper.
    for (const [from, to] of [
      ['agentaff', 'demomember'],
      ['agentsuper', 'demomember'],
      ['agentone', 'agentsuper'],
      ['agentone', 'nosuchaccount'],
    ] as const) {
      const answer = await toDownline(from, { downlineAccount: to, amount: 1_000 });
      expect(answer.status, `${from} → ${to}`).toBe(404);
    }
  });

  it('is refused to a member who is no agent, and beyond the agent’s balance', async () => {
    const member = await toDownline('demomember', { downlineAccount: 'agentone', amount: 1_000 });
    expect(member.status).toBe(403);
    expect(member.body.code).toBe('FORBIDDEN');
    const over = await toDownline('agentone', { downlineAccount: 'demomember', amount: 10_000_000 });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('INSUFFICIENT_FUNDS');
  });
});

describe('downline to upline', () => {
  const withPassword = { withdrawPassword: WITHDRAW_PASSWORD };

  it('sends to the upline, once per key, never beyond the balance', async () => {
    const before = { member: await balance('demomember'), agent: await balance('agentone') };
    const key = randomUUID();
    const body = { amount: 30_000, remark: 'for the team', ...withPassword };
    const sent = await toUpline('demomember', body, key);
    expect(sent.body.success && sent.body.value).toMatchObject({
      amount: 30_000,
      balance: before.member - 30_000,
    });
    await toUpline('demomember', body, key);
    expect(await balance('demomember')).toBe(before.member - 30_000);
    expect(await balance('agentone')).toBe(before.agent + 30_000);
    const over = await toUpline('demomember', { amount: before.member, ...withPassword });
    expect(over.body.code).toBe('INSUFFICIENT_FUNDS');
  });

  it('names the upline in member.info, and none for the top of the tree', async () => {
    const info = async (account: string) => {
      const answer = await api.call<{ uplineAccount: string | null }>(contract.member.info, {
        token: token(account),
      });
      return answer.body.success ? answer.body.value.uplineAccount : 'refused';
    };
    expect(await info('demomember')).toBe('agentone');
    expect(await info('agentone')).toBe('agentsuper');
    expect(await info('agenttop')).toBeNull();
  });

  it('is refused to an account without an upline, and without a withdraw password set', async () => {
    const top = await toUpline('agenttop', { amount: 1_000, ...withPassword });
    expect(top.status).toBe(403);
    expect(top.body.code).toBe('OPERATION_NOT_ALLOWED');
    expect(top.body.value).toBeNull();
    const before = await balance('agentaff');
    const unset = await toUpline('agentaff', { amount: 1_000, ...withPassword });
    expect(unset.status).toBe(403);
    expect(unset.body).toMatchObject({
      code: 'OPERATION_NOT_ALLOWED',
      value: { issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordNotSet' }] },
    });
    expect(await balance('agentaff')).toBe(before);
  });

  it('refuses a wrong withdraw password, each try counted, and locks it at the tenth', async () => {
    const before = { member: await balance('demomember'), agent: await balance('agentone') };
    for (let tries = 1; tries <= 10; tries += 1) {
      const wrong = await toUpline('demomember', { amount: 1_000, withdrawPassword: '000000' });
      expect([wrong.status, wrong.body.code], `wrong try ${tries}`).toEqual([400, 'INVALID_CREDENTIALS']);
    }
    const locked = await toUpline('demomember', { amount: 1_000, ...withPassword });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await balance('demomember')).toBe(before.member);
    expect(await balance('agentone')).toBe(before.agent);
    // Five minutes on, the right password is taken again.
    api.clock.advanceSeconds(301);
    const later = await toUpline('demomember', { amount: 1_000, ...withPassword });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
  });
});

describe('recall from a downline', () => {
  it('takes back an amount, then the whole balance, and never more than is there', async () => {
    const start = { member: await balance('demomember'), agent: await balance('agentone') };
    const part = await recall('agentone', { downlineAccount: 'demomember', amount: 50_000 });
    expect(part.body.success && part.body.value).toMatchObject({
      amount: 50_000,
      balance: start.agent + 50_000,
    });
    const tooMuch = await recall('agentone', {
      downlineAccount: 'demomember',
      amount: start.member - 50_000 + 1,
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.code).toBe('INSUFFICIENT_FUNDS');

    const key = randomUUID();
    const rest = await recall('agentone', { downlineAccount: 'demomember' }, key);
    expect(rest.body.success && rest.body.value.amount).toBe(start.member - 50_000);
    expect(await balance('demomember')).toBe(0);
    expect(await balance('agentone')).toBe(start.agent + start.member);
    // Its retry is the same answer; a new request finds nothing left.
    expect((await recall('agentone', { downlineAccount: 'demomember' }, key)).body).toEqual(rest.body);
    const empty = await recall('agentone', { downlineAccount: 'demomember' });
    expect(empty.body.code).toBe('INSUFFICIENT_FUNDS');
  });

  it('is refused from someone else’s downline and to a member who is no agent', async () => {
    expect((await recall('agentsuper', { downlineAccount: 'demomember' })).status).toBe(404);
    expect((await recall('demomember', { downlineAccount: 'agentone' })).status).toBe(403);
  });
});

describe('the withdraw password of a transfer to a downline and a recall', () => {
  it('is required: without one the call is invalid and nothing moves', async () => {
    const before = { agent: await balance('agentone'), member: await balance('demomember') };
    for (const answer of [
      await toDownline('agentone', {
        downlineAccount: 'demomember',
        amount: 1_000,
        withdrawPassword: undefined,
      }),
      await recall('agentone', { downlineAccount: 'demomember', amount: 1_000, withdrawPassword: undefined }),
      await recall('agentone', { downlineAccount: 'demomember', withdrawPassword: '' }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await balance('agentone')).toBe(before.agent);
    expect(await balance('demomember')).toBe(before.member);
  });

  it('is refused while the agent has none set, and nothing moves', async () => {
    const registered = await api.call<{ account: string }>(contract.agent.registerDownline, {
      token: token('agentaff'),
      body: { username: 'affmember', password: 'Member2026', type: 'member' },
    });
    if (!registered.body.success) throw new Error(JSON.stringify(registered.body));
    const downlineAccount = registered.body.value.account;
    for (const answer of [
      await toDownline('agentaff', { downlineAccount, amount: 1_000 }),
      await recall('agentaff', { downlineAccount }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        code: 'OPERATION_NOT_ALLOWED',
        value: { issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordNotSet' }] },
      });
    }
  });

  it('refuses a wrong one with nothing moved, each try counted by both calls, and locks it at the tenth', async () => {
    const before = { agent: await balance('agentone'), member: await balance('demomember') };
    for (let tries = 1; tries <= 10; tries += 1) {
      const body = { downlineAccount: 'demomember', amount: 1_000, withdrawPassword: '000000' };
      const wrong = tries % 2 ? await toDownline('agentone', body) : await recall('agentone', body);
      expect([wrong.status, wrong.body.code], `wrong try ${tries}`).toEqual([400, 'INVALID_CREDENTIALS']);
      expect(wrong.body.value).toEqual({
        issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordRequired' }],
      });
    }
    for (const locked of [
      await toDownline('agentone', { downlineAccount: 'demomember', amount: 1_000 }),
      await recall('agentone', { downlineAccount: 'demomember', amount: 1_000 }),
    ]) {
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await balance('agentone')).toBe(before.agent);
    expect(await balance('demomember')).toBe(before.member);
    // Five minutes on, the right password is taken again.
    api.clock.advanceSeconds(301);
    const later = await toDownline('agentone', { downlineAccount: 'demomember', amount: 1_000 });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    const back = await recall('agentone', { downlineAccount: 'demomember', amount: 1_000 });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await balance('agentone')).toBe(before.agent);
  });
});

describe('many transfers at once', () => {
  it('keeps every balance and the ledger exact', async () => {
    const before = { agent: await balance('agentsuper'), one: await balance('agentone') };
    const keys = Array.from({ length: 20 }, () => randomUUID());
    const answers = [];
    // Eight at once: ten withdraw-password tries in flight would lock it, each counted before its
    // hash is checked (as for the transfer to the upline).
    for (let start = 0; start < keys.length; start += 4)
      answers.push(
        ...(await Promise.all(
          keys.slice(start, start + 4).flatMap((key) => [
            toDownline('agentsuper', { downlineAccount: 'agentone', amount: 700 }, key),
            // The same request retried at once: one of the two is answered from the other.
            toDownline('agentsuper', { downlineAccount: 'agentone', amount: 700 }, key),
          ]),
        )),
      );
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    expect(await balance('agentsuper')).toBe(before.agent - 20 * 700);
    expect(await balance('agentone')).toBe(before.one + 20 * 700);
    const sums = rowsOf<{ total: string }>(
      await api.testDb.database.db.execute(sql`
        select sum(e.amount) as total from ledger_entries e
        join ledger_accounts a on a.id = e.account_id group by a.currency`),
    );
    expect(sums.map((row) => Number(row.total))).toEqual(sums.map(() => 0));
  });
});
