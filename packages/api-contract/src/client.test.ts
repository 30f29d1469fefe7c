import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { backoffDelay, createApiClient, parseRetryAfter, type ApiClientOptions } from './client';
import { contract } from './endpoints';
import { contractGroups } from './endpoints/groups';
import { fail, ok } from './envelope';
import { HUMAN_PROOF_HEADER, type HumanCheckKeys } from './humanCheck';
import { issueHumanChallenge, verifyHumanProof } from './humanCheckIssuer';
import { decryptBody } from './jwe';
import { createHandlers, mockKeyPair, mockTokens } from './mocks';
import type { LoginResponse, WalletBalance } from './schemas/member';

const BASE_URL = 'http://api.test';
const humanCheckKeys: HumanCheckKeys = { secret: 'client-test-secret' };
const little = { minCounter: 1, maxCounter: 20 };
const challengeUrl = `${BASE_URL}/wps/system/humanChallenge`;
// Guarded calls fetch a challenge first: answered for every test, not reset between them.
const server = setupServer(
  http.get(challengeUrl, async () =>
    HttpResponse.json(ok(await issueHumanChallenge(humanCheckKeys, new Date(), little))),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const balance = { balance: 123_456, currency: 'PHP', currencySymbol: '₱', vendorBalances: [] };
const balanceUrl = `${BASE_URL}/wps/v2/wallets/balance`;
const transferUrl = `${BASE_URL}/wps/relay/GCS_walletTransfer`;
const statusUrl = `${BASE_URL}/wps/system/status`;

function makeClient(overrides: Partial<ApiClientOptions> = {}) {
  const sleep = vi.fn(async (_ms: number) => {});
  const onSessionExpired = vi.fn();
  const onSlow = vi.fn();
  const client = createApiClient({
    baseUrl: BASE_URL,
    merchantCode: 'MERCHANT-1',
    getToken: () => 'token-abc',
    getLanguage: () => 'ty',
    sleep,
    random: () => 0.5,
    onSessionExpired,
    onSlow,
    ...overrides,
  });
  return { client, api: client.api, sleep, onSessionExpired, onSlow };
}

/** Serves `responses` in turn and records every request. */
function sequence(method: 'get' | 'post', url: string, responses: Array<() => Response>) {
  const requests: Request[] = [];
  server.use(
    http[method](url, ({ request }) => {
      requests.push(request.clone());
      const next = responses[Math.min(requests.length - 1, responses.length - 1)];
      if (!next) throw new Error('no response configured');
      return next();
    }),
  );
  return requests;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('successful calls', () => {
  it('parses the envelope and returns the typed value', async () => {
    sequence('get', balanceUrl, [() => HttpResponse.json(ok(balance))]);
    const { api } = makeClient();
    const value = await api.wallet.balance();
    expectTypeOf(value).toEqualTypeOf<WalletBalance>();
    expect(value).toEqual(balance);
  });

  it('sends merchant, language and bearer token on a token endpoint, without the CSRF header on a read', async () => {
    const requests = sequence('get', balanceUrl, [() => HttpResponse.json(ok(balance))]);
    await makeClient().api.wallet.balance();
    const headers = requests[0]?.headers;
    expect(headers?.get('Authorization')).toBe('Bearer token-abc');
    expect(headers?.get('X-Merchant-Code')).toBe('MERCHANT-1');
    expect(headers?.get('Accept-Language')).toBe('ty');
    expect(headers?.get('X-Requested-With')).toBeNull();
    expect(headers?.get('Idempotency-Key')).toBeNull();
  });

  it('sends no token to a public endpoint even when logged in', async () => {
    const requests = sequence('get', statusUrl, [
      () => HttpResponse.json(ok({ status: 0, ip: '203.0.113.7' })),
    ]);
    await makeClient().api.system.status();
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('sends X-Requested-With: portal on every state-changing call', async () => {
    const requests: Request[] = [];
    server.use(
      http.put(`${BASE_URL}/wps/feedback`, ({ request }) => {
        requests.push(request);
        return HttpResponse.json(ok({ ticketId: 'T1' }));
      }),
      http.delete(`${BASE_URL}/wps/session`, ({ request }) => {
        requests.push(request);
        return HttpResponse.json(ok(null));
      }),
    );
    const { api } = makeClient();
    await api.support.feedback({
      content: 'The deposit page did not load on my phone.',
      sender: 'demo',
      type: 1,
      captcha: '1234',
    });
    await api.auth.logout();
    expect(requests.map((request) => request.headers.get('X-Requested-With'))).toEqual(['portal', 'portal']);
  });

  it('fills spec query defaults under the caller query', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${BASE_URL}/wps/relay/gameList`, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json(
          ok({ content: [], pageNo: 2, pageSize: 20, totalElements: 0, totalPages: 0 }),
        );
      }),
    );
    await makeClient().api.games.list({ gameType: 'FISH', pageNo: 2 });
    const params = new URL(urls[0] ?? '').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      clientType: '3',
      pageNo: '2',
      pageSize: '20',
      platform: 'html5-desktop',
      gameType: 'FISH',
    });
  });

  it('form-encodes the forgot-password-by-email body', async () => {
    const bodies: Array<{ type: string | null; text: string }> = [];
    server.use(
      http.post(`${BASE_URL}/wps/member/password/email`, async ({ request }) => {
        bodies.push({ type: request.headers.get('Content-Type'), text: await request.text() });
        return HttpResponse.json(ok(null));
      }),
    );
    await makeClient().api.auth.forgotPasswordByEmail({ username: 'demo', email: 'demo@example.com' });
    expect(bodies).toEqual([
      { type: 'application/x-www-form-urlencoded', text: 'username=demo&email=demo%40example.com' },
    ]);
  });

  it('offers every endpoint as a typed function and through call()', async () => {
    server.use(...createHandlers());
    const { client, api } = makeClient({ getToken: () => mockTokens.member });
    expectTypeOf(api.auth.login).parameter(0).toHaveProperty('type');
    expectTypeOf(api.auth.login).returns.resolves.toEqualTypeOf<LoginResponse>();
    const viaCall = await client.call(contract.member.info);
    const viaApi = await api.member.info();
    expect(viaCall).toEqual(viaApi);
    expect(Object.keys(api)).toEqual(Object.keys(contract));
  });

  it("loads a group's endpoints with its first call: the contract's own entries, and no others", async () => {
    for (const [groupName, load] of Object.entries(contractGroups))
      expect(await load(), groupName).toBe(contract[groupName as keyof typeof contract]);
    const { api } = makeClient();
    const games = api.games as unknown as Record<string, (() => Promise<unknown>) | undefined>;
    await expect(games.noSuchCall?.()).rejects.toThrow('The contract has no endpoint games.noSuchCall');
    // An awaited group is not taken for a promise.
    expect(games.then).toBeUndefined();
  });
});

describe('error mapping', () => {
  it('maps 401 to SESSION_EXPIRED and tells the app the session is gone', async () => {
    sequence('get', balanceUrl, [() => HttpResponse.json(fail('SESSION_EXPIRED'), { status: 401 })]);
    const { api, onSessionExpired } = makeClient();
    const error = await caught(api.wallet.balance());
    expect(error).toMatchObject({ code: 'SESSION_EXPIRED', status: 401, endpointId: 'wallet.balance' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith('SESSION_EXPIRED');
  });

  it('keeps the session-time limit as the reason a 401 ended the session', async () => {
    sequence('get', balanceUrl, [
      () => HttpResponse.json(fail('SESSION_TIME_LIMIT_REACHED'), { status: 401 }),
    ]);
    const { api, onSessionExpired } = makeClient();
    expect(await caught(api.wallet.balance())).toMatchObject({
      code: 'SESSION_TIME_LIMIT_REACHED',
      status: 401,
    });
    expect(onSessionExpired).toHaveBeenCalledWith('SESSION_TIME_LIMIT_REACHED');
  });

  it('maps a 401 without an envelope the same way', async () => {
    sequence('get', balanceUrl, [() => new HttpResponse('Unauthorized', { status: 401 })]);
    const { api, onSessionExpired } = makeClient();
    expect((await caught(api.wallet.balance())).code).toBe('SESSION_EXPIRED');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('treats SESSION_EXPIRED and TOO_MANY_REQUESTS sent with status 200 the same way', async () => {
    sequence('get', balanceUrl, [
      () => HttpResponse.json(fail('SESSION_EXPIRED')),
      () => HttpResponse.json(fail('TOO_MANY_REQUESTS')),
    ]);
    const { api, onSessionExpired } = makeClient();
    expect((await caught(api.wallet.balance())).code).toBe('SESSION_EXPIRED');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(await caught(api.wallet.balance())).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 300,
    });
  });

  it('fails a token endpoint without a token as NOT_LOGGED_IN without calling the server', async () => {
    const requests = sequence('get', balanceUrl, [() => HttpResponse.json(ok(balance))]);
    const { api, onSessionExpired } = makeClient({ getToken: () => null });
    expect((await caught(api.wallet.balance())).code).toBe('NOT_LOGGED_IN');
    expect(requests).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([
    ['120', 120],
    [null, 300],
    ['soon', 300],
  ])('maps 429 with Retry-After %s to TOO_MANY_REQUESTS after %i seconds', async (header, seconds) => {
    const headers = header === null ? undefined : { 'Retry-After': header };
    sequence('get', balanceUrl, [
      () => HttpResponse.json(fail('TOO_MANY_REQUESTS'), { status: 429, headers }),
    ]);
    const { api, sleep } = makeClient();
    const error = await caught(api.wallet.balance());
    expect(error).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429, retryAfterSeconds: seconds });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('reads an HTTP-date Retry-After', () => {
    const now = Date.UTC(2025, 0, 1, 0, 0, 0);
    expect(parseRetryAfter(new Date(now + 90_000).toUTCString(), now)).toBe(90);
    expect(parseRetryAfter(new Date(now - 90_000).toUTCString(), now)).toBe(0);
  });

  it('maps a failed fetch to NETWORK_ERROR', async () => {
    sequence('post', transferUrl, [() => HttpResponse.error()]);
    const error = await caught(makeClient().api.wallet.transfer({ from: 'MAIN', to: 'PG', amount: 100 }));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.status).toBeUndefined();
  });

  it('maps success:false to the server code, message and field issues', async () => {
    const issues = [{ path: 'amount', code: 'amountTooSmall', params: { min: 10_000 } }];
    sequence('post', transferUrl, [
      () =>
        HttpResponse.json(fail('VALIDATION_FAILED', { message: 'amount too small', issues }), {
          status: 400,
        }),
    ]);
    const error = await caught(makeClient().api.wallet.transfer({ from: 'MAIN', to: 'PG', amount: 100 }));
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: 'amount too small',
      issues,
    });
  });

  it('maps success:false with a 200 status too, carrying a captcha demand', async () => {
    server.use(
      http.post(`${BASE_URL}/wps/session/login`, () =>
        HttpResponse.json(fail('INVALID_CREDENTIALS', { captchaRequired: true })),
      ),
    );
    const keys = await mockKeyPair();
    const error = await caught(
      makeClient({ getPublicKey: () => keys.publicJwk }).api.auth.login({
        type: 'username',
        username: 'demo',
        password: 'x',
      }),
    );
    expect(error).toMatchObject({ code: 'INVALID_CREDENTIALS', captchaRequired: true, status: 200 });
  });

  it.each([
    ['a value that breaks the schema', () => HttpResponse.json(ok({ ...balance, balance: 12.5 }))],
    ['a value of the wrong shape', () => HttpResponse.json(ok({ unexpected: true }))],
    [
      'a body that is not JSON',
      () => new HttpResponse('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    ['JSON without an envelope', () => HttpResponse.json(balance)],
    [
      'an unknown error code',
      () =>
        HttpResponse.json({ success: false, code: 'WHATEVER', message: 'x', value: null }, { status: 400 }),
    ],
    ['a success envelope with an error status', () => HttpResponse.json(ok(balance), { status: 500 })],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
  ])('rejects %s as RESPONSE_INVALID', async (_, respond) => {
    sequence('get', balanceUrl, [respond]);
    expect((await caught(makeClient().api.wallet.balance())).code).toBe('RESPONSE_INVALID');
  });

  it('refuses an invalid body before sending it', async () => {
    const requests = sequence('post', transferUrl, [
      () => HttpResponse.json(ok({ transferId: 'x', balance: 0 })),
    ]);
    const error = await caught(makeClient().api.wallet.transfer({ from: 'MAIN', to: 'PG', amount: 1.5 }));
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'amount' }] });
    expect(requests).toHaveLength(0);
  });

  it('lets a caller abort and rethrows the abort reason, not an ApiError', async () => {
    server.use(
      http.get(balanceUrl, async () => {
        await delay('infinite');
        return HttpResponse.json(ok(balance));
      }),
    );
    const controller = new AbortController();
    const pending = makeClient().client.call(contract.wallet.balance, { signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'left the page' });
  });
});

describe('timeouts and slow calls', () => {
  it('maps a request that outlives timeoutMs to NETWORK_TIMEOUT', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const requests = sequence('get', balanceUrl, [
      () => new HttpResponse(new ReadableStream(), { status: 200 }),
    ]);
    const { api, sleep } = makeClient({ timeoutMs: 15_000 });
    const pending = caught(api.wallet.balance());
    await vi.advanceTimersByTimeAsync(15_000);
    const error = await pending;
    expect(error.code).toBe('NETWORK_TIMEOUT');
    expect(requests).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('maps a server that never answers to NETWORK_TIMEOUT', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get(balanceUrl, async () => {
        await new Promise(() => {});
        return HttpResponse.json(ok(balance));
      }),
    );
    const pending = caught(makeClient({ timeoutMs: 15_000 }).api.wallet.balance());
    await vi.advanceTimersByTimeAsync(15_000);
    expect((await pending).code).toBe('NETWORK_TIMEOUT');
  });

  it('does not time out before timeoutMs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let release: (() => void) | undefined;
    server.use(
      http.get(balanceUrl, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(ok(balance));
      }),
    );
    const pending = makeClient({ timeoutMs: 15_000 }).api.wallet.balance();
    await vi.advanceTimersByTimeAsync(14_999);
    release?.();
    await expect(pending).resolves.toEqual(balance);
  });

  it('calls onSlow once when a call takes longer than slowAfterMs, and still returns the value', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let release: (() => void) | undefined;
    server.use(
      http.get(balanceUrl, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(ok(balance));
      }),
    );
    const { api, onSlow } = makeClient({ slowAfterMs: 8_000 });
    const pending = api.wallet.balance();
    await vi.advanceTimersByTimeAsync(7_999);
    expect(onSlow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onSlow).toHaveBeenCalledWith({ endpointId: 'wallet.balance' });
    release?.();
    await expect(pending).resolves.toEqual(balance);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onSlow).toHaveBeenCalledTimes(1);
  });

  it('does not call onSlow for a fast call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sequence('get', balanceUrl, [() => HttpResponse.json(ok(balance))]);
    const { api, onSlow } = makeClient();
    await api.wallet.balance();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onSlow).not.toHaveBeenCalled();
  });
});

describe('retries', () => {
  const unavailable = () => HttpResponse.json(fail('SYSTEM_MAINTENANCE'), { status: 503 });

  it('retries a GET on 502, 503 and 504 and succeeds', async () => {
    const requests = sequence('get', balanceUrl, [
      () => new HttpResponse('bad gateway', { status: 502 }),
      unavailable,
      () => HttpResponse.json(ok(balance)),
    ]);
    const { api, sleep } = makeClient();
    await expect(api.wallet.balance()).resolves.toEqual(balance);
    expect(requests).toHaveLength(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([225, 450]);
  });

  it('retries a GET after a network failure', async () => {
    const requests = sequence('get', balanceUrl, [
      () => HttpResponse.error(),
      () => HttpResponse.json(ok(balance)),
    ]);
    await expect(makeClient().api.wallet.balance()).resolves.toEqual(balance);
    expect(requests).toHaveLength(2);
  });

  it('stops after the configured attempts and reports the last failure', async () => {
    const requests = sequence('get', balanceUrl, [unavailable]);
    const { api, sleep } = makeClient();
    const error = await caught(api.wallet.balance());
    expect(error).toMatchObject({ code: 'SYSTEM_MAINTENANCE', status: 503 });
    expect(requests).toHaveLength(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('reports a gateway page after the last retry as NETWORK_ERROR', async () => {
    sequence('get', balanceUrl, [() => new HttpResponse('<html>504</html>', { status: 504 })]);
    expect((await caught(makeClient().api.wallet.balance())).code).toBe('NETWORK_ERROR');
  });

  it.each([
    ['500', () => HttpResponse.json(fail('UNKNOWN'), { status: 500 })],
    ['400', () => HttpResponse.json(fail('VALIDATION_FAILED'), { status: 400 })],
    ['404', () => HttpResponse.json(fail('NOT_FOUND'), { status: 404 })],
    ['429', () => HttpResponse.json(fail('TOO_MANY_REQUESTS'), { status: 429 })],
  ])('does not retry a GET on %s', async (_, respond) => {
    const requests = sequence('get', balanceUrl, [respond]);
    const { api, sleep } = makeClient();
    await caught(api.wallet.balance());
    expect(requests).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('never retries a state-changing call, even on 503 or a network failure', async () => {
    const requests = sequence('post', transferUrl, [unavailable]);
    const { api, sleep } = makeClient();
    expect((await caught(api.wallet.transfer({ from: 'MAIN', to: 'PG', amount: 100 }))).code).toBe(
      'SYSTEM_MAINTENANCE',
    );
    server.resetHandlers();
    const failures = sequence('post', transferUrl, [() => HttpResponse.error()]);
    expect((await caught(api.wallet.transfer({ from: 'MAIN', to: 'PG', amount: 100 }))).code).toBe(
      'NETWORK_ERROR',
    );
    expect(requests).toHaveLength(1);
    expect(failures).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('does not retry a timed-out read: the person has already waited', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const requests = sequence('get', balanceUrl, [
      () => new HttpResponse(new ReadableStream(), { status: 200 }),
    ]);
    const pending = caught(makeClient({ timeoutMs: 1_000 }).api.wallet.balance());
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await pending).code).toBe('NETWORK_TIMEOUT');
    expect(requests).toHaveLength(1);
  });

  it('grows the delay exponentially, caps it, and jitters it with the injected random source', async () => {
    sequence('get', balanceUrl, [unavailable]);
    const capped = makeClient({
      retry: { attempts: 6, baseDelayMs: 300, maxDelayMs: 3_000 },
      random: () => 1,
    });
    await caught(capped.api.wallet.balance());
    expect(capped.sleep.mock.calls.map(([ms]) => ms)).toEqual([300, 600, 1_200, 2_400, 3_000]);

    const low = makeClient({ retry: { attempts: 6 }, random: () => 0 });
    await caught(low.api.wallet.balance());
    expect(low.sleep.mock.calls.map(([ms]) => ms)).toEqual([150, 300, 600, 1_200, 1_500]);
  });

  it('computes each delay between half and all of the capped step', () => {
    const retry = { attempts: 3, baseDelayMs: 300, maxDelayMs: 3_000 };
    for (let retryIndex = 0; retryIndex < 8; retryIndex += 1) {
      const step = Math.min(3_000, 300 * 2 ** retryIndex);
      expect(backoffDelay(retryIndex, retry, () => 0)).toBe(step / 2);
      expect(backoffDelay(retryIndex, retry, () => 1)).toBe(step);
    }
  });

  it('uses the default sleep when none is injected', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const requests = sequence('get', balanceUrl, [unavailable, () => HttpResponse.json(ok(balance))]);
    const client = createApiClient({
      baseUrl: BASE_URL,
      merchantCode: 'M',
      getToken: () => 't',
      getLanguage: () => 'en',
      random: () => 0,
    });
    const pending = client.api.wallet.balance();
    await vi.advanceTimersByTimeAsync(149);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual(balance);
    expect(requests).toHaveLength(2);
  });
});

describe('idempotency keys', () => {
  const transferred = () => HttpResponse.json(ok({ transferId: 'TR-1', balance: 0 }));
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u;

  it('puts a fresh UUID on every money-moving call', async () => {
    const requests = sequence('post', transferUrl, [transferred]);
    const { api } = makeClient();
    await api.wallet.transfer({ from: 'MAIN', to: 'PG', amount: 100 });
    await api.wallet.transfer({ from: 'MAIN', to: 'PG', amount: 100 });
    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(uuid);
    expect(keys[1]).toMatch(uuid);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('reuses the caller key so a retried operation runs once', async () => {
    const requests = sequence('post', transferUrl, [transferred]);
    const { api } = makeClient();
    await api.wallet.transfer({ from: 'MAIN', to: 'PG', amount: 100 }, { idempotencyKey: 'op-42' });
    await api.wallet.transfer({ from: 'MAIN', to: 'PG', amount: 100 }, { idempotencyKey: 'op-42' });
    expect(requests.map((request) => request.headers.get('Idempotency-Key'))).toEqual(['op-42', 'op-42']);
  });

  it('puts no key on calls that move no money', async () => {
    const requests: Request[] = [];
    server.use(
      http.post(`${BASE_URL}/wps/relay/addFavoriteGameV2`, ({ request }) => {
        requests.push(request);
        return HttpResponse.json(ok({ favGameIds: [1] }));
      }),
    );
    await makeClient().api.games.addFavorite({ nodeId: 1, vendor: 'PG', gameType: 'RNG' });
    expect(requests[0]?.headers.get('Idempotency-Key')).toBeNull();
  });
});

describe('encrypted bodies', () => {
  it('fetches the public key once, caches it, and sends { jwe } the server can open', async () => {
    const keys = await mockKeyPair();
    let keyRequests = 0;
    const wireBodies: unknown[] = [];
    server.use(
      http.get(`${BASE_URL}/wps/system/publicKey`, () => {
        keyRequests += 1;
        return HttpResponse.json(ok({ jwk: keys.publicJwk }));
      }),
      http.post(`${BASE_URL}/wps/session/login`, async ({ request }) => {
        wireBodies.push(await request.json());
        return HttpResponse.json(ok({ token: 't', firstTimeLogin: false }));
      }),
    );
    const { api } = makeClient();
    await api.auth.login({ type: 'username', username: 'demo', password: 'Demo1234' });
    await api.auth.login({ type: 'username', username: 'demo', password: 'Demo1234' });
    expect(keyRequests).toBe(1);
    expect(Object.keys(wireBodies[0] as object)).toEqual(['jwe']);
    const { jwe } = wireBodies[0] as { jwe: string };
    expect(await decryptBody(jwe, keys.privateKey)).toEqual({
      type: 'username',
      username: 'demo',
      password: 'Demo1234',
      loginArea: 'member',
    });
  });

  it('uses a provided public key without fetching it', async () => {
    const keys = await mockKeyPair();
    let keyRequests = 0;
    server.use(
      http.get(`${BASE_URL}/wps/system/publicKey`, () => {
        keyRequests += 1;
        return HttpResponse.json(ok({ jwk: keys.publicJwk }));
      }),
      http.post(`${BASE_URL}/wps/member/password`, () => HttpResponse.json(ok(null))),
    );
    const getPublicKey = vi.fn(() => keys.publicJwk);
    await makeClient({ getPublicKey }).api.member.changePassword({
      oldPassword: 'a1',
      newPassword: 'b2c3d4',
      confirmNewPassword: 'b2c3d4',
    });
    expect(getPublicKey).toHaveBeenCalledTimes(1);
    expect(keyRequests).toBe(0);
  });

  it('fetches the key again after a failed lookup', async () => {
    const keys = await mockKeyPair();
    const keyRequests = sequence('get', `${BASE_URL}/wps/system/publicKey`, [
      () => HttpResponse.json(fail('UNKNOWN'), { status: 500 }),
      () => HttpResponse.json(ok({ jwk: keys.publicJwk })),
    ]);
    server.use(
      http.post(`${BASE_URL}/wps/session/login`, () =>
        HttpResponse.json(ok({ token: 't', firstTimeLogin: false })),
      ),
    );
    const { api } = makeClient();
    expect((await caught(api.auth.login({ type: 'username', username: 'demo', password: 'x' }))).code).toBe(
      'UNKNOWN',
    );
    await expect(
      api.auth.login({ type: 'username', username: 'demo', password: 'x' }),
    ).resolves.toMatchObject({ token: 't' });
    expect(keyRequests).toHaveLength(2);
  });
});

describe('human check', () => {
  const loginUrl = `${BASE_URL}/wps/session/login/code`;
  const codeLogin = { mobileNum: '9171234567', countryDialingCode: '+63', verificationCode: '123456' };
  const verify = (header: string | null, used = new Set<string>()) =>
    verifyHumanProof(header, {
      ...humanCheckKeys,
      now: new Date(),
      markUsed: async (signature) => !used.has(signature) && Boolean(used.add(signature)),
    });

  it('solves a fresh challenge for each guarded call and sends it in the header', async () => {
    const requests = sequence('post', loginUrl, [
      () => HttpResponse.json(ok({ token: 't', firstTimeLogin: false })),
    ]);
    const { api } = makeClient();
    await api.auth.loginByCode(codeLogin);
    await api.auth.loginByCode(codeLogin);
    const headers = requests.map((request) => request.headers.get(HUMAN_PROOF_HEADER));
    const used = new Set<string>();
    expect(await verify(headers[0] ?? null, used)).toBeNull();
    expect(await verify(headers[1] ?? null, used)).toBeNull();
  });

  it('retries once with a fresh challenge when the server says the solution expired', async () => {
    const requests = sequence('post', loginUrl, [
      () => HttpResponse.json(fail('HUMAN_CHECK_EXPIRED'), { status: 400 }),
      () => HttpResponse.json(ok({ token: 't', firstTimeLogin: false })),
    ]);
    await expect(makeClient().api.auth.loginByCode(codeLogin)).resolves.toMatchObject({ token: 't' });
    expect(requests).toHaveLength(2);
    expect(requests[0]?.headers.get(HUMAN_PROOF_HEADER)).not.toBe(
      requests[1]?.headers.get(HUMAN_PROOF_HEADER),
    );
  });

  it('gives up after the one retry, and does not retry other refusals', async () => {
    const expired = sequence('post', loginUrl, [
      () => HttpResponse.json(fail('HUMAN_CHECK_EXPIRED'), { status: 400 }),
    ]);
    expect((await caught(makeClient().api.auth.loginByCode(codeLogin))).code).toBe('HUMAN_CHECK_EXPIRED');
    expect(expired).toHaveLength(2);
    server.resetHandlers();
    const replayed = sequence('post', loginUrl, [
      () => HttpResponse.json(fail('HUMAN_CHECK_REPLAYED'), { status: 400 }),
    ]);
    expect((await caught(makeClient().api.auth.loginByCode(codeLogin))).code).toBe('HUMAN_CHECK_REPLAYED');
    expect(replayed).toHaveLength(1);
  });

  it('sends no proof on calls the contract does not guard', async () => {
    const requests = sequence('get', statusUrl, [
      () => HttpResponse.json(ok({ status: 0, ip: '203.0.113.7' })),
    ]);
    await makeClient().api.system.status();
    expect(requests[0]?.headers.get(HUMAN_PROOF_HEADER)).toBeNull();
  });
});
