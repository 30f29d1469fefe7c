// The agent the benchmark's team-report rows read as (bench-server.ts writes it, bench.ts logs it in):
// an agent of ember with 1,000 downlines on three levels and 100,000 bets of theirs over the last 30
// days, beside wallet credits (the account details) and daily-salary settlements. Written with a few
// set-based statements (generate_series), so preparing it takes seconds rather than minutes; the bets
// reach bet_days through the helper every bet write uses.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { addToBetDays } from '../src/agents/bet-days';
import type { Database } from '../src/db/database';
import { rowsOf } from '../src/db/database';
import { ledgerAccounts, members, merchants } from '../src/db/schema';
import { ensureAccount } from '../src/ledger/ledger';
import { hashPassword } from '../src/security/password';

export const BENCH_AGENT = 'benchagent';
export const BENCH_AGENT_PASSWORD = 'Bench2026x';
export const BENCH_AGENT_MERCHANT = 'ember';
export const BENCH_DOWNLINES = 1_000;
export const BENCH_TEAM_BETS = 100_000;
/** The days the bets spread over, ending today: the reports' 30-day preset covers them all. */
export const BENCH_TEAM_DAYS = 30;
/** Downlines per level: 100 direct, 300 below them, 600 below those. */
const LEVEL_SIZES = [100, 300, 600] as const;
const CREDITS_PER_DOWNLINE = 5;
const CREDIT_AMOUNT = 100_000;
const DAY_MS = 86_400_000;

export async function addBenchAgent(database: Database, now: Date): Promise<void> {
  const passwordHash = await hashPassword(BENCH_AGENT_PASSWORD, { N: 2 ** 14, r: 8, p: 1 });
  await database.transaction(async (tx) => {
    const [merchant] = await tx.select().from(merchants).where(eq(merchants.code, BENCH_AGENT_MERCHANT));
    if (!merchant) throw new Error(`no merchant ${BENCH_AGENT_MERCHANT}`);
    const merchantId = merchant.id;
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const [agent] = await tx
      .insert(members)
      .values({
        merchantId,
        account: BENCH_AGENT,
        accountKey: BENCH_AGENT,
        nickname: BENCH_AGENT,
        type: 1,
        passwordHash,
        passwordChangedAt: now,
        createdAt: now,
      })
      .returning({ id: members.id });
    if (!agent) throw new Error('bench agent was not created');

    // Level by level: downline n of a level hangs under downline (n mod size) of the level above.
    let first = 1;
    let parents = sql`select ${agent.id}::int as id, 0 as n`;
    let above = 1;
    for (const size of LEVEL_SIZES) {
      await tx.execute(sql`with parents as (${parents})
        insert into members (merchant_id, account, account_key, nickname, type, parent_id, created_at)
        select ${merchantId}, 'benchdown' || g, 'benchdown' || g, 'benchdown' || g, 0, p.id, ${nowSql}
        from generate_series(${first}::int, ${first + size - 1}::int) g
        join parents p on p.n = (g - ${first}) % ${above}`);
      parents = sql`select id, row_number() over (order by id) - 1 as n from members
        where merchant_id = ${merchantId} and account_key like 'benchdown%'
          and substring(account_key from 10)::int between ${first} and ${first + size - 1}`;
      first += size;
      above = size;
    }
    const downlines = sql`select id, substring(account_key from 10)::int as n from members
      where merchant_id = ${merchantId} and account_key like 'benchdown%'`;

    await tx.execute(sql`insert into ledger_accounts (merchant_id, member_id, kind, currency, created_at)
      select ${merchantId}, d.id, 'player_main', ${merchant.currency}, ${nowSql} from (${downlines}) d`);
    const funding = await ensureAccount(
      tx,
      { merchantId, memberId: null, kind: 'funding', currency: merchant.currency },
      now,
    );
    const [house] = await tx
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          isNull(ledgerAccounts.memberId),
          eq(ledgerAccounts.kind, 'house'),
        ),
      );
    const houseId =
      house?.id ??
      (
        await ensureAccount(
          tx,
          { merchantId, memberId: null, kind: 'house', currency: merchant.currency },
          now,
        )
      ).id;

    // Wallet credits, spread over the days (the account details report); then one bet posting per
    // downline that the bet rows point at (the reports read the bets, not their postings).
    const wallets = sql`select a.id as account_id, a.member_id from ledger_accounts a
      join members m on m.id = a.member_id
      where a.merchant_id = ${merchantId} and a.kind = 'player_main' and m.account_key like 'benchdown%'`;
    const postings: readonly { kind: string; amount: number; count: number }[] = [
      { kind: 'credit', amount: CREDIT_AMOUNT, count: CREDITS_PER_DOWNLINE },
      { kind: 'bet', amount: -CREDIT_AMOUNT, count: 1 },
    ];
    for (const posting of postings) {
      const other = posting.kind === 'bet' ? houseId : funding.id;
      await tx.execute(sql`with made as (
          insert into ledger_transactions (merchant_id, member_id, kind, reference, details, created_at)
          select ${merchantId}, w.member_id, ${posting.kind}, 'bench:' || w.account_id || ':' || k,
            '{}'::jsonb, ${nowSql} - k * interval '1 day'
          from (${wallets}) w cross join generate_series(1, ${posting.count}::int) k
          returning id, member_id
        ), legs as (
          select made.id, w.account_id, ${posting.amount}::bigint as amount from made
            join (${wallets}) w on w.member_id = made.member_id
          union all
          select made.id, ${other}::int, ${-posting.amount}::bigint from made
        )
        insert into ledger_entries (transaction_id, account_id, amount, balance_after)
        select id, account_id, amount, 0 from legs order by id, amount desc`);
    }

    const game = rowsOf<{ id: number; vendor_code: string }>(
      await tx.execute(sql`select id, vendor_code from games order by id limit 1`),
    )[0];
    if (!game) throw new Error('no game to bet on');
    // Bet g by downline (g mod 1000), at a time spread evenly over the last BENCH_TEAM_DAYS days.
    await tx.execute(sql`with downline as (${downlines}),
      posting as (
        select t.member_id, min(t.id) as id from ledger_transactions t
        where t.merchant_id = ${merchantId} and t.kind = 'bet' and t.reference like 'bench:%'
        group by t.member_id
      )
      insert into bets (merchant_id, member_id, game_id, vendor_code, demo, stake, valid_bet, payout,
        ledger_transaction_id, outcome, created_at)
      select ${merchantId}, d.id, ${game.id}, ${game.vendor_code}, false, 1000, 1000,
        case when g % 3 = 0 then 2500 else 0 end, posting.id, '{}'::jsonb,
        ${nowSql} - ((g::bigint * ${Math.floor((BENCH_TEAM_DAYS * DAY_MS) / BENCH_TEAM_BETS)}) * interval '1 millisecond')
      from generate_series(1, ${BENCH_TEAM_BETS}::int) g
      join downline d on d.n = g % ${BENCH_DOWNLINES} + 1
      join posting on posting.member_id = d.id`);
    await addToBetDays(tx, sql`b.member_id in (select id from (${downlines}) d)`);

    // A daily salary from the agent to each direct downline, settled for each of the days.
    const direct = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from members where parent_id = ${agent.id} order by id`),
    );
    const tiers = JSON.stringify([
      { rateBasisPoints: 100, validBetAmount: 0, activeMembers: 1, periodProfitLoss: 0 },
    ]);
    for (const downline of direct) {
      const contractId = randomUUID();
      await tx.execute(sql`insert into agent_contracts (id, merchant_id, contract_type, upline_member_id,
          downline_member_id, status, requested_by_member_id, period, tiers, activated_at, created_at, updated_at)
        values (${contractId}, ${merchantId}, 'DAILY_SALARY', ${agent.id}, ${downline.id}, 'ACTIVE',
          ${agent.id}, 'D', ${tiers}::jsonb, ${nowSql} - interval '40 days', ${nowSql}, ${nowSql})`);
      await tx.execute(sql`insert into agent_settlements (id, merchant_id, contract_id, contract_type, member_id,
          period_code, period_start, period_end, valid_bet, profit_loss, active_members, rate_basis_points,
          gross_amount, downline_amount, amount, settled_at)
        select gen_random_uuid(), ${merchantId}, ${contractId}, 'DAILY_SALARY', ${downline.id}, 'D',
          date_trunc('day', ${nowSql}) - day * interval '1 day',
          date_trunc('day', ${nowSql}) - (day - 1) * interval '1 day',
          100000, -5000, 10, 100, 1000, 0, 1000, ${nowSql}
        from generate_series(1, ${BENCH_TEAM_DAYS}::int) day`);
    }
  });
}
