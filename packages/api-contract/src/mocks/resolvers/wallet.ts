import { MAIN_WALLET } from '../../schemas/member';
import { walletVendorCodes } from '../fixtures/catalogue';
import { MOCK_CURRENCY } from '../fixtures/system';
import { MOCK_NOW } from '../fixtures/time';
import { balanceOf, credit, debit, vendorBalancesOf, type MockWorld } from '../world';
import { failWith, type GroupResolvers } from './define';

function moveVendorMoney(world: MockWorld, account: string, vendor: string, amount: number): void {
  const held = world.vendorWallets.get(account) ?? new Map<string, number>();
  const next = (held.get(vendor) ?? 0) + amount;
  if (next < 0) failWith('INSUFFICIENT_FUNDS');
  held.set(vendor, next);
  world.vendorWallets.set(account, held);
}

export const walletResolvers = {
  balance: ({ world, session }) => ({
    balance: balanceOf(world, session.account.account),
    ...MOCK_CURRENCY,
    vendorBalances: vendorBalancesOf(world, session.account.account),
  }),
  // The server's rules: multi-wallet only, the main wallet on one side, a vendor with a wallet on the other.
  transfer: ({ world, session, body }) => {
    if (world.walletMode === 'single') failWith('OPERATION_NOT_ALLOWED');
    const account = session.account.account;
    const from = body.from.trim().toUpperCase();
    const to = body.to.trim().toUpperCase();
    if (from === to) failWith('VALIDATION_FAILED', { issues: [{ path: 'to', code: 'selectRequired' }] });
    if (from !== MAIN_WALLET && to !== MAIN_WALLET) failWith('OPERATION_NOT_ALLOWED');
    const vendor = from === MAIN_WALLET ? to : from;
    if (!walletVendorCodes().includes(vendor))
      failWith('VALIDATION_FAILED', { issues: [{ path: 'vendor', code: 'selectRequired' }] });
    let balance: number;
    if (from === MAIN_WALLET) {
      balance = debit(world, account, body.amount);
      moveVendorMoney(world, account, vendor, body.amount);
    } else {
      moveVendorMoney(world, account, vendor, -body.amount);
      balance = credit(world, account, body.amount);
    }
    return { transferId: `TR-${MOCK_NOW}-${world.idempotency.size}`, balance };
  },
  logoutGameSessions: ({ world, session }) => {
    const account = session.account.account;
    const held = world.vendorWallets.get(account);
    const recalledAmount = held ? [...held.values()].reduce((sum, balance) => sum + balance, 0) : 0;
    world.vendorWallets.delete(account);
    return { recalledAmount, balance: credit(world, account, recalledAmount) };
  },
  merchantWallet: ({ world }) => ({ isSingle: world.walletMode === 'single' }),
} satisfies GroupResolvers<'wallet'>;
