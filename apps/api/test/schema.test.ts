import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentContracts,
  bets,
  feedback,
  ledgerTransactions,
  members,
  vipLevelClaims,
} from '../src/db/schema';
import { createTestDatabase, type TestDatabase } from './support/database';

// Owned rows name their owners through foreign keys, so the database itself refuses an orphan.

const at = new Date('2026-01-01T00:00:00Z');
const NO_SUCH_ID = 2_000_000_000;

let testDb: TestDatabase;
let merchantId: number;
let memberId: number;
let uplineId: number;

/** The database's own message, looking through drizzle's "Failed query" wrapper. */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const messages: string[] = [];
    for (let current: unknown = error; current instanceof Error; current = current.cause)
      messages.push(current.message);
    return messages.join(' | ');
  }
  return 'no failure';
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const [member] = await testDb.database.db
    .select()
    .from(members)
    .where(eq(members.accountKey, 'agentone'))
    .limit(1);
  if (!member) throw new Error('the seed has no agentone');
  merchantId = member.merchantId;
  memberId = member.id;
  uplineId = member.parentId ?? member.id;
});

afterAll(async () => {
  await testDb.dispose();
});

function contract(overrides: Partial<typeof agentContracts.$inferInsert>) {
  return testDb.database.db.insert(agentContracts).values({
    id: randomUUID(),
    merchantId,
    contractType: 'DAILY_SALARY',
    uplineMemberId: uplineId,
    downlineMemberId: memberId,
    status: 'PENDING',
    requestedByMemberId: uplineId,
    tiers: [],
    createdAt: at,
    updatedAt: at,
    ...overrides,
  });
}

async function bet(overrides: Partial<typeof bets.$inferInsert>) {
  const db = testDb.database.db;
  const [transaction] = await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).limit(1);
  const [anyBet] = await db.select().from(bets).limit(1);
  if (!transaction || !anyBet) throw new Error('the seed has no bets');
  return db.insert(bets).values({
    merchantId,
    memberId,
    gameId: anyBet.gameId,
    vendorCode: anyBet.vendorCode,
    demo: false,
    stake: 100,
    validBet: 100,
    payout: 0,
    ledgerTransactionId: transaction.id,
    outcome: {},
    createdAt: at,
    ...overrides,
  });
}

describe('the database refuses rows whose owner does not exist', () => {
  it('agent contracts', async () => {
    expect(await failureOf(contract({ merchantId: NO_SUCH_ID }))).toMatch(/foreign key/u);
    expect(await failureOf(contract({ requestedByMemberId: NO_SUCH_ID }))).toMatch(/foreign key/u);
    // Nor a contract of a member with itself, or one in a status the contract does not know.
    expect(await failureOf(contract({ uplineMemberId: memberId }))).toMatch(/agent_contracts_parties/u);
    expect(await failureOf(contract({ status: 'LOST' }))).toMatch(/agent_contracts_status/u);
    expect(await failureOf(contract({}))).toBe('no failure');
  });

  it('bets', async () => {
    expect(await failureOf(bet({ merchantId: NO_SUCH_ID }))).toMatch(/foreign key/u);
    expect(await failureOf(bet({ vendorCode: 'NO_SUCH_VENDOR' }))).toMatch(/foreign key/u);
    expect(await failureOf(bet({}))).toBe('no failure');
  });

  it('feedback tickets', async () => {
    const ticket = {
      merchantId,
      sender: 'someone',
      type: 1,
      content: 'hello',
      ip: '127.0.0.1',
      createdAt: at,
    };
    const db = testDb.database.db;
    expect(await failureOf(db.insert(feedback).values({ ...ticket, merchantId: NO_SUCH_ID }))).toMatch(
      /foreign key/u,
    );
    expect(await failureOf(db.insert(feedback).values({ ...ticket, memberId: NO_SUCH_ID }))).toMatch(
      /foreign key/u,
    );
    expect(await failureOf(db.insert(feedback).values(ticket))).toBe('no failure');
  });

  it('VIP level claims, which pay each level once', async () => {
    const db = testDb.database.db;
    const [transaction] = await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).limit(1);
    if (!transaction) throw new Error('the seed has no ledger transactions');
    const claim = (overrides: Partial<typeof vipLevelClaims.$inferInsert>) =>
      db.insert(vipLevelClaims).values({
        memberId,
        level: 2,
        merchantId,
        amount: 1_800,
        ledgerTransactionId: transaction.id,
        claimedAt: at,
        ...overrides,
      });
    expect(await failureOf(claim({ memberId: NO_SUCH_ID }))).toMatch(/foreign key/u);
    expect(await failureOf(claim({ amount: 0 }))).toMatch(/vip_level_claims_amount/u);
    expect(await failureOf(claim({}))).toBe('no failure');
    expect(await failureOf(claim({ claimedAt: new Date(at.getTime() + 1) }))).toMatch(
      /vip_level_claims_member_id_level_pk/u,
    );
  });
});
