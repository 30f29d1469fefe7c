import type { contract, Mission, ParsedBodyOf, ResponseOf } from '@portal/api-contract';
import { and, asc, count, eq, gte, lt, lte } from 'drizzle-orm';
import { contractPeriodOf, type Period } from '../agents/periods';
import type { AuthSession } from '../auth/sessions';
import type { Db } from '../db/database';
import { bets, games, missionClaims, missions } from '../db/schema';
import { ApiError } from '../errors';
import { lockMember } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { payBonus, totalOf } from '../promotions/bonus';
import type { MoneyTransaction } from '../wallet/wallets';

// Missions (SPEC §2 missionLeaderboard). Progress is never stored: it is counted from the
// member's settled real-money bets (`bets`, demo play excluded) inside the mission's current window,
// in the agents' calendar (GMT+8, src/agents/periods.ts): a DAILY mission's window is today, a
// WEEKLY one this week from Monday, a FIXED one [starts_at, ends_at). A mission reaching its target
// is CLAIMABLE until the window ends; its reward is paid once per window (mission_claims' key).
// Once a FIXED mission, or a recurring one with an end, is over, what was not claimed is EXPIRED.
// The leaderboard and its prizes are src/missions/leaderboard.ts.

type MissionRow = typeof missions.$inferSelect;

interface MissionState {
  mission: Mission;
  window: Period;
}

/** The mission's current window, or null before it starts. */
function windowOf(row: MissionRow, now: Date): Period | null {
  if (row.startsAt.getTime() > now.getTime()) return null;
  if (row.window === 'FIXED') return { start: row.startsAt, end: row.endsAt ?? now };
  // A recurring mission that has ended stays in its last window (shown as EXPIRED unless claimed).
  const at = row.endsAt && row.endsAt.getTime() <= now.getTime() ? new Date(row.endsAt.getTime() - 1) : now;
  return contractPeriodOf(row.window === 'DAILY' ? 'D' : 'W', at);
}

/** The member's progress in `window`: rounds or valid bet, within the mission's own dates. */
async function progressOf(db: Db, row: MissionRow, memberId: number, window: Period): Promise<number> {
  const from = Math.max(window.start.getTime(), row.startsAt.getTime());
  const to = Math.min(window.end.getTime(), row.endsAt?.getTime() ?? Infinity);
  const [result] = await db
    .select({ rounds: count(), validBet: totalOf(bets.validBet) })
    .from(bets)
    .innerJoin(games, eq(games.id, bets.gameId))
    .where(
      and(
        eq(bets.memberId, memberId),
        eq(bets.demo, false),
        gte(bets.createdAt, new Date(from)),
        lt(bets.createdAt, new Date(to)),
        row.categoryCode ? eq(games.categoryCode, row.categoryCode) : undefined,
      ),
    );
  return row.metric === 'BETS' ? (result?.rounds ?? 0) : (result?.validBet ?? 0);
}

async function stateOf(db: Db, row: MissionRow, memberId: number, now: Date): Promise<MissionState | null> {
  const window = windowOf(row, now);
  if (!window) return null;
  const progress = await progressOf(db, row, memberId, window);
  const [claimed] = await db
    .select({ n: count() })
    .from(missionClaims)
    .where(
      and(
        eq(missionClaims.missionId, row.id),
        eq(missionClaims.memberId, memberId),
        eq(missionClaims.windowStart, window.start),
      ),
    );
  const over = window.end.getTime() <= now.getTime();
  const status: Mission['status'] =
    (claimed?.n ?? 0) > 0
      ? 'CLAIMED'
      : over
        ? 'EXPIRED'
        : progress >= row.target
          ? 'CLAIMABLE'
          : 'IN_PROGRESS';
  return {
    window,
    mission: {
      missionId: row.code,
      title: row.title,
      description: row.description,
      // The table's check allows only these two.
      metric: row.metric as Mission['metric'],
      // The bar stops at the target.
      progress: Math.min(progress, row.target),
      target: row.target,
      reward: row.reward,
      status,
      endsAt: window.end.toISOString(),
    },
  };
}

/** missions.summary: the missions that have started, with the member's progress and the badge count. */
export async function missionSummary(
  db: Db,
  merchant: Merchant,
  memberId: number,
  now: Date,
): Promise<ResponseOf<typeof contract.missions.summary>> {
  const rows = await db
    .select()
    .from(missions)
    .where(and(eq(missions.merchantId, merchant.id), lte(missions.startsAt, now)))
    .orderBy(asc(missions.sort), asc(missions.id));
  const states: Mission[] = [];
  for (const row of rows) {
    const state = await stateOf(db, row, memberId, now);
    if (state) states.push(state.mission);
  }
  return {
    claimableCount: states.filter((mission) => mission.status === 'CLAIMABLE').length,
    missions: states,
  };
}

/** missions.claim: pays a CLAIMABLE mission's reward, once per member and window. */
export async function claimMission(
  transaction: MoneyTransaction,
  session: AuthSession,
  merchant: Merchant,
  body: ParsedBodyOf<typeof contract.missions.claim>,
  now: Date,
): Promise<ResponseOf<typeof contract.missions.claim>> {
  return transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(missions)
      .where(and(eq(missions.merchantId, merchant.id), eq(missions.code, body.missionId)));
    const memberId = session.member.id;
    // Two claims at once: the second sees the first one's row.
    await lockMember(tx, memberId);
    const state = row ? await stateOf(tx, row, memberId, now) : null;
    if (!row || !state) throw new ApiError('NOT_FOUND');
    if (state.mission.status !== 'CLAIMABLE') throw new ApiError('OPERATION_NOT_ALLOWED');
    const paid = await payBonus(
      tx,
      merchant,
      memberId,
      {
        amount: row.reward,
        reference: `mission:${row.id}:${memberId}:${state.window.start.toISOString()}`,
        details: { source: 'mission', missionId: row.code, windowStart: state.window.start.toISOString() },
      },
      now,
    );
    await tx.insert(missionClaims).values({
      missionId: row.id,
      memberId,
      windowStart: state.window.start,
      amount: row.reward,
      ledgerTransactionId: paid.transactionId,
      claimedAt: now,
    });
    return { amount: row.reward, balance: paid.balance };
  });
}
