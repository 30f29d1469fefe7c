import type { ContractActionRequest, ContractType } from '@portal/api-contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IN_FORCE_STATUSES,
  processContract,
  topRateBps,
  TOP_AGENT_RATE_CEILING_BPS,
} from '../src/agents/contracts';
import { salaryPeriodAt, settlePeriod, teamActivity, inForceWindow } from '../src/agents/settlement';
import type { Period } from '../src/agents/periods';
import { rowsOf, type Db } from '../src/db/database';
import {
  agentContracts,
  agentSettlements,
  games,
  gameVendors,
  ledgerAccounts,
  members,
} from '../src/db/schema';
import { ApiError } from '../src/errors';
import { playSpin } from '../src/games/demo-slot';
import { auditLedger } from '../src/ledger/audit';
import { ensureAccount, post } from '../src/ledger/ledger';
import { merchantByCode, type Merchant } from '../src/merchants/merchants';
import type { MemberRow } from '../src/members/members';
import { CHERRY_REELS, LOSING_REELS, reelsOf } from './support/agents';
import { propertySequences } from './support/database';
import { operatorCli } from './support/operator-cli';
import { startTestServer, type TestServer } from './support/server';

// Contract chains under random agent trees and random sequences of offer / accept / reject /
// request-termination / terminate / play / settle, run through the same domain functions the
// process* calls and the settlement jobs run. After every step: a downline's rate in force never
// exceeds its upline's, and an agent below the top with no contract of a type in force has none in
// force below it. After every settlement: what one period pays down a chain never exceeds the top
// contract's rate on the top contract's base.
//
// Each sequence runs in one transaction on a fresh small tree and is rolled back at its end (each
// step in a savepoint, as each HTTP call is a transaction of its own), so a thousand sequences take
// seconds; the sequences of the last test commit, and the operator CLI's ledger audit closes the file.

const CHAIN_TYPES = ['DAILY_SALARY', 'HOURLY_SALARY', 'DIVIDEND'] as const satisfies readonly ContractType[];
type ChainType = (typeof CHAIN_TYPES)[number];
const SETTLED_AS: Readonly<
  Record<ChainType, { salaryType: 'DAILY_SALARY' | 'HOURLY_SALARY'; code: 'D' | '1H' }>
> = {
  DAILY_SALARY: { salaryType: 'DAILY_SALARY', code: 'D' },
  HOURLY_SALARY: { salaryType: 'HOURLY_SALARY', code: '1H' },
  // Daily dividends settle on the daily salary's local days (agents.dailySettlement).
  DIVIDEND: { salaryType: 'DAILY_SALARY', code: 'D' },
};
// A fixed count per database, so every run explores as much whatever the machine's load
// (propertySequences: new random sequences in every run); CONTRACT_CHAIN_SEQUENCES changes it while
// working on the settlement.
const SEQUENCES = Number(process.env.CONTRACT_CHAIN_SEQUENCES ?? propertySequences);
const COMMITTED_SEQUENCES = 10;
/** Each agent's float for its rounds. */
const FLOAT = 1_000_000;
/** Far from the seeded bets and contracts' days. */
const START = new Date('2031-05-01T00:00:00.000Z');

let api: TestServer;
let merchant: Merchant;
let agentType: number;
let slot: { game: typeof games.$inferSelect };
let treeCount = 0;

beforeAll(async () => {
  api = await startTestServer();
  const db = api.app.database.db;
  const aurora = await merchantByCode(db, 'aurora');
  if (!aurora) throw new Error('no aurora');
  merchant = aurora;
  const [top] = await db.select().from(members).where(eq(members.accountKey, 'agenttop'));
  if (!top) throw new Error('no agenttop');
  agentType = top.type;
  const [game] = await db
    .select()
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
    .where(and(eq(gameVendors.inHouse, true), eq(games.categoryCode, 'BGS')))
    .orderBy(asc(games.id))
    .limit(1);
  if (!game) throw new Error('no in-house slot');
  slot = { game: game.games };
});

afterAll(async () => {
  await api.close();
});

// ---------------------------------------------------------------------------------------------------
// The model: a tree of agents (index 0 is a top-level agent, every other one has an earlier parent)
// and the steps run on it.

interface Tier {
  rateBps: number;
  validBetAmount: number;
  activeMembers: number;
  periodProfitLoss: number;
}

type Step =
  | { kind: 'offer'; downline: number; type: ChainType; tiers: Tier[] }
  | {
      kind: 'accept' | 'reject' | 'requestTermination' | 'terminate';
      contract: number;
      byUpline: boolean;
    }
  | { kind: 'play'; agent: number; stake: number; win: boolean }
  | { kind: 'wait'; minutes: number }
  | { kind: 'settle'; type: ChainType };

const tierArbitrary = (type: ChainType) =>
  fc.record({
    // Up to a little above the top agent's ceiling, so the caps are tried too.
    rateBps: fc.integer({ min: 1, max: Math.round(TOP_AGENT_RATE_CEILING_BPS[type as ContractType] * 1.1) }),
    validBetAmount: fc.constantFrom(0, 0, 5_000, 40_000),
    activeMembers: fc.constantFrom(0, 1, 1, 2),
    periodProfitLoss: fc.constantFrom(0, 0, -5_000),
  });

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(...CHAIN_TYPES).chain((type) =>
      fc.record({
        kind: fc.constant('offer' as const),
        downline: fc.nat(),
        type: fc.constant(type),
        tiers: fc.array(tierArbitrary(type), { minLength: 1, maxLength: 2 }),
      }),
    ),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'accept' as const,
        'accept' as const,
        'reject' as const,
        'requestTermination' as const,
        'terminate' as const,
      ),
      contract: fc.nat(),
      byUpline: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('play' as const),
      agent: fc.nat(),
      stake: fc.constantFrom(1_000, 10_000, 30_000),
      win: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 300 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('settle' as const), type: fc.constantFrom(...CHAIN_TYPES) }),
  },
);

const scenarioArbitrary = fc.record({
  // parents[i] is the parent of agent i + 1, an agent before it.
  parents: fc
    .integer({ min: 1, max: 5 })
    .chain((size) => fc.tuple(...Array.from({ length: size }, (_, index) => fc.nat({ max: index })))),
  steps: fc.array(stepArbitrary, { minLength: 1, maxLength: 24 }),
});
interface Scenario {
  parents: number[];
  steps: Step[];
}

// ---------------------------------------------------------------------------------------------------
// Running a scenario in one transaction.

class RolledBack extends Error {}

interface World {
  tx: Db;
  agents: MemberRow[];
  contracts: string[];
  now: Date;
}

/** The tree's agents, each with a float for its rounds: a handful of statements, whatever its size. */
async function plantTree(tx: Db, parents: readonly number[], now: Date): Promise<MemberRow[]> {
  treeCount += 1;
  const ids = rowsOf<{ id: number | string }>(
    await tx.execute(
      sql`select nextval(pg_get_serial_sequence('members', 'id')) as id from generate_series(0, ${parents.length})`,
    ),
  ).map((row) => Number(row.id));
  const agents = await tx
    .insert(members)
    .values(
      ids.map((id, index) => {
        const account = `chain${treeCount}x${index}`;
        const parent = index === 0 ? null : ids[parents[index - 1] ?? 0];
        return {
          id,
          merchantId: merchant.id,
          account,
          accountKey: account,
          nickname: account,
          type: agentType,
          parentId: parent ?? null,
          createdAt: now,
        };
      }),
    )
    .returning();
  const wallets = await tx
    .insert(ledgerAccounts)
    .values(
      ids.map((id) => ({
        merchantId: merchant.id,
        memberId: id,
        kind: 'player_main',
        currency: merchant.currency,
        createdAt: now,
      })),
    )
    .returning({ id: ledgerAccounts.id });
  const funding = await ensureAccount(
    tx,
    { merchantId: merchant.id, currency: merchant.currency, memberId: null, kind: 'funding' },
    now,
  );
  await post(tx, {
    merchantId: merchant.id,
    memberId: null,
    kind: 'deposit',
    details: { test: true },
    legs: [
      { accountId: funding.id, amount: -FLOAT * wallets.length },
      ...wallets.map((wallet) => ({ accountId: wallet.id, amount: FLOAT })),
    ],
    at: now,
  });
  return agents.sort((a, b) => a.id - b.id);
}

/** One step in a savepoint: a refusal undoes what it wrote, as the HTTP call's transaction would. */
async function inSavepoint(world: World, work: (tx: Db) => Promise<void>): Promise<void> {
  try {
    await world.tx.transaction(work);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

async function contractAction(world: World, step: Extract<Step, { contract: number }>): Promise<void> {
  // Counted back from the latest offer, which small numbers (what fast-check draws most) name.
  const contractId =
    world.contracts[world.contracts.length - 1 - (step.contract % Math.max(1, world.contracts.length))];
  if (!contractId) return;
  const [row] = await world.tx.select().from(agentContracts).where(eq(agentContracts.id, contractId));
  if (!row) throw new Error('contract vanished');
  const callerId = step.byUpline ? row.uplineMemberId : row.downlineMemberId;
  const caller = world.agents.find((agent) => agent.id === callerId);
  if (!caller) throw new Error('caller vanished');
  const action = {
    accept: 'ACCEPT',
    reject: 'REJECT',
    requestTermination: 'REQUEST_TERMINATION',
    terminate: 'TERMINATE',
  } as const;
  const request: ContractActionRequest = { action: action[step.kind], contractId };
  await inSavepoint(world, (tx) =>
    processContract(tx, merchant, caller, row.contractType as ChainType, request, world.now).then(
      () => undefined,
    ),
  );
}

async function runStep(world: World, step: Step): Promise<void> {
  switch (step.kind) {
    case 'offer': {
      if (world.agents.length < 2) return;
      const downline = world.agents[1 + (step.downline % (world.agents.length - 1))];
      const upline = world.agents.find((agent) => agent.id === downline?.parentId);
      if (!downline || !upline) throw new Error('tree broken');
      await inSavepoint(world, async (tx) => {
        const answer = await processContract(
          tx,
          merchant,
          upline,
          step.type,
          {
            action: 'NEW',
            downlineAccount: downline.account,
            period: step.type === 'HOURLY_SALARY' ? null : 'D',
            tiers: step.tiers.map((tier) => ({
              rate: tier.rateBps / 100,
              validBetAmount: tier.validBetAmount,
              activeMembers: tier.activeMembers,
              periodProfitLoss: tier.periodProfitLoss,
            })),
          },
          world.now,
        );
        world.contracts.push(answer.contract.contractId);
      });
      return;
    }
    case 'accept':
    case 'reject':
    case 'requestTermination':
    case 'terminate':
      return contractAction(world, step);
    case 'play': {
      const member = world.agents[step.agent % world.agents.length];
      if (!member) return;
      await playSpin(world.tx, {
        merchant,
        launch: { demo: false, member, game: slot.game, inHouse: true },
        stake: step.stake,
        now: world.now,
        random: reelsOf(step.win ? CHERRY_REELS : LOSING_REELS),
      });
      world.now = new Date(world.now.getTime() + 1_000);
      return;
    }
    case 'wait':
      world.now = new Date(world.now.getTime() + step.minutes * 60_000);
      return;
    case 'settle': {
      // As the scheduled job does: once the period containing now has ended.
      const { salaryType, code } = SETTLED_AS[step.type];
      const { period } = salaryPeriodAt(salaryType, world.now);
      world.now = new Date(period.end.getTime() + 1_000);
      await settlePeriod(world.tx, step.type, code, period, world.now);
      await expectChainsWithinTheirTop(world, step.type, period);
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// The invariants.

async function expectRatesWithinUplines(world: World, step: Step): Promise<void> {
  const ids = world.agents.map((agent) => agent.id);
  const inForce = await world.tx
    .select()
    .from(agentContracts)
    .where(
      and(
        inArray(agentContracts.downlineMemberId, ids),
        inArray(agentContracts.status, [...IN_FORCE_STATUSES]),
      ),
    );
  for (const row of inForce) {
    const upline = world.agents.find((agent) => agent.id === row.uplineMemberId);
    const held = inForce.find(
      (other) => other.downlineMemberId === row.uplineMemberId && other.contractType === row.contractType,
    );
    const context = `${row.contractType} ${row.id} after ${JSON.stringify(step)}`;
    if (upline?.parentId === null) {
      expect(topRateBps(row.tiers), context).toBeLessThanOrEqual(
        TOP_AGENT_RATE_CEILING_BPS[row.contractType as ContractType],
      );
    } else {
      expect(held, `${context}: its upline holds no contract of the type`).toBeDefined();
      expect(topRateBps(row.tiers), context).toBeLessThanOrEqual(topRateBps(held?.tiers ?? []));
    }
  }
}

function teamOf(world: World, rootId: number): number[] {
  const team = [rootId];
  for (let index = 0; index < team.length; index += 1)
    for (const agent of world.agents) if (agent.parentId === team[index]) team.push(agent.id);
  return team;
}

/**
 * For each agent holding a contract from the top-level agent: what the period paid its whole team
 * (its own contracts and every one below) is at most the top contracts' rates on their own base.
 */
async function expectChainsWithinTheirTop(world: World, type: ChainType, period: Period): Promise<void> {
  const top = world.agents[0];
  if (!top) return;
  const topContracts = await world.tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.uplineMemberId, top.id), eq(agentContracts.contractType, type)));
  const byHolder = new Map<number, typeof topContracts>();
  for (const row of topContracts)
    byHolder.set(row.downlineMemberId, [...(byHolder.get(row.downlineMemberId) ?? []), row]);
  for (const [holder, contracts] of byHolder) {
    let bound = 0;
    for (const row of contracts) {
      const window = inForceWindow(row, period);
      if (!window) continue;
      const activity = await teamActivity(world.tx, holder, window);
      const base = type !== 'DIVIDEND' ? activity.validBet : Math.max(0, -activity.profitLoss);
      bound += Math.floor((base * topRateBps(row.tiers)) / 10_000);
    }
    const [paid] = await world.tx
      .select({ total: sql<string>`coalesce(sum(${agentSettlements.amount}), 0)` })
      .from(agentSettlements)
      .where(
        and(
          eq(agentSettlements.contractType, type),
          eq(agentSettlements.periodStart, period.start),
          inArray(agentSettlements.memberId, teamOf(world, holder)),
        ),
      );
    expect(
      Number(paid?.total ?? 0),
      `${type} paid down the chain of ${holder} over ${period.start.toISOString()}`,
    ).toBeLessThanOrEqual(bound);
  }
}

async function runScenario(scenario: Scenario, start: Date, commit: boolean): Promise<void> {
  try {
    await api.app.database.transaction(async (tx) => {
      const world: World = {
        tx,
        agents: await plantTree(tx, scenario.parents, start),
        contracts: [],
        now: start,
      };
      for (const step of scenario.steps) {
        await runStep(world, step);
        await expectRatesWithinUplines(world, step);
      }
      if (!commit) throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}

describe('contract chains', () => {
  it(
    `keep every downline within its upline, and every period's chain within its top`,
    async () => {
      const started = performance.now();
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(scenarioArbitrary, async (scenario) => {
          runs += 1;
          await runScenario(scenario, START, false);
        }),
        { numRuns: SEQUENCES },
      );
      console.info(`contract chains: ${runs} sequence(s) in ${Math.round(performance.now() - started)} ms`);
      expect(runs).toBe(SEQUENCES);
    },
    SEQUENCES * 1_000 + 60_000,
  );

  it('pay a chain with a middle contract short of its tier no more than its top', async () => {
    const flat = (rateBps: number, validBetAmount = 0) => [
      { rateBps, validBetAmount, activeMembers: 0, periodProfitLoss: 0 },
    ];
    const agree = (downline: number, tiers: Tier[]): Step[] => [
      { kind: 'offer', downline, type: 'DAILY_SALARY', tiers },
      { kind: 'accept', contract: 0, byUpline: false },
    ];
    // top → 1 at 2 %, 1 → 2 at 2 % from ₱400.00 of valid bet, 2 → 3 at 2 %; 3 bets ₱100.00.
    await runScenario(
      {
        parents: [0, 1, 2],
        steps: [
          ...agree(0, flat(200)),
          ...agree(1, flat(200, 40_000)),
          ...agree(2, flat(200)),
          { kind: 'play', agent: 3, stake: 10_000, win: false },
          { kind: 'settle', type: 'DAILY_SALARY' },
        ],
      },
      START,
      false,
    );
  });

  // A dividend below the top is earned on its own team's loss, which the rest of the top's team may
  // have won back: the chain is then paid its top's budget, shared in proportion.
  it("pays a dividend chain no more than its top's rate on the team's net loss", async () => {
    const agree = (downline: number): Step[] => [
      {
        kind: 'offer',
        downline,
        type: 'DIVIDEND',
        tiers: [{ rateBps: 5_000, validBetAmount: 0, activeMembers: 0, periodProfitLoss: 0 }],
      },
      { kind: 'accept', contract: 0, byUpline: false },
    ];
    // top → 1 at 50 %, 1 → 2 at 50 %; 2 loses ₱100.00, 1 wins ₱40.00 back (₱10.00 at five times).
    await runScenario(
      {
        parents: [0, 1],
        steps: [
          ...agree(0),
          ...agree(1),
          { kind: 'play', agent: 2, stake: 10_000, win: false },
          { kind: 'play', agent: 1, stake: 1_000, win: true },
          { kind: 'settle', type: 'DIVIDEND' },
        ],
      },
      START,
      false,
    );
  });

  it('leave a ledger the audit finds whole, committed', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, async (scenario) => {
        run += 1;
        // Sixty days apart: each committed sequence settles periods of its own.
        await runScenario(scenario, new Date(START.getTime() + run * 60 * 86_400_000), true);
      }),
      { numRuns: COMMITTED_SEQUENCES },
    );
    const audited = await auditLedger(api.app.database.db, merchant.id);
    expect(audited).toMatchObject({ accountDifferences: [], unbalancedPostings: [] });
    const { code, lines } = await operatorCli(api, await api.operatorToken())('ledger-audit');
    expect(lines.at(-1)).toMatch(/no difference$/u);
    expect(code).toBe(0);
  });
});
