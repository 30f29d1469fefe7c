import { randomUUID } from 'node:crypto';
import { contract, type ConsolidatedInfo, type VipStatus, type WalletBalance } from '@portal/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, merchants, vipLevelClaims } from '../src/db/schema';
import { auditLedger } from '../src/ledger/audit';
import { lifetimeTurnoverOf, vipRankFor, type VipLevel } from '../src/members/vip';
import { memberByAccount } from '../src/members/members';
import { merchantByCode } from '../src/merchants/merchants';
import { LOSING_REELS, playRound } from './support/agents';
import { startTestServer, type TestServer } from './support/server';

let api: TestServer;
let member: string;

beforeAll(async () => {
  api = await startTestServer();
  member = await api.loginReady('demomember');
});

afterAll(async () => {
  await api.close();
});

async function publicState(token: string) {
  const answer = await api.call<ConsolidatedInfo>(contract.member.consolidated, { token });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value.publicState;
}

describe('the VIP rank table', () => {
  const levels: VipLevel[] = [
    { level: 1, minTurnover: 0, bonus: 0 },
    { level: 2, minTurnover: 1_000, bonus: 100 },
    { level: 3, minTurnover: 5_000, bonus: 500 },
  ];

  it('gives the highest level whose threshold the turnover reaches', () => {
    expect(vipRankFor(levels, 0)).toBe(1);
    expect(vipRankFor(levels, 999)).toBe(1);
    expect(vipRankFor(levels, 1_000)).toBe(2);
    expect(vipRankFor(levels, 4_999)).toBe(2);
    expect(vipRankFor(levels, 5_000)).toBe(3);
    expect(vipRankFor(levels, 10_000_000)).toBe(3);
  });

  it('does not depend on the order the levels are written in, and is 0 below every threshold', () => {
    expect(vipRankFor([...levels].reverse(), 1_500)).toBe(2);
    expect(vipRankFor([{ level: 1, minTurnover: 100 }], 99)).toBe(0);
  });
});

describe("a member's VIP rank (member.consolidated)", () => {
  it("follows the member's valid bets through the white label's table", async () => {
    const db = api.app.database.db;
    const merchant = await merchantByCode(db, 'aurora');
    const row = merchant ? await memberByAccount(db, merchant.id, 'demomember') : null;
    if (!merchant || !row) throw new Error('aurora or demomember is not seeded');
    // A table whose next level is one 50.00 bet away from where the member stands now.
    const turnover = await lifetimeTurnoverOf(db, row.id);
    const table: VipLevel[] = [
      { level: 1, minTurnover: 0, bonus: 0 },
      { level: 2, minTurnover: turnover + 1, bonus: 1_800 },
      { level: 3, minTurnover: turnover + 5_000, bonus: 8_800 },
      { level: 4, minTurnover: turnover + 1_000_000_000, bonus: 38_800 },
    ];
    await db
      .update(merchants)
      .set({ settings: { ...merchant.settings, vipLevels: table } })
      .where(eq(merchants.id, merchant.id));
    // Written behind the server's back: seen once the read cache's staleness bound has passed.
    api.clock.advanceSeconds(api.app.options.readCacheSeconds);

    expect(await publicState(member)).toMatchObject({
      hasVip: true,
      vipLabelName: 'Silver',
      vipRankLevel: 1,
    });
    await playRound(api, 'demomember', { stake: 5_000, reels: LOSING_REELS, at: api.clock.now() });
    expect((await publicState(member)).vipRankLevel).toBe(3);
  });

  it('gives a trial account no rank', async () => {
    const trial = await api.call<{ token: string }>(contract.auth.freePlayLogin, {
      body: { os: 'test', platform: 'W', encryption: false, gatewayVersion: 3 },
    });
    if (!trial.body.success) throw new Error(JSON.stringify(trial.body));
    expect(await publicState(trial.body.value.token)).toMatchObject({
      hasVip: false,
      vipLabelName: null,
      vipRankLevel: 0,
    });
  });
});

describe("the VIP bonus page's read (member.vip)", () => {
  it("serves the white label's levels lowest first, with the member's level and valid bet", async () => {
    const db = api.app.database.db;
    const merchant = await merchantByCode(db, 'aurora');
    const row = merchant ? await memberByAccount(db, merchant.id, 'demomember') : null;
    if (!merchant || !row) throw new Error('aurora or demomember is not seeded');
    const turnover = await lifetimeTurnoverOf(db, row.id);
    // Written out of order: the page reads them lowest first.
    const table: VipLevel[] = [
      { level: 3, minTurnover: turnover + 1, bonus: 8_800 },
      { level: 1, minTurnover: 0, bonus: 0 },
      { level: 2, minTurnover: turnover, bonus: 1_800 },
    ];
    await db
      .update(merchants)
      .set({ settings: { ...merchant.settings, vipLevels: table } })
      .where(eq(merchants.id, merchant.id));
    api.clock.advanceSeconds(api.app.options.readCacheSeconds);

    const answer = await api.call<VipStatus>(contract.member.vip, { token: member });
    if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
    expect(answer.body.value).toEqual({
      hasVip: true,
      vipLabelName: 'Silver',
      vipRankLevel: 2,
      turnover,
      levels: [table[1], table[2], table[0]].map((level) => ({ ...level, claimed: false })),
    });
    // The same rank as the header's.
    expect((await publicState(member)).vipRankLevel).toBe(2);
  });
});

describe("a VIP level's bonus (member.vipClaim)", () => {
  type Credit = { amount: number; balance: number };
  const claim = (level: number, idempotencyKey = randomUUID(), token = member, merchant?: string) =>
    api.call<Credit>(contract.member.vipClaim, {
      token,
      body: { level },
      idempotencyKey,
      ...(merchant ? { merchant } : {}),
    });

  async function balance(token = member): Promise<number> {
    const answer = await api.call<WalletBalance>(contract.wallet.balance, { token });
    if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
    return answer.body.value.balance;
  }

  async function vip(): Promise<VipStatus> {
    const answer = await api.call<VipStatus>(contract.member.vip, { token: member });
    if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
    return answer.body.value;
  }

  let memberId: number;

  beforeAll(async () => {
    const db = api.app.database.db;
    const merchant = await merchantByCode(db, 'aurora');
    const row = merchant ? await memberByAccount(db, merchant.id, 'demomember') : null;
    if (!merchant || !row) throw new Error('aurora or demomember is not seeded');
    memberId = row.id;
    // Level 2 one bet away, level 3 two, level 4 out of reach.
    const turnover = await lifetimeTurnoverOf(db, row.id);
    const table: VipLevel[] = [
      { level: 1, minTurnover: 0, bonus: 0 },
      { level: 2, minTurnover: turnover + 1, bonus: 1_800 },
      { level: 3, minTurnover: turnover + 5_001, bonus: 8_800 },
      { level: 4, minTurnover: turnover + 1_000_000_000, bonus: 38_800 },
    ];
    await db
      .update(merchants)
      .set({ settings: { ...merchant.settings, vipLevels: table } })
      .where(eq(merchants.id, merchant.id));
    api.clock.advanceSeconds(api.app.options.readCacheSeconds);
  });

  it('refuses a level not reached, one without a bonus and one not in the table, paying nothing', async () => {
    const before = await api.rowCounts();
    const money = await balance();
    for (const [level, status, code] of [
      [2, 403, 'OPERATION_NOT_ALLOWED'],
      [1, 403, 'OPERATION_NOT_ALLOWED'],
      [9, 404, 'NOT_FOUND'],
    ] as const) {
      const answer = await claim(level);
      expect(answer.status, `level ${level}`).toBe(status);
      expect(answer.body.code).toBe(code);
    }
    expect(await balance()).toBe(money);
    const { idempotency_keys: keysBefore, ...rest } = before;
    const { idempotency_keys: keysAfter, ...restAfter } = await api.rowCounts();
    expect(restAfter).toEqual(rest);
    expect(keysAfter).toBeGreaterThan(keysBefore ?? 0);
  });

  it('pays a reached level once when claims race, retried or pressed twice', async () => {
    await playRound(api, 'demomember', { stake: 1_000, reels: LOSING_REELS, at: api.clock.now() });
    const status = await vip();
    expect(status.vipRankLevel).toBe(2);
    expect(status.levels.map(({ level, bonus, claimed }) => [level, bonus, claimed])).toEqual([
      [1, 0, false],
      [2, 1_800, false],
      [3, 8_800, false],
      [4, 38_800, false],
    ]);
    const before = await balance();
    const key = randomUUID();
    // A double press (one key), a retry under a new key and a claim from another tab, all at once.
    const answers = await Promise.all([claim(2, key), claim(2, key), claim(2), claim(2)]);
    const paid = answers.filter(
      (answer) => answer.status === 200 && answer.headers.get('idempotent-replayed') !== 'true',
    );
    expect(paid).toHaveLength(1);
    expect(paid[0]?.body.success && paid[0].body.value).toEqual({ amount: 1_800, balance: before + 1_800 });
    for (const answer of answers)
      if (answer.status !== 200)
        expect(['OPERATION_NOT_ALLOWED', 'IDEMPOTENCY_IN_FLIGHT']).toContain(answer.body.code);
    // The same key answers as it first did, and pays nothing more.
    const replay = await claim(2, key);
    expect(replay.body).toEqual(answers[0]?.body);
    expect(await balance()).toBe(before + 1_800);
    // Claimed again later, under a fresh key: refused.
    expect((await claim(2)).body.code).toBe('OPERATION_NOT_ALLOWED');
    expect((await vip()).levels.find((level) => level.level === 2)?.claimed).toBe(true);

    const db = api.app.database.db;
    const claims = await db.select().from(vipLevelClaims).where(eq(vipLevelClaims.memberId, memberId));
    expect(claims.map(({ level, amount }) => [level, amount])).toEqual([[2, 1_800]]);
    // A bonus posting (the account record's BONUS), which names the level.
    const [posting] = await db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.memberId, memberId),
          sql`${ledgerTransactions.details}->>'source' = 'vip_level'`,
        ),
      );
    expect(posting).toMatchObject({ kind: 'bonus', details: { source: 'vip_level', level: 2 } });
  });

  it('pays the next level once reached, refuses one out of reach, and leaves the ledger balanced', async () => {
    const before = await balance();
    await playRound(api, 'demomember', { stake: 5_000, reels: LOSING_REELS, at: api.clock.now() });
    const afterBet = await balance();
    expect(afterBet).toBe(before - 5_000);
    const answer = await claim(3);
    expect(answer.body.success && answer.body.value).toEqual({ amount: 8_800, balance: afterBet + 8_800 });
    expect((await claim(4)).body.code).toBe('OPERATION_NOT_ALLOWED');
    expect((await vip()).levels.map(({ claimed }) => claimed)).toEqual([false, true, true, false]);
    const merchant = await merchantByCode(api.app.database.db, 'aurora');
    expect(await auditLedger(api.app.database.db, merchant?.id ?? null)).toMatchObject({
      accountDifferences: [],
      unbalancedPostings: [],
    });
  });

  it('refuses a trial account and a white label without VIP', async () => {
    const trial = await api.call<{ token: string }>(contract.auth.freePlayLogin, {
      body: { os: 'test', platform: 'W', encryption: false, gatewayVersion: 3 },
    });
    if (!trial.body.success) throw new Error(JSON.stringify(trial.body));
    const refused = await claim(2, randomUUID(), trial.body.value.token);
    expect([refused.status, refused.body.code]).toEqual([403, 'TRIAL_ACCOUNT_REFUSED']);
    // Ember has no VIP label.
    const ember = await api.loginReady('demomember', { merchant: 'ember' });
    const none = await claim(2, randomUUID(), ember, 'ember');
    expect([none.status, none.body.code]).toEqual([403, 'OPERATION_NOT_ALLOWED']);
  });
});
