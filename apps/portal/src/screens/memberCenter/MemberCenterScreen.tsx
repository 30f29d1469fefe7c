import {
  Button,
  LiveClock,
  PageHeader,
  SideMenu,
  Skeleton,
  StatCard,
  formatAmount,
  useFormatLocale,
} from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useBalance, usePortalQuery, useWhiteLabel } from '../../api/queries';
import { usePortalEnvironment } from '../../app/environment';
import { usePopups } from '../../app/popups';
import { useSession } from '../../app/session';
import type { ScreenProps } from '../../routes/screens';
import { QueryView } from '../shared/QueryView';
import * as styles from '../shared/Screen.css';
import { MemberCenter } from './MemberCenter';

/** /agent (SPEC §2): the agent landing page; its login form is the login popup in the agent area. */
function AgentLanding() {
  const { t } = useTranslation('agent');
  const { view } = useSession();
  const { openPopup } = usePopups();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <PageHeader title={t('landing.title')} description={t('landing.description')} />
      <div>
        {view.kind === 'agent' ? (
          <Button iconEnd="chevronEnd" onClick={() => void navigate('/agentHome')}>
            {t('landing.title')}
          </Button>
        ) : (
          <Button onClick={() => openPopup('login', { area: 'agent' })}>{t('landing.login')}</Button>
        )}
      </div>
    </div>
  );
}

type AgentMenuKey =
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
  | 'realtimeSalary';

type SalaryFeature = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary';

/** SPEC §2 "Agent centre menu pages"; the last four only when their feature is on. */
export const agentPages: readonly { page: string; key: AgentMenuKey; feature?: SalaryFeature }[] = [
  { page: 'agentAnnouncement', key: 'announcements' },
  { page: 'agentTeamOverview', key: 'teamOverview' },
  { page: 'registerCenter', key: 'registerCenter' },
  { page: 'downlineManagmentView', key: 'downlineManagement' },
  { page: 'personalHistoryCopy', key: 'teamBetting' },
  { page: 'palStatementsAgentCopy', key: 'userLoss' },
  { page: 'agentRevenueReport', key: 'revenueReport' },
  { page: 'agentDownlineTransactionDetailsCopy', key: 'downlineTransactions' },
  { page: 'agentDividendRecordCopy2', key: 'dividendRecords', feature: 'dividend' },
  { page: 'agentDailyWages2', key: 'dailySalary', feature: 'dailySalary' },
  { page: 'agentHourSalary', key: 'hourlySalary', feature: 'hourlySalary' },
  { page: 'agentRealtimeSalary', key: 'realtimeSalary', feature: 'realTimeSalary' },
];

function TeamOverview() {
  const { t } = useTranslation('agent');
  const locale = useFormatLocale();
  const { api } = usePortalEnvironment();
  const balance = useBalance(true);
  const overview = usePortalQuery({
    queryKey: ['session', 'agent.teamOverview'],
    queryFn: () => api.api.agent.teamOverview(),
  });
  const currency = balance.data?.currency;
  return (
    <QueryView query={overview} loading={<Skeleton shape="block" blockSize="96px" />}>
      {(team) => (
        <div className={styles.stats}>
          <StatCard label={t('teamOverview.teamSize')} value={team.teamSize} icon="user" />
          <StatCard label={t('teamOverview.directMembers')} value={team.directMembers} icon="user" />
          <StatCard label={t('teamOverview.activeMembers')} value={team.activeMembersToday} icon="star" />
          {currency ? (
            <StatCard
              label={t('teamOverview.teamBalance')}
              value={formatAmount(team.teamBalance, currency, locale)}
              icon="wallet"
            />
          ) : null}
        </div>
      )}
    </QueryView>
  );
}

/**
 * /agentHome (SPEC §2): the agent centre's menu and the live clock with its GMT offset; the agent
 * view's bar carries the nickname and the sign out (to /agent).
 */
function AgentCentre() {
  const { t } = useTranslation('nav');
  const [params, setParams] = useSearchParams();
  const whiteLabel = useWhiteLabel();
  const { now, still } = usePortalEnvironment();
  const features = whiteLabel.data?.features;
  const pages = agentPages.filter((entry) => !entry.feature || features?.[entry.feature] === true);
  const current = pages.find((entry) => entry.page === params.get('page')) ?? pages[1] ?? pages[0];
  return (
    <div className={styles.page}>
      <PageHeader title={t('agentMenu.title')} />
      <div className={styles.clockRow}>
        <LiveClock {...(still ? { now: now(), paused: true } : {})} />
      </div>
      <div className={styles.centre}>
        <SideMenu.Root aria-label={t('agentMenu.title')}>
          <SideMenu.Section>
            {pages.map((entry) => (
              <SideMenu.Item
                key={entry.page}
                active={entry.page === current?.page}
                onClick={() => setParams({ page: entry.page }, { replace: true })}
              >
                {t(`agentMenu.${entry.key}`)}
              </SideMenu.Item>
            ))}
          </SideMenu.Section>
        </SideMenu.Root>
        <div className={styles.panel}>
          {current ? <PageHeader level={2} title={t(`agentMenu.${current.key}`)} /> : null}
          {current?.key === 'teamOverview' ? <TeamOverview /> : null}
        </div>
      </div>
    </div>
  );
}

/** MemberCenter group (SPEC §2): the member centre, the agent landing page and the agent centre. */
export default function MemberCenterScreen({ route }: ScreenProps) {
  if (route.name === 'agent') return <AgentLanding />;
  if (route.name === 'agentHome') return <AgentCentre />;
  return <MemberCenter />;
}
