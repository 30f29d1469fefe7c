import { readMigrationFiles } from 'drizzle-orm/migrator';
import { and, asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBetDays, localDateOf } from '../src/agents/bet-days';
import { SETTLEMENT_UTC_OFFSET_MS } from '../src/agents/periods';
import { teamDailyOf, teamReportOf } from '../src/agents/reports';
import { teamOverviewOf } from '../src/agents/tree';
import { rowsOf } from '../src/db/database';
import { MIGRATIONS_FOLDER } from '../src/db/migrate';
import { bets, games, gameVendors, members } from '../src/db/schema';
import { playSpin } from '../src/games/demo-slot';
import { ensureAccount, post } from '../src/ledger/ledger';
import type { MemberRow } from '../src/members/members';
import { merchantByCode, type Merchant } from '../src/merchants/merchants';
import { createTestDatabase, type TestDatabase } from './support/database';

// The bet reports read bet_days, which every bet write adds to; here they must answer exactly what
// summing the bets themselves answers, for any team, level, account and range of local days.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Local midnight (GMT+8) that starts 2026-05-10, the first day the bets here fall on. */
const FIRST_DAY = Date.parse('2026-05-10T00:00:00+08:00');
const DAYS = 6;
/** Times within a local day: its first and last instants, either side of UTC midnight, and noon. */
const TIMES_OF_DAY = [0, 1, 8 * HOUR_MS - 1, 8 * HOUR_MS, 12 * HOUR_MS, DAY_MS - 1];
const REPORT_TYPES = ['TEAM_BETTING', 'USER_LOSS', 'REVENUE'] as const;
type BetReportType = (typeof REPORT_TYPES)[number];

/** The test team under `bdroot`: two agents and players on three levels. */
const TEAM = [
  { account: 'bdagent1', parent: 'bdroot', agent: true },
  { account: 'bdplay1', parent: 'bdroot', agent: false },
  { account: 'bdagent2', parent: 'bdagent1', agent: true },
  { account: 'bdplay2', parent: 'bdagent1', agent: false },
  { account: 'bdplay3', parent: 'bdagent2', agent: false },
] as const;
const PLAYERS = ['bdroot', ...TEAM.map((member) => member.account)];

let testDb: TestDatabase;
let merchant: Merchant;
const byAccount = new Map<string, MemberRow>();
let game: typeof games.$inferSelect;
let fundingId = 0;
const at0 = new Date(FIRST_DAY - 30 * DAY_MS);

beforeAll(async () => {
  testDb = await createTestDatabase();
  const db = testDb.database.db;
  const aurora = await merchantByCode(db, 'aurora');
  if (!aurora) throw new Error('no aurora');
  merchant = aurora;
  for (const member of [{ account: 'bdroot', parent: null, agent: true }, ...TEAM]) {
    const parent = member.parent ? byAccount.get(member.parent) : undefined;
    const [row] = await db
      .insert(members)
      .values({
        merchantId: merchant.id,
        account: member.account,
        accountKey: member.account,
        nickname: member.account,
        type: member.agent ? 1 : 0,
        parentId: parent?.id ?? null,
        createdAt: at0,
      })
      .returning();
    if (!row) throw new Error(`${member.account} was not created`);
    byAccount.set(member.account, row);
  }
  const [inHouse] = await db
    .select()
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
    .where(and(eq(gameVendors.inHouse, true), eq(games.categoryCode, 'BGS')))
    .orderBy(asc(games.id))
    .limit(1);
  if (!inHouse) throw new Error('no in-house slot');
  game = inHouse.games;
  await testDb.database.transaction(async (tx) => {
    const owner = { merchantId: merchant.id, currency: merchant.currency };
    fundingId = (await ensureAccount(tx, { ...owner, memberId: null, kind: 'funding' }, at0)).id;
    for (const member of byAccount.values()) {
      const wallet = await ensureAccount(tx, { ...owner, memberId: member.id, kind: 'player_main' }, at0);
      await post(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        kind: 'credit',
        details: { test: true },
        legs: [
          { accountId: fundingId, amount: -1_000_000_000 },
          { accountId: wallet.id, amount: 1_000_000_000 },
        ],
        at: at0,
      });
    }
  });
});

afterAll(async () => {
  await testDb.dispose();
});

interface Play {
  account: string;
  at: Date;
  stake: number;
  demo: boolean;
  /** Where each reel stops (the slot's random source, cycled). */
  draws: readonly number[];
}

/** One round of the in-house slot, written as the spin route writes it. */
async function play(round: Play): Promise<void> {
  const member = byAccount.get(round.account);
  if (!member) throw new Error(`no ${round.account}`);
  let draw = 0;
  await testDb.database.transaction((tx) =>
    playSpin(tx, {
      merchant,
      launch: { demo: round.demo, member, game, inHouse: true },
      stake: Math.max(game.minBet, round.stake),
      now: round.at,
      random: () => round.draws[draw++ % round.draws.length] ?? 0,
    }),
  );
}

const playArbitrary = fc.record({
  account: fc.constantFrom(...PLAYERS),
  at: fc
    .tuple(fc.integer({ min: -1, max: DAYS }), fc.constantFrom(...TIMES_OF_DAY))
    .map(([day, time]) => new Date(FIRST_DAY + day * DAY_MS + time)),
  stake: fc.integer({ min: 1, max: 50 }).map((units) => units * 1_000),
  demo: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  // Mostly a few symbols, so some rounds win.
  draws: fc.array(fc.constantFrom(0.1, 0.2, 0.5, 0.9), { minLength: 3, maxLength: 3 }),
});

interface ExpectedRow {
  account: string;
  period: string;
  validBetAmount: number;
  profitLoss: number;
  activeMembers: number;
  amount: number;
}

/** Every team member below `rootId` (and the root itself, at level 0), with its level. */
function teamOf(rootId: number): Map<number, number> {
  const levels = new Map([[rootId, 0]]);
  for (let level = 1; ; level += 1) {
    const next = [...byAccount.values()].filter(
      (member) => member.parentId !== null && levels.get(member.parentId) === level - 1,
    );
    if (next.length === 0) return levels;
    for (const member of next) levels.set(member.id, level);
  }
}

/** What a report answers, worked out from the bets rows alone. */
async function expectedReport(
  type: BetReportType,
  agent: string,
  range: { startDate: string; endDate: string },
  options: { level?: number; account?: string },
): Promise<{ rows: ExpectedRow[]; totalAmount: number }> {
  const agentRow = byAccount.get(agent);
  const target = options.account ? byAccount.get(options.account) : undefined;
  if (!agentRow) throw new Error(`no ${agent}`);
  const rootId = type === 'REVENUE' ? (target ?? agentRow).id : agentRow.id;
  const team = teamOf(rootId);
  const inTeam = (id: number) => {
    const level = team.get(id);
    if (level === undefined) return false;
    if (type !== 'REVENUE' && level === 0) return false;
    return options.level === undefined || level === options.level;
  };
  // A named account alone is its own rows, whatever its level, unless a level is asked for too.
  const inScope = (id: number) =>
    type === 'REVENUE' || !target
      ? inTeam(id)
      : id === target.id && (options.level === undefined || team.get(id) === options.level);
  const all = await testDb.database.db.select().from(bets);
  const groups = new Map<
    string,
    { account: string; day: string; stake: number; valid: number; payout: number; active: Set<number> }
  >();
  for (const bet of all) {
    if (bet.demo || !inScope(bet.memberId)) continue;
    const day = localDateOf(bet.createdAt);
    if (day < range.startDate || day > range.endDate) continue;
    const account =
      type === 'REVENUE'
        ? (target ?? agentRow).account
        : ([...byAccount.values()].find((member) => member.id === bet.memberId)?.account ?? '?');
    const key = `${account}|${day}`;
    const group = groups.get(key) ?? { account, day, stake: 0, valid: 0, payout: 0, active: new Set() };
    group.stake += bet.stake;
    group.valid += bet.validBet;
    group.payout += bet.payout;
    if (bet.validBet > 0) group.active.add(bet.memberId);
    groups.set(key, group);
  }
  const rows = [...groups.values()]
    .sort((a, b) => (a.day === b.day ? (a.account < b.account ? -1 : 1) : a.day < b.day ? 1 : -1))
    .map((group) => ({
      account: group.account,
      period: group.day,
      validBetAmount: group.valid,
      profitLoss: group.payout - group.stake,
      activeMembers: type === 'REVENUE' ? group.active.size : 1,
      amount: type === 'TEAM_BETTING' ? group.stake : type === 'USER_LOSS' ? group.stake - group.payout : 0,
    }));
  return { rows, totalAmount: rows.reduce((sum, row) => sum + row.amount, 0) };
}

async function report(
  type: BetReportType,
  agent: string,
  range: { startDate: string; endDate: string },
  options: { level?: number; account?: string; pageNo?: number; pageSize?: number } = {},
) {
  const agentRow = byAccount.get(agent);
  if (!agentRow) throw new Error(`no ${agent}`);
  return teamReportOf(testDb.database.db, merchant, agentRow, {
    reportType: type,
    ...range,
    pageNo: options.pageNo ?? 1,
    pageSize: options.pageSize ?? 1_000,
    ...(options.level === undefined ? {} : { level: options.level }),
    ...(options.account === undefined ? {} : { account: options.account }),
  });
}

async function expectSameAsBets(
  type: BetReportType,
  agent: string,
  range: { startDate: string; endDate: string },
  options: { level?: number; account?: string } = {},
): Promise<void> {
  const expected = await expectedReport(type, agent, range, options);
  const answer = await report(type, agent, range, options);
  const label = JSON.stringify({ type, agent, range, options });
  expect(answer.content, label).toEqual(expected.rows);
  expect(answer.totalElements, label).toBe(expected.rows.length);
  expect(answer.totalAmount, label).toBe(expected.totalAmount);
}

/** Per local day of the range, the valid bets, profit and loss and active players of `agent`'s downlines, from the bets rows. */
async function expectedTeamDays(agent: string, range: { startDate: string; endDate: string }) {
  const agentRow = byAccount.get(agent);
  if (!agentRow) throw new Error(`no ${agent}`);
  const team = teamOf(agentRow.id);
  const all = await testDb.database.db.select().from(bets);
  const days = new Map<string, { validBetTotal: number; profitLoss: number; active: Set<number> }>();
  for (const bet of all) {
    const day = localDateOf(bet.createdAt);
    if (bet.demo || !team.has(bet.memberId) || bet.memberId === agentRow.id) continue;
    if (day < range.startDate || day > range.endDate) continue;
    const sums = days.get(day) ?? { validBetTotal: 0, profitLoss: 0, active: new Set<number>() };
    sums.validBetTotal += bet.validBet;
    sums.profitLoss += bet.payout - bet.stake;
    if (bet.validBet > 0) sums.active.add(bet.memberId);
    days.set(day, sums);
  }
  return days;
}

/** The team chart and the team overview of each day agree with summing the bets. */
async function expectChartAndOverviewAsBets(agent: string, range: { startDate: string; endDate: string }) {
  const agentRow = byAccount.get(agent);
  if (!agentRow) throw new Error(`no ${agent}`);
  const expected = await expectedTeamDays(agent, range);
  const chart = await teamDailyOf(testDb.database.db, agentRow, range);
  const label = JSON.stringify({ agent, range });
  expect(
    chart.days.map((day) => [day.date, day.validBetTotal, day.profitLoss]),
    label,
  ).toEqual(
    chart.days.map((day) => {
      const sums = expected.get(day.date);
      return [day.date, sums?.validBetTotal ?? 0, sums?.profitLoss ?? 0];
    }),
  );
  for (const day of chart.days) {
    const noon = new Date(Date.parse(`${day.date}T12:00:00+08:00`));
    const overview = await teamOverviewOf(testDb.database.db, agentRow, noon);
    const sums = expected.get(day.date);
    expect(
      [overview.validBetTotal, overview.profitLoss, overview.activeMembersToday],
      `${label} ${day.date}`,
    ).toEqual([sums?.validBetTotal ?? 0, sums?.profitLoss ?? 0, sums?.active.size ?? 0]);
  }
}

const dayOf = (offset: number) => localDateOf(new Date(FIRST_DAY + offset * DAY_MS));

/** bet_days as it stands, and as summing the real bets gives it. */
async function daysAndSums() {
  const db = testDb.database.db;
  const order = sql`order by member_id, day`;
  const days = rowsOf(
    await db.execute(sql`select member_id, to_char(day, 'YYYY-MM-DD') as day, bets, valid_bets,
      stake::bigint, valid_bet::bigint, payout::bigint from bet_days ${order}`),
  );
  const sums = rowsOf(
    await db.execute(sql`select member_id, to_char(day, 'YYYY-MM-DD') as day, bets, valid_bets,
      stake::bigint, valid_bet::bigint, payout::bigint from (
        select member_id, ((created_at at time zone 'UTC') + interval '8 hours')::date as day,
          count(*)::int as bets, (count(*) filter (where valid_bet > 0))::int as valid_bets,
          sum(stake) as stake, sum(valid_bet) as valid_bet, sum(payout) as payout
        from bets where not demo group by 1, 2) s ${order}`),
  );
  return { days, sums };
}

describe('bet_days', () => {
  it('holds what the seeded bets sum to', async () => {
    const { days, sums } = await daysAndSums();
    expect(days.length).toBeGreaterThan(0);
    expect(days).toEqual(sums);
  });

  it('puts a bet on the local day (GMT+8) its instant falls in', async () => {
    expect(SETTLEMENT_UTC_OFFSET_MS).toBe(8 * HOUR_MS);
    const lastInstant = new Date(FIRST_DAY - 1);
    const firstInstant = new Date(FIRST_DAY);
    expect(localDateOf(lastInstant)).toBe('2026-05-09');
    expect(localDateOf(firstInstant)).toBe('2026-05-10');
    const draws = [0.1, 0.5, 0.9];
    await play({ account: 'bdplay1', at: lastInstant, stake: 1_000, demo: false, draws });
    await play({ account: 'bdplay1', at: firstInstant, stake: 2_000, demo: false, draws });
    await play({ account: 'bdplay1', at: firstInstant, stake: 4_000, demo: true, draws });
    const rows = rowsOf<{ day: string; bets: number; stake: string | number }>(
      await testDb.database.db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, bets, stake from bet_days
        where member_id = ${byAccount.get('bdplay1')?.id} order by day`),
    );
    expect(rows.map((row) => [row.day, row.bets, Number(row.stake)])).toEqual([
      ['2026-05-09', 1, 1_000],
      ['2026-05-10', 1, 2_000],
    ]);
  });

  it('counts a member active on a day only for a bet with a valid bet, as the bets do', async () => {
    // No game writes a zero valid bet yet; a provider's void or free round would.
    const member = byAccount.get('bdplay2');
    if (!member) throw new Error('no bdplay2');
    const day = new Date(FIRST_DAY + 2 * DAY_MS + HOUR_MS);
    await testDb.database.transaction(async (tx) => {
      const owner = { merchantId: merchant.id, currency: merchant.currency };
      const wallet = await ensureAccount(tx, { ...owner, memberId: member.id, kind: 'player_main' }, day);
      const posted = await post(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        kind: 'bet',
        details: { test: true },
        legs: [
          { accountId: wallet.id, amount: -3_000 },
          { accountId: fundingId, amount: 3_000 },
        ],
        at: day,
      });
      const [bet] = await tx
        .insert(bets)
        .values({
          merchantId: merchant.id,
          memberId: member.id,
          gameId: game.id,
          vendorCode: game.vendorCode,
          demo: false,
          stake: 3_000,
          validBet: 0,
          payout: 0,
          ledgerTransactionId: posted.transactionId,
          outcome: {},
          createdAt: day,
        })
        .returning({ id: bets.id });
      if (!bet) throw new Error('bet row was not written');
      await addToBetDays(tx, sql`b.id = ${bet.id}`);
    });
    const range = { startDate: dayOf(2), endDate: dayOf(2) };
    const income = await report('REVENUE', 'bdroot', range);
    expect(income.content.map((row) => [row.period, row.activeMembers, row.validBetAmount])).toEqual([
      [dayOf(2), 0, 0],
    ]);
    await expectSameAsBets('REVENUE', 'bdroot', range);
    await expectSameAsBets('TEAM_BETTING', 'bdroot', range);
  });

  it('answers the bet reports as summing the bets does, for any rounds, ranges, levels and accounts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(playArbitrary, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: -1, max: DAYS }),
        fc.integer({ min: 1, max: DAYS + 1 }),
        fc.constantFrom(...REPORT_TYPES),
        fc.constantFrom('bdroot', 'bdagent1'),
        fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
        fc.option(fc.constantFrom(...PLAYERS.slice(1)), { nil: undefined }),
        async (plays, startDay, length, type, agent, level, account) => {
          for (const round of plays) await play(round);
          const range = { startDate: dayOf(startDay), endDate: dayOf(startDay + length - 1) };
          // An account outside the asking agent's team is refused, as before.
          const outside =
            account !== undefined &&
            !teamOf(byAccount.get(agent)?.id ?? 0).has(byAccount.get(account)?.id ?? 0);
          if (outside) {
            await expect(report(type, agent, range, { level, account })).rejects.toThrow();
            return;
          }
          await expectSameAsBets(type, agent, range, { level, account });
        },
      ),
      { numRuns: 40, seed: 20_260_510 },
    );
  });

  it('charts the team and sums its overview as summing the bets does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(playArbitrary, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: -1, max: DAYS }),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom('bdroot', 'bdagent1', 'bdagent2'),
        async (plays, startDay, length, agent) => {
          for (const round of plays) await play(round);
          await expectChartAndOverviewAsBets(agent, {
            startDate: dayOf(startDay),
            endDate: dayOf(startDay + length - 1),
          });
        },
      ),
      { numRuns: 12, seed: 20_261_201 },
    );
  });

  it('pages the rows newest first with the whole period counted on every page', async () => {
    const range = { startDate: dayOf(-1), endDate: dayOf(DAYS) };
    for (const type of REPORT_TYPES) {
      const all = await expectedReport(type, 'bdroot', range, {});
      expect(all.rows.length).toBeGreaterThan(3);
      const second = await report(type, 'bdroot', range, { pageNo: 2, pageSize: 3 });
      expect(second.content).toEqual(all.rows.slice(3, 6));
      expect(second.totalElements).toBe(all.rows.length);
      expect(second.totalAmount).toBe(all.totalAmount);
    }
  });

  it('still holds exactly what the bets sum to after every write above', async () => {
    const { days, sums } = await daysAndSums();
    expect(days).toEqual(sums);
  });

  it("is rebuilt by the migration's backfill to the same days", async () => {
    const before = await daysAndSums();
    const backfill = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).find((migration) =>
      migration.sql.some((statement) => statement.includes('INSERT INTO bet_days')),
    );
    if (!backfill) throw new Error('no backfill migration');
    await testDb.database.transaction(async (tx) => {
      await tx.execute(sql`delete from bet_days`);
      for (const statement of backfill.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
    });
    const after = await daysAndSums();
    expect(after.days).toEqual(before.days);
    expect(after.days).toEqual(after.sums);
  });
});
