import type { GroupHandlers } from '../http/registrar';
import { recallVendorWallets, transfer } from '../wallet/wallets';

/** Contract group `wallet`: balances, transfers between wallets and the recall from games. */
export const walletHandlers = {
  balance: {
    handler: async ({ app, session, merchant, now }) =>
      app.balances.balancesOf(merchant, session.member, now),
    policy: { trial: true },
  },
  merchantWallet: {
    handler: async ({ merchant }) => ({ isSingle: merchant.settings.walletMode === 'single' }),
    policy: { trial: true },
  },
  transfer: {
    // The registrar has checked the Idempotency-Key header of this money-moving call.
    handler: async ({ session, merchant, body, ip, now, transaction, request }) =>
      transfer(transaction, session, merchant, body, String(request.headers['idempotency-key']), ip, now),
  },
  logoutGameSessions: {
    handler: async ({ session, merchant, ip, now, transaction }) =>
      recallVendorWallets(transaction, session, merchant, ip, now),
  },
} satisfies GroupHandlers<'wallet'>;
