import type { IconName } from '@portal/ui';
import type { RedCounts } from '../api/redCounts';

// The member centre's pages as links and menus name them (SPEC §2 "Member centre menu pages"): the
// spec's page id, the readable key, the icon and the red count. Each page's content stays with the
// centre (screens/memberCenter/memberPageContent.ts), so the header and the links read these rows
// without loading a page.

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

export interface MemberPage {
  /** The spec's page id, the `?page=` of `/member` (SPEC §2). */
  page: string;
  /** The readable name: its menu label is `nav:memberMenu.<key>`. */
  key: MemberMenuKey;
  icon: IconName;
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
  },
  {
    page: 'transferFund',
    key: 'transferFund',
    icon: 'wallet',
  },
  {
    page: 'depositv2',
    key: 'deposit',
    icon: 'plus',
  },
  {
    page: 'withdraw',
    key: 'withdraw',
    icon: 'minus',
  },
  {
    page: 'transferUpline',
    key: 'transferUpline',
    icon: 'send',
  },
  {
    page: 'personalHistoryCopy',
    key: 'bettingRecord',
    icon: 'receipt',
  },
  {
    page: 'transactionHistory',
    key: 'transactionHistory',
    icon: 'receipt',
  },
  {
    page: 'personalProfit',
    key: 'personalProfit',
    icon: 'medal',
  },
  {
    page: 'bonusDetails',
    key: 'bonusDetails',
    icon: 'gift',
  },
  {
    page: 'rewardCenter',
    key: 'rewardCenter',
    redCount: 'rewards',
    icon: 'gift',
  },
  {
    page: 'referral',
    key: 'referral',
    icon: 'send',
  },
  {
    page: 'missionLeaderboard',
    key: 'missionLeaderboard',
    redCount: 'missions',
    icon: 'medal',
  },
  {
    page: 'messageV2',
    key: 'messages',
    redCount: 'messages',
    icon: 'info',
  },
  {
    page: 'limits',
    key: 'limits',
    icon: 'info',
    group: 'responsibleGaming',
  },
  {
    page: 'takeABreak',
    key: 'takeABreak',
    icon: 'pause',
    group: 'responsibleGaming',
  },
  {
    page: 'vip',
    key: 'vip',
    icon: 'medal',
    menu: false,
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
