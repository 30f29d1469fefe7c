import type { IconName } from '@portal/ui';
import type { RedCounts } from '../../api/redCounts';
import { lazyScreen, type LazyScreen } from '../../routes/lazyScreen';

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
  /**
   * The page's own content under the account summary, a chunk of its own loaded when the page is
   * opened (the MemberCenter group carries the menu and the summary); without one, the summary only.
   */
  Page?: LazyScreen<MemberPageProps>;
  /** Off the menu: reached from a link elsewhere (the VIP line of the account menu and My account). */
  menu?: false;
  /** A titled group of the menu (`nav:memberMenu.<group>`) below the ungrouped pages. */
  group?: MemberMenuGroup;
  /** The red count its menu items carry, in the member centre's menu and the header's account menu. */
  redCount?: keyof RedCounts;
}

/** Menu groups, in menu order. */
export const memberMenuGroups = ['responsibleGaming'] as const;
export type MemberMenuGroup = (typeof memberMenuGroups)[number];

/** The registry's rows, kept literal so that their page ids make `MemberPageId`. */
const memberPageRows = [
  {
    page: 'securityCenter',
    key: 'securityCenter',
    icon: 'user',
    Page: lazyScreen(() => import('./pages/securityCenter/SecurityCenterPage'), 'SecurityCenterPage'),
  },
  {
    page: 'transferFund',
    key: 'transferFund',
    icon: 'wallet',
    Page: lazyScreen(() => import('./pages/transferFund/TransferFundPage'), 'TransferFundPage'),
  },
  {
    page: 'depositv2',
    key: 'deposit',
    icon: 'plus',
    Page: lazyScreen(() => import('./pages/deposit/DepositPage'), 'DepositPage'),
  },
  {
    page: 'withdraw',
    key: 'withdraw',
    icon: 'minus',
    Page: lazyScreen(() => import('./pages/withdraw/WithdrawPage'), 'WithdrawPage'),
  },
  {
    page: 'transferUpline',
    key: 'transferUpline',
    icon: 'send',
    Page: lazyScreen(() => import('./pages/transferUpline/UplineTransferPage'), 'UplineTransferPage'),
  },
  {
    page: 'personalHistoryCopy',
    key: 'bettingRecord',
    icon: 'receipt',
    Page: lazyScreen(() => import('./pages/bettingRecord/BettingRecordPage'), 'BettingRecordPage'),
  },
  {
    page: 'transactionHistory',
    key: 'transactionHistory',
    icon: 'receipt',
    Page: lazyScreen(
      () => import('./pages/transactionHistory/TransactionHistoryPage'),
      'TransactionHistoryPage',
    ),
  },
  {
    page: 'personalProfit',
    key: 'personalProfit',
    icon: 'medal',
    Page: lazyScreen(() => import('./pages/personalProfit/ProfitLossPage'), 'ProfitLossPage'),
  },
  {
    page: 'bonusDetails',
    key: 'bonusDetails',
    icon: 'gift',
    Page: lazyScreen(() => import('./pages/bonusDetails/BonusDetailsPage'), 'BonusDetailsPage'),
  },
  {
    page: 'rewardCenter',
    key: 'rewardCenter',
    redCount: 'rewards',
    icon: 'gift',
    Page: lazyScreen(() => import('./pages/rewardCenter/RewardCenterPage'), 'RewardCenterPage'),
  },
  {
    page: 'referral',
    key: 'referral',
    icon: 'send',
    Page: lazyScreen(() => import('./pages/referral/ReferralPage'), 'ReferralPage'),
  },
  {
    page: 'missionLeaderboard',
    key: 'missionLeaderboard',
    redCount: 'missions',
    icon: 'medal',
    Page: lazyScreen(() => import('./pages/missionLeaderboard/MissionsPage'), 'MissionsPage'),
  },
  {
    page: 'messageV2',
    key: 'messages',
    redCount: 'messages',
    icon: 'info',
    Page: lazyScreen(() => import('./pages/messages/MessagesPage'), 'MessagesPage'),
  },
  {
    page: 'limits',
    key: 'limits',
    icon: 'info',
    group: 'responsibleGaming',
    Page: lazyScreen(() => import('./pages/limits/LimitsPage'), 'LimitsPage'),
  },
  {
    page: 'takeABreak',
    key: 'takeABreak',
    icon: 'pause',
    group: 'responsibleGaming',
    Page: lazyScreen(() => import('./pages/takeABreak/TakeABreakPage'), 'TakeABreakPage'),
  },
  {
    page: 'vip',
    key: 'vip',
    icon: 'medal',
    menu: false,
    Page: lazyScreen(() => import('./pages/vip/VipPage'), 'VipPage'),
  },
] as const satisfies readonly MemberPage[];

/** A member-centre page's spec id: a link to a page that is not in the registry does not compile. */
export type MemberPageId = (typeof memberPageRows)[number]['page'];

/** SPEC §2 "Member centre menu pages", in menu order, then the pages linked from elsewhere. */
export const memberPages: readonly (MemberPage & { page: MemberPageId })[] = memberPageRows;

/**
 * The header's account menu (SPEC §2 "Header, logged in"), in its order: the records, the rewards,
 * missions and messages, then My account. Each item is its page's menu entry (label, red count,
 * icon), unless it names an icon of its own.
 */
export const accountMenuPages: readonly { key: MemberMenuKey; icon?: IconName }[] = [
  { key: 'bettingRecord' },
  // The account record is the wallet's: beside the betting record's receipt it shows the wallet.
  { key: 'transactionHistory', icon: 'wallet' },
  { key: 'personalProfit' },
  { key: 'rewardCenter' },
  { key: 'missionLeaderboard' },
  { key: 'messages' },
  { key: 'securityCenter' },
];
