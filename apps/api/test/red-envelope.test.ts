import { randomUUID } from 'node:crypto';
import { contract, type RedEnvelopeStatus, type WalletBalance } from '@portal/api-contract';
import { createRng } from '@portal/api-contract/random';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database';
import { ledgerTransactions } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/server';

// The red envelope (claimRafflePromotion): aurora's rounds start every 4 hours from local midnight
// (GMT+8, so at 08:00 and 12:00 UTC…) and open for their first 2 hours, 3 envelopes a member, each
// 1.00 to 88.00 (src/seed/points.ts). The server's random is seeded here, so the amounts are known.

const SEED = 20_261_124;
const MIN = 100;
const MAX = 8_800;

let api: TestServer;
let member: string;

beforeAll(async () => {
  api = await startTestServer({ random: createRng(SEED).next });
  member = await api.loginReady('demomember');
});

afterAll(async () => {
  await api.close();
});

async function status(token = member, merchant?: string): Promise<RedEnvelopeStatus> {
  const answer = await api.call<RedEnvelopeStatus>(contract.redEnvelope.status, {
    token,
    ...(merchant ? { merchant } : {}),
  });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value;
}

function open(token = member, idempotencyKey = randomUUID(), merchant?: string) {
  return api.call<{ amount: number; balance: number; remaining: number }>(contract.redEnvelope.open, {
    token,
    idempotencyKey,
    ...(merchant ? { merchant } : {}),
  });
}

async function balance(token = member): Promise<number> {
  const answer = await api.call<WalletBalance>(contract.wallet.balance, { token });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value.balance;
}

describe('a round of red envelopes', () => {
  const draws = createRng(SEED);
  const nextAmount = () => MIN + Math.floor(draws.next() * (MAX - MIN + 1));

  it('is open at 09:00 UTC with three envelopes until 10:00', async () => {
    expect(api.clock.now().toISOString()).toBe('2026-03-01T09:00:00.000Z');
    expect(await status()).toEqual({
      available: true,
      remaining: 3,
      nextRoundAt: null,
      roundEndsAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('pays each envelope its drawn amount through the ledger, and replays a retried open', async () => {
    let wallet = await balance();
    for (const remaining of [2, 1, 0]) {
      const amount = nextAmount();
      const key = randomUUID();
      const answer = await open(member, key);
      expect(answer.body).toEqual({
        success: true,
        code: 'OK',
        message: expect.any(String),
        value: { amount, balance: wallet + amount, remaining },
      });
      const retried = await open(member, key);
      expect(retried.headers.get('idempotent-replayed')).toBe('true');
      expect(retried.body).toEqual(answer.body);
      wallet += amount;
    }
    expect(await balance()).toBe(wallet);
    const postings = await api.testDb.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'bonus'));
    expect(postings.map((posting) => posting.details.source)).toEqual([
      'red_envelope',
      'red_envelope',
      'red_envelope',
    ]);
  });

  it('is claimed: no fourth envelope, nothing written, and the next round is named', async () => {
    const counts = await api.rowCounts();
    const fourth = await open();
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({ success: false, code: 'RED_ENVELOPE_OPENED' });
    expect({ ...(await api.rowCounts()), idempotency_keys: 0 }).toEqual({ ...counts, idempotency_keys: 0 });
    expect(await status()).toEqual({
      available: false,
      remaining: 0,
      nextRoundAt: '2026-03-01T12:00:00.000Z',
      roundEndsAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('closes after its window even for a member who opened none', async () => {
    const other = await api.loginReady('agentone');
    api.clock.advanceSeconds(90 * 60);
    expect(await status(other)).toEqual({
      available: false,
      remaining: 0,
      nextRoundAt: '2026-03-01T12:00:00.000Z',
      roundEndsAt: null,
    });
    expect((await open(other)).body).toMatchObject({ code: 'OPERATION_NOT_ALLOWED' });
  });

  it('opens again with the next round', async () => {
    api.clock.advanceSeconds(90 * 60);
    expect(api.clock.now().toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(await status()).toMatchObject({ available: true, remaining: 3 });
    const answer = await open();
    expect(answer.body).toMatchObject({ success: true, value: { amount: nextAmount(), remaining: 2 } });
  });

  it('pays once when two opens race for the last envelope of a round', async () => {
    await open();
    const racing = await Promise.all([open(), open()]);
    expect(racing.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(racing.filter((answer) => !answer.body.success)[0]?.body).toMatchObject({
      code: 'RED_ENVELOPE_OPENED',
    });
    const [row] = rowsOf<{ opened: string }>(
      await api.testDb.database.db.execute(sql`
        select count(*) as opened from red_envelope_openings where round_start = ${new Date('2026-03-01T12:00:00Z')}`),
    );
    expect(Number(row?.opened)).toBe(3);
  });
});

describe('per white label', () => {
  it('gives ember members one envelope a day', async () => {
    const ember = await api.loginReady('demomember', { merchant: 'ember' });
    expect(await status(ember, 'ember')).toMatchObject({ available: true, remaining: 1 });
    const answer = await open(ember, randomUUID(), 'ember');
    expect(answer.body).toMatchObject({ success: true, value: { remaining: 0 } });
    const amount = answer.body.success ? answer.body.value.amount : 0;
    expect(amount).toBeGreaterThanOrEqual(500);
    expect(amount).toBeLessThanOrEqual(18_800);
    expect((await open(ember, randomUUID(), 'ember')).body).toMatchObject({ code: 'RED_ENVELOPE_OPENED' });
  });

  it('has none where the white label turned them off', async () => {
    const lagoon = await api.loginReady('demomember', { merchant: 'lagoon' });
    expect(await status(lagoon, 'lagoon')).toEqual({
      available: false,
      remaining: 0,
      nextRoundAt: null,
      roundEndsAt: null,
    });
    expect((await open(lagoon, randomUUID(), 'lagoon')).body).toMatchObject({
      code: 'OPERATION_NOT_ALLOWED',
    });
  });

  it('refuses callers without a session and trial accounts', async () => {
    expect((await api.call(contract.redEnvelope.status)).status).toBe(401);
    const trial = await api.call<{ token: string }>(contract.auth.freePlayLogin, {
      body: { os: 'Linux', platform: 'W', encryption: false, gatewayVersion: 3 },
    });
    const token = trial.body.success ? trial.body.value.token : '';
    expect((await open(token)).body).toMatchObject({ code: 'TRIAL_ACCOUNT_REFUSED' });
  });
});
