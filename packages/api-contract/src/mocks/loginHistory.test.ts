import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../apiError';
import { createApiClient } from '../client';
import { mockCredentials } from './fixtures/accounts';
import { MOCK_CLIENT_IP } from './fixtures/logins';
import { createHandlers } from './handlers';

// The security centre's login history against the mocks: listed and recorded by the reference
// server's rules (apps/api/src/auth/login-history.ts, test/login-history.test.ts).

const BASE_URL = 'http://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function clientAs(token: string) {
  let session = token;
  const client = createApiClient({
    baseUrl: BASE_URL,
    merchantCode: 'aurora',
    getToken: () => session,
    getLanguage: () => 'en',
    retry: { attempts: 1 },
  });
  return {
    api: client.api,
    logIn: async (username: string, password: string) => {
      session = (await client.api.auth.login({ type: 'username', username, password })).token;
    },
  };
}

const month = { startDate: '2024-12-16', endDate: '2025-01-15' } as const;

describe('member.loginHistory in the mocks', () => {
  it('lists only the caller’s attempts, newest first, a page of 20 at a time', async () => {
    server.use(...createHandlers());
    const { api } = clientAs('mock-demomember');
    const first = await api.member.loginHistory(month);
    expect(first).toMatchObject({ pageNo: 1, pageSize: 20, totalElements: 34, totalPages: 2 });
    const second = await api.member.loginHistory({ ...month, pageNo: 2 });
    const times = [...first.content, ...second.content].map((attempt) => attempt.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.content[0]).toMatchObject({
      result: 'SUCCESS',
      reason: null,
      ip: '112.198.64.10',
      device: { browser: 'Chrome', os: 'Windows' },
    });
    expect(first.content.map((attempt) => attempt.ip)).not.toContain('120.28.1.9');
    const failures = await api.member.loginHistory({ ...month, result: 'FAILURE' });
    expect(failures.content.map((attempt) => attempt.reason)).toEqual([
      'WRONG_PASSWORD',
      'LOCKED',
      'WRONG_PASSWORD',
      'CAPTCHA_FAILED',
      'VERIFICATION_REQUIRED',
      'WRONG_CODE',
    ]);
  });

  it('records a wrong password and then the login, with this client’s device', async () => {
    server.use(...createHandlers());
    const { api, logIn } = clientAs('');
    const { username, password } = mockCredentials.agent;
    await expect(logIn(username, 'not-it')).rejects.toThrow(ApiError);
    await logIn(username, password);
    const { content } = await api.member.loginHistory({ startDate: '2025-01-15', endDate: '2025-01-15' });
    expect(content.slice(0, 2)).toMatchObject([
      { result: 'SUCCESS', reason: null, method: 'PASSWORD', ip: MOCK_CLIENT_IP },
      { result: 'FAILURE', reason: 'WRONG_PASSWORD', method: 'PASSWORD', ip: MOCK_CLIENT_IP },
    ]);
    // The fixture's login of the agent, older than both.
    expect(content).toHaveLength(3);
  });
});
