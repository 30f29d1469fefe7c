import {
  amountLimitKinds,
  LIMIT_COOLING_OFF_HOURS,
  limitWindows,
  limitWindowSeconds,
  type AmountLimitKind,
  type LimitWindow,
  type PendingLimit,
  type PlayerLimits,
  type SetLimitRequest,
  type SetLimitResult,
} from '@portal/api-contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { rowsOf, type Db } from '../db/database';
import { depositOrders, memberLimits, sessions } from '../db/schema';
import { ApiError } from '../errors';
import type { Merchant } from '../merchants/merchants';
import { recordProtectionChange, type ProtectionChangeAuthor } from './audit';

// Limits a member sets on themself (responsible gaming):
//
//  * DEPOSIT, LOSS and WAGER amounts over rolling windows of 24 hours, 7 days and 30 days. Every
//    limit that applies must allow a deposit or a stake, so the lowest remaining amount wins.
//    Deposits count from the orders requested in the window that are not rejected or expired (an
//    open order counts, so a member cannot queue around the limit); wagers are valid bets; a loss
//    is stakes less payouts, never below zero. Demo and trial play counts for nothing.
//  * SESSION minutes: a session ends that long after login, through the session's own expiry
//    (marked time-limited), so the server answers SESSION_TIME_LIMIT_REACHED afterwards and the
//    portal signs out saying why.
//  * Lowering a limit, or setting a first one, applies at once. Raising or removing one waits
//    LIMIT_COOLING_OFF_HOURS: the row keeps the value in force and the pending one with its time,
//    and every read resolves a pending value whose time has come.
//  * Every change is written to the audit trail (./audit.ts) in the same transaction.

type LimitRow = typeof memberLimits.$inferSelect;
type LimitKind = AmountLimitKind | 'SESSION';

/** The white label offers limits unless it switched them off. */
export function limitsEnabled(merchant: Merchant): boolean {
  return merchant.settings.playerLimits !== false;
}

/** The value in force at `now` and the change still waiting, once due pending values are applied. */
function resolve(
  row: LimitRow | undefined,
  now: Date,
): { value: number | null; pending: PendingLimit | null } {
  if (!row) return { value: null, pending: null };
  if (row.pendingAt && row.pendingAt <= now) return { value: row.pendingValue, pending: null };
  return {
    value: row.value,
    pending: row.pendingAt ? { value: row.pendingValue, effectiveAt: row.pendingAt.toISOString() } : null,
  };
}

async function limitRowsOf(db: Db, memberId: number): Promise<LimitRow[]> {
  return db.select().from(memberLimits).where(eq(memberLimits.memberId, memberId));
}

const rowFor = (rows: readonly LimitRow[], kind: LimitKind, window: LimitWindow | 'SESSION') =>
  rows.find((row) => row.kind === kind && row.window === window);

type Usage = Record<AmountLimitKind, Record<LimitWindow, number>>;

/**
 * What the member deposited, wagered and lost (net) in each rolling window ending at `now`. Only
 * the tables `kinds` need are read: a spin does not sum deposits, nor a deposit bets.
 */
async function usageOf(
  db: Db,
  memberId: number,
  now: Date,
  kinds: readonly AmountLimitKind[] = amountLimitKinds,
): Promise<Usage> {
  const since = (window: LimitWindow) => addSeconds(now, -limitWindowSeconds[window]).toISOString();
  const deposits = !kinds.includes('DEPOSIT')
    ? undefined
    : rowsOf<Record<LimitWindow, string | number | null>>(
        await db.execute(sql`
      select sum(amount) filter (where created_at > ${since('DAY')}::timestamptz) as "DAY",
             sum(amount) filter (where created_at > ${since('WEEK')}::timestamptz) as "WEEK",
             sum(amount) as "MONTH"
        from deposit_orders
       where member_id = ${memberId} and status in ('REQUESTED', 'PENDING', 'CREDITED')
         and created_at > ${since('MONTH')}::timestamptz`),
      )[0];
  const play = !kinds.some((kind) => kind !== 'DEPOSIT')
    ? undefined
    : rowsOf<Record<string, string | number | null>>(
        await db.execute(sql`
      select sum(valid_bet) filter (where created_at > ${since('DAY')}::timestamptz) as wager_day,
             sum(valid_bet) filter (where created_at > ${since('WEEK')}::timestamptz) as wager_week,
             sum(valid_bet) as wager_month,
             sum(stake - payout) filter (where created_at > ${since('DAY')}::timestamptz) as loss_day,
             sum(stake - payout) filter (where created_at > ${since('WEEK')}::timestamptz) as loss_week,
             sum(stake - payout) as loss_month
        from bets
       where member_id = ${memberId} and not demo and created_at > ${since('MONTH')}::timestamptz`),
      )[0];
  const amount = (value: string | number | null | undefined) => Math.max(0, Number(value ?? 0));
  return {
    DEPOSIT: { DAY: amount(deposits?.DAY), WEEK: amount(deposits?.WEEK), MONTH: amount(deposits?.MONTH) },
    WAGER: { DAY: amount(play?.wager_day), WEEK: amount(play?.wager_week), MONTH: amount(play?.wager_month) },
    LOSS: { DAY: amount(play?.loss_day), WEEK: amount(play?.loss_week), MONTH: amount(play?.loss_month) },
  };
}

export interface MemberRef {
  merchantId: number;
  memberId: number;
}

/**
 * limits.get: every limit with what it still allows, and the current session's end when limited
 * (null `sessionExpiresAt`: no current session, as for an operator).
 */
export async function playerLimitsOf(
  db: Db,
  merchant: Merchant,
  member: MemberRef,
  sessionExpiresAt: Date | null,
  now: Date,
): Promise<PlayerLimits> {
  const rows = await limitRowsOf(db, member.memberId);
  const usage = await usageOf(db, member.memberId, now);
  const amounts = amountLimitKinds.flatMap((kind) =>
    limitWindows.map((window) => {
      const { value, pending } = resolve(rowFor(rows, kind, window), now);
      const used = usage[kind][window];
      return {
        kind,
        window,
        value,
        used,
        remaining: value === null ? null : Math.max(0, value - used),
        pending,
      };
    }),
  );
  const session = resolve(rowFor(rows, 'SESSION', 'SESSION'), now);
  const [credited] = await db
    .select({ orderId: depositOrders.id })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, member.memberId), eq(depositOrders.status, 'CREDITED')))
    .limit(1);
  return {
    enabled: limitsEnabled(merchant),
    hasDeposited: credited !== undefined,
    amounts,
    session: {
      minutes: session.value,
      pending: session.pending,
      sessionEndsAt: session.value === null || !sessionExpiresAt ? null : sessionExpiresAt.toISOString(),
    },
  };
}

/** What the lowest applicable `kind` limit still allows now; null when none applies. */
async function remainingOf(
  db: Db,
  merchant: Merchant,
  memberId: number,
  kinds: readonly AmountLimitKind[],
  now: Date,
): Promise<number | null> {
  if (!limitsEnabled(merchant)) return null;
  const rows = (await limitRowsOf(db, memberId)).filter((row) => kinds.includes(row.kind as AmountLimitKind));
  const limits = rows
    .map((row) => ({ row, value: resolve(row, now).value }))
    .filter((entry): entry is { row: LimitRow; value: number } => entry.value !== null);
  if (limits.length === 0) return null;
  const usage = await usageOf(db, memberId, now, kinds);
  return Math.min(
    ...limits.map(({ row, value }) =>
      Math.max(0, value - usage[row.kind as AmountLimitKind][row.window as LimitWindow]),
    ),
  );
}

/**
 * Refuses a deposit request above what the deposit limits still allow: VALIDATION_FAILED on
 * `amount` with `depositLimitReached` and the remaining amount as `max`. Call with the member locked.
 */
export async function enforceDepositLimit(
  tx: Db,
  merchant: Merchant,
  memberId: number,
  amount: number,
  now: Date,
): Promise<void> {
  const remaining = await remainingOf(tx, merchant, memberId, ['DEPOSIT'], now);
  if (remaining !== null && amount > remaining)
    throw new ApiError('VALIDATION_FAILED', {
      issues: [{ path: 'amount', code: 'depositLimitReached', params: { max: remaining } }],
    });
}

/**
 * Refuses a real-money stake above what the wager and loss limits still allow (a stake can be
 * lost whole, so it counts fully against the loss limit): `playLimitReached` on `stake`.
 */
export async function enforcePlayLimits(
  tx: Db,
  merchant: Merchant,
  memberId: number,
  stake: number,
  now: Date,
): Promise<void> {
  const remaining = await remainingOf(tx, merchant, memberId, ['WAGER', 'LOSS'], now);
  if (remaining !== null && stake > remaining)
    throw new ApiError('VALIDATION_FAILED', {
      issues: [{ path: 'stake', code: 'playLimitReached', params: { max: remaining } }],
    });
}

/** The expiry a new session of `memberId` gets: `expiresAt`, cut short by a session-time limit. */
export async function sessionExpiryWithLimit(
  db: Db,
  memberId: number,
  expiresAt: Date,
  now: Date,
): Promise<Date> {
  const [row] = await db
    .select()
    .from(memberLimits)
    .where(
      and(
        eq(memberLimits.memberId, memberId),
        eq(memberLimits.kind, 'SESSION'),
        eq(memberLimits.window, 'SESSION'),
      ),
    );
  const minutes = resolve(row, now).value;
  if (minutes === null) return expiresAt;
  const limited = addSeconds(now, minutes * 60);
  return limited < expiresAt ? limited : expiresAt;
}

/** A session-time limit in force at once also shortens the member's open sessions. */
async function shortenOpenSessions(tx: Db, memberId: number, minutes: number, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({
      expiresAt: sql`least(${sessions.expiresAt}, ${sessions.createdAt} + make_interval(mins => ${minutes}))`,
      timeLimited: sql`${sessions.timeLimited} or ${sessions.createdAt} + make_interval(mins => ${minutes}) < ${sessions.expiresAt}`,
    })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
}

/**
 * limits.set: a lower limit (or a first one) applies at once; a raise or a removal waits the
 * cooling-off, replacing any change already waiting; the value in force again cancels a waiting one.
 * An operator acting for the member (`by`) follows the same rules: only lowering is urgent.
 */
export async function setPlayerLimit(
  tx: Db,
  merchant: Merchant,
  member: MemberRef,
  request: SetLimitRequest,
  now: Date,
  by: ProtectionChangeAuthor = 'member',
): Promise<Omit<SetLimitResult, 'limits'>> {
  if (!limitsEnabled(merchant)) throw new ApiError('OPERATION_NOT_ALLOWED');
  const window = request.kind === 'SESSION' ? 'SESSION' : request.window;
  // One member's changes in turn, so two tabs cannot both decide from the same old value.
  await tx.execute(sql`select id from members where id = ${member.memberId} for update`);
  const [row] = await tx
    .select()
    .from(memberLimits)
    .where(
      and(
        eq(memberLimits.memberId, member.memberId),
        eq(memberLimits.kind, request.kind),
        eq(memberLimits.window, window),
      ),
    );
  const current = resolve(row, now);
  const wanted = request.value;
  let applied: SetLimitResult['applied'];
  let stored: { value: number | null; pendingValue: number | null; pendingAt: Date | null };
  let effectiveAt = now;
  if (wanted === current.value) {
    if (!current.pending) return { applied: 'UNCHANGED' };
    applied = 'NOW';
    stored = { value: current.value, pendingValue: null, pendingAt: null };
  } else if (wanted !== null && (current.value === null || wanted < current.value)) {
    applied = 'NOW';
    stored = { value: wanted, pendingValue: null, pendingAt: null };
  } else {
    applied = 'PENDING';
    effectiveAt = addSeconds(now, LIMIT_COOLING_OFF_HOURS * 3600);
    stored = { value: current.value, pendingValue: wanted, pendingAt: effectiveAt };
  }
  await tx
    .insert(memberLimits)
    .values({
      memberId: member.memberId,
      merchantId: member.merchantId,
      kind: request.kind,
      window,
      ...stored,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [memberLimits.memberId, memberLimits.kind, memberLimits.window],
      set: { ...stored, updatedAt: now },
    });
  if (request.kind === 'SESSION' && applied === 'NOW' && stored.value !== null)
    await shortenOpenSessions(tx, member.memberId, stored.value, now);
  await recordProtectionChange(tx, {
    merchantId: member.merchantId,
    memberId: member.memberId,
    kind: request.kind === 'SESSION' ? 'limit.SESSION' : `limit.${request.kind}.${window}`,
    oldValue: current.value,
    newValue: wanted,
    effectiveAt,
    at: now,
    by,
  });
  return { applied };
}

/** The stored expiry of a session (a limit set during it may have moved it closer). */
export async function storedSessionExpiry(db: Db, sessionId: string, fallback: Date): Promise<Date> {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.expiresAt ?? fallback;
}
