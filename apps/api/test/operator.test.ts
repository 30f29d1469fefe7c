import { randomUUID } from 'node:crypto';
import { contract, type WalletBalance } from '@portal/api-contract';
import { operatorContract, type OperatorDeposit } from '@portal/api-contract/operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOperatorToken, revokeOperator } from '../src/operator/operators';
import { operatorCli } from './support/operator-cli';
import { startTestServer, type TestServer } from './support/server';

// The operator API (/ops, @portal/api-contract/operator) answers only operator tokens, and an
// operator bound to one white label sees and moves only that white label's money. The CLI drives
// the same API with the contract's wretch client, the way `npm run operator` does.

let api: TestServer;
let auroraMember: string;
let emberMember: string;
let platformOperator: string;

beforeAll(async () => {
  api = await startTestServer();
  auroraMember = await api.loginReady('demomember');
  emberMember = await api.loginReady('demomember', { merchant: 'ember' });
  platformOperator = await api.operatorToken();
});

afterAll(async () => {
  await api.close();
});

async function deposit(token: string, merchant: string, channelId: string, amount: number): Promise<string> {
  const answer = await api.call<{ orderId: string }>(contract.funds.deposit, {
    token,
    merchant,
    body: { channelId, amount },
    idempotencyKey: randomUUID(),
  });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value.orderId;
}

async function balance(token: string, merchant = 'aurora'): Promise<number> {
  const answer = await api.call<WalletBalance>(contract.wallet.balance, { token, merchant });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value.balance;
}

type DepositPage = { content: OperatorDeposit[]; totalElements: number };

describe('who may call it', () => {
  it('refuses a member’s session, and a member call refuses an operator token', async () => {
    const withSession = await api.call(operatorContract.deposits.list, { token: auroraMember });
    expect(withSession.status).toBe(401);
    expect(withSession.body.code).toBe('SESSION_EXPIRED');
    const withOperator = await api.call(contract.wallet.balance, { token: platformOperator });
    expect(withOperator.status).toBe(401);
    expect(withOperator.body.code).toBe('SESSION_EXPIRED');
  });

  it('refuses a revoked token and one past its expiry', async () => {
    const db = api.testDb.database.db;
    const now = api.clock.now();
    const revoked = await issueOperatorToken(db, { name: 'revoked', merchantId: null, now, expiresAt: null });
    expect((await api.call(operatorContract.deposits.list, { token: revoked.token })).status).toBe(200);
    await revokeOperator(db, revoked.operator.id, now);
    expect((await api.call(operatorContract.deposits.list, { token: revoked.token })).status).toBe(401);

    const shortLived = await issueOperatorToken(db, {
      name: 'one hour',
      merchantId: null,
      now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    expect((await api.call(operatorContract.deposits.list, { token: shortLived.token })).status).toBe(200);
    api.clock.advanceSeconds(3_600);
    const expired = await api.call(operatorContract.deposits.list, { token: shortLived.token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('SESSION_EXPIRED');
  });
});

describe('an operator of one white label', () => {
  it('lists and credits only its own white label’s deposits', async () => {
    const auroraOrder = await deposit(auroraMember, 'aurora', 'BANK', 20_000);
    const emberOrder = await deposit(emberMember, 'ember', 'WIRE', 5_000);
    const emberOperator = await api.operatorToken('ember');

    const listed = await api.call<DepositPage>(operatorContract.deposits.list, {
      token: emberOperator,
      query: { status: 'REQUESTED' },
    });
    expect(listed.body.success && listed.body.value.content.map((order) => order.orderId)).toEqual([
      emberOrder,
    ]);
    // Naming another white label does not widen what it sees.
    const elsewhere = await api.call<DepositPage>(operatorContract.deposits.list, {
      token: emberOperator,
      query: { merchant: 'aurora' },
    });
    expect(elsewhere.body.success && elsewhere.body.value.totalElements).toBe(0);

    const before = await balance(auroraMember);
    const refused = await api.call(operatorContract.deposits.credit, {
      token: emberOperator,
      body: { orderId: auroraOrder },
      idempotencyKey: randomUUID(),
    });
    expect(refused.status).toBe(404);
    expect(await balance(auroraMember)).toBe(before);

    const all = await api.call<DepositPage>(operatorContract.deposits.list, {
      token: platformOperator,
      query: { status: 'REQUESTED' },
    });
    expect(all.body.success && all.body.value.content.map((order) => order.orderId).sort()).toEqual(
      [auroraOrder, emberOrder].sort(),
    );
  });
});

describe('the CLI', () => {
  // Exit code and the printed text as one string, as these tests compare them.
  const cli =
    (token: string) =>
    async (...argv: string[]) => {
      const { code, output } = await operatorCli(api, token)(...argv);
      return { code, output };
    };

  it('lists deposits by status and credits one', async () => {
    const run = cli(platformOperator);
    const orderId = await deposit(auroraMember, 'aurora', 'BANK', 30_000);
    const before = await balance(auroraMember);

    const requested = await run('deposits', 'requested', '--merchant', 'aurora');
    expect(requested.code).toBe(0);
    expect(requested.output).toContain(`${orderId}  aurora  demomember  BANK  30000  REQUESTED`);

    const credited = await run('credit', orderId);
    expect(credited).toMatchObject({ code: 0 });
    expect(credited.output).toContain(`${orderId}  aurora  demomember  BANK  30000  CREDITED`);
    expect(await balance(auroraMember)).toBe(before + 30_000);

    const again = await run('credit', orderId);
    expect(again).toEqual({ code: 1, output: 'refused: OPERATION_NOT_ALLOWED' });
    expect(await balance(auroraMember)).toBe(before + 30_000);
  });

  it('approves and disburses a withdrawal', async () => {
    const run = cli(platformOperator);
    await api.call(contract.funds.setWithdrawPassword, {
      token: auroraMember,
      body: { password: 'Changed2026', withdrawPassword: '246810' },
    });
    const options = await api.call<{ accounts: { accountId: string }[] }>(contract.funds.withdrawOptions, {
      token: auroraMember,
    });
    const accountId = options.body.success ? (options.body.value.accounts[0]?.accountId ?? '') : '';
    const requested = await api.call<{ orderId: string }>(contract.funds.withdraw, {
      token: auroraMember,
      body: { accountId, amount: 15_000, withdrawPassword: '246810' },
      idempotencyKey: randomUUID(),
    });
    if (!requested.body.success) throw new Error(JSON.stringify(requested.body));
    const withdrawalId = requested.body.value.orderId;

    // Disbursing before the approval is refused; the order of the steps is the server's rule.
    expect(await run('disburse', withdrawalId)).toMatchObject({ code: 1 });
    const approved = await run('approve', withdrawalId);
    expect(approved.code).toBe(0);
    expect(approved.output).toMatch(
      new RegExp(`^${withdrawalId}  aurora  demomember  15000  APPROVED  -`, 'u'),
    );
    const disbursed = await run('disburse', withdrawalId);
    expect(disbursed.output).toContain('15000  DISBURSED');
    const listed = await run('withdrawals', 'disbursed');
    expect(listed.output).toContain(withdrawalId);
    expect(listed.output).toContain('1 withdrawal(s)');
  });

  it('lists activity applications, approves one (the bonus is paid) and rejects another', async () => {
    const run = cli(platformOperator);
    const applied = await api.call(contract.promotions.apply, {
      token: auroraMember,
      body: { promotionId: 'welcome-bonus', comment: 'First deposit made' },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    await api.call(contract.promotions.apply, { token: auroraMember, body: { promotionId: 'vip-weekly' } });
    const open = await run('applications', 'applying', '--merchant', 'aurora');
    expect(open.code).toBe(0);
    expect(open.output).toContain('2 application(s)');
    const idOf = (promotionId: string) =>
      new RegExp(`^(\\S+)  aurora  demomember  ${promotionId}  `, 'mu').exec(open.output)?.[1] ?? '';
    const before = await balance(auroraMember);

    const approved = await run('approve-application', idOf('welcome-bonus'));
    expect(approved.code).toBe(0);
    expect(approved.output).toContain('welcome-bonus  8800  APPROVED  0 image(s)');
    expect(await balance(auroraMember)).toBe(before + 8_800);
    expect(await run('approve-application', idOf('welcome-bonus'))).toEqual({
      code: 1,
      output: 'refused: OPERATION_NOT_ALLOWED',
    });

    const rejected = await run('reject-application', idOf('vip-weekly'), 'Not', 'a', 'VIP');
    expect(rejected.output).toMatch(/vip-weekly {2}20000 {2}REJECTED .* Not a VIP$/u);
    expect(await balance(auroraMember)).toBe(before + 8_800);
    expect((await run('reject-application', idOf('vip-weekly'))).code).toBe(2);
  });

  it('answers wrong usage with exit code 2 and the usage text, without calling the server', async () => {
    const run = cli(platformOperator);
    const before = await api.rowCounts();
    for (const argv of [
      [],
      ['refund', 'x'],
      ['credit'],
      ['reject', 'W1'],
      ['deposits', 'PAID'],
      ['deposits', '--page', '0'],
    ]) {
      const answer = await run(...argv);
      expect(answer.code, argv.join(' ')).toBe(2);
      expect(answer.output, argv.join(' ')).toContain('usage: npm run operator -w @portal/api -- <command>');
    }
    expect(await api.rowCounts()).toEqual(before);
  });

  it('reports a bad token as refused', async () => {
    expect(await cli('A'.repeat(43))('deposits')).toEqual({ code: 1, output: 'refused: SESSION_EXPIRED' });
  });
});

describe('a queue’s list', () => {
  it('pages the newest first, within the status asked for', async () => {
    // A second apart, and after every order the tests before left waiting: the times alone order them.
    const orders: string[] = [];
    for (const amount of [10_000, 20_000, 30_000]) {
      api.clock.advanceSeconds(1);
      orders.push(await deposit(auroraMember, 'aurora', 'BANK', amount));
    }
    const page = async (pageNo: number) => {
      const answer = await api.call<DepositPage>(operatorContract.deposits.list, {
        token: platformOperator,
        query: { merchant: 'aurora', status: 'REQUESTED', pageNo, pageSize: 2 },
      });
      if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
      return answer.body.value;
    };
    const [first, second] = [await page(1), await page(2)];
    expect(first.content.map((order) => order.orderId)).toEqual([orders[2], orders[1]]);
    expect(second.content[0]?.orderId).toBe(orders[0]);
    expect(first.totalElements).toBeGreaterThanOrEqual(3);
    expect([...first.content, ...second.content].every((order) => order.status === 'REQUESTED')).toBe(true);
  });
});
