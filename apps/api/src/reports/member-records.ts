import {
  accountRecordGroups,
  type AccountRecord,
  type AccountRecordType,
  type BetRecord,
  type contract,
  type GameType,
  type ParsedQueryOf,
  type ResponseOf,
} from '@portal/api-contract';
import { and, count, desc, eq, gte, inArray, lt, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { AuthSession } from '../auth/sessions';
import type { Db } from '../db/database';
import {
  betDays,
  bets,
  games,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  withdrawals,
} from '../db/schema';
import { ApiError } from '../errors';
import { isGameType } from '../games/catalogue';
import { isAgent, memberByAccount, type MemberRow } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { pageWindow } from '../db/paging';
import { localDayOf, startOfLocalDate } from '../agents/periods';

// A member's own records (SPEC §2 member centre: betting record, account record, personal profit
// and loss), read from the bets the games wrote and the ledger's entries, never kept apart. Days
// are the agent centre's calendar days in GMT+8 (src/agents/periods.ts, ADR 0005), so a member's
// "today" is the team reports' "today": [startDate 00:00, endDate + 1 day 00:00) local time. Demo
// play is not money and never shows. An agent may read a direct downline's betting and account
// records by `account`.

/**
 * The record type of a ledger movement, by the posting's kind and the entry's direction (into or
 * out of the wallet). A kind that is not listed is an ADJUSTMENT: modules that add a kind add it
 * here, so the account record names it.
 */
export const recordTypeByKind: Readonly<Record<string, { in: AccountRecordType; out: AccountRecordType }>> = {
  deposit: { in: 'DEPOSIT', out: 'DEPOSIT' },
  withdraw_hold: { in: 'WITHDRAW', out: 'WITHDRAW' },
  withdraw_release: { in: 'WITHDRAW', out: 'WITHDRAW' },
  withdraw_refund: { in: 'WITHDRAW', out: 'WITHDRAW' },
  transfer: { in: 'TRANSFER_IN', out: 'TRANSFER_OUT' },
  transfer_to_downline: { in: 'TRANSFER_IN', out: 'TRANSFER_OUT' },
  recall_from_downline: { in: 'TRANSFER_IN', out: 'TRANSFER_OUT' },
  transfer_to_upline: { in: 'TRANSFER_IN', out: 'TRANSFER_OUT' },
  bet: { in: 'PAYOUT', out: 'BET' },
  credit: { in: 'ADJUSTMENT', out: 'ADJUSTMENT' },
  bonus: { in: 'BONUS', out: 'BONUS' },
  rebate: { in: 'REBATE', out: 'REBATE' },
  salary: { in: 'SALARY', out: 'SALARY' },
  dividend: { in: 'DIVIDEND', out: 'DIVIDEND' },
  point_convert: { in: 'POINT_CONVERT', out: 'POINT_CONVERT' },
};

/**
 * The record type as SQL over the joined transaction and entry. The kinds and types are this
 * module's constants, written in as literals so that the same expression can be grouped by.
 */
const recordTypeSql: SQL<string> = sql<string>`case ${sql.raw(
  Object.entries(recordTypeByKind)
    .map(([kind, types]) => {
      if (!/^[a-z_]+$/u.test(kind)) throw new Error(`ledger kind ${kind} is not a plain name`);
      return `when "ledger_transactions"."kind" = '${kind}' then case when "ledger_entries"."amount" > 0 then '${types.in}' else '${types.out}' end`;
    })
    .join(' '),
)} else 'ADJUSTMENT' end`;

/** A withdrawal's hold is PENDING until it is paid out, FAILED once rejected; the rest happened. */
const recordStatusSql: SQL<string> = sql<string>`case
  when ${withdrawals.status} in ('REQUESTED', 'APPROVED') then 'PENDING'
  when ${withdrawals.status} = 'REJECTED' then 'FAILED'
  else 'SUCCESS' end`;

/** Real-money wallets of a member: the main wallet and the vendor wallets, not holds or demo credit. */
const WALLET_KINDS = ['player_main', 'player_vendor'];

interface DateRange {
  startDate: string;
  endDate: string;
}

/** A records query's days as instants: [startDate 00:00, endDate + 1 day 00:00) local time. */
export function rangeOf(query: DateRange): { from: Date; to: Date } {
  if (query.endDate < query.startDate)
    throw new ApiError('VALIDATION_FAILED', { issues: [{ path: 'endDate', code: 'invalid' }] });
  return { from: startOfLocalDate(query.startDate), to: localDayOf(startOfLocalDate(query.endDate)).end };
}

/**
 * Whose records a call reads: the caller's own, or, for an agent naming `account`, a direct
 * downline's. Anyone else's is FORBIDDEN for a member and NOT_FOUND for an agent (who cannot tell
 * a stranger from an account that does not exist).
 */
async function subjectOf(
  db: Db,
  merchant: Merchant,
  session: AuthSession,
  account: string | undefined,
): Promise<MemberRow> {
  const self = session.member;
  if (account === undefined || account.trim().toLowerCase() === self.accountKey) return self;
  if (!isAgent(self)) throw new ApiError('FORBIDDEN');
  const downline = await memberByAccount(db, merchant.id, account);
  if (!downline || downline.parentId !== self.id) throw new ApiError('NOT_FOUND');
  return downline;
}

function betConditions(member: MemberRow, range: { from: Date; to: Date }, gameType?: GameType): SQL {
  return and(
    eq(bets.memberId, member.id),
    eq(bets.demo, false),
    gte(bets.createdAt, range.from),
    lt(bets.createdAt, range.to),
    gameType ? eq(games.categoryCode, gameType) : undefined,
  ) as SQL;
}

const asNumber = (value: string | number | null | undefined) => Number(value ?? 0);

/** reports.betting: the member's (or a downline's) bets, newest first, with totals over the range. */
export async function bettingRecord(
  db: Db,
  merchant: Merchant,
  session: AuthSession,
  query: ParsedQueryOf<typeof contract.reports.betting>,
): Promise<ResponseOf<typeof contract.reports.betting>> {
  const range = rangeOf(query);
  const member = await subjectOf(db, merchant, session, query.account);
  const where = betConditions(member, range, query.gameType);
  // All games: the member's days in bet_days hold these sums (a range is whole local days), a row a
  // day instead of every bet. One game type: its bets, which the days do not split by.
  const [totals] =
    query.gameType === undefined
      ? await db
          .select({
            n: sum(betDays.bets),
            stake: sum(betDays.stake),
            validBet: sum(betDays.validBet),
            payout: sum(betDays.payout),
          })
          .from(betDays)
          .where(
            and(
              eq(betDays.memberId, member.id),
              gte(betDays.day, query.startDate),
              lte(betDays.day, query.endDate),
            ),
          )
      : await db
          .select({
            n: count(),
            stake: sum(bets.stake),
            validBet: sum(bets.validBet),
            payout: sum(bets.payout),
          })
          .from(bets)
          .innerJoin(games, eq(games.id, bets.gameId))
          .where(where);
  const window = pageWindow(query.pageNo, query.pageSize);
  const rows = await db
    .select({ bet: bets, gameName: games.displayName, category: games.categoryCode })
    .from(bets)
    .innerJoin(games, eq(games.id, bets.gameId))
    .where(where)
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(window.limit)
    .offset(window.offset);
  const content = rows.map(({ bet, gameName, category }): BetRecord => ({
    betId: String(bet.id),
    account: member.account,
    gameName,
    vassalage: bet.vendorCode,
    gameType: isGameType(category) ? category : 'RNG',
    betAmount: bet.stake,
    validBetAmount: bet.validBet,
    payout: bet.payout,
    profitLoss: bet.payout - bet.stake,
    // The games settle each round as it is played.
    status: 'SETTLED',
    betAt: bet.createdAt.toISOString(),
  }));
  return {
    ...window.page(content, asNumber(totals?.n)),
    totals: {
      betAmount: asNumber(totals?.stake),
      validBetAmount: asNumber(totals?.validBet),
      profitLoss: asNumber(totals?.payout) - asNumber(totals?.stake),
    },
  };
}

function entryConditions(member: MemberRow, range: { from: Date; to: Date }): SQL {
  return and(
    // The merchant leads the wallets' owner index.
    eq(ledgerAccounts.merchantId, member.merchantId),
    eq(ledgerAccounts.memberId, member.id),
    inArray(ledgerAccounts.kind, WALLET_KINDS),
    // The entry's own copy of its transaction's time, so the account-and-time index answers it.
    gte(ledgerEntries.createdAt, range.from),
    lt(ledgerEntries.createdAt, range.to),
  ) as SQL;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What the record is about, as data the UI shows beside the translated type: the order or
 * withdrawal id, the other party of a transfer, the game of a bet, a vendor wallet's code.
 */
function remarkOf(entry: {
  kind: string;
  amount: number;
  reference: string | null;
  details: Record<string, unknown>;
  vendorCode: string;
}): string {
  const parts: string[] = [];
  if (entry.vendorCode) parts.push(entry.vendorCode);
  const { details } = entry;
  if (entry.kind === 'bet') parts.push(text(details.gameCode));
  else if (entry.kind.startsWith('deposit') || entry.kind.startsWith('withdraw'))
    parts.push(entry.reference ?? '', text(details.reason));
  else if ('from' in details || 'to' in details)
    parts.push(text(entry.amount > 0 ? details.from : details.to), text(details.remark));
  return parts.filter(Boolean).join(' · ');
}

/** reports.account: every movement of the member's (or a downline's) wallets, newest first. */
export async function accountRecord(
  db: Db,
  merchant: Merchant,
  session: AuthSession,
  query: ParsedQueryOf<typeof contract.reports.account>,
): Promise<ResponseOf<typeof contract.reports.account>> {
  const range = rangeOf(query);
  const member = await subjectOf(db, merchant, session, query.account);
  const where = and(
    entryConditions(member, range),
    query.type ? sql`${recordTypeSql} = ${query.type}` : undefined,
    query.group
      ? sql`${recordTypeSql} in (${sql.join(
          accountRecordGroups[query.group].map((type) => sql`${type}`),
          sql`, `,
        )})`
      : undefined,
  );
  // Only the type filters read the transaction; without them the count reads the entries alone,
  // which the account-and-time index holds, instead of joining a transaction to each of them.
  const counted = db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .$dynamic();
  if (query.type !== undefined || query.group !== undefined)
    counted.innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId));
  const [total] = await counted.where(where);
  const window = pageWindow(query.pageNo, query.pageSize);
  const rows = await db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      details: ledgerTransactions.details,
      createdAt: ledgerTransactions.createdAt,
      vendorCode: ledgerAccounts.vendorCode,
      type: recordTypeSql,
      status: recordStatusSql,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(withdrawals, eq(withdrawals.holdTransactionId, ledgerTransactions.id))
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(window.limit)
    .offset(window.offset);
  const content = rows.map((row): AccountRecord => ({
    recordId: String(row.id),
    account: member.account,
    type: row.type as AccountRecordType,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    status: row.status as AccountRecord['status'],
    remark: remarkOf(row),
    createdAt: row.createdAt.toISOString(),
  }));
  return window.page(content, total?.n ?? 0);
}

/**
 * reports.profitLoss: the member's play over the range (stakes, valid bets, payouts, by game type)
 * and the money around it from the ledger. Profit and loss = payouts − stakes + bonus + rebate;
 * deposits and withdrawals are shown beside it, not in it. A withdrawal that was rejected or
 * refunded within the range nets out.
 */
export async function profitLoss(
  db: Db,
  session: AuthSession,
  query: ParsedQueryOf<typeof contract.reports.profitLoss>,
): Promise<ResponseOf<typeof contract.reports.profitLoss>> {
  const range = rangeOf(query);
  const member = session.member;
  const byCategory = await db
    .select({
      category: games.categoryCode,
      stake: sum(bets.stake),
      validBet: sum(bets.validBet),
      payout: sum(bets.payout),
    })
    .from(bets)
    .innerJoin(games, eq(games.id, bets.gameId))
    .where(betConditions(member, range))
    .groupBy(games.categoryCode)
    .orderBy(games.categoryCode);
  const movements = await db
    .select({ type: recordTypeSql, total: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(entryConditions(member, range))
    .groupBy(recordTypeSql);
  const moved = (type: AccountRecordType) => asNumber(movements.find((row) => row.type === type)?.total);

  const betAmount = byCategory.reduce((total, row) => total + asNumber(row.stake), 0);
  const payout = byCategory.reduce((total, row) => total + asNumber(row.payout), 0);
  const bonus = Math.max(0, moved('BONUS'));
  const rebate = Math.max(0, moved('REBATE'));
  return {
    betAmount,
    validBetAmount: byCategory.reduce((total, row) => total + asNumber(row.validBet), 0),
    payout,
    bonus,
    rebate,
    deposit: Math.max(0, moved('DEPOSIT')),
    withdraw: Math.max(0, -moved('WITHDRAW')),
    profitLoss: payout - betAmount + bonus + rebate,
    byGameType: byCategory
      .filter((row) => isGameType(row.category))
      .map((row) => ({
        gameType: row.category as GameType,
        validBetAmount: asNumber(row.validBet),
        profitLoss: asNumber(row.payout) - asNumber(row.stake),
      })),
  };
}
