import {
  contract,
  contractEntries,
  encryptBody,
  type AnyEndpoint,
  type RsaPublicJwk,
} from '@portal/api-contract';
import { operatorContract, operatorEntries } from '@portal/api-contract/operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { refuseControlCharactersInBody } from '../src/http/input-guards';
import { startTestServer, type TestServer } from './support/server';

// Every call this server answers gets the same rough treatment: wrong types, missing fields,
// over-long strings, bad tokens, unknown white labels, a missing CSRF header, broken JSON,
// oversized bodies. Each must be refused with a 4xx and an error code, never a 5xx, and nothing
// may be written. The calls come from the contract and from the operator contract (called with an
// operator token instead of a session).

const operatorEndpoints = new Set<AnyEndpoint>(operatorEntries);
const endpoints: readonly AnyEndpoint[] = [...contractEntries, ...operatorEntries];

/** Refused attempts per endpoint id: every endpoint must have had some. */
const refusedCases = new Map<string, number>();

/** The server's default body limit is 256 KB; the image upload allows 8 MB. */
function oversizedBodyBytes(endpoint: AnyEndpoint): number {
  return (endpoint.id === contract.system.uploadImage.id ? 8 * 1024 : 256) * 1024 + 1024;
}

let api: TestServer;
let token: string;
let operatorToken: string;
let revoked: string;
let publicKey: RsaPublicJwk;

beforeAll(async () => {
  api = await startTestServer({ rateLimits: false });
  token = await api.loginReady('demomember');
  operatorToken = await api.operatorToken();
  const other = await api.login('demomember', 'Changed2026');
  revoked = other.body.success ? other.body.value.token : '';
  await api.call(contract.auth.logout, { token: revoked });
  const key = await api.call<{ jwk: RsaPublicJwk }>(contract.system.publicKey);
  if (!key.body.success) throw new Error('no public key');
  publicKey = key.body.value.jwk;
});

afterAll(async () => {
  await api.close();
});

function shapeKeys(schema: z.core.$ZodType | undefined): string[] {
  if (!schema) return [];
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (shape) return Object.keys(shape);
  const options = (schema as { options?: z.core.$ZodType[] }).options;
  return options ? [...new Set(options.flatMap(shapeKeys))] : [];
}

async function send(
  endpoint: AnyEndpoint,
  options: {
    body?: unknown;
    rawBody?: string;
    contentType?: string;
    query?: string;
    token?: string | null;
    headers?: Record<string, string>;
  },
) {
  const headers: Record<string, string> = { 'X-Merchant-Code': 'aurora', ...options.headers };
  if (endpoint.method !== 'GET' && !('X-Requested-With' in headers))
    headers['X-Requested-With'] = 'XMLHttpRequest';
  const own = operatorEndpoints.has(endpoint) ? operatorToken : token;
  const bearer = options.token === undefined ? (endpoint.auth === 'token' ? own : null) : options.token;
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (endpoint.moneyMoving)
    headers['Idempotency-Key'] = `bad-input-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  let payload: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    const body = endpoint.encrypted ? { jwe: await encryptBody(options.body, publicKey) } : options.body;
    payload = JSON.stringify(body);
  }
  if (payload !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
  const response = await api.fetch(`${endpoint.path}${options.query ?? ''}`, {
    method: endpoint.method,
    headers,
    ...(payload !== undefined ? { body: payload } : {}),
  });
  const text = await response.text();
  let body: { success?: boolean; code?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = {};
  }
  return { status: response.status, body };
}

async function expectRefused(
  endpoint: AnyEndpoint | null,
  label: string,
  attempt: () => Promise<{ status: number; body: { success?: boolean; code?: string } }>,
  status?: number,
  /** Rows the refusal itself may add (a money-moving call stores its refusal under its key). */
  remembered: Record<string, number> = {},
) {
  if (endpoint) refusedCases.set(endpoint.id, (refusedCases.get(endpoint.id) ?? 0) + 1);
  const counts = await api.rowCounts();
  const before = Object.fromEntries(
    Object.entries(counts).map(([table, rows]) => [table, rows + (remembered[table] ?? 0)]),
  );
  const answer = await attempt();
  expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  if (status !== undefined) expect(answer.status, label).toBe(status);
  expect(answer.body.success, label).toBe(false);
  expect(typeof answer.body.code, label).toBe('string');
  expect(await api.rowCounts(), `${label} wrote something`).toEqual(before);
  return answer;
}

describe('refused input never reaches the database', () => {
  it('attacks exactly the endpoints the server registers', () => {
    const ids = (list: readonly AnyEndpoint[]) => list.map((endpoint) => endpoint.id).sort();
    expect(ids(api.app.endpoints)).toEqual(ids(contractEntries));
    expect(ids(api.app.operatorEndpoints)).toEqual(ids(operatorEntries));
  });

  // rowCounts counts again only once a transaction may have written: a write between two reads shows.
  it('sees a row written between two counts', async () => {
    const before = await api.rowCounts();
    expect(await api.rowCounts()).toEqual(before);
    await api.operatorToken();
    expect(await api.rowCounts()).toEqual({ ...before, operators: (before.operators ?? 0) + 1 });
  });

  it('bodies of the wrong type', async () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.body)) {
      for (const body of [12345, 'text', [1, 2, 3], null]) {
        await expectRefused(
          endpoint,
          `${endpoint.id} body ${JSON.stringify(body)}`,
          () => send(endpoint, { body }),
          400,
        );
      }
      const keys = shapeKeys(endpoint.body);
      if (keys.length > 0) {
        const wrong = Object.fromEntries(keys.map((key) => [key, { nested: [true] }]));
        await expectRefused(
          endpoint,
          `${endpoint.id} fields of the wrong type`,
          () => send(endpoint, { body: wrong }),
          400,
        );
      }
    }
  });

  it('missing fields', async () => {
    for (const endpoint of endpoints.filter(
      (candidate) => candidate.body && !candidate.body.safeParse({}).success,
    )) {
      const answer = await expectRefused(
        endpoint,
        `${endpoint.id} empty body`,
        () => send(endpoint, { body: {} }),
        400,
      );
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('over-long strings', async () => {
    const long = 'x'.repeat(5000);
    for (const endpoint of endpoints) {
      const bodyKeys = shapeKeys(endpoint.body);
      if (bodyKeys.length > 0) {
        const body = Object.fromEntries(bodyKeys.map((key) => [key, long]));
        await expectRefused(endpoint, `${endpoint.id} long body strings`, () => send(endpoint, { body }));
      }
      // One key at a time: all of them at once would pass the 16 KB limit of request headers.
      for (const key of shapeKeys(endpoint.query)) {
        await expectRefused(
          endpoint,
          `${endpoint.id} long ?${key}`,
          () => send(endpoint, { query: `?${key}=${long}` }),
          400,
        );
      }
    }
  });

  it('query values of the wrong type', async () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.query)) {
      for (const key of shapeKeys(endpoint.query)) {
        // A repeated key arrives as a list, which no query field accepts.
        await expectRefused(
          endpoint,
          `${endpoint.id} ?${key} twice`,
          () => send(endpoint, { query: `?${key}=1&${key}=2` }),
          400,
        );
      }
    }
    const list = contract.games.list;
    for (const query of [
      '?pageNo=abc',
      '?pageNo=0',
      '?pageSize=1000',
      '?gameType=POKER',
      '?pageNo=1.5',
      '?clientType=x',
    ]) {
      await expectRefused(list, `games.list ${query}`, () => send(list, { query }), 400);
    }
  });

  it('missing, malformed, unknown and revoked tokens', async () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.auth === 'token')) {
      const missing = await expectRefused(
        endpoint,
        `${endpoint.id} without token`,
        () => send(endpoint, { token: null }),
        401,
      );
      expect(missing.body.code).toBe('NOT_LOGGED_IN');
      for (const bad of ['garbage', 'A'.repeat(43), revoked]) {
        const answer = await expectRefused(
          endpoint,
          `${endpoint.id} with token ${bad.slice(0, 8)}`,
          () => send(endpoint, { token: bad }),
          401,
        );
        expect(answer.body.code).toBe('SESSION_EXPIRED');
      }
      const scheme = await expectRefused(
        endpoint,
        `${endpoint.id} with Basic auth`,
        () => send(endpoint, { token: null, headers: { Authorization: `Basic ${token}` } }),
        401,
      );
      expect(scheme.body.code).toBe('SESSION_EXPIRED');
    }
  });

  it('encrypted calls sent in the clear or sealed wrongly', async () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.encrypted)) {
      await expectRefused(
        endpoint,
        `${endpoint.id} plain body`,
        () => send(endpoint, { rawBody: JSON.stringify({ username: 'demomember', password: 'x' }) }),
        400,
      );
      await expectRefused(
        endpoint,
        `${endpoint.id} broken jwe`,
        () => send(endpoint, { rawBody: JSON.stringify({ jwe: 'a.b.c.d.e' }) }),
        400,
      );
    }
  });

  it('state-changing calls without the X-Requested-With header (CSRF)', async () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.method !== 'GET')) {
      const answer = await expectRefused(
        endpoint,
        `${endpoint.id} without X-Requested-With`,
        () => send(endpoint, { body: endpoint.body ? {} : undefined, headers: { 'X-Requested-With': '' } }),
        403,
      );
      expect(answer.body.code).toBe('FORBIDDEN');
    }
  });

  it('broken JSON and unsupported content types', async () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.body)) {
      await expectRefused(
        endpoint,
        `${endpoint.id} broken JSON`,
        () => send(endpoint, { rawBody: '{"a":' }),
        400,
      );
      await expectRefused(
        endpoint,
        `${endpoint.id} prototype pollution`,
        () => send(endpoint, { rawBody: '{"__proto__":{"admin":true}}' }),
        400,
      );
      await expectRefused(
        endpoint,
        `${endpoint.id} text/plain`,
        () => send(endpoint, { rawBody: 'hello', contentType: 'text/plain' }),
        400,
      );
      await expectRefused(
        endpoint,
        `${endpoint.id} application/xml`,
        () => send(endpoint, { rawBody: '<a/>', contentType: 'application/xml' }),
        415,
      );
    }
  });

  it('bodies over the size limit', async () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.body)) {
      const field = endpoint.encrypted ? 'jwe' : 'content';
      const rawBody = JSON.stringify({ [field]: 'x'.repeat(oversizedBodyBytes(endpoint)) });
      const answer = await expectRefused(
        endpoint,
        `${endpoint.id} oversized body`,
        () => send(endpoint, { rawBody }),
        413,
      );
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('white labels that do not exist', async () => {
    // A session names its own white label; without one the X-Merchant-Code header (or the Host) does.
    for (const endpoint of endpoints.filter((candidate) => candidate.auth === 'none')) {
      for (const merchant of ['nosuchbrand', '../aurora']) {
        const answer = await expectRefused(
          endpoint,
          `${endpoint.id} for merchant ${merchant}`,
          () =>
            send(endpoint, {
              body: endpoint.body ? {} : undefined,
              headers: { 'X-Merchant-Code': merchant },
            }),
          403,
        );
        expect(answer.body.code).toBe('DOMAIN_NOT_ALLOWED');
      }
    }
  });

  it('well-formed values that name nothing or overflow the columns behind them', async () => {
    const cases: [AnyEndpoint, { body?: unknown; query?: string }][] = [
      [
        contract.auth.secondVerification,
        { body: { challengeId: 'not-a-uuid', method: 'SMS', answer: '123456' } },
      ],
      [
        contract.auth.secondVerificationCode,
        { body: { challengeId: '00000000-0000-0000-0000-000000000000', method: 'SMS' } },
      ],
      [contract.games.addFavorite, { body: { nodeId: 2 ** 40, vendor: 'PG', gameType: 'RNG' } }],
      [contract.games.removeFavorite, { query: `?nodeId=${2 ** 40}&vendor=PG&gameType=RNG` }],
      [contract.member.updateIcon, { body: { imageId: 'no-such-image' } }],
      [contract.wallet.transfer, { body: { from: 'MAIN', to: 'PG', amount: 2 ** 53 - 1 } }],
      [
        contract.auth.loginByCode,
        { body: { mobileNum: '9171234567', countryDialingCode: '+9999', verificationCode: '123456' } },
      ],
      [contract.games.launch, { body: { gameCode: 'x'.repeat(64), vassalage: 'PG', gameType: 'RNG' } }],
      [contract.funds.deposit, { body: { channelId: 'NO-SUCH-CHANNEL', amount: 50_000 } }],
      [contract.funds.deposit, { body: { channelId: 'BANK', amount: 2 ** 53 - 1 } }],
      [
        contract.funds.withdraw,
        { body: { accountId: 'no-such-account', amount: 20_000, withdrawPassword: '123456' } },
      ],
      [
        contract.funds.confirmWithdrawal,
        { body: { withdrawalId: '00000000-0000-0000-0000-000000000000', outcome: { kind: 'received' } } },
      ],
      [
        contract.funds.transferToDownline,
        { body: { downlineAccount: 'nosuchdownline', amount: 100, withdrawPassword: '123456' } },
      ],
      [
        contract.funds.recallFromDownline,
        { body: { downlineAccount: 'agentone', withdrawPassword: '123456' } },
      ],
      [contract.funds.transferToUpline, { body: { amount: 2 ** 53 - 1, withdrawPassword: '123456' } }],
      [contract.reports.betting, { query: '?startDate=2026-03-02&endDate=2026-03-01' }],
      [contract.reports.account, { query: '?startDate=2026-03-01&endDate=2026-03-01&account=agenttop' }],
      [contract.reports.profitLoss, { query: '?startDate=2026-02-30&endDate=2026-03-01' }],
      [operatorContract.deposits.credit, { body: { orderId: '00000000-0000-0000-0000-000000000000' } }],
      [operatorContract.deposits.reject, { body: { orderId: 'x', reason: 'not paid' } }],
      [operatorContract.withdrawals.approve, { body: { withdrawalId: 'x' } }],
      [
        operatorContract.withdrawals.resolveDispute,
        { body: { withdrawalId: '00000000-0000-0000-0000-000000000000', resolution: 'REFUND', reason: 'x' } },
      ],
    ];
    for (const [endpoint, request] of cases) {
      // The key's stored answer is the refusal, so a retry with the same key gets it again.
      const remembered: Record<string, number> = endpoint.moneyMoving ? { idempotency_keys: 1 } : {};
      await expectRefused(
        endpoint,
        `${endpoint.id} names nothing`,
        () => send(endpoint, request),
        undefined,
        remembered,
      );
    }
    const pages = await send(contract.games.list, {
      query: `?pageNo=${Number.MAX_SAFE_INTEGER}&pageSize=999`,
    });
    expect(pages.status).toBe(200);
  });

  it('control characters in any query, path or body field (L3)', async () => {
    for (const endpoint of endpoints) {
      const bodyKeys = shapeKeys(endpoint.body);
      for (const character of ['\u0000', '\u001b']) {
        if (bodyKeys.length === 0) continue;
        const body = Object.fromEntries(bodyKeys.map((key) => [key, `a${character}b`]));
        const answer = await expectRefused(
          endpoint,
          `${endpoint.id} body with U+${character.charCodeAt(0).toString(16)}`,
          () => send(endpoint, { body }),
          400,
        );
        expect(answer.body.code).toBe('VALIDATION_FAILED');
      }
      for (const key of shapeKeys(endpoint.query)) {
        for (const encoded of ['%00', '%0D%0A', '%0A', '%7F']) {
          const answer = await expectRefused(
            endpoint,
            `${endpoint.id} ?${key}=${encoded}`,
            () => send(endpoint, { query: `?${key}=x${encoded}` }),
            400,
          );
          expect(answer.body.code).toBe('VALIDATION_FAILED');
        }
      }
    }
    // Probed on the running server before the fix: each answered 500.
    const probes: [AnyEndpoint, string][] = [
      [contract.auth.registrationValidation, '?field=username&value=%00'],
      [contract.auth.registrationValidation, '?field=username&value=a%00b'],
      [contract.system.captcha, '?captchaKey=%0A'],
      [contract.system.captcha, '?captchaKey=a%0D%0AX-Injected:%201'],
      [contract.system.captcha, '?captchaKey=%00'],
      [contract.system.captcha, '?captchaKey=%E2%82%AC'],
      [contract.games.list, '?keyword=%00'],
    ];
    for (const [endpoint, query] of probes) {
      const answer = await expectRefused(
        endpoint,
        `${endpoint.id} ${query}`,
        () => send(endpoint, { query }),
        400,
      );
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
    // An encrypted login's fields are only seen once the JWE is opened.
    const login = await expectRefused(
      contract.auth.login,
      'auth.login username with NUL inside the JWE',
      () => send(contract.auth.login, { body: { type: 'username', username: 'a\u0000', password: 'x' } }),
      400,
    );
    expect(login.body.code).toBe('VALIDATION_FAILED');
    // Routes outside the contract and paths go through the same guard.
    for (const path of ['/demo-game/state?ticket=%00', '/uploads/a%00b', '/wps/member%0Ainfo']) {
      const answer = await expectRefused(
        null,
        path,
        async () => {
          const response = await api.fetch(path);
          return {
            status: response.status,
            body: (await response.json()) as { success?: boolean; code?: string },
          };
        },
        400,
      );
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
    // Text that spans lines is still welcome in a body (feedback, chat), not in a query.
    expect(() => refuseControlCharactersInBody({ content: 'line one\r\nline two\ttabbed' })).not.toThrow();
  });

  it('unknown paths', async () => {
    const answer = await expectRefused(
      null,
      'unknown path',
      async () => {
        const response = await api.fetch('/wps/no/such/call');
        return {
          status: response.status,
          body: (await response.json()) as { success?: boolean; code?: string },
        };
      },
      404,
    );
    expect(answer.body.code).toBe('NOT_FOUND');
  });

  it('left no served endpoint without refused cases', () => {
    const untried = endpoints.map((endpoint) => endpoint.id).filter((id) => !refusedCases.has(id));
    expect(untried, 'served endpoints no bad-input case reached').toEqual([]);
  });
});
