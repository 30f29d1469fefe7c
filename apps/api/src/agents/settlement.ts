import type { ContractType } from '@portal/api-contract';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/database';
import { agentContracts, agentSettlements, members, type ContractTierJson } from '../db/schema';
import type { ScheduledJob } from '../jobs/scheduler';
import { ensureAccount, post } from '../ledger/ledger';
import { merchantById, type Merchant } from '../merchants/merchants';
import { topRateBps, type ContractRow } from './contracts';
import {
  contractPeriodsEndingWith,
  DAILY_PERIOD_MS,
  HOURLY_PERIOD_MS,
  LOCAL_DAY_OFFSET_MS,
  REAL_TIME_PERIOD_MS,
  type Period,
  type SettlementPeriodCode,
} from './periods';
import { teamCte } from './tree';

/*
 * Settlement of agent contracts from real bets (docs/adr/0005-agent-settlement.md has the formulas
 * and the worked examples the tests check). For one contract and one period:
 *
 *   window   = the part of the period the contract was in force: [max(start, activatedAt),
 *              min(end, endedAt)); a contract accepted or ended mid-period earns on its part only.
 *   team     = the downline and every account below it.
 *   activity = over the window, from the team's real (not demo) bets: valid bet, players' profit and
 *              loss (payout − stake), active members (team accounts with a valid bet).
 *   tier     = the highest-rate tier whose thresholds the activity meets: valid bet ≥ validBetAmount,
 *              active members ≥ activeMembers and, for dividends only, profit and loss ≤
 *              periodProfitLoss (the team lost at least that much). No tier: nothing earned.
 *   gross    = ⌊base × rate⌋ in minor units, base = valid bet (salaries) or the team's loss,
 *              max(0, −profit and loss) (dividends).
 *   paid     = max(0, gross − Σ cost of the chains below: each contract of the same type the
 *              downline itself gave its direct downlines, over its part of this window, costs its
 *              own gross or, when more, what the chains below it cost (`chainCost`)): the rate
 *              differential. The house pays every contract's share, so a chain of contracts costs
 *              the house the gross of the contract at its top (more only where a contract below
 *              reached a tier its upline's did not), and no agent's settlement can fail for want
 *              of balance.
 *   dividends only: a team's loss is not the sum of its sub-teams' losses (a member elsewhere in
 *              the team may win it back), so the chains below a contract may cost more than its
 *              best rate on its team's net loss. Each dividend contract then has a budget, that
 *              rate on that loss, and every contract under one whose chain costs more than its
 *              budget is paid the same share of its amount (`budgetShare`, the smallest share any
 *              contract above it or itself allows): a chain never pays more than any of its
 *              contracts allows on its own team's net loss.
 *
 * Each (contract, period) gets one `agent_settlements` row, written together with its ledger posting
 * (house → the downline's main wallet, kind `salary` or `dividend`); the row's unique key makes a
 * re-run or a racing instance pay nothing. Periods without any team bet write no row.
 */

export const SETTLEMENT_LEDGER_KIND: Readonly<Record<ContractType, 'salary' | 'dividend'>> = {
  DAILY_SALARY: 'salary',
  HOURLY_SALARY: 'salary',
  REAL_TIME_SALARY: 'salary',
  DIVIDEND: 'dividend',
};

export interface TeamActivity {
  validBet: number;
  /** Players' view: payouts less stakes, negative when the team lost. */
  profitLoss: number;
  activeMembers: number;
}

/** The team's real bets placed in `window`. */
export async function teamActivity(db: Db, downlineId: number, window: Period): Promise<TeamActivity> {
  const [row] = rowsOf<{ valid_bet: string | number; profit_loss: string | number; active: string | number }>(
    await db.execute(sql`${teamCte(downlineId, { includeRoot: true })}
      select coalesce(sum(b.valid_bet), 0) as valid_bet,
             coalesce(sum(b.payout - b.stake), 0) as profit_loss,
             count(distinct b.member_id) filter (where b.valid_bet > 0) as active
      from bets b join team t on t.id = b.member_id
      where not b.demo
        and b.created_at >= ${window.start.toISOString()}::timestamptz
        and b.created_at < ${window.end.toISOString()}::timestamptz`),
  );
  return {
    validBet: Number(row?.valid_bet ?? 0),
    profitLoss: Number(row?.profit_loss ?? 0),
    activeMembers: Number(row?.active ?? 0),
  };
}

/** The tier the activity reaches: the highest rate among those whose thresholds it meets. */
export function tierReached(
  type: ContractType,
  tiers: readonly ContractTierJson[],
  activity: TeamActivity,
): ContractTierJson | null {
  let best: ContractTierJson | null = null;
  for (const tier of tiers) {
    const meets =
      activity.validBet >= tier.validBetAmount &&
      activity.activeMembers >= tier.activeMembers &&
      (type !== 'DIVIDEND' || activity.profitLoss <= tier.periodProfitLoss);
    if (meets && (best === null || tier.rateBasisPoints > best.rateBasisPoints)) best = tier;
  }
  return best;
}

/** ⌊base × rate⌋ in minor units, exact for any base (BigInt: base × basis points may pass 2^53). */
export function grossOf(type: ContractType, rateBasisPoints: number, activity: TeamActivity): number {
  const base = type === 'DIVIDEND' ? Math.max(0, -activity.profitLoss) : activity.validBet;
  return Number((BigInt(base) * BigInt(rateBasisPoints)) / 10_000n);
}

/** The part of `period` the contract was in force, or null when none. */
export function inForceWindow(contract: ContractRow, period: Period): Period | null {
  if (!contract.activatedAt) return null;
  const start = Math.max(period.start.getTime(), contract.activatedAt.getTime());
  const end = Math.min(period.end.getTime(), contract.endedAt?.getTime() ?? period.end.getTime());
  return start < end ? { start: new Date(start), end: new Date(end) } : null;
}

interface Earning {
  window: Period;
  activity: TeamActivity;
  tier: ContractTierJson | null;
  gross: number;
}

async function earningOf(tx: Db, contract: ContractRow, period: Period): Promise<Earning | null> {
  const window = inForceWindow(contract, period);
  if (!window) return null;
  const type = contract.contractType as ContractType;
  const activity = await teamActivity(tx, contract.downlineMemberId, window);
  const tier = tierReached(type, contract.tiers, activity);
  return { window, activity, tier, gross: tier ? grossOf(type, tier.rateBasisPoints, activity) : 0 };
}

/** Contracts of `type` in force at some moment of `period` (accepted, and not ended before it began). */
async function contractsInForceDuring(
  tx: Db,
  type: ContractType,
  period: Period,
  where?: SQL,
): Promise<ContractRow[]> {
  return (
    tx
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.contractType, type),
          isNotNull(agentContracts.activatedAt),
          lt(agentContracts.activatedAt, period.end),
          or(isNull(agentContracts.endedAt), gt(agentContracts.endedAt, period.start)),
          where,
        ),
      )
      // One order for every instance, so two settling the same period claim rows in the same order.
      .orderBy(asc(agentContracts.id))
  );
}

async function anyBetDuring(tx: Db, period: Period): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(
    await tx.execute(sql`select exists(
      select 1 from bets where created_at >= ${period.start.toISOString()}::timestamptz
        and created_at < ${period.end.toISOString()}::timestamptz and not demo) as found`),
  );
  return row?.found === true;
}

/**
 * What the chain from `contract` down costs the house over `window`: its own gross, or what the
 * chains below it cost together when that is more (a contract short of its tier earns nothing, yet
 * the contracts below it still earn). The contract above deducts this, not the gross alone, so a
 * chain never costs more than its top contract's gross and what a middle contract could not cover.
 */
async function chainCost(tx: Db, type: ContractType, contract: ContractRow, window: Period): Promise<number> {
  const earning = await earningOf(tx, contract, window);
  if (!earning) return 0;
  return Math.max(earning.gross, await costBelow(tx, type, contract.downlineMemberId, earning.window));
}

/** What the contracts of `type` that `agentId` gave, and every chain below them, cost over `window`. */
async function costBelow(tx: Db, type: ContractType, agentId: number, window: Period): Promise<number> {
  let total = 0;
  for (const given of await contractsInForceDuring(
    tx,
    type,
    window,
    eq(agentContracts.uplineMemberId, agentId),
  )) {
    total += await chainCost(tx, type, given, window);
  }
  return total;
}

/** A fraction of an amount, exact in integers: paid = ⌊amount × numerator / denominator⌋. */
interface Share {
  numerator: bigint;
  denominator: bigint;
}
const WHOLE: Share = { numerator: 1n, denominator: 1n };
const smaller = (a: Share, b: Share) => (a.numerator * b.denominator <= b.numerator * a.denominator ? a : b);

/** Shares worked out in one settlement run, by contract and window: siblings share their ancestors'. */
type ShareMemo = Map<string, Promise<Share>>;

/** What a dividend contract allows its chain: whole, or budget ÷ chain cost when the chain costs more. */
function budgetShare(contract: ContractRow, earning: Earning, cost: number): Share {
  const budget = grossOf('DIVIDEND', topRateBps(contract.tiers), earning.activity);
  return cost > budget ? { numerator: BigInt(budget), denominator: BigInt(cost) } : WHOLE;
}

/**
 * The smallest share that the dividend contracts above `contract` allow (each its `budgetShare`
 * and the smallest of those above it): with the contract's own, what it is paid of its amount.
 */
async function shareAbove(tx: Db, contract: ContractRow, window: Period, memo: ShareMemo): Promise<Share> {
  let smallest = WHOLE;
  for (const above of await contractsInForceDuring(
    tx,
    'DIVIDEND',
    window,
    eq(agentContracts.downlineMemberId, contract.uplineMemberId),
  ))
    smallest = smaller(smallest, await chainShare(tx, above, window, memo));
  return smallest;
}

/** `contract`'s own budget share and those of the contracts above it, the smallest: once per run. */
function chainShare(tx: Db, contract: ContractRow, window: Period, memo: ShareMemo): Promise<Share> {
  const key = `${contract.id} ${window.start.toISOString()} ${window.end.toISOString()}`;
  const known = memo.get(key);
  if (known) return known;
  const share = (async () => {
    const earning = await earningOf(tx, contract, window);
    const own = earning
      ? budgetShare(contract, earning, await chainCost(tx, 'DIVIDEND', contract, earning.window))
      : WHOLE;
    return smaller(own, await shareAbove(tx, contract, window, memo));
  })();
  memo.set(key, share);
  return share;
}

export interface SettlementOutcome {
  contractId: string;
  memberId: number;
  amount: number;
  /** False when the period was already settled for this contract: nothing was paid now. */
  paid: boolean;
}

/**
 * Settles every contract of `type` (and, for dividends, of period `code`) for `period`, inside `tx`.
 * Safe to run again for the same period: a settled (contract, period) is skipped by its unique row.
 */
export async function settlePeriod(
  tx: Db,
  type: ContractType,
  code: SettlementPeriodCode,
  period: Period,
  now: Date,
): Promise<SettlementOutcome[]> {
  // Most real-time windows see no bet at all: one indexed look-up settles them.
  if (!(await anyBetDuring(tx, period))) return [];
  const contracts = (await contractsInForceDuring(tx, type, period)).filter(
    (contract) => type !== 'DIVIDEND' || contract.period === code,
  );
  const merchants = new Map<number, Merchant>();
  const shares: ShareMemo = new Map();
  const outcomes: SettlementOutcome[] = [];
  for (const contract of contracts) {
    const earning = await earningOf(tx, contract, period);
    if (!earning || (earning.activity.validBet === 0 && earning.activity.profitLoss === 0)) continue;

    // What the chains below the downline cost over the same window: their share is not ours.
    const downlineAmount = await costBelow(tx, type, contract.downlineMemberId, earning.window);
    // Dividends: the chain's cost is the gross or what is below it, whichever is more (chainCost).
    const share =
      type === 'DIVIDEND'
        ? smaller(
            budgetShare(contract, earning, Math.max(earning.gross, downlineAmount)),
            await shareAbove(tx, contract, earning.window, shares),
          )
        : WHOLE;
    const amount = Number(
      (BigInt(Math.max(0, earning.gross - downlineAmount)) * share.numerator) / share.denominator,
    );

    const id = randomUUID();
    const claimed = await tx
      .insert(agentSettlements)
      .values({
        id,
        merchantId: contract.merchantId,
        contractId: contract.id,
        contractType: type,
        memberId: contract.downlineMemberId,
        periodCode: code,
        periodStart: period.start,
        periodEnd: period.end,
        validBet: earning.activity.validBet,
        profitLoss: earning.activity.profitLoss,
        activeMembers: earning.activity.activeMembers,
        rateBasisPoints: earning.tier?.rateBasisPoints ?? null,
        grossAmount: earning.gross,
        downlineAmount,
        amount,
        settledAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: agentSettlements.id });
    if (claimed.length === 0) {
      outcomes.push({ contractId: contract.id, memberId: contract.downlineMemberId, amount, paid: false });
      continue;
    }
    if (amount > 0) {
      const merchant = merchants.get(contract.merchantId) ?? (await merchantById(tx, contract.merchantId));
      if (!merchant) throw new Error(`merchant ${contract.merchantId} vanished`);
      merchants.set(merchant.id, merchant);
      const transactionId = await payOut(tx, merchant, contract, id, amount, period, now);
      await tx
        .update(agentSettlements)
        .set({ ledgerTransactionId: transactionId })
        .where(eq(agentSettlements.id, id));
    }
    outcomes.push({ contractId: contract.id, memberId: contract.downlineMemberId, amount, paid: true });
  }
  return outcomes;
}

async function payOut(
  tx: Db,
  merchant: Merchant,
  contract: ContractRow,
  settlementId: string,
  amount: number,
  period: Period,
  now: Date,
): Promise<number> {
  const owner = { merchantId: merchant.id, currency: merchant.currency };
  const house = await ensureAccount(tx, { ...owner, memberId: null, kind: 'house' }, now);
  const wallet = await ensureAccount(
    tx,
    { ...owner, memberId: contract.downlineMemberId, kind: 'player_main' },
    now,
  );
  const type = contract.contractType as ContractType;
  const posted = await post(tx, {
    merchantId: merchant.id,
    memberId: contract.downlineMemberId,
    kind: SETTLEMENT_LEDGER_KIND[type],
    reference: `settlement:${settlementId}`,
    details: {
      contractId: contract.id,
      contractType: type,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
    },
    legs: [
      { accountId: house.id, amount: -amount },
      { accountId: wallet.id, amount },
    ],
    at: now,
  });
  return posted.transactionId;
}

/**
 * The settlement jobs (SPEC §9: real-time salary every 5 minutes). Each period runs once, in the
 * transaction that records it (src/jobs/scheduler.ts); after downtime they catch up a day of
 * real-time and hourly windows and a week of days.
 */
export const agentSettlementJobs: readonly ScheduledJob[] = [
  {
    name: 'agents.realTimeSalary',
    periodMs: REAL_TIME_PERIOD_MS,
    catchUpPeriods: 288,
    run: async ({ app, tx, period }) => {
      await settlePeriod(tx, 'REAL_TIME_SALARY', '5M', period, app.clock.now());
    },
  },
  {
    name: 'agents.hourlySalary',
    periodMs: HOURLY_PERIOD_MS,
    catchUpPeriods: 24,
    run: async ({ app, tx, period }) => {
      await settlePeriod(tx, 'HOURLY_SALARY', '1H', period, app.clock.now());
    },
  },
  {
    // One run per local day: that day's daily salary, then every dividend period ending with it.
    name: 'agents.dailySettlement',
    periodMs: DAILY_PERIOD_MS,
    offsetMs: LOCAL_DAY_OFFSET_MS,
    catchUpPeriods: 7,
    run: async ({ app, tx, period }) => {
      const now = app.clock.now();
      await settlePeriod(tx, 'DAILY_SALARY', 'D', period, now);
      for (const ending of contractPeriodsEndingWith(period)) {
        await settlePeriod(tx, 'DIVIDEND', ending.code, ending.period, now);
      }
    },
  },
];

/** The salary types a back office may settle on demand (src/routes/operator.ts). */
export type OnDemandSalaryType = Exclude<ContractType, 'DIVIDEND'>;

const SALARY_PERIODS: Readonly<
  Record<OnDemandSalaryType, { code: SettlementPeriodCode; periodMs: number; offsetMs: number }>
> = {
  DAILY_SALARY: { code: 'D', periodMs: DAILY_PERIOD_MS, offsetMs: LOCAL_DAY_OFFSET_MS },
  HOURLY_SALARY: { code: '1H', periodMs: HOURLY_PERIOD_MS, offsetMs: 0 },
  REAL_TIME_SALARY: { code: '5M', periodMs: REAL_TIME_PERIOD_MS, offsetMs: 0 },
};

/** The salary period of `type` that contains `at`, aligned as its scheduled job aligns it. */
export function salaryPeriodAt(
  type: OnDemandSalaryType,
  at: Date,
): { code: SettlementPeriodCode; period: Period } {
  const { code, periodMs, offsetMs } = SALARY_PERIODS[type];
  const start = Math.floor((at.getTime() - offsetMs) / periodMs) * periodMs + offsetMs;
  return { code, period: { start: new Date(start), end: new Date(start + periodMs) } };
}

/**
 * Settles the salary period of `type` containing `at` now, before it has ended (a demonstration's
 * stand-in for waiting). Its scheduled run later pays only the contracts not settled here, so bets
 * placed in the rest of the period earn nothing for these: demo servers only.
 */
export async function settleSalaryNow(tx: Db, type: OnDemandSalaryType, at: Date, now: Date) {
  const { code, period } = salaryPeriodAt(type, at);
  const outcomes = await settlePeriod(tx, type, code, period, now);
  // Every holder's account name in one read.
  const holders = [...new Set(outcomes.map((outcome) => outcome.memberId))];
  const rows =
    holders.length === 0
      ? []
      : await tx
          .select({ id: members.id, account: members.account })
          .from(members)
          .where(inArray(members.id, holders));
  const accounts = new Map(rows.map((row) => [row.id, row.account]));
  return {
    contractType: type,
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    settlements: outcomes.map((outcome) => ({
      contractId: outcome.contractId,
      account: accounts.get(outcome.memberId) ?? String(outcome.memberId),
      amount: outcome.amount,
      paid: outcome.paid,
    })),
  };
}
