import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuditEntry } from '../auth/audit';
import { rowsOf, sqlStateOf, type Db } from '../db/database';
import { auditLog, ledgerAccounts, ledgerTransactions } from '../db/schema';

export const accountKinds = [
  'player_main',
  'player_vendor',
  'house',
  'funding',
  'demo_player',
  'demo_house',
  /** A member's withdrawals between request and payout (src/funds/withdrawals.ts). */
  'withdraw_hold',
] as const;
export type AccountKind = (typeof accountKinds)[number];

/** House-side accounts may go negative (the house pays wins); player accounts never. */
const HOUSE_SIDE_KINDS: ReadonlySet<AccountKind> = new Set(['house', 'funding', 'demo_house']);

/** ISO 4217 "no currency": demo credit of trial play, never mixed with real money. */
export const DEMO_CURRENCY = 'XXX';

export interface LedgerAccount {
  id: number;
  merchantId: number;
  memberId: number | null;
  kind: string;
  vendorCode: string;
  currency: string;
  balance: number;
  allowNegative: boolean;
}

export interface Leg {
  accountId: number;
  /** Minor units; positive credits the account, negative debits it. */
  amount: number;
}

export interface Posting {
  merchantId: number;
  memberId: number | null;
  kind: string;
  reference?: string;
  details: Record<string, unknown>;
  /** Applied in order: a debit listed before a credit must be covered by the balance before it. */
  legs: readonly Leg[];
  at: Date;
  /** The movement's audit row (its details get the transactionId), written with the transaction row. */
  audit?: Omit<AuditEntry, 'at'>;
}

export interface PostedTransaction {
  transactionId: number;
  /** Balance of each touched account after the posting. */
  balances: ReadonlyMap<number, number>;
}

export class InsufficientFundsError extends Error {
  constructor(readonly accountId: number) {
    super(`ledger account ${accountId} has insufficient funds`);
    this.name = 'InsufficientFundsError';
  }
}

/** A posting that can never be valid: a programming error, not a user error. */
export class LedgerInvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerInvariantError';
  }
}

export interface AccountOwner {
  merchantId: number;
  memberId: number | null;
  kind: AccountKind;
  vendorCode?: string;
  currency: string;
}

/**
 * The owner's account, opened if it does not exist yet (concurrent callers get the same row). It is
 * read first: an account is opened once and read on every movement, so most calls write nothing.
 */
export async function ensureAccount(db: Db, owner: AccountOwner, at: Date): Promise<LedgerAccount> {
  const vendorCode = owner.vendorCode ?? '';
  const find = async () => {
    const [found] = await db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, owner.merchantId),
          owner.memberId === null
            ? isNull(ledgerAccounts.memberId)
            : eq(ledgerAccounts.memberId, owner.memberId),
          eq(ledgerAccounts.kind, owner.kind),
          eq(ledgerAccounts.vendorCode, vendorCode),
        ),
      );
    return found;
  };
  let account = await find();
  if (!account) {
    await db
      .insert(ledgerAccounts)
      .values({
        merchantId: owner.merchantId,
        memberId: owner.memberId,
        kind: owner.kind,
        vendorCode,
        currency: owner.currency,
        allowNegative: HOUSE_SIDE_KINDS.has(owner.kind),
        createdAt: at,
      })
      .onConflictDoNothing();
    account = await find();
  }
  if (!account) throw new LedgerInvariantError(`ledger account ${owner.kind} could not be opened`);
  if (account.currency !== owner.currency) {
    throw new LedgerInvariantError(
      `ledger account ${account.id} is in ${account.currency}, not ${owner.currency}`,
    );
  }
  return account;
}

export async function accountsOfMember(db: Db, memberId: number): Promise<LedgerAccount[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId))
    .orderBy(asc(ledgerAccounts.id));
}

function checkLegShapes(legs: readonly Leg[]): void {
  if (legs.length < 2) throw new LedgerInvariantError('a ledger transaction needs at least two legs');
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) {
      throw new LedgerInvariantError(
        `a leg amount must be a non-zero integer of minor units, got ${leg.amount}`,
      );
    }
  }
}

/**
 * Posts one balanced transaction. Must run inside a database transaction. One statement (one round
 * trip) writes the transaction row and its audit row, locks the touched accounts (in id order, so two
 * postings never deadlock) and writes the entries, whose trigger moves the balances leg by leg; the
 * CHECK on ledger_accounts refuses to take a player account below zero, and the commit-time trigger
 * re-checks that the legs sum to zero per currency. A refused posting rolls back with the caller's
 * transaction.
 */
export async function post(tx: Db, posting: Posting): Promise<PostedTransaction> {
  checkLegShapes(posting.legs);
  const sum = posting.legs.reduce((total, leg) => total + leg.amount, 0);
  if (sum !== 0) throw new LedgerInvariantError(`legs sum to ${sum}, not zero`);

  const insertTransaction = tx
    .insert(ledgerTransactions)
    .values({
      merchantId: posting.merchantId,
      memberId: posting.memberId,
      kind: posting.kind,
      reference: posting.reference ?? null,
      details: posting.details,
      createdAt: posting.at,
    })
    .returning({ id: ledgerTransactions.id });
  const transactionId = sql`(select id from written_transaction)`;
  const { audit } = posting;
  const insertAudit = audit
    ? sql`, written_audit as (${tx
        .insert(auditLog)
        .values({
          event: audit.event,
          at: posting.at,
          merchantId: audit.merchantId ?? null,
          memberId: audit.memberId ?? null,
          ip: audit.ip ?? null,
          details: sql`${JSON.stringify(audit.details ?? {})}::jsonb || jsonb_build_object('transactionId', ${transactionId})`,
        })
        .getSQL()})`
    : sql``;
  const accountIds = [...new Set(posting.legs.map((leg) => leg.accountId))].sort((a, b) => a - b);
  const lockAccounts = tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.id, accountIds), eq(ledgerAccounts.merchantId, posting.merchantId)))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  const legs = sql.join(
    posting.legs.map(
      (leg, position) => sql`(${leg.accountId}::integer, ${leg.amount}::bigint, ${position}::integer)`,
    ),
    sql`, `,
  );
  let entries: { id: number; transactionId: number; accountId: number; balanceAfter: number }[];
  try {
    // Every row is locked before the first entry moves a balance: an entry joins only an account the
    // locking scan has reached, and that scan goes in id order. Entries go in the legs' order, so a
    // debit listed before a credit must be covered by the balance before it.
    const written = await tx.execute(sql`
      with written_transaction as (${insertTransaction.getSQL()})${insertAudit}, locked as (${lockAccounts})
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select ${transactionId}, leg.account_id, leg.amount, 0
        from (values ${legs}) as leg (account_id, amount, position)
        join locked on locked.id = leg.account_id
        order by leg.position
      returning id, transaction_id, account_id, balance_after`);
    entries = rowsOf<Record<'id' | 'transaction_id' | 'account_id' | 'balance_after', unknown>>(written).map(
      (row) => ({
        id: Number(row.id),
        transactionId: Number(row.transaction_id),
        accountId: Number(row.account_id),
        balanceAfter: Number(row.balance_after),
      }),
    );
  } catch (error) {
    // check_violation here is ledger_accounts_non_negative: the leg shapes were checked above.
    if (sqlStateOf(error) === '23514')
      throw new InsufficientFundsError(posting.legs.find((leg) => leg.amount < 0)?.accountId ?? 0);
    throw error;
  }
  const [first] = entries;
  if (!first || entries.length !== posting.legs.length)
    throw new LedgerInvariantError(
      'a leg names an account that does not exist or belongs to another merchant',
    );
  const balances = new Map<number, number>();
  // An account with several legs ends at its last entry's balance.
  for (const entry of entries.sort((a, b) => a.id - b.id)) balances.set(entry.accountId, entry.balanceAfter);
  return { transactionId: first.transactionId, balances };
}
