import { randomUUID } from 'node:crypto';
import { contract, type AnyEndpoint } from '@portal/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gameVendors } from '../src/db/schema';
import { startTestServer, type CallOptions, type TestServer } from './support/server';
import { launchDemoSlot, setMerchantSettings, spinDemoSlot } from './support/sites';

// M8: maintenance (status 1) and a blocked region (status 2) were only reported by /status; the
// server must refuse the ways in, money movement, launches and spins itself.

let api: TestServer;
let token: string;
let ticket: string;
const MERCHANT = 'aurora';
const BLOCKED_IP = '203.0.113.7';

const setSettings = (change: Record<string, unknown>) => setMerchantSettings(api, MERCHANT, change);
const spin = (from?: string) => spinDemoSlot(api, ticket, 1000, from);

beforeAll(async () => {
  api = await startTestServer();
  token = await api.loginReady('demomember', { merchant: MERCHANT });
  ({ ticket } = await launchDemoSlot(api, token));
});

afterAll(async () => {
  await api.close();
});

beforeEach(async () => {
  await setSettings({ maintenance: false, blockedIpPrefixes: [] });
});

/** Every gated kind of call, as a client ignoring the status page would send it. */
const gatedCalls: [string, AnyEndpoint, () => CallOptions][] = [
  [
    'login',
    contract.auth.login,
    () => ({ body: { type: 'username', username: 'demomember', password: 'x' } }),
  ],
  [
    'registration',
    contract.auth.register,
    () => ({ body: { username: 'closedsite1', password: 'Secret123' } }),
  ],
  [
    'a transfer',
    contract.wallet.transfer,
    () => ({ token, idempotencyKey: randomUUID(), body: { from: 'MAIN', to: 'PG', amount: 1 } }),
  ],
  [
    'a deposit',
    contract.funds.deposit,
    () => ({ token, idempotencyKey: randomUUID(), body: { channelId: 'BANK', amount: 50_000 } }),
  ],
  [
    'a game launch',
    contract.games.launch,
    () => ({ token, body: { gameCode: 'x', vassalage: 'BGS', gameType: 'BGS' } }),
  ],
];

describe('a closed white label is closed on the server too (M8)', () => {
  it.each(gatedCalls)(
    'maintenance refuses %s with SYSTEM_MAINTENANCE and writes nothing',
    async (_label, endpoint, options) => {
      await setSettings({ maintenance: true });
      const before = await api.rowCounts();
      const answer = await api.call(endpoint, { merchant: MERCHANT, ...options() });
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.body.code).toBe('SYSTEM_MAINTENANCE');
      expect(await api.rowCounts()).toEqual(before);
    },
  );

  it.each(gatedCalls)(
    'a blocked region refuses %s with ACCESS_RESTRICTED',
    async (_label, endpoint, options) => {
      await setSettings({ blockedIpPrefixes: ['203.0.113.'] });
      const answer = await api.call(endpoint, { merchant: MERCHANT, ip: BLOCKED_IP, ...options() });
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
      expect(answer.body.code).toBe('ACCESS_RESTRICTED');
    },
  );

  it('a launched game stops spinning when the site closes, the region is blocked or the vendor goes down', async () => {
    expect((await spin()).status).toBe(200);
    await setSettings({ maintenance: true });
    expect(await spin()).toMatchObject({ status: 503, body: { code: 'SYSTEM_MAINTENANCE' } });
    await setSettings({ maintenance: false, blockedIpPrefixes: ['203.0.113.'] });
    expect(await spin(BLOCKED_IP)).toMatchObject({ status: 403, body: { code: 'ACCESS_RESTRICTED' } });
    expect((await spin('198.51.100.1')).status).toBe(200);
    const db = api.testDb.database.db;
    await db.update(gameVendors).set({ maintenance: true }).where(eq(gameVendors.code, 'BGS'));
    try {
      expect(await spin()).toMatchObject({ status: 503, body: { code: 'GAME_MAINTENANCE' } });
    } finally {
      await db.update(gameVendors).set({ maintenance: false }).where(eq(gameVendors.code, 'BGS'));
    }
  });

  it('still answers the status, reads and logout while closed', async () => {
    const spare = await api.login('demomember', 'Changed2026', { merchant: MERCHANT });
    if (!spare.body.success) throw new Error(JSON.stringify(spare.body));
    await setSettings({ maintenance: true });
    const status = await api.call<{ status: number }>(contract.system.status, { merchant: MERCHANT });
    expect(status.body.success && status.body.value.status).toBe(1);
    expect((await api.call(contract.member.info, { token })).status).toBe(200);
    expect((await api.call(contract.auth.logout, { token: spare.body.value.token })).status).toBe(200);
  });
});
