import { createRng, deriveSeed } from '@portal/api-contract/random';
import type { ContractType, PeriodCode } from '@portal/api-contract';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { agentContracts, games, gameVendors, members, type ContractTierJson } from '../db/schema';
import { playerAccountFor, playSpin } from '../games/demo-slot';
import { ensureAccount, post } from '../ledger/ledger';
import type { Merchant } from '../merchants/merchants';
import {
  HOURLY_PERIOD_MS,
  localDayOf,
  REAL_TIME_PERIOD_MS,
  type Period,
  type SettlementPeriodCode,
} from '../agents/periods';
import { settlePeriod } from '../agents/settlement';

/**
 * The agent centre's demo data (aurora: agenttop 42 → agentsuper 2 → agentone 1, agentaff 41 under
 * agentsuper): contracts in force down the tree and requests waiting for an answer; players under
 * agentone who played on the three days before the seed's day; and those days settled, so the salary
 * and dividend records have rows. Everything seeded lies in ended periods, so the settlement jobs
 * find each of them paid already and pay nothing twice.
 */

/** Players under agentone without a password: they only exist to give the team some history. */
export const TEAM_PLAYERS = ['teamplayer1', 'teamplayer2', 'teamplayer3', 'teamplayer4'] as const;

const tier = (
  percent: number,
  validBetAmount: number,
  activeMembers: number,
  periodProfitLoss = 0,
): ContractTierJson => ({
  rateBasisPoints: Math.round(percent * 100),
  validBetAmount,
  activeMembers,
  periodProfitLoss,
});

interface SeededContract {
  type: ContractType;
  upline: string;
  downline: string;
  status: 'ACTIVE' | 'PENDING';
  period: PeriodCode | null;
  tiers: ContractTierJson[];
}

const SEEDED_CONTRACTS: readonly SeededContract[] = [
  {
    type: 'DAILY_SALARY',
    upline: 'agenttop',
    downline: 'agentsuper',
    status: 'ACTIVE',
    period: 'D',
    tiers: [tier(1, 500_000, 2), tier(1.5, 2_000_000, 4)],
  },
  {
    type: 'DAILY_SALARY',
    upline: 'agentsuper',
    downline: 'agentone',
    status: 'ACTIVE',
    period: 'D',
    tiers: [tier(0.8, 300_000, 2), tier(1.2, 1_500_000, 4)],
  },
  {
    type: 'DIVIDEND',
    upline: 'agenttop',
    downline: 'agentsuper',
    status: 'ACTIVE',
    period: 'D',
    tiers: [tier(10, 0, 1, -50_000), tier(20, 0, 3, -500_000)],
  },
  {
    type: 'DIVIDEND',
    upline: 'agentsuper',
    downline: 'agentone',
    status: 'ACTIVE',
    period: 'D',
    tiers: [tier(8, 0, 1, -50_000)],
  },
  {
    type: 'HOURLY_SALARY',
    upline: 'agenttop',
    downline: 'agentsuper',
    status: 'ACTIVE',
    period: null,
    tiers: [tier(0.3, 0, 1)],
  },
  {
    type: 'REAL_TIME_SALARY',
    upline: 'agenttop',
    downline: 'agentsuper',
    status: 'ACTIVE',
    period: null,
    tiers: [tier(0.2, 0, 1)],
  },
  // Requests waiting for an answer: the member contract popup and the agent centre show them.
  {
    type: 'DAILY_SALARY',
    upline: 'agentone',
    downline: 'demomember',
    status: 'PENDING',
    period: 'D',
    tiers: [tier(0.5, 100_000, 1), tier(1, 1_000_000, 1)],
  },
  {
    type: 'HOURLY_SALARY',
    upline: 'agentsuper',
    downline: 'agentone',
    status: 'PENDING',
    period: null,
    tiers: [tier(0.2, 0, 1)],
  },
];

/** Local hours (GMT+8) of each seeded day when the team players play, two spins 7 minutes apart. */
const PLAY_HOURS = [10, 13, 20] as const;
const SEEDED_DAYS = 3;

export async function seedAgentTeam(
  tx: Db,
  merchant: Merchant,
  ids: ReadonlyMap<string, number>,
  options: { now: Date; bets: boolean },
): Promise<void> {
  if (!merchant.flags.AGENTPOLICY3 || !ids.has('agentone')) return;
  const { now } = options;
  const idOf = (account: string) => {
    const id = ids.get(account);
    if (id === undefined) throw new Error(`seeded account ${account} is missing`);
    return id;
  };
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  for (const seeded of SEEDED_CONTRACTS) {
    const active = seeded.status === 'ACTIVE';
    await tx.insert(agentContracts).values({
      id: randomUUID(),
      merchantId: merchant.id,
      contractType: seeded.type,
      uplineMemberId: idOf(seeded.upline),
      downlineMemberId: idOf(seeded.downline),
      status: seeded.status,
      requestedByMemberId: idOf(seeded.upline),
      period: seeded.period,
      tiers: seeded.tiers,
      activatedAt: active ? monthAgo : null,
      createdAt: active ? monthAgo : now,
      updatedAt: active ? monthAgo : now,
    });
  }
  if (!options.bets) return;

  const random = createRng(deriveSeed(`agent-team:${merchant.code}`));
  const funding = await ensureAccount(
    tx,
    { merchantId: merchant.id, memberId: null, kind: 'funding', currency: merchant.currency },
    now,
  );
  const candidates = await tx
    .select({ game: games, inHouse: gameVendors.inHouse })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
    .where(eq(games.isHot, true));
  const today = localDayOf(now);
  const betTimes: Date[] = [];
  for (const account of TEAM_PLAYERS) {
    const [player] = await tx
      .insert(members)
      .values({
        merchantId: merchant.id,
        account,
        accountKey: account,
        nickname: account,
        type: 0,
        parentId: idOf('agentone'),
        createdAt: monthAgo,
      })
      .returning();
    if (!player) throw new Error(`team player ${account} was not created`);
    for (let daysBack = SEEDED_DAYS; daysBack >= 1; daysBack -= 1) {
      for (const hour of PLAY_HOURS) {
        for (const minute of [0, 7]) {
          const at = new Date(today.start.getTime() - daysBack * 86_400_000 + (hour * 60 + minute) * 60_000);
          const { game, inHouse } = random.pick(candidates);
          const launch = { demo: false, member: player, game, inHouse };
          const stake = Math.max(game.minBet, random.int(1, 20) * 5_000);
          const wallet = await playerAccountFor(tx, merchant, launch, at);
          if (wallet.balance < stake) {
            await post(tx, {
              merchantId: merchant.id,
              memberId: player.id,
              kind: 'credit',
              details: { reason: 'team player float' },
              legs: [
                { accountId: funding.id, amount: -1_000_000 },
                { accountId: wallet.id, amount: 1_000_000 },
              ],
              at,
            });
          }
          await playSpin(tx, { merchant, launch, stake, now: at, random: random.next });
          betTimes.push(at);
        }
      }
    }
  }
  await settleSeededPeriods(tx, betTimes, now);
}

/** Settles every period a seeded bet fell in, as the jobs would have done at the time. */
async function settleSeededPeriods(tx: Db, betTimes: readonly Date[], now: Date): Promise<void> {
  const periods = new Map<string, { type: ContractType; code: SettlementPeriodCode; period: Period }>();
  const add = (type: ContractType, code: SettlementPeriodCode, period: Period) =>
    periods.set(`${type}:${code}:${period.start.toISOString()}`, { type, code, period });
  const window = (at: Date, ms: number): Period => {
    const start = Math.floor(at.getTime() / ms) * ms;
    return { start: new Date(start), end: new Date(start + ms) };
  };
  for (const at of betTimes) {
    add('REAL_TIME_SALARY', '5M', window(at, REAL_TIME_PERIOD_MS));
    add('HOURLY_SALARY', '1H', window(at, HOURLY_PERIOD_MS));
    add('DAILY_SALARY', 'D', localDayOf(at));
    add('DIVIDEND', 'D', localDayOf(at));
  }
  for (const { type, code, period } of periods.values()) await settlePeriod(tx, type, code, period, now);
}
