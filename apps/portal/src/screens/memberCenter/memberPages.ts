import type { IconName } from '@portal/ui';
import type { ComponentType } from 'react';
import { BettingRecordPage } from './pages/BettingRecordPage';
import { DepositPage } from './pages/DepositPage';
import { LimitsPage } from './pages/LimitsPage';
import { MessagesPage } from './pages/MessagesPage';
import { MissionsPage } from './pages/missions/MissionsPage';
import { ProfitLossPage } from './pages/ProfitLossPage';
import { ReferralPage } from './pages/referral/ReferralPage';
import { RewardCenterPage } from './pages/RewardCenterPage';
import { SecurityCenterPage } from './pages/SecurityCenterPage';
import { TakeABreakPage } from './pages/takeABreak/TakeABreakPage';
import { BonusDetailsPage, TransactionHistoryPage } from './pages/AccountRecordPages';
import { TransferFundPage } from './pages/TransferFundPage';
import { UplineTransferPage } from './pages/UplineTransferPage';
import { VipPage } from './pages/vip/VipPage';
import { WithdrawPage } from './pages/WithdrawPage';

export type MemberMenuKey =
  | 'securityCenter'
  | 'transferFund'
  | 'deposit'
  | 'withdraw'
  | 'transferUpline'
  | 'bettingRecord'
  | 'transactionHistory'
  | 'personalProfit'
  | 'bonusDetails'
  | 'rewardCenter'
  | 'referral'
  | 'missionLeaderboard'
  | 'messages'
  | 'vip'
  | 'limits'
  | 'takeABreak';

/** What the member centre hands every page: the wallet's currency, known before the page draws. */
export interface MemberPageProps {
  currency: string;
}

export interface MemberPage {
  /** The spec's page id, the `?page=` of `/member` (SPEC §2). */
  page: string;
  /** The readable name: its menu label is `nav:memberMenu.<key>`. */
  key: MemberMenuKey;
  icon: IconName;
  /** The page's own content under the account summary; pages without one show the summary only. */
  Page?: ComponentType<MemberPageProps>;
  /** Off the menu: reached from a link elsewhere (the VIP line of the account menu and My account). */
  menu?: false;
  /** A titled group of the menu (`nav:memberMenu.<group>`) below the ungrouped pages. */
  group?: MemberMenuGroup;
}

/** Menu groups, in menu order. */
export const memberMenuGroups = ['responsibleGaming'] as const;
export type MemberMenuGroup = (typeof memberMenuGroups)[number];

/** SPEC §2 "Member centre menu pages", in menu order, then the pages linked from elsewhere. */
export const memberPages: readonly MemberPage[] = [
  { page: 'securityCenter', key: 'securityCenter', icon: 'user', Page: SecurityCenterPage },
  { page: 'transferFund', key: 'transferFund', icon: 'wallet', Page: TransferFundPage },
  { page: 'depositv2', key: 'deposit', icon: 'plus', Page: DepositPage },
  { page: 'withdraw', key: 'withdraw', icon: 'minus', Page: WithdrawPage },
  { page: 'transferUpline', key: 'transferUpline', icon: 'send', Page: UplineTransferPage },
  { page: 'personalHistoryCopy', key: 'bettingRecord', icon: 'receipt', Page: BettingRecordPage },
  { page: 'transactionHistory', key: 'transactionHistory', icon: 'receipt', Page: TransactionHistoryPage },
  { page: 'personalProfit', key: 'personalProfit', icon: 'medal', Page: ProfitLossPage },
  { page: 'bonusDetails', key: 'bonusDetails', icon: 'gift', Page: BonusDetailsPage },
  { page: 'rewardCenter', key: 'rewardCenter', icon: 'gift', Page: RewardCenterPage },
  { page: 'referral', key: 'referral', icon: 'send', Page: ReferralPage },
  { page: 'missionLeaderboard', key: 'missionLeaderboard', icon: 'medal', Page: MissionsPage },
  { page: 'messageV2', key: 'messages', icon: 'info', Page: MessagesPage },
  { page: 'limits', key: 'limits', icon: 'info', group: 'responsibleGaming', Page: LimitsPage },
  { page: 'takeABreak', key: 'takeABreak', icon: 'pause', group: 'responsibleGaming', Page: TakeABreakPage },
  { page: 'vip', key: 'vip', icon: 'medal', menu: false, Page: VipPage },
];
