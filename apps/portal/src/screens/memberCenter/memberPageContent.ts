import type { MemberMenuKey } from '../../routes/memberPages';
import { lazyScreen, type LazyScreen } from '../../routes/lazyScreen';

/** What the member centre hands every page: the wallet's currency, known before the page draws. */
export interface MemberPageProps {
  currency: string;
}

/**
 * Each member page's own content under the account summary, by its menu key: a chunk of its own
 * loaded when the page is opened (the MemberCenter group carries the menu and the summary).
 */
export const memberPageContent: Record<MemberMenuKey, LazyScreen<MemberPageProps>> = {
  securityCenter: lazyScreen(() => import('./pages/securityCenter/SecurityCenterPage'), 'SecurityCenterPage'),
  transferFund: lazyScreen(() => import('./pages/transferFund/TransferFundPage'), 'TransferFundPage'),
  deposit: lazyScreen(() => import('./pages/deposit/DepositPage'), 'DepositPage'),
  withdraw: lazyScreen(() => import('./pages/withdraw/WithdrawPage'), 'WithdrawPage'),
  transferUpline: lazyScreen(() => import('./pages/transferUpline/UplineTransferPage'), 'UplineTransferPage'),
  bettingRecord: lazyScreen(() => import('./pages/bettingRecord/BettingRecordPage'), 'BettingRecordPage'),
  transactionHistory: lazyScreen(
    () => import('./pages/transactionHistory/TransactionHistoryPage'),
    'TransactionHistoryPage',
  ),
  personalProfit: lazyScreen(() => import('./pages/personalProfit/ProfitLossPage'), 'ProfitLossPage'),
  bonusDetails: lazyScreen(() => import('./pages/bonusDetails/BonusDetailsPage'), 'BonusDetailsPage'),
  rewardCenter: lazyScreen(() => import('./pages/rewardCenter/RewardCenterPage'), 'RewardCenterPage'),
  referral: lazyScreen(() => import('./pages/referral/ReferralPage'), 'ReferralPage'),
  missionLeaderboard: lazyScreen(() => import('./pages/missionLeaderboard/MissionsPage'), 'MissionsPage'),
  messages: lazyScreen(() => import('./pages/messages/MessagesPage'), 'MessagesPage'),
  limits: lazyScreen(() => import('./pages/limits/LimitsPage'), 'LimitsPage'),
  takeABreak: lazyScreen(() => import('./pages/takeABreak/TakeABreakPage'), 'TakeABreakPage'),
  vip: lazyScreen(() => import('./pages/vip/VipPage'), 'VipPage'),
};
