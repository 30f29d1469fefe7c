import { contract, MAX_WITHDRAW_ACCOUNTS, type WithdrawOptions } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

// The withdraw accounts a member binds in the security centre (funds.addWithdrawAccount): the
// contract's payout-account rules answered under their fields, at most MAX_WITHDRAW_ACCOUNTS, never
// the same bank and number twice. The mocks refuse the same (api-contract mocks/payoutAccounts.test).

let api: TestServer;
let token: string;

beforeAll(async () => {
  api = await startTestServer();
  token = await api.loginReady('demomember');
});

afterAll(async () => {
  await api.close();
});

const bind = (body: unknown) => api.call(contract.funds.addWithdrawAccount, { token, body });

async function boundAccounts() {
  const answer = await api.call<WithdrawOptions>(contract.funds.withdrawOptions, { token });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value.accounts;
}

describe('binding a withdraw account', () => {
  it('answers a malformed field with the key the security centre shows under it', async () => {
    const cases: [Record<string, string>, string, string, Record<string, number>][] = [
      [{ accountNumber: '12 34 56' }, 'accountNumber', 'pattern.alphanumeric', { min: 4, max: 34 }],
      [{ accountNumber: '123' }, 'accountNumber', 'pattern.alphanumeric', { min: 4, max: 34 }],
      [{ bankName: '   ' }, 'bankName', 'pattern.any', { min: 1, max: 64 }],
      [{ accountName: 'x'.repeat(65) }, 'accountName', 'pattern.any', { min: 1, max: 64 }],
    ];
    const before = await boundAccounts();
    for (const [change, path, code, params] of cases) {
      const answer = await bind({
        bankName: 'BPI',
        accountNumber: '00123456',
        accountName: 'Demo',
        ...change,
      });
      expect([answer.status, answer.body.code], JSON.stringify(change)).toEqual([400, 'VALIDATION_FAILED']);
      expect(answer.body.value, JSON.stringify(change)).toEqual({ issues: [{ path, code, params }] });
    }
    expect(await boundAccounts()).toEqual(before);
  });

  it('binds up to the limit, masked, refusing the same bank and number twice whatever its case', async () => {
    // The seed binds one account of demomember's already.
    const seeded = (await boundAccounts()).map((account) => account.accountNumber);
    const first = await bind({ bankName: ' GCash ', accountNumber: 'ab09171234567', accountName: 'Demo' });
    expect(first.body).toMatchObject({
      success: true,
      value: { bankName: 'GCash', accountNumber: '****4567', accountName: 'Demo' },
    });
    const twice = await bind({ bankName: 'GCash', accountNumber: 'AB09171234567', accountName: 'Demo' });
    expect([twice.status, twice.body.code]).toEqual([409, 'ACCOUNT_EXISTS']);
    const more = Array.from(
      { length: MAX_WITHDRAW_ACCOUNTS - seeded.length - 1 },
      (_, index) => `0000${index}`,
    );
    for (const accountNumber of more) {
      const answer = await bind({ bankName: 'BPI', accountNumber, accountName: 'Demo' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const over = await bind({ bankName: 'BPI', accountNumber: '99999', accountName: 'Demo' });
    expect([over.status, over.body.code]).toEqual([403, 'QUOTA_EXCEEDED']);
    expect((await boundAccounts()).map((account) => account.accountNumber)).toEqual([
      ...seeded,
      '****4567',
      ...more.map((number) => `****${number.slice(-4)}`),
    ]);
  });
});
