import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { contract, contractEntries, type ContractEndpoint } from '../endpoints';
import type { AnyEndpoint } from '../endpoints/define';
import { envelope } from '../envelope';
import { decryptBody } from '../jwe';
import { gameCategories, gameTypeSchema, LANE_GAME_LIMIT } from '../schemas/games';
import { mockCredentials, mockTokens } from './fixtures/accounts';
import { MOCK_CATALOGUE_SIZE, mockVendorSpecs } from './fixtures/catalogue';
import { mockExamples } from './examples';
import { createHandlers, mockKeyPair, override } from './handlers';
import { createMockWorld } from './world';

const BASE_URL = 'http://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Recorded {
  status: number;
  json: unknown;
  request: Request;
}

/** A client whose fetch keeps the raw answers, so the test can check them apart from the client. */
function recordingClient(token: string = mockTokens.member) {
  const recorded: Recorded[] = [];
  const client = createApiClient({
    baseUrl: BASE_URL,
    merchantCode: 'M01',
    getToken: () => token,
    getLanguage: () => 'en',
    retry: { attempts: 1 },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const response = await fetch(request.clone());
      recorded.push({ status: response.status, json: await response.clone().json(), request });
      return response;
    },
  });
  return { client, recorded };
}

function callExample(endpoint: ContractEndpoint) {
  const example = mockExamples[endpoint.id];
  const { client, recorded } = recordingClient(example.token);
  // The example map is keyed by id, so its request type is the entry's own; the union needs widening.
  const call = client.call as (endpoint: AnyEndpoint, options: object) => Promise<unknown>;
  return { result: call(endpoint, example.request), recorded };
}

describe('mock responses', () => {
  it.each(contractEntries.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s answers its example with a value that validates',
    async (_, endpoint) => {
      // A multi-wallet merchant, whose wallet calls answer more than a single-wallet one's.
      server.use(...createHandlers({ world: createMockWorld({ walletMode: 'multi' }) }));
      const { result, recorded } = callExample(endpoint);
      await expect(result).resolves.toBeDefined();
      const answer = recorded.at(-1);
      expect(answer?.status).toBe(200);
      const parsed = envelope(endpoint.response).safeParse(answer?.json);
      expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
      expect(parsed.data?.success).toBe(true);
    },
  );

  it('has an example for every endpoint and nothing else', () => {
    expect(Object.keys(mockExamples).sort()).toEqual(contractEntries.map((endpoint) => endpoint.id).sort());
  });
});

describe('game catalogue', () => {
  const world = createMockWorld();

  it(`holds ${MOCK_CATALOGUE_SIZE} games over the ten spec vendors`, () => {
    expect(world.catalogue.games).toHaveLength(10_000);
    expect(new Set(world.catalogue.games.map((game) => game.vendor))).toEqual(
      new Set(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'IMES', 'DS88']),
    );
    expect(new Set(world.catalogue.games.map((game) => game.nodeId)).size).toBe(10_000);
    expect(new Set(world.catalogue.games.map((game) => game.gameCode)).size).toBe(10_000);
  });

  it('puts esports under IMES, cockfight under DS88 and keeps BGS out of RNG', () => {
    const vendorsOf = (type: string) =>
      new Set(world.catalogue.games.filter((game) => game.gameType === type).map((game) => game.vendor));
    expect(vendorsOf('ESPORTS')).toEqual(new Set(['IMES']));
    expect(vendorsOf('COCKFIGHT')).toEqual(new Set(['DS88']));
    expect(vendorsOf('RNG').has('BGS')).toBe(false);
    for (const type of ['LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'SPORTS', 'BGS'])
      expect(vendorsOf(type).size, type).toBeGreaterThan(0);
    expect(
      mockVendorSpecs
        .flatMap((vendor) => vendor.lines.map(([type]) => type))
        .every((type) => (gameCategories as readonly string[]).includes(type)),
    ).toBe(true);
  });

  it('lists lanes and menus in the navigation order of SPEC §2, like the server', async () => {
    server.use(...createHandlers());
    const { client } = recordingClient();
    const order = ['ELOTT', 'BGS', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'];
    expect((await client.api.games.vendors()).map((lane) => lane.gameClassify)).toEqual(order);
    expect((await client.api.games.menus()).map((menu) => menu.category)).toEqual(order);
  });

  it("gives each lane its category's first games as the category's list does, and their count", async () => {
    server.use(...createHandlers());
    const { client } = recordingClient();
    const lanes = await client.api.games.vendors();
    expect(lanes.length).toBeGreaterThan(0);
    for (const lane of lanes) {
      const list = await client.api.games.list({ gameType: gameTypeSchema.parse(lane.title) });
      expect(lane.cards, lane.title).toEqual(list.content.slice(0, LANE_GAME_LIMIT));
      expect(lane.gameCount, lane.title).toBe(list.totalElements);
      expect(lane.cards.every((card) => card.isGame === 'GAME' && card.gameType === lane.title)).toBe(true);
    }
    // Both sides of the limit: a row leading on to its category page, and one showing it all.
    expect(lanes.some((lane) => lane.gameCount > LANE_GAME_LIMIT)).toBe(true);
    expect(lanes.some((lane) => lane.gameCount <= LANE_GAME_LIMIT)).toBe(true);
  });

  it('is the same for the same seed and different for another', () => {
    const again = createMockWorld();
    const other = createMockWorld({ seed: 7 });
    expect(again.catalogue.games.slice(0, 50)).toEqual(world.catalogue.games.slice(0, 50));
    expect(again.winners).toEqual(world.winners);
    expect(other.catalogue.games.slice(0, 50).map((game) => game.gameName)).not.toEqual(
      world.catalogue.games.slice(0, 50).map((game) => game.gameName),
    );
  });
});

describe('account records', () => {
  it('chain each balance to the one before it and never go below zero', () => {
    const records = createMockWorld().accountRecords.filter((record) => record.account === 'demomember');
    expect(records.length).toBeGreaterThan(20);
    // Newest first: each record's balance before it is the next (older) record's balance after.
    records.slice(0, -1).forEach((record, index) => {
      expect(records[index + 1]?.balanceAfter).toBe(record.balanceAfter - record.amount);
    });
    for (const record of records) expect(record.balanceAfter).toBeGreaterThanOrEqual(0);
    const last = records.at(-1);
    expect((last?.balanceAfter ?? 0) - (last?.amount ?? 0)).toBeGreaterThanOrEqual(0);
  });
});

describe('mock behaviour', () => {
  it('pages the catalogue with pageNo and pageSize', async () => {
    server.use(...createHandlers());
    const { client } = recordingClient();
    const first = await client.api.games.list({ gameType: 'RNG', pageSize: 50 });
    const second = await client.api.games.list({ gameType: 'RNG', pageSize: 50, pageNo: 2 });
    const rngCount = createMockWorld().catalogue.games.filter((game) => game.gameType === 'RNG').length;
    expect(first).toMatchObject({
      pageNo: 1,
      pageSize: 50,
      totalElements: rngCount,
      totalPages: Math.ceil(rngCount / 50),
    });
    expect(first.content).toHaveLength(50);
    expect(second.content[0]?.nodeId).not.toBe(first.content[0]?.nodeId);
    expect(new Set([...first.content, ...second.content].map((card) => card.nodeId)).size).toBe(100);
    const last = await client.api.games.list({ gameType: 'RNG', pageSize: 50, pageNo: first.totalPages });
    expect(last.content).toHaveLength(rngCount - (first.totalPages - 1) * 50);
  });

  it('filters by vendor, keyword and hot flag', async () => {
    server.use(...createHandlers());
    const { client } = recordingClient();
    const jili = await client.api.games.list({ vassalage: 'JL', pageSize: 999 });
    expect(jili.content.every((card) => card.vassalage === 'JL')).toBe(true);
    const hot = await client.api.games.list({ filter: 'HOT', pageSize: 999 });
    expect(hot.content.length).toBeGreaterThan(0);
    expect(hot.content.every((card) => card.isHot === 1)).toBe(true);
    const keyword = jili.content[0]?.gameName ?? '';
    const search = await client.api.games.list({ keyword });
    expect(search.content.map((card) => card.gameName)).toContain(keyword);
  });

  it('limits winners and filters them by category', async () => {
    server.use(...createHandlers());
    const { client } = recordingClient();
    expect(await client.api.games.winners()).toHaveLength(20);
    expect(await client.api.games.winners({ limitNum: 9 })).toHaveLength(9);
    const winners = await client.api.games.winners({ limitNum: 40 });
    expect(winners.map((winner) => winner.winAmount)).toEqual(
      [...winners.map((winner) => winner.winAmount)].sort((a, b) => b - a),
    );
  });

  it('logs demomember in with the server’s default password, through an encrypted body', async () => {
    server.use(...createHandlers());
    const { client, recorded } = recordingClient();
    const login = await client.api.auth.login({
      type: 'username',
      username: 'demomember',
      password: '{secret}',
    });
    // As on the server: a seeded login has never been used and must change its default password.
    expect(login).toMatchObject({ firstTimeLogin: true, passwordExpired: true, memberType: 0 });
    expect(login.token).toMatch(/^mock-demomember-/u);
    const wire = (await recorded.at(-1)?.request.clone().json()) as { jwe: string };
    expect(await decryptBody(wire.jwe, (await mockKeyPair()).privateKey)).toMatchObject({
      username: 'demomember',
    });
    const again = await client.api.auth.login({
      type: 'username',
      username: 'DemoMember',
      password: '{secret}',
    });
    expect(again.firstTimeLogin).toBe(false);
  });

  it('refuses a plain body where the contract wants an encrypted one', async () => {
    server.use(...createHandlers());
    const response = await fetch(`${BASE_URL}/wps/session/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'portal' },
      body: JSON.stringify({ type: 'username', ...mockCredentials.member }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('refuses non-agents on the agent page, as the login request documents', async () => {
    server.use(...createHandlers());
    const { client } = recordingClient();
    await expect(
      client.api.auth.login({ type: 'username', ...mockCredentials.member, loginArea: 'agent' }),
    ).rejects.toMatchObject({ code: 'NON_AGENT_LOGIN', status: 403 });
    await expect(
      client.api.auth.login({ type: 'username', ...mockCredentials.agent, loginArea: 'agent' }),
    ).resolves.toMatchObject({ memberType: 1 });
  });

  it('refuses expired and logged-out tokens with 401', async () => {
    server.use(...createHandlers());
    await expect(recordingClient(mockTokens.expired).client.api.wallet.balance()).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
      status: 401,
    });
    const { client } = recordingClient();
    const { token } = await client.api.auth.login({ type: 'username', ...mockCredentials.member });
    const session = recordingClient(token).client;
    await session.api.auth.logout();
    await expect(session.api.wallet.balance()).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('runs a money-moving call once per idempotency key and refuses the key for another body', async () => {
    server.use(...createHandlers({ world: createMockWorld({ walletMode: 'multi' }) }));
    const { client } = recordingClient();
    const { balance } = await client.api.wallet.balance();
    const first = await client.api.wallet.transfer(
      { from: 'MAIN', to: 'PG', amount: 1_000 },
      { idempotencyKey: 'key-1' },
    );
    const replay = await client.api.wallet.transfer(
      { from: 'MAIN', to: 'PG', amount: 1_000 },
      { idempotencyKey: 'key-1' },
    );
    expect(first.balance).toBe(balance - 1_000);
    expect(replay).toEqual(first);
    expect((await client.api.wallet.balance()).balance).toBe(balance - 1_000);
    await expect(
      client.api.wallet.transfer({ from: 'MAIN', to: 'PG', amount: 2_000 }, { idempotencyKey: 'key-1' }),
    ).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      status: 422,
    });
  });

  it('moves money between the main wallet and vendor wallets on a multi-wallet merchant only, like the server', async () => {
    server.use(...createHandlers({ world: createMockWorld({ walletMode: 'multi' }) }));
    const { client } = recordingClient();
    expect(await client.api.wallet.merchantWallet()).toEqual({ isSingle: false });
    const before = await client.api.wallet.balance();
    const vendor = (balance: typeof before, code: string) =>
      balance.vendorBalances.find((wallet) => wallet.vassalage === code)?.balance;
    expect(before.vendorBalances.map((wallet) => wallet.vassalage)).not.toContain('BGS');
    expect(vendor(before, 'FC')).toBe(0);
    await client.api.wallet.transfer({ from: 'MAIN', to: 'FC', amount: 2_500 });
    await client.api.wallet.transfer({ from: 'pg', to: 'main', amount: 500 });
    const after = await client.api.wallet.balance();
    expect([after.balance, vendor(after, 'FC'), vendor(after, 'PG')]).toEqual([
      before.balance - 2_000,
      2_500,
      (vendor(before, 'PG') ?? 0) - 500,
    ]);
    for (const [body, code] of [
      [{ from: 'FC', to: 'MAIN', amount: 2_501 }, 'INSUFFICIENT_FUNDS'],
      [{ from: 'MAIN', to: 'BGS', amount: 1 }, 'VALIDATION_FAILED'],
      [{ from: 'PG', to: 'FC', amount: 1 }, 'OPERATION_NOT_ALLOWED'],
    ] as const)
      await expect(client.api.wallet.transfer(body)).rejects.toMatchObject({ code });
    const held = after.vendorBalances.reduce((sum, wallet) => sum + wallet.balance, 0);
    expect(await client.api.wallet.logoutGameSessions()).toEqual({
      recalledAmount: held,
      balance: after.balance + held,
    });
    expect((await client.api.wallet.balance()).vendorBalances.every((wallet) => wallet.balance === 0)).toBe(
      true,
    );

    server.resetHandlers(...createHandlers());
    expect(await client.api.wallet.merchantWallet()).toEqual({ isSingle: true });
    expect((await client.api.wallet.balance()).vendorBalances).toEqual([]);
    await expect(client.api.wallet.transfer({ from: 'MAIN', to: 'PG', amount: 1 })).rejects.toMatchObject({
      code: 'OPERATION_NOT_ALLOWED',
    });
  });

  it('asks for a captcha from the third code of the day to one number, like the server', async () => {
    server.use(...createHandlers());
    const { client } = recordingClient();
    const login = { ...mockCredentials.mobile, purpose: 'LOGIN' } as const;
    await client.api.auth.smsCode(login);
    await client.api.auth.smsCode(login);
    await expect(client.api.auth.smsCode(login)).rejects.toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      captchaRequired: true,
      status: 400,
    });
    await expect(
      client.api.auth.smsCode({ ...login, captcha: '9999', captchaKey: 'captcha-1' }),
    ).rejects.toMatchObject({ code: 'CAPTCHA_CHECK_FAILED', captchaRequired: true });
    await expect(
      client.api.auth.smsCode({ ...login, captcha: mockCredentials.captcha, captchaKey: 'captcha-1' }),
    ).resolves.toEqual({ expiredMinutes: 1 });

    const { mobileNum, countryDialingCode } = mockCredentials.busyMobile;
    const register = { mobileNo: mobileNum, countryDialingCode, registerType: 'mobile' } as const;
    await expect(client.api.auth.registerSmsCode(register)).rejects.toMatchObject({
      code: 'CAPTCHA_REQUIRED',
    });
    await expect(
      client.api.auth.registerSmsCode({ ...register, captcha: mockCredentials.captcha, captchaKey: 'k' }),
    ).resolves.toEqual({ expiredMinutes: 1 });
  });

  it('refuses state-changing calls without the CSRF header', async () => {
    server.use(...createHandlers());
    const response = await fetch(`${BASE_URL}/wps/feedback`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });
});

describe('override', () => {
  it('switches one endpoint to any error code, with Retry-After for too many requests', async () => {
    server.use(
      ...createHandlers({
        overrides: [override(contract.wallet.balance, { error: 'TOO_MANY_REQUESTS', retryAfterSeconds: 60 })],
      }),
    );
    const { client } = recordingClient();
    await expect(client.api.wallet.balance()).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 60,
    });
    await expect(client.api.member.info()).resolves.toMatchObject({ account: 'demomember' });
  });

  it('serves a chosen status and field issues', async () => {
    server.use(
      override(contract.funds.deposit, {
        error: 'VALIDATION_FAILED',
        issues: [{ path: 'amount', code: 'amountTooSmall', params: { min: 10_000 } }],
      }),
      ...createHandlers(),
    );
    const { client } = recordingClient();
    await expect(client.api.funds.deposit({ channelId: 'CH-BANK', amount: 1 })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      issues: [{ path: 'amount', code: 'amountTooSmall', params: { min: 10_000 } }],
    });
  });

  it('simulates a network failure', async () => {
    server.use(override(contract.system.status, { networkError: true }), ...createHandlers());
    await expect(recordingClient().client.api.system.status()).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
  });

  it('applies an override only while its switch is on', async () => {
    let failing = false;
    server.use(
      override(contract.system.status, { networkError: true }, { when: () => failing }),
      ...createHandlers(),
    );
    const { api } = recordingClient().client;
    await expect(api.system.status()).resolves.toHaveProperty('status');
    failing = true;
    await expect(api.system.status()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    failing = false;
    await expect(api.system.status()).resolves.toHaveProperty('status');
  });

  it('serves fixed data and broken answers', async () => {
    server.use(
      override(contract.system.status, { value: { status: 1, ip: '198.51.100.1' } }),
      override(contract.system.whiteLabel, { malformed: 'wrongShape' }),
      ...createHandlers(),
    );
    const { client } = recordingClient();
    await expect(client.api.system.status()).resolves.toEqual({ status: 1, ip: '198.51.100.1' });
    await expect(client.api.system.whiteLabel()).rejects.toMatchObject({ code: 'RESPONSE_INVALID' });
  });

  it('applies once when asked, then the default answers', async () => {
    server.use(
      override(contract.system.status, { error: 'SYSTEM_MAINTENANCE' }, { once: true }),
      ...createHandlers(),
    );
    const { client } = recordingClient();
    await expect(client.api.system.status()).rejects.toMatchObject({
      code: 'SYSTEM_MAINTENANCE',
      status: 503,
    });
    await expect(client.api.system.status()).resolves.toMatchObject({ status: 0 });
  });

  it('delays and then falls through to the default fixture', async () => {
    server.use(override(contract.system.status, { delayMs: 5 }), ...createHandlers());
    await expect(recordingClient().client.api.system.status()).resolves.toMatchObject({ status: 0 });
  });
});
