import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../auth/audit';
import { sqlStateOf, type Db } from '../db/database';
import { auditLog, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema';

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

/** Writes the posting's transaction row, and its audit row in the same statement; answers its id. */
async function writeTransaction(tx: Db, posting: Posting): Promise<number> {
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
  const { audit } = posting;
  if (!audit) {
    const [written] = await insertTransaction;
    if (!written) throw new LedgerInvariantError('ledger transaction was not written');
    return written.id;
  }
  const written = tx.$with('written_transaction').as(insertTransaction);
  const transactionId = sql`(select ${written.id} from ${written})`;
  const [audited] = await tx
    .with(written)
    .insert(auditLog)
    .values({
      event: audit.event,
      at: posting.at,
      merchantId: audit.merchantId ?? null,
      memberId: audit.memberId ?? null,
      ip: audit.ip ?? null,
      details: sql`${JSON.stringify(audit.details ?? {})}::jsonb || jsonb_build_object('transactionId', ${transactionId})`,
    })
    .returning({ transactionId: sql<number>`${transactionId}`.mapWith(Number) });
  if (!audited) throw new LedgerInvariantError('ledger transaction was not written');
  return audited.transactionId;
}

/**
 * Posts one balanced transaction. Must run inside a database transaction: it writes the transaction,
 * locks the touched accounts (in id order, so two postings never deadlock), refuses to take a player
 * account below zero, then writes the entries; the entry trigger moves the balances and the
 * commit-time trigger re-checks that the legs sum to zero.
 */
export async function post(tx: Db, posting: Posting): Promise<PostedTransaction> {
  checkLegShapes(posting.legs);
  // Written (with the audit row) before the accounts are locked, so concurrent postings to them wait
  // for fewer round trips; a posting refused below rolls back with the caller's transaction.
  const transactionId = await writeTransaction(tx, posting);

  const accountIds = [...new Set(posting.legs.map((leg) => leg.accountId))].sort((a, b) => a - b);
  const locked = await tx
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accountIds))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  const accounts = new Map(locked.map((account) => [account.id, account]));

  const sumByCurrency = new Map<string, number>();
  const running = new Map<number, number>();
  for (const leg of posting.legs) {
    const account = accounts.get(leg.accountId);
    if (!account) throw new LedgerInvariantError(`ledger account ${leg.accountId} does not exist`);
    if (account.merchantId !== posting.merchantId) {
      throw new LedgerInvariantError(`ledger account ${account.id} belongs to another merchant`);
    }
    sumByCurrency.set(account.currency, (sumByCurrency.get(account.currency) ?? 0) + leg.amount);
    const next = (running.get(account.id) ?? account.balance) + leg.amount;
    if (next < 0 && !account.allowNegative) throw new InsufficientFundsError(account.id);
    running.set(account.id, next);
  }
  for (const [currency, sum] of sumByCurrency) {
    if (sum !== 0) throw new LedgerInvariantError(`legs sum to ${sum} ${currency}, not zero`);
  }

  const balances = new Map<number, number>();
  try {
    // One statement for every leg: the entry triggers move the locked balances row by row in the
    // order given, fill in balance_after and copy the transaction's time (the values here are ignored).
    const entries = await tx
      .insert(ledgerEntries)
      .values(
        posting.legs.map((leg) => ({
          transactionId,
          accountId: leg.accountId,
          amount: leg.amount,
          balanceAfter: 0,
          createdAt: posting.at,
        })),
      )
      .returning({
        id: ledgerEntries.id,
        accountId: ledgerEntries.accountId,
        balanceAfter: ledgerEntries.balanceAfter,
      });
    // An account with several legs ends at its last entry's balance.
    for (const entry of entries.sort((a, b) => a.id - b.id))
      balances.set(entry.accountId, entry.balanceAfter);
  } catch (error) {
    // The CHECK on ledger_accounts is the last line of defence if a balance moved under us.
    if (sqlStateOf(error) === '23514') throw new InsufficientFundsError(posting.legs[0]?.accountId ?? 0);
    throw error;
  }
  return { transactionId, balances };
}

/**
 * A query of the entries of the accounts `accountIds` selects in [from, to), each with its
 * transaction's kind. The accounts are read as a list, so that each one's entries are one range of
 * the account-and-time index; each entry's transaction is looked up by its key, as a period's
 * entries of a few accounts are few beside the ledger (joined, the planner may hash every
 * transaction there is instead).
 */
export function entriesOfWallets(accountIds: SQL, from: SQL, to: SQL): SQL {
  return sql`select e.account_id, e.amount, e.created_at,
      (select lt.kind from ledger_transactions lt where lt.id = e.transaction_id) as kind
    from ledger_entries e
    where e.account_id = any(array(${accountIds})) and e.created_at >= ${from} and e.created_at < ${to}`;
}
