import type { ContractType, TeamReportType } from '@portal/api-contract';
import { lazyScreen, type LazyScreen } from '../../routes/lazyScreen';
import { memberPageContent, type MemberPageProps } from '../memberCenter/memberPageContent';

export type AgentMenuKey =
  | 'announcements'
  | 'teamOverview'
  | 'registerCenter'
  | 'downlineManagement'
  | 'teamBetting'
  | 'userLoss'
  | 'revenueReport'
  | 'downlineTransactions'
  | 'dividendRecords'
  | 'dailySalary'
  | 'hourlySalary'
  | 'realtimeSalary'
  | 'deposit'
  | 'withdraw'
  | 'messages'
  | 'customerService';

type SalaryFeature = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary';

/** What the agent centre hands every page, as the member centre does: its own pages are shared. */
export type AgentPageProps = MemberPageProps;

export interface AgentPage {
  /** The spec's page id, the `?page=` of `/agentHome` (SPEC §2). */
  page: string;
  /** The readable name: its menu label is `nav:agentMenu.<key>`. */
  key: AgentMenuKey;
  /** Offered only when the white label turns this feature on. */
  feature?: SalaryFeature;
  /**
   * The page's own content, a chunk of its own loaded when the page is opened; without one, the
   * contracts or the report below (or the heading alone).
   */
  Page?: LazyScreen<AgentPageProps>;
  /** The contracts of this type and their settlements, a page without its own content shows. */
  contracts?: ContractType;
  /** The report of `reports.team` a page without its own content shows. */
  report?: TeamReportType;
  /** Not a page: the menu item opens the white label's customer service in a new window. */
  customerService?: true;
}

/**
 * SPEC §2 "Agent centre menu pages" (the four salary pages only when their feature is on), then the
 * centre's deposit, withdraw, messages and customer service.
 */
export const agentPages: readonly AgentPage[] = [
  {
    page: 'agentAnnouncement',
    key: 'announcements',
    Page: lazyScreen(() => import('./pages/announcements/AnnouncementsPage'), 'AnnouncementsPage'),
  },
  {
    page: 'agentTeamOverview',
    key: 'teamOverview',
    Page: lazyScreen(() => import('./pages/teamOverview/TeamOverviewPage'), 'TeamOverviewPage'),
  },
  {
    page: 'registerCenter',
    key: 'registerCenter',
    Page: lazyScreen(() => import('./pages/registerCenter/RegisterCenterPage'), 'RegisterCenterPage'),
  },
  {
    page: 'downlineManagmentView',
    key: 'downlineManagement',
    Page: lazyScreen(
      () => import('./pages/downlineManagement/DownlineManagementPage'),
      'DownlineManagementPage',
    ),
  },
  { page: 'personalHistoryCopy', key: 'teamBetting', report: 'TEAM_BETTING' },
  { page: 'palStatementsAgentCopy', key: 'userLoss', report: 'USER_LOSS' },
  { page: 'agentRevenueReport', key: 'revenueReport', report: 'REVENUE' },
  { page: 'agentDownlineTransactionDetailsCopy', key: 'downlineTransactions', report: 'ACCOUNT_DETAILS' },
  // The contracts of each type, with their settlements under a tab (pages/contracts).
  {
    page: 'agentDividendRecordCopy2',
    key: 'dividendRecords',
    feature: 'dividend',
    contracts: 'DIVIDEND',
  },
  {
    page: 'agentDailyWages2',
    key: 'dailySalary',
    feature: 'dailySalary',
    contracts: 'DAILY_SALARY',
  },
  {
    page: 'agentHourSalary',
    key: 'hourlySalary',
    feature: 'hourlySalary',
    contracts: 'HOURLY_SALARY',
  },
  {
    page: 'agentRealtimeSalary',
    key: 'realtimeSalary',
    feature: 'realTimeSalary',
    contracts: 'REAL_TIME_SALARY',
  },
  // The centre's own wallet and inbox: the member centre's pages, as an agent's wallet is a member's.
  {
    page: 'depositv2',
    key: 'deposit',
    Page: memberPageContent.deposit,
  },
  {
    page: 'withdraw',
    key: 'withdraw',
    Page: memberPageContent.withdraw,
  },
  {
    page: 'messageV2',
    key: 'messages',
    Page: memberPageContent.messages,
  },
  { page: 'customerService', key: 'customerService', customerService: true },
];
