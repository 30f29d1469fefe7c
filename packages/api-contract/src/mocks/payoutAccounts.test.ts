import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createHandlers } from './handlers';

// The security centre's withdraw accounts against the mocks: they bind and refuse as the reference
// server does (apps/api/src/funds/withdrawals.ts addWithdrawAccount, test/funds-withdraw-accounts).

const BASE_URL = 'http://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function memberApi() {
  return createApiClient({
    baseUrl: BASE_URL,
    merchantCode: 'aurora',
    getToken: () => 'mock-demomember',
    getLanguage: () => 'en',
    retry: { attempts: 1 },
  }).api;
}

describe('funds.addWithdrawAccount in the mocks', () => {
  it('binds an account, answers it masked and lists it with the others', async () => {
    server.use(...createHandlers());
    const api = memberApi();
    const added = await api.funds.addWithdrawAccount({
      bankName: 'BPI',
      accountNumber: 'ab001234567890',
      accountName: 'Demo Member',
    });
    expect(added).toMatchObject({ bankName: 'BPI', accountNumber: '****7890', accountName: 'Demo Member' });
    const { accounts } = await api.funds.withdrawOptions();
    expect(accounts.map(({ bankName, accountNumber }) => `${bankName} ${accountNumber}`)).toEqual([
      'BDO ****1234',
      'GCash ****9876',
      'BPI ****7890',
    ]);
  });

  it('refuses the same bank and number twice, whatever its case, and a sixth account', async () => {
    server.use(...createHandlers());
    const api = memberApi();
    const body = { bankName: 'BPI', accountNumber: 'AB1234', accountName: 'Demo Member' };
    await api.funds.addWithdrawAccount(body);
    await expect(api.funds.addWithdrawAccount({ ...body, accountNumber: 'ab1234' })).rejects.toMatchObject({
      code: 'ACCOUNT_EXISTS',
    });
    // The same number at another bank is another account.
    await api.funds.addWithdrawAccount({ ...body, bankName: 'Maya' });
    await api.funds.addWithdrawAccount({ ...body, accountNumber: '5678' });
    await expect(api.funds.addWithdrawAccount({ ...body, accountNumber: '9999' })).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
    });
    await expect(api.funds.withdrawOptions()).resolves.toMatchObject({ accounts: { length: 5 } });
  });

  it("refuses a malformed body with the form's keys under its fields", async () => {
    server.use(...createHandlers());
    await expect(
      memberApi().funds.addWithdrawAccount({ bankName: 'BPI', accountNumber: '12-34', accountName: ' ' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [
        { path: 'accountNumber', code: 'pattern.alphanumeric', params: { min: 4, max: 34 } },
        { path: 'accountName', code: 'pattern.any', params: { min: 1, max: 64 } },
      ],
    });
  });
});
