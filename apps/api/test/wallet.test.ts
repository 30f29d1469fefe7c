import { randomUUID } from 'node:crypto';
import { contract, type WalletBalance } from '@portal/api-contract';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, idempotencyKeys, ledgerTransactions } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/server';

let api: TestServer;
let ember: string;
let aurora: string;
let lagoon: string;

beforeAll(async () => {
  api = await startTestServer();
  ember = await api.loginReady('demomember', { merchant: 'ember' });
  aurora = await api.loginReady('demomember');
  lagoon = await api.loginReady('demomember', { merchant: 'lagoon' });
});

afterAll(async () => {
  await api.close();
});

/** `null` sends no Idempotency-Key at all. */
const transfer = (token: string, body: unknown, idempotencyKey: string | null = randomUUID()) =>
  api.call<{ transferId: string; balance: number }>(contract.wallet.transfer, {
    token,
    body,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });

async function balance(token: string): Promise<WalletBalance> {
  const answer = await api.call<WalletBalance>(contract.wallet.balance, { token });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value;
}

describe('balances', () => {
  it('shows the main wallet in minor units with the brand currency', async () => {
    expect(await balance(aurora)).toEqual({
      balance: 1_000_000,
      currency: 'PHP',
      currencySymbol: '₱',
      vendorBalances: [],
    });
    const merchantWallet = await api.call(contract.wallet.merchantWallet, { token: aurora });
    expect(merchantWallet.body).toMatchObject({ success: true, value: { isSingle: true } });
    const multi = await api.call(contract.wallet.merchantWallet, { token: ember });
    expect(multi.body).toMatchObject({ success: true, value: { isSingle: false } });
  });

  it('gives the consolidated header state and contract info', async () => {
    const answer = await api.call<{
      publicState: Record<string, unknown>;
      contracts: Record<string, unknown> | null;
    }>(contract.member.consolidated, { token: aurora });
    expect(answer.body.success && answer.body.value.publicState).toEqual({
      balance: 1_000_000,
      currencySymbol: '₱',
      // The 25 platform messages and the unread welcome, as messages.unreadCount counts them.
      unreadMessage: 26,
      // The seeded raffle is open to every member (src/seed/promotions.ts).
      availablePromoCount: 1,
      availablePromo: { REFERRAL: { enabled: true } },
      hasVip: true,
      vipLabelName: 'Silver',
      vipRankLevel: 1,
    });
    // The seed has agentone offering demomember a daily salary (src/seed/agents.ts).
    expect(answer.body.success && answer.body.value.contracts).toMatchObject({
      dailysalreqtype: 1,
      divtypereq: 0,
      contracthoursalreqeq: 0,
      realtimesalreqtype: 0,
      dailySalaryInfo: {
        contract: null,
        pendingRequest: { uplineAccount: 'agentone', status: 'PENDING', tiers: [{ rate: 0.5 }, { rate: 1 }] },
      },
    });

    const agent = await api.loginReady('agentone');
    const agentView = await api.call<{
      contracts: Record<string, unknown>;
    }>(contract.member.consolidated, { token: agent });
    expect(agentView.body.success && agentView.body.value.contracts).toMatchObject({
      dailysalreqtype: 0,
      contracthoursalreqeq: 1,
      dailySalaryInfo: {
        contract: { uplineAccount: 'agentsuper', status: 'ACTIVE', tiers: [{ rate: 0.8 }, { rate: 1.2 }] },
        pendingRequest: null,
      },
      hourlySalaryInfo: {
        contract: null,
        pendingRequest: { uplineAccount: 'agentsuper', tiers: [{ rate: 0.2 }] },
      },
    });

    const noPolicy = await api.call<{ contracts: unknown }>(contract.member.consolidated, { token: lagoon });
    expect(noPolicy.body.success && noPolicy.body.value.contracts).toBeNull();
  });
});

describe('transfers', () => {
  it('move money between the main wallet and a vendor wallet', async () => {
    const out = await transfer(ember, { from: 'MAIN', to: 'PG', amount: 25_000 });
    expect(out.status).toBe(200);
    expect(out.body.success && out.body.value.balance).toBe(975_000);
    const back = await transfer(ember, { from: 'pg', to: 'main', amount: 5_000 });
    expect(back.body.success && back.body.value.balance).toBe(980_000);
    const after = await balance(ember);
    expect(after).toMatchObject({ balance: 980_000, currency: 'USD' });
    // Every vendor wallet a member can move money to is listed, the unused ones at 0; the
    // in-house vendor plays from the main wallet and has none.
    expect(after.vendorBalances.filter((wallet) => wallet.balance !== 0)).toEqual([
      { vassalage: 'PG', balance: 20_000 },
    ]);
    expect(after.vendorBalances.map((wallet) => wallet.vassalage)).toEqual(
      expect.arrayContaining(['PG', 'JDB', 'IMES']),
    );
    expect(after.vendorBalances.map((wallet) => wallet.vassalage)).not.toContain('BGS');
    // Each movement's audit row names its ledger transaction (written in the same statement).
    const audited = await api.testDb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'wallet.transfer'))
      .orderBy(asc(auditLog.id));
    expect(audited.map((row) => row.details)).toEqual([
      {
        transactionId: Number(out.body.success && out.body.value.transferId),
        from: 'MAIN',
        to: 'PG',
        amount: 25_000,
      },
      {
        transactionId: Number(back.body.success && back.body.value.transferId),
        from: 'PG',
        to: 'MAIN',
        amount: 5_000,
      },
    ]);
  });

  it('refuse what the white label or the wallets do not allow, writing nothing', async () => {
    const before = await api.rowCounts();
    const cases: [string, unknown, number, string][] = [
      [
        'single wallet',
        { token: aurora, body: { from: 'MAIN', to: 'PG', amount: 100 } },
        403,
        'OPERATION_NOT_ALLOWED',
      ],
      [
        'vendor to vendor',
        { token: ember, body: { from: 'PG', to: 'JDB', amount: 100 } },
        403,
        'OPERATION_NOT_ALLOWED',
      ],
      [
        'in-house vendor',
        { token: ember, body: { from: 'MAIN', to: 'BGS', amount: 100 } },
        403,
        'OPERATION_NOT_ALLOWED',
      ],
      [
        'unknown vendor',
        { token: ember, body: { from: 'MAIN', to: 'NOPE', amount: 100 } },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'same wallet',
        { token: ember, body: { from: 'MAIN', to: 'MAIN', amount: 100 } },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'too much',
        { token: ember, body: { from: 'PG', to: 'MAIN', amount: 20_001 } },
        422,
        'INSUFFICIENT_FUNDS',
      ],
    ];
    for (const [name, request, status, code] of cases) {
      const { token, body } = request as { token: string; body: unknown };
      const answer = await transfer(token, body);
      expect(answer.status, name).toBe(status);
      expect(answer.body.code, name).toBe(code);
    }
    const after = await api.rowCounts();
    // Each refusal is remembered under its key, and that is all that was written.
    expect(after.idempotency_keys).toBe((before.idempotency_keys ?? 0) + cases.length);
    expect({ ...after, idempotency_keys: 0 }).toEqual({ ...before, idempotency_keys: 0 });
  });

  it('need an Idempotency-Key of a sane shape', async () => {
    const missing = await transfer(ember, { from: 'MAIN', to: 'PG', amount: 100 }, null);
    expect(missing.status).toBe(400);
    expect(missing.body.success === false && missing.body.value?.issues).toEqual([
      { path: 'Idempotency-Key', code: 'required' },
    ]);
    const odd = await transfer(ember, { from: 'MAIN', to: 'PG', amount: 100 }, 'short');
    expect(odd.body.success === false && odd.body.value?.issues).toEqual([
      { path: 'Idempotency-Key', code: 'invalid' },
    ]);
  });
});

describe('idempotency', () => {
  it('replays the stored answer for the same key and body, and moves the money once', async () => {
    const key = randomUUID();
    const first = await transfer(ember, { from: 'MAIN', to: 'JDB', amount: 1_000 }, key);
    const again = await transfer(ember, { amount: 1_000, to: 'JDB', from: 'MAIN' }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const booked = await api.testDb.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `idem:${key}`));
    expect(booked).toHaveLength(1);
  });

  it('replays refusals too', async () => {
    const key = randomUUID();
    const first = await transfer(ember, { from: 'JDB', to: 'MAIN', amount: 999_999 }, key);
    expect(first.body.code).toBe('INSUFFICIENT_FUNDS');
    await transfer(ember, { from: 'MAIN', to: 'JDB', amount: 999_999 - 1_000 });
    const again = await transfer(ember, { from: 'JDB', to: 'MAIN', amount: 999_999 }, key);
    expect(again.status).toBe(422);
    expect(again.body).toEqual(first.body);
  });

  it('refuses the same key with another body', async () => {
    const key = randomUUID();
    await transfer(ember, { from: 'MAIN', to: 'CQ9', amount: 300 }, key);
    const before = await api.rowCounts();
    const reused = await transfer(ember, { from: 'MAIN', to: 'CQ9', amount: 301 }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherCall = await api.call(contract.wallet.logoutGameSessions, {
      token: ember,
      idempotencyKey: key,
    });
    expect(otherCall.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await api.rowCounts()).toEqual(before);
  });

  it('answers 409 while the key is in flight, and lets a retry take over a key whose server died', async () => {
    const key = randomUUID();
    const body = { from: 'MAIN', to: 'CQ9', amount: 700 };
    // A request that claimed the key and then died before answering.
    const info = await api.call<{ id: number }>(contract.member.info, { token: ember });
    const memberId = info.body.success ? info.body.value.id : 0;
    const { requestFingerprint } = await import('../src/idempotency/idempotency');
    await api.testDb.database.db.insert(idempotencyKeys).values({
      scope: `member:${memberId}`,
      key,
      endpoint: 'wallet.transfer',
      requestHash: requestFingerprint('wallet.transfer', { body }),
      state: 'in_flight',
      lockedUntil: new Date(api.clock.now().getTime() + 30_000),
      createdAt: api.clock.now(),
    });
    const busy = await transfer(ember, body, key);
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('IDEMPOTENCY_IN_FLIGHT');
    api.clock.advanceSeconds(31);
    const taken = await transfer(ember, body, key);
    expect(taken.status).toBe(200);
    expect(
      await api.testDb.database.db
        .select()
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.reference, `idem:${key}`)),
    ).toHaveLength(1);
  });

  it('keeps the keys of different members apart', async () => {
    const key = randomUUID();
    const one = await transfer(ember, { from: 'MAIN', to: 'FC', amount: 10 }, key);
    const two = await transfer(lagoon, { from: 'MAIN', to: 'FC', amount: 20 }, key);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
  });
});

describe('closing game sessions', () => {
  it('recalls every vendor wallet into the main wallet', async () => {
    const before = await balance(ember);
    const held = before.vendorBalances.reduce((sum, wallet) => sum + wallet.balance, 0);
    expect(held).toBeGreaterThan(0);
    const answer = await api.call<{ recalledAmount: number; balance: number }>(
      contract.wallet.logoutGameSessions,
      { token: ember, idempotencyKey: randomUUID() },
    );
    expect(answer.body.success && answer.body.value).toEqual({
      recalledAmount: held,
      balance: before.balance + held,
    });
    const after = await balance(ember);
    expect(after.vendorBalances.every((wallet) => wallet.balance === 0)).toBe(true);
    const nothing = await api.call(contract.wallet.logoutGameSessions, {
      token: ember,
      idempotencyKey: randomUUID(),
    });
    expect(nothing.body.success && nothing.body.value).toEqual({
      recalledAmount: 0,
      balance: before.balance + held,
    });
  });
});
