import type {
  PlayBreak,
  PlayBreakFeatures,
  PlayBreakPeriod,
  PlayBreakSettings,
  PlaySessionSummary,
  RealityCheckInterval,
  StartPlayBreakRequest,
} from '@portal/api-contract';
import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import { revokeMemberSessions, type AuthSession } from '../auth/sessions';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { bets, gameLaunches, playBreaks, realityCheckSettings, sessions } from '../db/schema';
import { ApiError } from '../errors';
import type { Merchant } from '../merchants/merchants';
import { verifyPassword } from '../security/password';
import { recordProtectionChange } from './audit';

type PlayBreakRow = typeof playBreaks.$inferSelect;

/** Whether the white label offers each protection (each on unless its settings turn it off). */
export function playBreakFeatures(merchant: Merchant): PlayBreakFeatures {
  const { realityCheck, timeOut, selfExclusion } = merchant.settings.playBreaks;
  return { realityCheck, timeOut, selfExclusion };
}

/** When a break of `period` started at `from` ends: hours and days exactly, months and years by the calendar (UTC). */
export function playBreakEnd(period: PlayBreakPeriod, from: Date): Date {
  const end = new Date(from);
  switch (period) {
    case 'HOURS_24':
      end.setUTCDate(end.getUTCDate() + 1);
      break;
    case 'DAYS_7':
      end.setUTCDate(end.getUTCDate() + 7);
      break;
    case 'DAYS_30':
      end.setUTCDate(end.getUTCDate() + 30);
      break;
    case 'WEEKS_6':
      end.setUTCDate(end.getUTCDate() + 42);
      break;
    case 'MONTHS_6':
      end.setUTCMonth(end.getUTCMonth() + 6);
      break;
    case 'YEAR_1':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      break;
    case 'YEARS_5':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      break;
  }
  return end;
}

function toPlayBreak(row: PlayBreakRow): PlayBreak {
  return {
    kind: row.kind === 'SELF_EXCLUSION' ? 'SELF_EXCLUSION' : 'TIME_OUT',
    period: row.period as PlayBreakPeriod,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

/** The member's break that lasts longest among those running at `now`, or null. */
export async function activePlayBreak(db: Db, memberId: number, now: Date): Promise<PlayBreak | null> {
  const [row] = await db
    .select()
    .from(playBreaks)
    .where(and(eq(playBreaks.memberId, memberId), gt(playBreaks.endsAt, now)))
    .orderBy(desc(playBreaks.endsAt))
    .limit(1);
  return row ? toPlayBreak(row) : null;
}

/**
 * Refuses what a member on a break may not do (log in on any domain of the merchant, deposit,
 * launch a game) with the break's end, which the portal names in its message.
 */
export async function refuseDuringPlayBreak(db: Db, memberId: number, now: Date): Promise<void> {
  const running = await activePlayBreak(db, memberId, now);
  if (running) throw new ApiError('PLAY_BREAK_ACTIVE', { playBreakUntil: running.endsAt });
}

/** The one place every time-out and self-exclusion is written to the protection audit trail. */
async function auditPlayBreak(
  tx: Db,
  entry: { merchantId: number; memberId: number; playBreak: PlayBreak; at: Date },
): Promise<void> {
  await recordProtectionChange(tx, {
    merchantId: entry.merchantId,
    memberId: entry.memberId,
    kind: `exclusion.${entry.playBreak.kind}`,
    oldValue: null,
    newValue: { period: entry.playBreak.period, endsAt: entry.playBreak.endsAt },
    effectiveAt: entry.at,
    at: entry.at,
    by: 'member',
  });
}

/**
 * Starts a time-out or self-exclusion, confirmed with the password. It takes effect at once: every
 * session of the member ends (their sockets close, their next call answers 401) and every open game
 * launch expires. Pending withdrawals are left alone so the operator still pays them. Nothing in
 * this server ends a break early; a second break only ever lengthens the first.
 */
export async function startPlayBreak(
  app: AppContext,
  merchant: Merchant,
  session: AuthSession,
  request: StartPlayBreakRequest,
  now: Date,
): Promise<PlayBreak> {
  const offered = playBreakFeatures(merchant);
  if (!(request.kind === 'TIME_OUT' ? offered.timeOut : offered.selfExclusion))
    throw new ApiError('OPERATION_NOT_ALLOWED');
  const { member } = session;
  // The real password only: a temporary one from a reset e-mail cannot start a break.
  if (!member.passwordHash || !(await verifyPassword(request.password, member.passwordHash)))
    throw new ApiError('INVALID_CREDENTIALS');
  return app.database.transaction(async (tx) => {
    const row = {
      memberId: member.id,
      merchantId: session.merchantId,
      kind: request.kind,
      period: request.period,
      startedAt: now,
      endsAt: playBreakEnd(request.period, now),
    };
    await tx.insert(playBreaks).values(row);
    await revokeMemberSessions(tx, member.id, now);
    await tx
      .update(gameLaunches)
      .set({ expiresAt: now })
      .where(and(eq(gameLaunches.memberId, member.id), gt(gameLaunches.expiresAt, now)));
    const started = toPlayBreak({ id: 0, ...row });
    await auditPlayBreak(tx, {
      merchantId: session.merchantId,
      memberId: member.id,
      playBreak: started,
      at: now,
    });
    return started;
  });
}

export async function playBreakSettings(
  db: Db,
  merchant: Merchant,
  memberId: number,
): Promise<PlayBreakSettings> {
  const [row] = await db
    .select({ minutes: realityCheckSettings.intervalMinutes })
    .from(realityCheckSettings)
    .where(eq(realityCheckSettings.memberId, memberId));
  return {
    features: playBreakFeatures(merchant),
    realityCheckMinutes: (row?.minutes ?? 0) as RealityCheckInterval,
  };
}

export async function setRealityCheck(
  db: Db,
  merchant: Merchant,
  memberId: number,
  minutes: RealityCheckInterval,
  now: Date,
): Promise<PlayBreakSettings> {
  if (!merchant.settings.playBreaks.realityCheck) throw new ApiError('OPERATION_NOT_ALLOWED');
  await db
    .insert(realityCheckSettings)
    .values({ memberId, intervalMinutes: minutes, updatedAt: now })
    .onConflictDoUpdate({
      target: realityCheckSettings.memberId,
      set: { intervalMinutes: minutes, updatedAt: now },
    });
  return { features: playBreakFeatures(merchant), realityCheckMinutes: minutes };
}

/** Real rounds since this session's login: the reality check's time played, stakes and net result. */
export async function playSessionSummary(
  db: Db,
  session: AuthSession,
  now: Date,
): Promise<PlaySessionSummary> {
  const [started] = await db
    .select({ at: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, session.sessionId));
  const startedAt = started?.at ?? now;
  const [totals] = await db
    .select({
      rounds: sql<number>`count(*)::int`,
      wagered: sql<number>`coalesce(sum(${bets.stake}), 0)::bigint`,
      paid: sql<number>`coalesce(sum(${bets.payout}), 0)::bigint`,
    })
    .from(bets)
    .where(and(eq(bets.memberId, session.member.id), eq(bets.demo, false), gte(bets.createdAt, startedAt)));
  const wagered = Number(totals?.wagered ?? 0);
  const paid = Number(totals?.paid ?? 0);
  return {
    startedAt: startedAt.toISOString(),
    now: now.toISOString(),
    rounds: totals?.rounds ?? 0,
    wagered,
    netResult: paid - wagered,
  };
}
