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
import { rowsOf, type Db } from '../db/database';
import {
  betDays,
  bets,
  games,
  ledgerAccounts,
  ledgerEntries,
  ledgerEntryDays,
  ledgerTransactions,
  withdrawals,
} from '../db/schema';
import { ApiError } from '../errors';
import { isGameType } from '../games/catalogue';
import { isAgent, memberByAccount, type MemberRow } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { daysOfPage, pageWindow } from '../db/paging';
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
 * The record type as SQL over a movement's transaction kind and its direction (into the wallet or
 * out of it), for an entry and its transaction as for a row of ledger_entry_days. The kinds and
 * types are this module's constants, written in as literals so that the expression can be grouped by.
 */
function recordTypeSql(kindColumn: SQL, incoming: SQL): SQL<string> {
  return sql<string>`case ${sql.join(
    Object.entries(recordTypeByKind).map(([kind, types]) => {
      if (!/^[a-z_]+$/u.test(kind)) throw new Error(`ledger kind ${kind} is not a plain name`);
      return sql`when ${kindColumn} = ${sql.raw(`'${kind}'`)} then case when ${incoming} then ${sql.raw(`'${types.in}'`)} else ${sql.raw(`'${types.out}'`)} end`;
    }),
    sql` `,
  )} else 'ADJUSTMENT' end`;
}

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

/** The member's real-money wallets, with the merchant, which leads their owner index. */
function walletsOf(member: MemberRow): SQL {
  return sql`select ${ledgerAccounts.id} as id, ${ledgerAccounts.vendorCode} as vendor_code
    from ${ledgerAccounts}
    where ${ledgerAccounts.merchantId} = ${member.merchantId} and ${ledgerAccounts.memberId} = ${member.id}
      and ${inArray(ledgerAccounts.kind, WALLET_KINDS)}`;
}

/** The record types a query's type and group filters let through, as a condition on `type`. */
function typeFilter(
  query: { type?: AccountRecordType | undefined; group?: keyof typeof accountRecordGroups | undefined },
  type: SQL<string>,
): SQL | undefined {
  return and(
    query.type ? sql`${type} = ${query.type}` : undefined,
    query.group
      ? sql`${type} in (${sql.join(
          accountRecordGroups[query.group].map((name) => sql`${name}`),
          sql`, `,
        )})`
      : undefined,
  );
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
  rangeOf(query); // refuses a reversed range
  const member = await subjectOf(db, merchant, session, query.account);
  const window = pageWindow(query.pageNo, query.pageSize);
  const wallets = walletsOf(member);
  // The range is whole local days: the wallets' rows in ledger_entry_days count its movements per
  // day (by kind and direction, for the type filters), and tell which days the page falls on.
  const days = rowsOf<{ day: string; entries: string | number }>(
    await db.execute(sql`select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.entries) as entries
      from ${ledgerEntryDays} d
      where d.account_id in (select id from (${wallets}) w)
        and d.day between ${query.startDate}::date and ${query.endDate}::date
        and ${typeFilter(query, recordTypeSql(sql`d.kind`, sql`d.incoming`)) ?? sql`true`}
      group by d.day
      order by d.day desc`),
  ).map((day) => ({ day: day.day, rows: Number(day.entries) }));
  const total = days.reduce((sum, day) => sum + day.rows, 0);
  const onPage = daysOfPage(days, window);
  // Each wallet's newest movements of the page's days from its own index range (time, then id), only
  // as many as the page needs; only the page's movements are joined to their transactions.
  const filter = typeFilter(query, recordTypeSql(sql`t.kind`, sql`e.amount > 0`));
  const rows = !onPage
    ? []
    : rowsOf<{
        id: string | number;
        amount: string | number;
        balance_after: string | number;
        created_at: Date | string;
        vendor_code: string;
        kind: string;
        reference: string | null;
        details: Record<string, unknown>;
        type: AccountRecordType;
        status: AccountRecord['status'];
      }>(
        await db.execute(sql`select page.id, page.amount, page.balance_after, page.created_at,
            page.vendor_code, ${ledgerTransactions.kind} as kind, ${ledgerTransactions.reference} as reference,
            ${ledgerTransactions.details} as details,
            ${recordTypeSql(sql`${ledgerTransactions.kind}`, sql`page.amount > 0`)} as type,
            ${recordStatusSql} as status
          from (
            select e.id, e.transaction_id, e.amount, e.balance_after, e.created_at, w.vendor_code
            from (${wallets}) w
            cross join lateral (
              select e.id, e.transaction_id, e.amount, e.balance_after, e.created_at
              from ${ledgerEntries} e
              ${filter ? sql`join ${ledgerTransactions} t on t.id = e.transaction_id` : sql``}
              where e.account_id = w.id
                and e.created_at >= ${startOfLocalDate(onPage.oldest).toISOString()}::timestamptz
                and e.created_at < ${localDayOf(startOfLocalDate(onPage.newest)).end.toISOString()}::timestamptz
                and ${filter ?? sql`true`}
              order by e.created_at desc, e.id desc
              limit ${onPage.skip + window.limit}
            ) e
            order by e.created_at desc, e.id desc
            limit ${window.limit} offset ${onPage.skip}
          ) page
          join ${ledgerTransactions} on ${ledgerTransactions.id} = page.transaction_id
          left join ${withdrawals} on ${withdrawals.holdTransactionId} = ${ledgerTransactions.id}
          order by page.created_at desc, page.id desc`),
      );
  const content = rows.map((row): AccountRecord => {
    const amount = Number(row.amount);
    return {
      recordId: String(row.id),
      account: member.account,
      type: row.type,
      amount,
      balanceAfter: Number(row.balance_after),
      status: row.status,
      remark: remarkOf({ ...row, amount, vendorCode: row.vendor_code }),
      createdAt: new Date(row.created_at).toISOString(),
    };
  });
  return window.page(content, total);
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
  const dayType = recordTypeSql(sql`${ledgerEntryDays.kind}`, sql`${ledgerEntryDays.incoming}`);
  const movements = await db
    .select({ type: dayType, total: sum(ledgerEntryDays.amount) })
    .from(ledgerEntryDays)
    .where(
      and(
        sql`${ledgerEntryDays.accountId} in (select id from (${walletsOf(member)}) w)`,
        gte(ledgerEntryDays.day, query.startDate),
        lte(ledgerEntryDays.day, query.endDate),
      ),
    )
    .groupBy(dayType);
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
