import { MAIN_WALLET, type contract, type ParsedBodyOf, type ResponseOf } from '@portal/api-contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { AuthSession } from '../auth/sessions';
import type { Db } from '../db/database';
import { gameVendors, ledgerAccounts } from '../db/schema';
import { ApiError } from '../errors';
import { ensureAccount, post, type AccountOwner, type LedgerAccount } from '../ledger/ledger';
import { isTrial, mainWalletOf, mainWalletOwner, type MemberRow } from '../members/members';
import type { Merchant } from '../merchants/merchants';

async function vendorWallets(db: Db, memberId: number, lock = false): Promise<LedgerAccount[]> {
  const query = db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'player_vendor')))
    .orderBy(asc(ledgerAccounts.id));
  return lock ? query.for('update') : query;
}

/**
 * The main wallet and the wallet of `vendorCode`, read with the vendor in one statement, for a
 * transfer between them; a wallet is opened only when missing. Only a vendor that keeps its own
 * wallet has one: any external vendor; the in-house one plays from the main wallet.
 */
async function transferWallets(
  tx: Db,
  merchant: Merchant,
  member: MemberRow,
  vendorCode: string,
  now: Date,
): Promise<{ main: LedgerAccount; vendor: LedgerAccount }> {
  const mainOwner = mainWalletOwner(merchant, member);
  const rows = await tx
    .select({ inHouse: gameVendors.inHouse, account: ledgerAccounts })
    .from(gameVendors)
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.merchantId, merchant.id),
        eq(ledgerAccounts.memberId, member.id),
        or(
          and(eq(ledgerAccounts.kind, mainOwner.kind), eq(ledgerAccounts.vendorCode, '')),
          and(eq(ledgerAccounts.kind, 'player_vendor'), eq(ledgerAccounts.vendorCode, gameVendors.code)),
        ),
      ),
    )
    .where(eq(gameVendors.code, vendorCode));
  const [vendor] = rows;
  if (!vendor)
    throw new ApiError('VALIDATION_FAILED', { issues: [{ path: 'vendor', code: 'selectRequired' }] });
  if (vendor.inHouse) throw new ApiError('OPERATION_NOT_ALLOWED');
  const vendorOwner: AccountOwner = {
    merchantId: merchant.id,
    memberId: member.id,
    kind: 'player_vendor',
    vendorCode,
    currency: merchant.currency,
  };
  // An account in another currency is left to ensureAccount, which refuses it.
  const found = (owner: AccountOwner) =>
    rows.find(
      ({ account }) =>
        account?.kind === owner.kind &&
        account.vendorCode === (owner.vendorCode ?? '') &&
        account.currency === owner.currency,
    )?.account;
  return {
    main: found(mainOwner) ?? (await ensureAccount(tx, mainOwner, now)),
    vendor: found(vendorOwner) ?? (await ensureAccount(tx, vendorOwner, now)),
  };
}

/**
 * The main wallet's balance and, on a multi-wallet white label, every vendor wallet a member can
 * move money to, in the vendors' order: one not opened yet shows 0, so the wallet page can offer
 * it. A single-wallet white label and a trial account have only the main (or demo) wallet.
 */
export async function balancesOf(
  db: Db,
  merchant: Merchant,
  member: MemberRow,
  now: Date,
): Promise<ResponseOf<typeof contract.wallet.balance>> {
  const trial = isTrial(member);
  const mainKind = trial ? 'demo_player' : 'player_main';
  const multiWallet = merchant.settings.walletMode === 'multi' && !trial;
  // One read over the owner key's (merchant, member) prefix; the main wallet is opened only when missing.
  const accounts = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchant.id),
        eq(ledgerAccounts.memberId, member.id),
        inArray(ledgerAccounts.kind, multiWallet ? [mainKind, 'player_vendor'] : [mainKind]),
      ),
    )
    .orderBy(asc(ledgerAccounts.id));
  const vendors = multiWallet
    ? await db
        .select({ code: gameVendors.code })
        .from(gameVendors)
        .where(eq(gameVendors.inHouse, false))
        .orderBy(asc(gameVendors.sort), asc(gameVendors.code))
    : [];
  const main =
    accounts.find((account) => account.kind === mainKind && account.vendorCode === '') ??
    (await mainWalletOf(db, merchant, member, now));
  const vendorBalance = new Map(
    accounts
      .filter((account) => account.kind === 'player_vendor')
      .map((account) => [account.vendorCode, account.balance]),
  );
  return {
    balance: main.balance,
    // Demo credit is shown in the brand's currency but booked in XXX, never as money.
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    vendorBalances: vendors.map(({ code }) => ({ vassalage: code, balance: vendorBalance.get(code) ?? 0 })),
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
  const vendorCode = from === MAIN_WALLET ? to : from;
  return transaction(async (tx) => {
    const { main, vendor } = await transferWallets(tx, merchant, session.member, vendorCode, now);
    const [source, target] = from === MAIN_WALLET ? [main, vendor] : [vendor, main];
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
      audit: {
        event: 'wallet.transfer',
        merchantId: merchant.id,
        memberId: session.member.id,
        ip,
        details: { from, to, amount: request.amount },
      },
    });
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
      audit: {
        event: 'wallet.transfer',
        merchantId: merchant.id,
        memberId: session.member.id,
        ip,
        details: { recalled },
      },
    });
    return { recalledAmount: recalled, balance: posted.balances.get(main.id) ?? main.balance + recalled };
  });
}
