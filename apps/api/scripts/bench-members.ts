// Members the benchmark adds to ember beside its demomember (bench-server.ts writes them, bench.ts
// logs them in): wallet transfers spread over several members as real traffic does, instead of all
// connections queueing on one member's wallet row lock.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { ledgerAccounts, members, merchants } from '../src/db/schema';
import { ensureAccount, post } from '../src/ledger/ledger';
import { hashPassword } from '../src/security/password';

export const BENCH_MERCHANT = 'ember';
export const BENCH_MEMBERS = Array.from({ length: 8 }, (_, index) => `benchmember${index + 1}`);
export const BENCH_MEMBER_PASSWORD = 'Bench2026x';
/**
 * What aurora's demomember logs in with on the benchmark's server, set in the database before it
 * starts: its seeded default password would need a change, which asks aurora's members for a
 * captcha (CHNGPASSVERIF3).
 */
export const BENCH_DEMO_MEMBER_PASSWORD = 'Bench2026x';
const OPENING_BALANCE = 1_000_000;

/** Gives aurora's demomember BENCH_DEMO_MEMBER_PASSWORD, hashed at the server's cost (the login row checks it). */
export async function readyDemoMember(database: Database, now: Date): Promise<void> {
  const passwordHash = await hashPassword(BENCH_DEMO_MEMBER_PASSWORD);
  const [merchant] = await database.db.select().from(merchants).where(eq(merchants.code, 'aurora'));
  if (!merchant) throw new Error('no merchant aurora');
  await database.db
    .update(members)
    .set({ passwordHash, passwordChangedAt: now })
    .where(and(eq(members.merchantId, merchant.id), eq(members.accountKey, 'demomember')));
}

export async function addBenchMembers(database: Database, now: Date): Promise<void> {
  // A cheap hash: these members log in once, before the load; the login row uses demomember's.
  const passwordHash = await hashPassword(BENCH_MEMBER_PASSWORD, { N: 2 ** 14, r: 8, p: 1 });
  await database.transaction(async (tx) => {
    const [merchant] = await tx.select().from(merchants).where(eq(merchants.code, BENCH_MERCHANT));
    if (!merchant) throw new Error(`no merchant ${BENCH_MERCHANT}`);
    const [funding] = await tx
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchant.id),
          isNull(ledgerAccounts.memberId),
          eq(ledgerAccounts.kind, 'funding'),
        ),
      );
    if (!funding) throw new Error(`no funding account for ${BENCH_MERCHANT}`);
    for (const account of BENCH_MEMBERS) {
      const [member] = await tx
        .insert(members)
        .values({
          merchantId: merchant.id,
          account,
          accountKey: account,
          nickname: account,
          type: 0,
          passwordHash,
          passwordChangedAt: now,
          createdAt: now,
        })
        .returning({ id: members.id });
      if (!member) throw new Error(`bench member ${account} was not created`);
      const wallet = await ensureAccount(
        tx,
        { merchantId: merchant.id, memberId: member.id, kind: 'player_main', currency: merchant.currency },
        now,
      );
      await post(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        kind: 'credit',
        reference: `bench:${account}`,
        details: { reason: 'bench opening balance' },
        legs: [
          { accountId: funding.id, amount: -OPENING_BALANCE },
          { accountId: wallet.id, amount: OPENING_BALANCE },
        ],
        at: now,
      });
    }
  });
}
