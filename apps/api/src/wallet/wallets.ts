import type { contract, ParsedBodyOf, ResponseOf } from '@portal/api-contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { audit } from '../auth/audit';
import type { AuthSession } from '../auth/sessions';
import type { Db } from '../db/database';
import { gameVendors, ledgerAccounts } from '../db/schema';
import { ApiError } from '../errors';
import { ensureAccount, post, type LedgerAccount } from '../ledger/ledger';
import { isTrial, mainWalletOf, type MemberRow } from '../members/members';
import type { Merchant } from '../merchants/merchants';

/** The wallet code of the main wallet; every other code names a vendor's wallet. */
export const MAIN_WALLET = 'MAIN';

async function vendorWallets(db: Db, memberId: number, lock = false): Promise<LedgerAccount[]> {
  const query = db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'player_vendor')))
    .orderBy(asc(ledgerAccounts.id));
  return lock ? query.for('update') : query;
}

/** A vendor that keeps its own wallet: any external vendor; the in-house one plays from the main wallet. */
async function walletVendor(db: Db, code: string): Promise<string> {
  const [vendor] = await db.select().from(gameVendors).where(eq(gameVendors.code, code.toUpperCase()));
  if (!vendor)
    throw new ApiError('VALIDATION_FAILED', { issues: [{ path: 'vendor', code: 'selectRequired' }] });
  if (vendor.inHouse) throw new ApiError('OPERATION_NOT_ALLOWED');
  return vendor.code;
}

async function walletAccountFor(
  tx: Db,
  merchant: Merchant,
  member: MemberRow,
  walletCode: string,
  now: Date,
): Promise<LedgerAccount> {
  if (walletCode.toUpperCase() === MAIN_WALLET) return mainWalletOf(tx, merchant, member, now);
  const vendorCode = await walletVendor(tx, walletCode);
  return ensureAccount(
    tx,
    {
      merchantId: merchant.id,
      memberId: member.id,
      kind: 'player_vendor',
      vendorCode,
      currency: merchant.currency,
    },
    now,
  );
}

/** The main wallet's balance and every vendor wallet's (a trial account has only its demo wallet). */
export async function balancesOf(
  db: Db,
  merchant: Merchant,
  member: MemberRow,
  now: Date,
): Promise<ResponseOf<typeof contract.wallet.balance>> {
  const trial = isTrial(member);
  const mainKind = trial ? 'demo_player' : 'player_main';
  // One read over the owner key's (merchant, member) prefix; the main wallet is opened only when missing.
  const accounts = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchant.id),
        eq(ledgerAccounts.memberId, member.id),
        inArray(ledgerAccounts.kind, trial ? [mainKind] : [mainKind, 'player_vendor']),
      ),
    )
    .orderBy(asc(ledgerAccounts.id));
  const main =
    accounts.find((account) => account.kind === mainKind && account.vendorCode === '') ??
    (await mainWalletOf(db, merchant, member, now));
  return {
    balance: main.balance,
    // Demo credit is shown in the brand's currency but booked in XXX, never as money.
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    vendorBalances: accounts
      .filter((account) => account.kind === 'player_vendor')
      .map((account) => ({ vassalage: account.vendorCode, balance: account.balance })),
  };
}

/**
 * Runs the money movement of a money-moving call: the request's `transaction`, which commits the
 * idempotent answer together with the movement.
 */
export type MoneyTransaction = <T>(work: (tx: Db) => Promise<T>) => Promise<T>;

/** Moves money between the main wallet and one vendor wallet (multi-wallet white labels only). */
export async function transfer(
  transaction: MoneyTransaction,
  session: AuthSession,
  merchant: Merchant,
  request: ParsedBodyOf<typeof contract.wallet.transfer>,
  idempotencyKey: string,
  ip: string,
  now: Date,
): Promise<ResponseOf<typeof contract.wallet.transfer>> {
  if (merchant.settings.walletMode === 'single') throw new ApiError('OPERATION_NOT_ALLOWED');
  const from = request.from.trim().toUpperCase();
  const to = request.to.trim().toUpperCase();
  if (from === to)
    throw new ApiError('VALIDATION_FAILED', { issues: [{ path: 'to', code: 'selectRequired' }] });
  if (from !== MAIN_WALLET && to !== MAIN_WALLET) throw new ApiError('OPERATION_NOT_ALLOWED');
  return transaction(async (tx) => {
    const source = await walletAccountFor(tx, merchant, session.member, from, now);
    const target = await walletAccountFor(tx, merchant, session.member, to, now);
    const posted = await post(tx, {
      merchantId: merchant.id,
      memberId: session.member.id,
      kind: 'transfer',
      reference: `idem:${idempotencyKey}`,
      details: { from, to },
      legs: [
        { accountId: source.id, amount: -request.amount },
        { accountId: target.id, amount: request.amount },
      ],
      at: now,
    });
    await audit(tx, {
      event: 'wallet.transfer',
      at: now,
      merchantId: merchant.id,
      memberId: session.member.id,
      ip,
      details: { transactionId: posted.transactionId, from, to, amount: request.amount },
    });
    const main = from === MAIN_WALLET ? source : target;
    return {
      transferId: String(posted.transactionId),
      balance: posted.balances.get(main.id) ?? main.balance,
    };
  });
}

/** Recalls every vendor wallet's money into the main wallet (leaving the games). */
export async function recallVendorWallets(
  transaction: MoneyTransaction,
  session: AuthSession,
  merchant: Merchant,
  ip: string,
  now: Date,
): Promise<ResponseOf<typeof contract.wallet.logoutGameSessions>> {
  return transaction(async (tx) => {
    const main = await mainWalletOf(tx, merchant, session.member, now);
    const holding = (await vendorWallets(tx, session.member.id, true)).filter(
      (account) => account.balance > 0,
    );
    if (holding.length === 0) return { recalledAmount: 0, balance: main.balance };
    const recalled = holding.reduce((sum, account) => sum + account.balance, 0);
    const posted = await post(tx, {
      merchantId: merchant.id,
      memberId: session.member.id,
      kind: 'transfer',
      details: { recall: holding.map((account) => account.vendorCode) },
      legs: [
        ...holding.map((account) => ({ accountId: account.id, amount: -account.balance })),
        { accountId: main.id, amount: recalled },
      ],
      at: now,
    });
    await audit(tx, {
      event: 'wallet.transfer',
      at: now,
      merchantId: merchant.id,
      memberId: session.member.id,
      ip,
      details: { transactionId: posted.transactionId, recalled },
    });
    return { recalledAmount: recalled, balance: posted.balances.get(main.id) ?? main.balance + recalled };
  });
}
