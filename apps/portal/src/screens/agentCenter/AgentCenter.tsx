import { Button, LiveClock, PageHeader, SideMenu, useTranslation } from '@portal/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { customerServiceOf, usePermission, useWhiteLabel } from '../../api/system';
import { useBalance } from '../../api/wallet';
import { usePortalEnvironment } from '../../environment/environment';
import { usePopups } from '../../app/popups';
import { useSession } from '../../app/session';
import { lazyScreen } from '../../routes/lazyScreen';
import { ScreenBoundary } from '../../routes/ScreenBoundary';
import { CenterMenu } from '../shared/CenterMenu';
import * as styles from '../../blocks/Screen.css';
import { agentPages } from './agentPages';
import { TeamReportPage } from './pages/teamReport/lazyTeamReportPage';

/** The page an entry names by its contracts, loaded like the registry's own pages when opened. */
const ContractsPage = lazyScreen(() => import('./pages/contracts/ContractsPage'), 'ContractsPage');

/** /agent (SPEC §2): the agent landing page; its login form is the login popup in the agent area. */
export function AgentLanding() {
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

/**
 * /agentHome (SPEC §2): the agent centre's menu and the live clock with its GMT offset; the agent
 * view's bar carries the nickname and the sign out (to /agent).
 */
export function AgentCenter() {
  const { t } = useTranslation('nav');
  const [params, setParams] = useSearchParams();
  const whiteLabel = useWhiteLabel();
  const { now, still } = usePortalEnvironment();
  const customerService = customerServiceOf(usePermission().data);
  const features = whiteLabel.data?.features;
  const entries = agentPages.filter(
    (entry) =>
      (!entry.feature || features?.[entry.feature] === true) && (!entry.customerService || customerService),
  );
  const pages = entries.filter((entry) => !entry.customerService);
  const current = pages.find((entry) => entry.page === params.get('page')) ?? pages[1] ?? pages[0];
  const currency = useBalance(true).data?.currency;
  return (
    <div className={styles.page}>
      <PageHeader title={t('agentMenu.title')} />
      <div className={styles.clockRow}>
        <LiveClock {...(still ? { now: now(), paused: true } : {})} />
      </div>
      <div className={styles.beside}>
        <CenterMenu label={t('agentMenu.title')} current={current && t(`agentMenu.${current.key}`)}>
          <SideMenu.Section>
            {entries.map((entry) =>
              entry.customerService && customerService ? (
                <SideMenu.Item key={entry.page} href={customerService.path} external>
                  {t(`agentMenu.${entry.key}`)}
                </SideMenu.Item>
              ) : (
                <SideMenu.Item
                  key={entry.page}
                  active={entry.page === current?.page}
                  onClick={() => setParams({ page: entry.page }, { replace: true })}
                >
                  {t(`agentMenu.${entry.key}`)}
                </SideMenu.Item>
              ),
            )}
          </SideMenu.Section>
        </CenterMenu>
        <div className={styles.panel}>
          {current ? <PageHeader level={2} title={t(`agentMenu.${current.key}`)} /> : null}
          {current && currency && (current.Page || current.contracts || current.report) ? (
            // Names the page's own content (its visual references are shot from here).
            <div data-agent-page={current.page}>
              {/* Keyed by page, so a chunk that failed on one page does not stay shown on the next. */}
              <ScreenBoundary key={current.page}>
                {current.Page ? (
                  <current.Page currency={currency} />
                ) : current.contracts ? (
                  <ContractsPage contractType={current.contracts} currency={currency} />
                ) : current.report ? (
                  <TeamReportPage reportType={current.report} currency={currency} />
                ) : null}
              </ScreenBoundary>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
