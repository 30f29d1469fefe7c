import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createHandlers } from './handlers';
import { mockCredentials, mockTokens } from './fixtures/accounts';
import { createMockWorld } from './world';

// The agent centre's downline management against the mocks: the list and the money moves answer
// as the reference server does (apps/api/src/agents/tree.ts teamMembersOf,
// apps/api/src/funds/transfers.ts).

const BASE_URL = 'http://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function agentApi() {
  const world = createMockWorld();
  server.use(...createHandlers({ world }));
  const { api } = createApiClient({
    baseUrl: BASE_URL,
    merchantCode: 'aurora',
    getToken: () => mockTokens.agent,
    getLanguage: () => 'en',
    retry: { attempts: 1 },
  });
  const member = (account: string) => world.teamMembers.find((candidate) => candidate.account === account);
  return { api, world, member };
}

const { withdrawPassword } = mockCredentials;

describe('downline management in the mocks', () => {
  it('finds downlines by part of the account, whatever its case, and direct ones alone when asked', async () => {
    const { api } = agentApi();
    const found = await api.agent.teamMembers({ account: 'MEMBER04' });
    expect(found.content.map(({ account }) => account)).toEqual([
      'member040',
      'member041',
      'member042',
      'member043',
      'member044',
      'member045',
    ]);
    const direct = await api.agent.teamMembers({ directOnly: true });
    expect([direct.totalElements, direct.content.every(({ level }) => level === 1)]).toEqual([30, true]);
  });

  it("moves balance to a direct downline and back, the agent's wallet answered after each", async () => {
    const { api, member } = agentApi();
    const before = member('member001')?.balance ?? 0;
    const sent = await api.funds.transferToDownline({
      downlineAccount: 'member001',
      amount: 10_000,
      withdrawPassword,
    });
    expect([sent.amount, sent.balance, member('member001')?.balance]).toEqual([
      10_000,
      490_000,
      before + 10_000,
    ]);
    const back = await api.funds.recallFromDownline({
      downlineAccount: 'member001',
      amount: 4_000,
      withdrawPassword,
    });
    expect([back.amount, back.balance, member('member001')?.balance]).toEqual([
      4_000,
      494_000,
      before + 6_000,
    ]);
  });

  it('refuses more than the giving side holds, and a downline that is not a direct one', async () => {
    const { api, member } = agentApi();
    await expect(
      api.funds.transferToDownline({ downlineAccount: 'member001', amount: 500_001, withdrawPassword }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const held = member('member002')?.balance ?? 0;
    await expect(
      api.funds.recallFromDownline({ downlineAccount: 'member002', amount: held + 1, withdrawPassword }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    // member031 is a downline's downline: the agent moves money with direct downlines only.
    await expect(
      api.funds.transferToDownline({ downlineAccount: 'member031', amount: 100, withdrawPassword }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      api.funds.transferToDownline({ downlineAccount: 'nobody', amount: 100, withdrawPassword }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a wrong withdraw password as the server does, counted towards the lock, and nothing moves', async () => {
    const { api, world, member } = agentApi();
    const before = member('member001')?.balance ?? 0;
    const wrong = { downlineAccount: 'member001', amount: 100, withdrawPassword: '654321' };
    await expect(api.funds.transferToDownline(wrong)).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await expect(api.funds.recallFromDownline(wrong)).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(world.withdrawPasswordFailures.get('agentone')).toBe(2);
    world.withdrawPasswordFailures.set('agentone', 10);
    await expect(
      api.funds.transferToDownline({ downlineAccount: 'member001', amount: 100, withdrawPassword }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect([world.balances.get('agentone'), member('member001')?.balance]).toEqual([500_000, before]);
  });
});
