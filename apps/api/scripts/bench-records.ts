// The member the benchmark's records rows read as (bench-server.ts writes it, bench.ts logs it in): a
// member of ember with 100,000 movements of its main wallet over the last 30 days, each a bet round
// with its bet row, so the account record and the betting record both hold 100,000 rows. Written
// with set-based statements (generate_series) as the bench agent's team is; the bets reach bet_days
// through the helper every bet write uses.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { addToBetDays } from '../src/agents/bet-days';
import type { Database } from '../src/db/database';
import { rowsOf } from '../src/db/database';
import { ledgerAccounts, members, merchants } from '../src/db/schema';
import { ensureAccount, post } from '../src/ledger/ledger';
import { hashPassword } from '../src/security/password';

export const BENCH_RECORDS_MEMBER = 'benchrecords';
export const BENCH_RECORDS_PASSWORD = 'Bench2026x';
export const BENCH_RECORDS_MERCHANT = 'ember';
export const BENCH_RECORDS_MOVEMENTS = 100_000;
/** The days the movements spread over, ending today: the records' 30-day preset covers them all. */
export const BENCH_RECORDS_DAYS = 30;
const STAKE = 1_000;
/** Rounds written per database transaction (see below). */
const ROUNDS_PER_TRANSACTION = 1_000;
/** Credited before the range (31 days ago), so the wallet covers every stake that follows. */
const OPENING_BALANCE = 100_000_000;
const DAY_MS = 86_400_000;

export async function addBenchRecordsMember(database: Database, now: Date): Promise<void> {
  const passwordHash = await hashPassword(BENCH_RECORDS_PASSWORD, { N: 2 ** 14, r: 8, p: 1 });
  const { merchantId, memberId, walletId, houseId, game } = await database.transaction(async (tx) => {
    const [merchant] = await tx.select().from(merchants).where(eq(merchants.code, BENCH_RECORDS_MERCHANT));
    if (!merchant) throw new Error(`no merchant ${BENCH_RECORDS_MERCHANT}`);
    const [member] = await tx
      .insert(members)
      .values({
        merchantId: merchant.id,
        account: BENCH_RECORDS_MEMBER,
        accountKey: BENCH_RECORDS_MEMBER,
        nickname: BENCH_RECORDS_MEMBER,
        type: 0,
        passwordHash,
        passwordChangedAt: now,
        createdAt: now,
      })
      .returning({ id: members.id });
    if (!member) throw new Error('bench records member was not created');
    const owner = { merchantId: merchant.id, currency: merchant.currency };
    const wallet = await ensureAccount(tx, { ...owner, memberId: member.id, kind: 'player_main' }, now);
    const [house] = await tx
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchant.id),
          isNull(ledgerAccounts.memberId),
          eq(ledgerAccounts.kind, 'house'),
        ),
      );
    const funding = await ensureAccount(tx, { ...owner, memberId: null, kind: 'funding' }, now);
    await post(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      kind: 'credit',
      reference: `bench:${BENCH_RECORDS_MEMBER}`,
      details: { reason: 'bench opening balance' },
      legs: [
        { accountId: funding.id, amount: -OPENING_BALANCE },
        { accountId: wallet.id, amount: OPENING_BALANCE },
      ],
      at: new Date(now.getTime() - (BENCH_RECORDS_DAYS + 1) * DAY_MS),
    });
    const chosen = rowsOf<{ id: number; vendor_code: string; game_code: string }>(
      await tx.execute(sql`select id, vendor_code, game_code from games order by id limit 1`),
    )[0];
    if (!chosen) throw new Error('no game to bet on');
    return {
      merchantId: merchant.id,
      memberId: member.id,
      walletId: wallet.id,
      houseId: house?.id ?? (await ensureAccount(tx, { ...owner, memberId: null, kind: 'house' }, now)).id,
      game: chosen,
    };
  });

  // Round g at a time spread evenly over the last BENCH_RECORDS_DAYS days, oldest first so the
  // wallet's running balance is the one a real history leaves; every third round wins 2.5 times the
  // stake, so its movement is a payout rather than a bet. A batch per transaction: each entry moves
  // the wallet's and the house's balance rows, and a row updated again and again in one transaction
  // makes every next update walk all its versions.
  const spacingMs = Math.floor((BENCH_RECORDS_DAYS * DAY_MS) / BENCH_RECORDS_MOVEMENTS);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  for (let last = BENCH_RECORDS_MOVEMENTS; last > 0; last -= ROUNDS_PER_TRANSACTION) {
    const first = Math.max(1, last - ROUNDS_PER_TRANSACTION + 1);
    await database.transaction(async (tx) => {
      await tx.execute(sql`with made as (
          insert into ledger_transactions (merchant_id, member_id, kind, reference, details, created_at)
          select ${merchantId}, ${memberId}, 'bet', 'benchrecords:' || g,
            jsonb_build_object('gameCode', ${game.game_code}::text),
            ${nowSql} - ((g::bigint * ${spacingMs}) * interval '1 millisecond')
          from generate_series(${last}::int, ${first}::int, -1) g
          returning id, substring(reference from 14)::int as g
        ), legs as (
          select id, ${walletId}::int as account_id,
            case when g % 3 = 0 then ${(STAKE * 3) / 2}::bigint else ${-STAKE}::bigint end as amount
          from made
          union all
          select id, ${houseId}::int,
            case when g % 3 = 0 then ${-(STAKE * 3) / 2}::bigint else ${STAKE}::bigint end
          from made
        )
        insert into ledger_entries (transaction_id, account_id, amount, balance_after)
        select id, account_id, amount, 0 from legs order by id, amount desc`);
    });
  }
  await database.transaction(async (tx) => {
    await tx.execute(sql`insert into bets (merchant_id, member_id, game_id, vendor_code, demo, stake,
        valid_bet, payout, ledger_transaction_id, outcome, created_at)
      select ${merchantId}, ${memberId}, ${game.id}, ${game.vendor_code}, false, ${STAKE}, ${STAKE},
        case when substring(t.reference from 14)::int % 3 = 0 then ${(STAKE * 5) / 2} else 0 end,
        t.id, '{}'::jsonb, t.created_at
      from ledger_transactions t
      where t.member_id = ${memberId} and t.reference like 'benchrecords:%'`);
    await addToBetDays(tx, sql`b.member_id = ${memberId}`);
  });
}
