import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { contract } from '../endpoints';
import { mockCredentials, mockTokens } from './fixtures/accounts';
import { createHandlers, override } from './handlers';
import { siteStatusAnswer } from './states';
import { createMockWorld } from './world';

// The states stories drive through the real wretch client (docs/adr/0004): the ones the world's
// data reaches by itself, and the ones a story asks for with override().

const BASE_URL = 'http://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function clientWith(token: string | null = null) {
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
      const login = await client.api.auth.login({ type: 'username', username, password });
      session = login.token;
      return login;
    },
  };
}

describe('demo logins agree with the reference server (apps/api/README.md)', () => {
  it.each([
    ['demomember', 0],
    ['demotrial', 4],
    ['agenttop', 42],
    ['agentsuper', 2],
    ['agentone', 1],
    ['agentaff', 41],
  ])('%s logs in with the default weak password as type %i', async (username, type) => {
    server.use(...createHandlers());
    const { logIn, api } = clientWith();
    await expect(logIn(username, '{secret}')).resolves.toMatchObject({
      memberType: type,
      firstTimeLogin: true,
    });
    await expect(api.member.info()).resolves.toMatchObject({ account: username, type });
  });

  it('asks every seeded login but the trial one to change the default password, as the server does', async () => {
    server.use(...createHandlers());
    const { logIn } = clientWith();
    await expect(logIn('demomember', '{secret}')).resolves.toMatchObject({ passwordExpired: true });
    await expect(logIn('demotrial', '{secret}')).resolves.toMatchObject({ passwordExpired: false });
  });

  it('keeps the server’s hierarchy: demomember sends money up to agentone', async () => {
    server.use(...createHandlers());
    const member = clientWith();
    await member.logIn('demomember', '{secret}');
    await expect(member.api.member.info()).resolves.toMatchObject({ uplineAccount: 'agentone' });
    const { balance } = await member.api.funds.transferToUpline({
      amount: 10_000,
      withdrawPassword: mockCredentials.withdrawPassword,
    });
    expect(balance).toBe(990_000);
    const agent = clientWith();
    await agent.logIn('agentone', '{secret}');
    await expect(agent.api.wallet.balance()).resolves.toMatchObject({ balance: 510_000 });
  });

  it('refuses a transfer to the upline as the server does: no upline, a wrong password, then locked', async () => {
    server.use(...createHandlers());
    const top = clientWith('mock-agenttop');
    await expect(top.api.member.info()).resolves.toMatchObject({ uplineAccount: null });
    await expect(
      top.api.funds.transferToUpline({ amount: 1_000, withdrawPassword: mockCredentials.withdrawPassword }),
    ).rejects.toMatchObject({ code: 'OPERATION_NOT_ALLOWED' });

    const { api } = clientWith('mock-demomember');
    const send = (withdrawPassword: string, amount = 1_000) =>
      api.funds.transferToUpline({ amount, withdrawPassword });
    await expect(send(mockCredentials.withdrawPassword, 1_000_001)).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    for (let tries = 1; tries <= 10; tries += 1)
      await expect(send('000000'), `wrong try ${tries}`).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
        issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordRequired' }],
      });
    // The tenth wrong try locked it: the right one is refused too now, and nothing moved.
    await expect(send(mockCredentials.withdrawPassword)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 300,
    });
    await expect(api.wallet.balance()).resolves.toMatchObject({ balance: 1_000_000 });
  });
});

describe('login', () => {
  it('lets a returning member straight in', async () => {
    server.use(...createHandlers());
    const { logIn } = clientWith();
    const { username, password } = mockCredentials.returningMember;
    await expect(logIn(username, password)).resolves.toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
    });
  });

  it('refuses a wrong password or an unknown name with INVALID_CREDENTIALS, as often as it is tried', async () => {
    server.use(...createHandlers());
    const { logIn } = clientWith();
    for (const attempt of [1, 2, 3, 4])
      await expect(logIn('demomember', `wrong${attempt}`)).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
        status: 400,
      });
    await expect(logIn('nobody', '{secret}')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('demands a captcha when a story says so, then takes the login with it', async () => {
    server.use(
      override(contract.auth.login, { error: 'CAPTCHA_REQUIRED', captchaRequired: true }, { once: true }),
      ...createHandlers(),
    );
    const { api } = clientWith();
    const login = { type: 'username', ...mockCredentials.returningMember } as const;
    await expect(api.auth.login(login)).rejects.toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      captchaRequired: true,
    });
    await expect(api.auth.login({ ...login, captcha: 'WRONG' })).rejects.toMatchObject({
      code: 'CAPTCHA_CHECK_FAILED',
    });
    await expect(api.auth.login({ ...login, captcha: mockCredentials.captcha })).resolves.toHaveProperty(
      'token',
    );
  });

  it('demands a second verification from a new location, then lets the answered challenge in', async () => {
    server.use(...createHandlers());
    const { api } = clientWith();
    const refused = await api.auth
      .login({ type: 'username', ...mockCredentials.newLocation })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'SECOND_VERIFICATION_REQUIRED' });
    const challenge = (refused as { secondVerification?: { challengeId: string; methods: string[] } })
      .secondVerification;
    expect(challenge?.methods).toEqual(['SMS', 'EMAIL', 'AUTHENTICATOR', 'BANK_ACCOUNT_NAME']);
    const answer = { challengeId: challenge?.challengeId ?? '', method: 'SMS' } as const;
    await expect(api.auth.secondVerification({ ...answer, answer: '000000' })).rejects.toMatchObject({
      code: 'INVALID_VERIFICATION_CODE',
    });
    await expect(
      api.auth.secondVerification({ ...answer, answer: mockCredentials.secondVerificationAnswer }),
    ).resolves.toHaveProperty('token');
  });

  it('offers only the methods a story chooses', async () => {
    server.use(
      override(contract.auth.login, {
        error: 'SECOND_VERIFICATION_REQUIRED',
        secondVerification: { challengeId: 'CHALLENGE-DEMO', methods: ['BANK_ACCOUNT_NAME'] },
      }),
      ...createHandlers(),
    );
    await expect(
      clientWith().api.auth.login({ type: 'username', ...mockCredentials.returningMember }),
    ).rejects.toMatchObject({ secondVerification: { methods: ['BANK_ACCOUNT_NAME'] } });
  });
});

describe('register', () => {
  const page = { registerUrl: 'https://portal.example.com/register', domain: 'portal.example.com' };

  it('opens an account that logs in, under the agent whose code was given', async () => {
    server.use(...createHandlers());
    const { api, logIn } = clientWith();
    const registered = await api.auth.register({
      username: 'newplayer01',
      password: 'Player2026x',
      affiliateCode: mockCredentials.affiliateCode,
      captcha: mockCredentials.captcha,
      ...page,
    });
    expect(registered).toMatchObject({ firstTimeLogin: true });
    expect(registered.token).toMatch(/^mock-newplayer01-/u);
    await expect(logIn('newplayer01', 'Player2026x')).resolves.toMatchObject({ firstTimeLogin: false });
    await expect(
      api.auth.registrationValidation({ field: 'username', value: 'NEWPLAYER01' }),
    ).resolves.toEqual({
      available: false,
    });
  });

  it('opens an account without limits, whose limits are its own', async () => {
    server.use(...createHandlers());
    const { token } = await clientWith().api.auth.register({
      username: 'newplayer03',
      password: 'Player2026x',
      captcha: mockCredentials.captcha,
      ...page,
    });
    const newcomer = clientWith(token).api;
    const depositDay = (limits: { amounts: { kind: string; window: string; value: number | null }[] }) =>
      limits.amounts.find((limit) => limit.kind === 'DEPOSIT' && limit.window === 'DAY')?.value;
    const fresh = await newcomer.limits.get();
    expect(fresh.amounts.every((limit) => limit.value === null && limit.used === 0)).toBe(true);
    expect(fresh.session.minutes).toBeNull();

    await newcomer.limits.set({ kind: 'DEPOSIT', window: 'DAY', value: 100_000 });
    expect(depositDay(await newcomer.limits.get())).toBe(100_000);
    // The demo member keeps the 24-hour limit the fixtures give him.
    expect(depositDay(await clientWith(mockTokens.member).api.limits.get())).toBe(500_000);
  });

  it('refuses a taken name, an unknown invitation code and a wrong SMS code', async () => {
    server.use(...createHandlers());
    const { api } = clientWith();
    const register = (body: Partial<Parameters<typeof api.auth.register>[0]>) =>
      api.auth.register({ username: 'newplayer02', password: 'Player2026x', ...page, ...body });
    await expect(register({ username: 'demomember' })).rejects.toMatchObject({ code: 'ACCOUNT_EXISTS' });
    await expect(register({ affiliateCode: 'NOSUCHCODE' })).rejects.toMatchObject({
      code: 'INVALID_INVITATION_CODE',
    });
    await expect(register({ verificationCode: '000000' })).rejects.toMatchObject({
      code: 'INVALID_VERIFICATION_CODE',
    });
  });
});

describe('what a member changes stays changed in the world', () => {
  it('keeps favourites: add, list, remove', async () => {
    server.use(...createHandlers());
    const { api, logIn } = clientWith();
    await logIn(mockCredentials.returningMember.username, mockCredentials.returningMember.password);
    await expect(api.games.favoriteIds()).resolves.toEqual({ favGameIds: [] });
    await api.games.addFavorite({ nodeId: 42, vendor: 'PG', gameType: 'RNG' });
    await expect(api.games.favorites()).resolves.toMatchObject({ content: [{ nodeId: 42 }] });
    await api.games.removeFavorite({ nodeId: 42, vendor: 'PG', gameType: 'RNG' });
    await expect(api.games.favoriteIds()).resolves.toEqual({ favGameIds: [] });
  });

  it('answers contract requests: accepted becomes the member’s contract, rejected leaves nothing waiting', async () => {
    server.use(...createHandlers());
    const { api, logIn } = clientWith();
    await logIn('demomember', '{secret}');
    const before = await api.member.consolidated();
    expect(before.contracts).toMatchObject({ dailysalreqtype: 1, realtimesalreqtype: 1 });
    const daily = before.contracts?.dailySalaryInfo.pendingRequest?.contractId ?? '';
    const realTime = before.contracts?.realTimeSalaryInfo.pendingRequest?.contractId ?? '';
    await expect(
      api.agent.processDailySalary({ action: 'ACCEPT', contractId: daily }),
    ).resolves.toMatchObject({
      contract: { status: 'ACTIVE' },
      autoTerminatedContractIds: [],
    });
    await api.agent.processRealTimeSalary({ action: 'REJECT', contractId: realTime });
    const after = await api.member.consolidated();
    expect(after.contracts).toMatchObject({
      dailysalreqtype: 0,
      realtimesalreqtype: 0,
      dailySalaryInfo: { contract: { contractId: daily, status: 'ACTIVE' }, pendingRequest: null },
      realTimeSalaryInfo: { contract: null, pendingRequest: null },
    });
  });

  it('refuses an offer as the server does: outside the tree, or above the agent’s own rate', async () => {
    server.use(...createHandlers());
    const { api } = clientWith(mockTokens.agent);
    const offer = (downlineAccount: string, rate: number) =>
      api.agent.processDailySalary({
        action: 'NEW',
        downlineAccount,
        period: 'D',
        tiers: [{ rate, validBetAmount: 100_000, activeMembers: 1, periodProfitLoss: 0 }],
      });
    await expect(offer('member040', 1)).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
    await expect(offer('member005', 1.6)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'tiers.0.rate', code: 'amountTooLarge', params: { max: 1.5 } }],
    });
    await expect(offer('member005', 1.5)).resolves.toMatchObject({
      contract: { downlineAccount: 'member005', status: 'PENDING' },
    });
  });

  it('ends, on an accepted offer, the contract it replaces and the downline contracts paid more', async () => {
    const world = createMockWorld();
    const offer = {
      contractId: 'CT-HOURLY_SALARY-OFFER',
      contractType: 'HOURLY_SALARY',
      uplineAccount: mockCredentials.superAgent.username,
      downlineAccount: mockCredentials.agent.username,
      status: 'PENDING',
      period: null,
      tiers: [{ rate: 0.8, validBetAmount: 0, activeMembers: 1, periodProfitLoss: 0 }],
      createdAt: '2025-01-15T04:00:00.000Z',
      updatedAt: '2025-01-15T04:00:00.000Z',
    } as const;
    world.contracts.push({ ...offer, tiers: [...offer.tiers] });
    server.use(...createHandlers({ world }));
    await expect(
      clientWith(mockTokens.agent).api.agent.processHourlySalary({
        action: 'ACCEPT',
        contractId: offer.contractId,
      }),
    ).resolves.toEqual({
      contract: expect.objectContaining({ status: 'ACTIVE' }) as unknown,
      // agentone gave member002 up to 1.1 % and offered demomember as much: both pay more than 0.8 %.
      autoTerminatedContractIds: ['CT-HOURLY_SALARY-ACTIVE', 'CT-HOURLY_SALARY-PENDING'],
    });
    const statusOf = (id: string) => world.contracts.find(({ contractId }) => contractId === id)?.status;
    expect(statusOf('CT-HOURLY_SALARY-UPLINE')).toBe('TERMINATED');
    expect(statusOf('CT-HOURLY_SALARY-ENDED')).toBe('TERMINATED');
  });

  it('shows the server’s consequences of a contract answer only when a story sets them', async () => {
    server.use(
      override(contract.agent.processDailySalary, { error: 'OPERATION_NOT_ALLOWED' }),
      ...createHandlers(),
    );
    await expect(
      clientWith('mock-demomember').api.agent.processDailySalary({ action: 'ACCEPT', contractId: 'CT-X' }),
    ).rejects.toMatchObject({ code: 'OPERATION_NOT_ALLOWED', status: 403 });
  });

  it('confirms a disbursed withdrawal once: it leaves the pending list', async () => {
    server.use(...createHandlers());
    const { api } = clientWith('mock-demomember');
    const [first, second] = await api.funds.pendingConfirmations();
    expect(first).toBeDefined();
    await expect(
      api.funds.confirmWithdrawal({ withdrawalId: first?.withdrawalId ?? '', outcome: { kind: 'received' } }),
    ).resolves.toEqual({ withdrawalId: first?.withdrawalId, status: 'CONFIRMED' });
    await expect(
      api.funds.confirmWithdrawal({
        withdrawalId: second?.withdrawalId ?? '',
        outcome: { kind: 'notReceived', proofImageId: 'IMG-1' },
      }),
    ).resolves.toMatchObject({ status: 'DISPUTED' });
    await expect(api.funds.pendingConfirmations()).resolves.toEqual([]);
    await expect(
      api.funds.confirmWithdrawal({ withdrawalId: first?.withdrawalId ?? '', outcome: { kind: 'received' } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never spends more than a balance holds', async () => {
    server.use(...createHandlers({ world: createMockWorld({ walletMode: 'multi' }) }));
    const { api } = clientWith('mock-demomember');
    await expect(api.wallet.transfer({ from: 'MAIN', to: 'PG', amount: 1_000_001 })).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      status: 422,
    });
    await expect(api.wallet.balance()).resolves.toMatchObject({ balance: 1_000_000 });
  });

  it('refuses a withdrawal as the server does, and keeps the one it takes pending in the account record', async () => {
    server.use(...createHandlers());
    const { api } = clientWith('mock-demomember');
    const withdraw = (body: Partial<{ accountId: string; amount: number; withdrawPassword: string }>) =>
      api.funds.withdraw({
        accountId: 'ACC-1',
        amount: 50_000,
        withdrawPassword: mockCredentials.withdrawPassword,
        ...body,
      });
    await expect(withdraw({ amount: 9_999 })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'amount', code: 'amountTooSmall', params: { min: 10_000 } }],
    });
    await expect(withdraw({ accountId: 'ACC-9' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(withdraw({ withdrawPassword: '000000' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await expect(withdraw({ amount: 1_000_001 })).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const order = await withdraw({});
    expect(order).toMatchObject({ amount: 50_000, status: 'PENDING', balance: 950_000 });
    const records = await api.reports.account({
      startDate: order.createdAt.slice(0, 10),
      endDate: order.createdAt.slice(0, 10),
      type: 'WITHDRAW',
    });
    expect(records.content[0]).toMatchObject({ amount: -50_000, status: 'PENDING', remark: order.orderId });
    await expect(api.funds.withdrawOptions()).resolves.toMatchObject({
      withdrawableBalance: 950_000,
      remainingTimesToday: 4,
    });
    for (let left = 4; left > 0; left -= 1) await withdraw({ amount: 10_000 });
    await expect(withdraw({ amount: 10_000 })).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' });
    await expect(api.funds.withdrawOptions()).resolves.toMatchObject({ remainingTimesToday: 0 });
  });

  it('locks withdrawals after ten wrong withdraw passwords in a row, as the server does', async () => {
    server.use(...createHandlers());
    const { api } = clientWith('mock-demomember');
    const withdraw = (withdrawPassword: string) =>
      api.funds.withdraw({ accountId: 'ACC-1', amount: 10_000, withdrawPassword });
    for (let tries = 0; tries < 10; tries += 1)
      await expect(withdraw('000000')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(withdraw(mockCredentials.withdrawPassword)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });
});

describe('announcements', () => {
  it('serves every item of the kinds asked for, and nothing of the others', async () => {
    const world = createMockWorld();
    server.use(...createHandlers({ world }));
    const { api } = clientWith();
    const { banners, playerNotices, popups, promotions, announcementImages } = world.announcements;
    // The world holds some of every kind, or leaving one out would look the same as serving it.
    for (const kind of [banners, playerNotices, popups, promotions, announcementImages])
      expect(kind.length).toBeGreaterThan(0);
    await expect(api.system.announcements({ types: 'PL,PU' })).resolves.toEqual({
      banners: [],
      playerNotices,
      popups,
      promotions: [],
      announcementImages: [],
    });
    await expect(api.system.announcements({ types: 'B,PL,PU,PR,H' })).resolves.toEqual(world.announcements);
  });

  it('shows an empty board when a story says so', async () => {
    server.use(
      override(contract.system.announcements, {
        value: { banners: [], playerNotices: [], popups: [], promotions: [], announcementImages: [] },
      }),
      ...createHandlers(),
    );
    await expect(clientWith().api.system.announcements({ types: 'PL' })).resolves.toMatchObject({
      playerNotices: [],
    });
  });
});

describe('site status', () => {
  it('is open by default, and under maintenance or region-blocked when a story names it', async () => {
    server.use(...createHandlers());
    await expect(clientWith().api.system.permission()).resolves.toMatchObject({
      maintenance: false,
      regionRestriction: false,
    });
    server.use(siteStatusAnswer({ regionRestriction: true, ip: '198.51.100.23' }));
    await expect(clientWith().api.system.permission()).resolves.toMatchObject({
      maintenance: false,
      regionRestriction: true,
      location: { ip: '198.51.100.23' },
    });
  });
});

describe('what the mocks received', () => {
  it('keeps each accepted request as the server reads it, an encrypted login decrypted', async () => {
    const world = createMockWorld();
    server.use(...createHandlers({ world }));
    const { username, password } = mockCredentials.returningMember;
    await clientWith().logIn(username, password);
    expect(world.received).toEqual([
      // The client asks for the key it encrypts with first, then for the human check it solves.
      { endpointId: contract.system.publicKey.id, query: undefined, body: undefined },
      { endpointId: contract.system.humanChallenge.id, query: undefined, body: undefined },
      {
        endpointId: contract.auth.login.id,
        query: undefined,
        body: { type: 'username', username, password, loginArea: 'member' },
      },
    ]);
  });
});
