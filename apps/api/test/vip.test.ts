import { contract, type ConsolidatedInfo, type VipStatus } from '@portal/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema';
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
    { level: 1, minTurnover: 0 },
    { level: 2, minTurnover: 1_000 },
    { level: 3, minTurnover: 5_000 },
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
      { level: 1, minTurnover: 0 },
      { level: 2, minTurnover: turnover + 1 },
      { level: 3, minTurnover: turnover + 5_000 },
      { level: 4, minTurnover: turnover + 1_000_000_000 },
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
      { level: 3, minTurnover: turnover + 1 },
      { level: 1, minTurnover: 0 },
      { level: 2, minTurnover: turnover },
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
      levels: [table[1], table[2], table[0]],
    });
    // The same rank as the header's.
    expect((await publicState(member)).vipRankLevel).toBe(2);
  });
});
