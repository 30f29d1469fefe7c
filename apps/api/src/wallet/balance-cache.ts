import type { contract, ResponseOf } from '@portal/api-contract';
import { MemberCache, type CacheBus } from '../cache/member-cache';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { MemberRow } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { balancesOf } from './wallets';

type Balances = ResponseOf<typeof contract.wallet.balance>;
/** What is kept per member: the amounts (the currency is the white label's, read at each answer). */
type Amounts = Pick<Balances, 'balance' | 'vendorBalances'>;

/** A few hundred bytes each. */
const MAX_CACHED_MEMBERS = 20_000;
/** A bound even for a change no message names (a wallet opened empty, with no movement). */
const MAX_AGE_SECONDS = 60;

/**
 * Members' wallet balances in memory, so a balance read normally touches no database. Every balance
 * change raises `member.balance` at commit (the ledger_accounts trigger) and every instance drops
 * the member's entry when it hears it; the instance that served a member's write drops it at once
 * (the registrar), so the member reads their own write. The message carries the new balance, but
 * it is not written into the entry: it travels on the listening connection while loads read on
 * others, so an older message can arrive after a newer load; dropping costs one indexed read per
 * change instead. Money moves are never served from here: writes read balances under lock.
 */
export class BalanceCache extends MemberCache<Amounts> {
  constructor(
    private readonly db: Db,
    clock: Clock,
    bus: CacheBus,
    maxEntries = MAX_CACHED_MEMBERS,
  ) {
    super(clock, bus, { maxAgeSeconds: MAX_AGE_SECONDS, maxEntries });
  }

  async balancesOf(merchant: Merchant, member: MemberRow, now: Date): Promise<Balances> {
    const key = String(member.id);
    const amounts =
      this.peek(key) ??
      (await this.load(key, async () => {
        const { balance, vendorBalances } = await balancesOf(this.db, merchant, member, now);
        return { memberId: member.id, value: { balance, vendorBalances } };
      }));
    return {
      balance: amounts.balance,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      vendorBalances: amounts.vendorBalances,
    };
  }
}
