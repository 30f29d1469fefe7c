import { contract, type ContractActionRequest } from '@portal/api-contract';
import { and, asc, eq } from 'drizzle-orm';
import { games, gameVendors } from '../../src/db/schema';
import { payoutFor, playSpin, type SlotSymbol } from '../../src/games/demo-slot';
import { ensureAccount, post } from '../../src/ledger/ledger';
import { memberByAccount } from '../../src/members/members';
import { merchantByCode } from '../../src/merchants/merchants';
import type { TestServer } from './server';

/** The demo slot's reel weights, in its symbol order (src/games/demo-slot.ts). */
const REEL_WEIGHTS: readonly [SlotSymbol, number][] = [
  ['CHERRY', 8],
  ['LEMON', 6],
  ['BELL', 4],
  ['STAR', 2],
  ['SEVEN', 1],
];
const TOTAL_WEIGHT = 21;

/** A "random" source that stops the reels on `reels`: the middle of each symbol's share. */
export function reelsOf(reels: readonly [SlotSymbol, SlotSymbol, SlotSymbol]): () => number {
  const values = reels.map((symbol) => {
    let before = 0;
    for (const [candidate, weight] of REEL_WEIGHTS) {
      if (candidate === symbol) return (before + weight / 2) / TOTAL_WEIGHT;
      before += weight;
    }
    throw new Error(`no symbol ${symbol}`);
  });
  let next = 0;
  return () => values[next++ % values.length] ?? 0;
}

export const LOSING_REELS = ['LEMON', 'BELL', 'STAR'] as const;
/** Three cherries pay five times the stake. */
export const CHERRY_REELS = ['CHERRY', 'CHERRY', 'CHERRY'] as const;

/**
 * One round of the in-house slot for `account` at `at`, with the reels fixed: the same domain
 * function the demo slot's spin route runs (a ledger posting and a bet row), made deterministic.
 */
export async function playRound(
  api: TestServer,
  account: string,
  round: { stake: number; reels: readonly [SlotSymbol, SlotSymbol, SlotSymbol]; at: Date },
): Promise<{ payout: number; balance: number }> {
  const db = api.app.database.db;
  const merchant = await merchantByCode(db, 'aurora');
  const member = merchant ? await memberByAccount(db, merchant.id, account) : null;
  const [game] = await db
    .select()
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
    .where(and(eq(gameVendors.inHouse, true), eq(games.categoryCode, 'BGS')))
    .orderBy(asc(games.id))
    .limit(1);
  if (!merchant || !member || !game) throw new Error(`cannot play for ${account}`);
  const spin = await api.app.database.transaction((tx) =>
    playSpin(tx, {
      merchant,
      launch: { demo: false, member, game: game.games, inHouse: true },
      stake: round.stake,
      now: round.at,
      random: reelsOf(round.reels),
    }),
  );
  forgetCachedBalance(api, member.id);
  if (spin.payout !== payoutFor(round.reels, round.stake)) throw new Error('the reels did not stop as asked');
  return { payout: spin.payout, balance: spin.balance };
}

/**
 * Moves money into (positive) or out of (negative) a member's main wallet against the funding
 * account, as a ledger transaction of `kind`: `deposit` and `withdraw_hold` stand for what the
 * deposit and withdrawal flows post.
 */
export async function moveMoney(
  api: TestServer,
  account: string,
  amount: number,
  kind: string,
  at: Date,
): Promise<void> {
  const db = api.app.database.db;
  const merchant = await merchantByCode(db, 'aurora');
  const member = merchant ? await memberByAccount(db, merchant.id, account) : null;
  if (!merchant || !member) throw new Error(`no aurora account ${account}`);
  await api.app.database.transaction(async (tx) => {
    const owner = { merchantId: merchant.id, currency: merchant.currency };
    const funding = await ensureAccount(tx, { ...owner, memberId: null, kind: 'funding' }, at);
    const wallet = await ensureAccount(tx, { ...owner, memberId: member.id, kind: 'player_main' }, at);
    await post(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      kind,
      details: { test: true },
      legs:
        amount > 0
          ? [
              { accountId: funding.id, amount: -amount },
              { accountId: wallet.id, amount },
            ]
          : [
              { accountId: wallet.id, amount },
              { accountId: funding.id, amount: -amount },
            ],
      at,
    });
  });
  forgetCachedBalance(api, member.id);
}

/**
 * After a write straight to the database: drops the member's cached balance, as the server does at
 * once for a write it serves. The ledger trigger's message drops it too, but on PostgreSQL it
 * arrives on its own connection, and the test's next balance read can come first.
 */
function forgetCachedBalance(api: TestServer, memberId: number): void {
  api.app.balances.forgetMember(memberId);
}

type ProcessCall =
  | typeof contract.agent.processDailySalary
  | typeof contract.agent.processHourlySalary
  | typeof contract.agent.processRealTimeSalary
  | typeof contract.agent.processDividend;

export const processCallOf = {
  DAILY_SALARY: contract.agent.processDailySalary,
  HOURLY_SALARY: contract.agent.processHourlySalary,
  REAL_TIME_SALARY: contract.agent.processRealTimeSalary,
  DIVIDEND: contract.agent.processDividend,
} as const satisfies Record<string, ProcessCall>;

export interface ContractAnswer {
  contract: { contractId: string; status: string; downlineAccount: string; uplineAccount: string };
  autoTerminatedContractIds: string[];
}

/** One process* call; returns the raw answer so refusals can be checked too. */
export function processContract(
  api: TestServer,
  token: string,
  type: keyof typeof processCallOf,
  body: ContractActionRequest,
) {
  return api.call<ContractAnswer>(processCallOf[type], { token, body });
}

/** The upline offers and the downline accepts; returns the new contract's id. */
export async function agreeContract(
  api: TestServer,
  tokens: { upline: string; downline: string },
  type: keyof typeof processCallOf,
  offer: Omit<Extract<ContractActionRequest, { action: 'NEW' }>, 'action'>,
): Promise<string> {
  const offered = await processContract(api, tokens.upline, type, { action: 'NEW', ...offer });
  if (!offered.body.success) throw new Error(`offer refused: ${JSON.stringify(offered.body)}`);
  const contractId = offered.body.value.contract.contractId;
  const accepted = await processContract(api, tokens.downline, type, { action: 'ACCEPT', contractId });
  if (!accepted.body.success) throw new Error(`accept refused: ${JSON.stringify(accepted.body)}`);
  return contractId;
}
