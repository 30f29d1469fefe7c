import { MOCK_CURRENCY } from '../fixtures/system';
import { MOCK_NOW } from '../fixtures/time';
import { balanceOf, credit, debit } from '../world';
import type { GroupResolvers } from './define';

export const walletResolvers = {
  balance: ({ world, session }) => ({
    balance: balanceOf(world, session.account.account),
    ...MOCK_CURRENCY,
    vendorBalances: [],
  }),
  transfer: ({ world, session, body }) => {
    const account = session.account.account;
    const balance =
      body.from === 'MAIN' ? debit(world, account, body.amount) : credit(world, account, body.amount);
    return { transferId: `TR-${MOCK_NOW}-${body.amount}`, balance };
  },
  logoutGameSessions: ({ world, session }) => ({
    recalledAmount: 0,
    balance: balanceOf(world, session.account.account),
  }),
  merchantWallet: () => ({ isSingle: true }),
} satisfies GroupResolvers<'wallet'>;
