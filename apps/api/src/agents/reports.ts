import { pageOf, type contract, type ParsedQueryOf, type ResponseOf } from '@portal/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/database';
import { daysOfPage, pageWindow } from '../db/paging';
import { ApiError } from '../errors';
import { entriesOfWallets } from '../ledger/ledger';
import type { MemberRow } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { localDaysOf } from './bet-days';
import { localDayOf, SETTLEMENT_UTC_OFFSET_MS, startOfLocalDate } from './periods';
import { idArray, requireAgent, teamAccount, teamCte, teamIdsOf } from './tree';

type TeamReportQuery = ParsedQueryOf<typeof contract.reports.team>;
type TeamReport = ResponseOf<typeof contract.reports.team>;
type ReportType = TeamReportQuery['reportType'];

/** The longest date range one report covers: a quarter (the presets are 7 and 30 days). */
export const MAX_REPORT_DAYS = 92;
const DAY_MS = 86_400_000;

/** The reports of settlement records: each is named as the contract type it pays (ADR 0005). */
type SettlementReport = Exclude<ReportType, 'TEAM_BETTING' | 'USER_LOSS' | 'REVENUE' | 'ACCOUNT_DETAILS'>;

/** `column` (timestamptz) as wall-clock time in the settlement zone. */
function local(column: SQL): SQL {
  return sql`((${column}) at time zone 'UTC') + ${sql.raw(`interval '${SETTLEMENT_UTC_OFFSET_MS / 3_600_000} hours'`)}`;
}
const ZONE_SUFFIX = `+${String(SETTLEMENT_UTC_OFFSET_MS / 3_600_000).padStart(2, '0')}:00`;

/** The local days [startDate, endDate] as instants, refused when reversed or longer than allowed. */
export function reportRange(startDate: string, endDate: string): { start: Date; end: Date } {
  const start = startOfLocalDate(startDate);
  const end = new Date(startOfLocalDate(endDate).getTime() + DAY_MS);
  const days = (end.getTime() - start.getTime()) / DAY_MS;
  if (days < 1 || days > MAX_REPORT_DAYS)
    throw new ApiError('VALIDATION_FAILED', {
      issues: [{ path: 'endDate', code: 'invalid', params: { max: MAX_REPORT_DAYS } }],
    });
  return { start, end };
}

/**
 * A settlement report's rows, each (account, period, valid_bet, profit_loss, active, amount,
 * sort_at): the settlement records of the accounts in `scope(id)` whose period began in
 * [start, end), one per contract and period.
 */
function settlementRows(type: SettlementReport, start: Date, end: Date): SQL {
  const from = sql`${start.toISOString()}::timestamptz`;
  const to = sql`${end.toISOString()}::timestamptz`;
  return sql`select m.account,
      case when s.period_code in ('5M', '1H')
        then to_char(${local(sql`s.period_start`)}, 'YYYY-MM-DD"T"HH24:MI:SS') || ${ZONE_SUFFIX}
        else to_char(${local(sql`s.period_start`)}, 'YYYY-MM-DD') end as period,
      s.valid_bet, s.profit_loss, s.active_members as active, s.amount, s.period_start as sort_at
    from agent_settlements s join scope on scope.id = s.member_id join members m on m.id = s.member_id
    where s.contract_type = ${type} and s.period_start >= ${from} and s.period_start < ${to}`;
}

/**
 * REVENUE's rows: per local day of [start, end), `account`'s income (its salaries and dividends, by
 * the day their period began) beside the real bets that day of `team` (bet_days), in the same shape
 * as `settlementRows`.
 */
function revenueRows(account: MemberRow, team: readonly number[], start: Date, end: Date): SQL {
  const { first, last } = localDaysOf(start, end);
  return sql`select ${account.account}::text as account, coalesce(p.day, e.day) as period,
      coalesce(p.valid_bet, 0) as valid_bet, coalesce(p.profit_loss, 0) as profit_loss,
      coalesce(p.active, 0) as active, coalesce(e.amount, 0) as amount,
      coalesce(p.day, e.day) as sort_at
    from (
      select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.valid_bet) as valid_bet,
        sum(d.payout - d.stake) as profit_loss, count(*) filter (where d.valid_bets > 0) as active
      from bet_days d
      where d.member_id = any(${idArray(team)}) and d.day between ${first}::date and ${last}::date
      group by d.day
    ) p
    full outer join (
      select to_char(${local(sql`s.period_start`)}, 'YYYY-MM-DD') as day, sum(s.amount) as amount
      from agent_settlements s
      where s.member_id = ${account.id} and s.period_start >= ${start.toISOString()}::timestamptz
        and s.period_start < ${end.toISOString()}::timestamptz
      group by 1
    ) e on e.day = p.day`;
}

interface ReportRow {
  account: string;
  period: string;
  valid_bet: string | number;
  profit_loss: string | number;
  active: string | number;
  amount: string | number;
}

/**
 * `reports.team`, the agent centre's reports (SPEC §2): over the agent's team (its downlines; its own
 * records too for income, salaries and dividends), or over one team account named by `account`;
 * with `level`, only the team members that many levels down (for income: down from its account).
 * Local days, newest first, paged, with the total of `amount` over every page.
 */
export async function teamReportOf(
  db: Db,
  merchant: Merchant,
  agent: MemberRow,
  query: TeamReportQuery,
): Promise<TeamReport> {
  requireAgent(agent);
  const { start, end } = reportRange(query.startDate, query.endDate);
  const target = query.account ? await teamAccount(db, merchant, agent, query.account) : null;
  const type = query.reportType;
  const level = query.level;
  // The bet reports read bet_days, a row per member and day, by an id array (see `idArray`); the
  // others read far fewer rows and stay one query with the team walked inline.
  let page: ReportPage;
  if (type === 'REVENUE') {
    const account = target ?? agent;
    const team = await teamIdsOf(db, account.id, { includeRoot: true, level });
    page = await reportPage(db, sql`with report as (${revenueRows(account, team, start, end)})`, query);
  } else if (type === 'TEAM_BETTING' || type === 'USER_LOSS') {
    const scope =
      target && level === undefined
        ? [target.id]
        : (await teamIdsOf(db, agent.id, { includeRoot: false, level })).filter(
            (id) => !target || id === target.id,
          );
    page = await memberDayPage(db, scope, type, localDaysOf(start, end), query);
  } else {
    // The agent's own salaries and dividends count; its own wallet is not among the account details.
    const includeRoot = type !== 'ACCOUNT_DETAILS';
    const teamIn =
      level === undefined ? sql`select id from team` : sql`select id from team where level = ${level}`;
    const scope = target
      ? level === undefined
        ? sql`select ${target.id}::int as id`
        : sql`select id from team_in where id = ${target.id}`
      : sql`select id from team_in`;
    const scopes = sql`${teamCte(agent.id, { includeRoot })}, team_in as (${teamIn}), scope as (${scope})`;
    page =
      type === 'ACCOUNT_DETAILS'
        ? await accountDetailsPage(db, scopes, merchant.id, localDaysOf(start, end), query)
        : await reportPage(db, sql`${scopes}, report as (${settlementRows(type, start, end)})`, query);
  }
  const { rows, totals } = page;
  return {
    ...pageOf(
      rows.map((row) => ({
        account: row.account,
        period: row.period,
        validBetAmount: Number(row.valid_bet),
        profitLoss: Number(row.profit_loss),
        activeMembers: Number(row.active),
        amount: Number(row.amount),
      })),
      query.pageNo,
      query.pageSize,
      Number(totals?.total ?? 0),
    ),
    reportType: type,
    totalAmount: Number(totals?.amount ?? 0),
  };
}

interface ReportPage {
  rows: ReportRow[];
  totals: { total: string | number; amount: string | number } | undefined;
}

/** One page of `report` (newest first), with the whole period's count and total. */
async function reportPage(db: Db, prefix: SQL, query: TeamReportQuery): Promise<ReportPage> {
  // The page and the whole period's count and total in one pass over the report; a page past the
  // end has no row to carry them, so only then are they counted on their own.
  const rows = rowsOf<ReportRow & { total: string | number; total_amount: string | number }>(
    await db.execute(sql`${prefix} select *, count(*) over () as total, sum(amount) over () as total_amount
      from report order by sort_at desc, account
      limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`),
  );
  const totals = rows[0]
    ? { total: rows[0].total, amount: rows[0].total_amount }
    : rowsOf<{ total: string | number; amount: string | number }>(
        await db.execute(
          sql`${prefix} select count(*) as total, coalesce(sum(amount), 0) as amount from report`,
        ),
      )[0];
  return { rows, totals };
}

/**
 * TEAM_BETTING and USER_LOSS: per account of `scope` and local day of [first, last], its real bets
 * (bet_days); amount = the bet amount, or what the account lost (stakes less payouts; negative if
 * it won). The rows are counted per day first, so that only the days the page falls on are read
 * with their accounts and sorted, not the whole period's.
 */
async function memberDayPage(
  db: Db,
  scope: readonly number[],
  type: 'TEAM_BETTING' | 'USER_LOSS',
  days: { first: string; last: string },
  query: TeamReportQuery,
): Promise<ReportPage> {
  const amount = type === 'TEAM_BETTING' ? sql`d.stake` : sql`d.stake - d.payout`;
  const inScope = sql`d.member_id = any(${idArray(scope)})`;
  const perDay = rowsOf<{ day: string; row_count: string | number; amount: string | number }>(
    await db.execute(sql`select to_char(d.day, 'YYYY-MM-DD') as day, count(*) as row_count,
        sum(${amount}) as amount
      from bet_days d
      where ${inScope} and d.day between ${days.first}::date and ${days.last}::date
      group by d.day order by d.day desc`),
  );
  const onPage = daysOfPage(
    perDay.map((day) => ({ day: day.day, rows: Number(day.row_count) })),
    pageWindow(query.pageNo, query.pageSize),
  );
  const rows = onPage
    ? rowsOf<ReportRow>(
        await db.execute(sql`select m.account, to_char(d.day, 'YYYY-MM-DD') as period,
            d.valid_bet, d.payout - d.stake as profit_loss, 1 as active, ${amount} as amount
          from bet_days d join members m on m.id = d.member_id
          where ${inScope} and d.day between ${onPage.oldest}::date and ${onPage.newest}::date
          order by d.day desc, m.account limit ${query.pageSize} offset ${onPage.skip}`),
      )
    : [];
  const total = perDay.reduce((sum, day) => sum + Number(day.row_count), 0);
  const totalAmount = perDay.reduce((sum, day) => sum + Number(day.amount), 0);
  return { rows, totals: { total, amount: totalAmount } };
}

/**
 * ACCOUNT_DETAILS: each movement of the main wallets of the accounts in `scope` other than bets
 * (deposits, withdrawals, transfers, bonuses, salaries); period is its time, yyyy-MM-dd HH:mm:ss.
 * The wallets' days in ledger_entry_days give the count and total and the days the page falls on;
 * only those days' movements are read and sorted.
 */
async function accountDetailsPage(
  db: Db,
  scopes: SQL,
  merchantId: number,
  days: { first: string; last: string },
  query: TeamReportQuery,
): Promise<ReportPage> {
  // With the merchant, which leads the wallets' owner index (by member alone it reads every wallet of the site).
  const withWallets = sql`${scopes}, wallets as (
    select w.id from ledger_accounts w join scope on scope.id = w.member_id
    where w.merchant_id = ${merchantId} and w.kind = 'player_main')`;
  const perDay = rowsOf<{ day: string; entries: string | number; amount: string | number }>(
    await db.execute(sql`${withWallets} select to_char(d.day, 'YYYY-MM-DD') as day,
        sum(d.entries) as entries, sum(d.amount) as amount
      from ledger_entry_days d
      where d.account_id in (select id from wallets) and d.kind <> 'bet'
        and d.day between ${days.first}::date and ${days.last}::date
      group by d.day order by d.day desc`),
  );
  const window = pageWindow(query.pageNo, query.pageSize);
  const onPage = daysOfPage(
    perDay.map((day) => ({ day: day.day, rows: Number(day.entries) })),
    window,
  );
  const rows = onPage
    ? rowsOf<ReportRow>(
        await db.execute(sql`${withWallets} select m.account,
            to_char(${local(sql`e.created_at`)}, 'YYYY-MM-DD HH24:MI:SS') as period,
            0 as valid_bet, 0 as profit_loss, 0 as active, e.amount
          from (${entriesOfWallets(
            sql`select id from wallets`,
            sql`${startOfLocalDate(onPage.oldest).toISOString()}::timestamptz`,
            sql`${localDayOf(startOfLocalDate(onPage.newest)).end.toISOString()}::timestamptz`,
          )}) e
          join ledger_accounts a on a.id = e.account_id
          join members m on m.id = a.member_id
          where e.kind <> 'bet'
          order by e.created_at desc, m.account
          limit ${window.limit} offset ${onPage.skip}`),
      )
    : [];
  return {
    rows,
    totals: {
      total: perDay.reduce((sum, day) => sum + Number(day.entries), 0),
      amount: perDay.reduce((sum, day) => sum + Number(day.amount), 0),
    },
  };
}

type TeamDaily = ResponseOf<typeof contract.agent.teamDaily>;
type TeamMoney = TeamDaily['totals'];

interface TeamDayRow {
  day: string;
  deposit_total: string | number;
  withdraw_total: string | number;
  valid_bet_total: string | number;
  profit_loss: string | number;
}

/**
 * The team overview's chart: per local day of [startDate, endDate], what the team's players paid
 * in and took out (ledger transactions `deposit` and `withdraw…` on their wallets), their valid
 * bets and their profit and loss (bet_days), counted as the overview counts today. Days without any are zeros.
 */
export async function teamDailyOf(
  db: Db,
  agent: MemberRow,
  query: ParsedQueryOf<typeof contract.agent.teamDaily>,
): Promise<TeamDaily> {
  requireAgent(agent);
  const { start, end } = reportRange(query.startDate, query.endDate);
  const from = sql`${start.toISOString()}::timestamptz`;
  const to = sql`${end.toISOString()}::timestamptz`;
  const days = localDaysOf(start, end);
  const rows = rowsOf<TeamDayRow>(
    await db.execute(sql`${teamCte(agent.id, { includeRoot: false })},
      wallets as (
        select a.id from ledger_accounts a join team t on t.id = a.member_id
        where a.merchant_id = ${agent.merchantId} and a.kind in ('player_main', 'player_vendor')
      ),
      moved as (
        select to_char(${local(sql`e.created_at`)}, 'YYYY-MM-DD') as day,
          sum(case when e.kind = 'deposit' then e.amount else 0 end) as deposit_total,
          sum(case when e.kind like 'withdraw%' then -e.amount else 0 end) as withdraw_total
        from (${entriesOfWallets(sql`select id from wallets`, from, to)}) e
        where e.kind = 'deposit' or e.kind like 'withdraw%'
        group by 1
      ),
      played as (
        select to_char(d.day, 'YYYY-MM-DD') as day,
          sum(d.valid_bet) as valid_bet_total, sum(d.payout - d.stake) as profit_loss
        from bet_days d join team t on t.id = d.member_id
        where d.day between ${days.first}::date and ${days.last}::date
        group by d.day
      )
      select coalesce(m.day, p.day) as day,
        coalesce(m.deposit_total, 0) as deposit_total, coalesce(m.withdraw_total, 0) as withdraw_total,
        coalesce(p.valid_bet_total, 0) as valid_bet_total, coalesce(p.profit_loss, 0) as profit_loss
      from moved m full join played p on p.day = m.day`),
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const chart: TeamDaily['days'] = [];
  for (let time = start.getTime(); time < end.getTime(); time += DAY_MS) {
    const date = new Date(time + SETTLEMENT_UTC_OFFSET_MS).toISOString().slice(0, 10);
    const row = byDay.get(date);
    chart.push({
      date,
      depositTotal: Math.max(0, Number(row?.deposit_total ?? 0)),
      withdrawTotal: Math.max(0, Number(row?.withdraw_total ?? 0)),
      validBetTotal: Number(row?.valid_bet_total ?? 0),
      profitLoss: Number(row?.profit_loss ?? 0),
    });
  }
  const total = (key: keyof TeamMoney) => chart.reduce((sum, day) => sum + day[key], 0);
  return {
    days: chart,
    totals: {
      depositTotal: total('depositTotal'),
      withdrawTotal: total('withdrawTotal'),
      validBetTotal: total('validBetTotal'),
      profitLoss: total('profitLoss'),
    },
  };
}
