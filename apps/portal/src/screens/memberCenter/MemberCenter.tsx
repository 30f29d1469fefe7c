import {
  PageHeader,
  SideMenu,
  Skeleton,
  StatCard,
  formatAmount,
  useFormatLocale,
  useTranslation,
} from '@portal/ui';
import { useSearchParams } from 'react-router';
import { useSessionQuery } from '../../api/contractQuery';
import { useBalance } from '../../api/wallet';
import { useRedCountLabel, useRedCounts, type RedCounts } from '../../api/redCounts';
import { useSession } from '../../app/session';
import { memberMenuGroups, memberPages } from '../../routes/memberPages';
import { ScreenBoundary } from '../../routes/ScreenBoundary';
import { CenterMenu } from '../shared/CenterMenu';
import { QueryView } from '../../blocks/QueryView';
import * as styles from '../../blocks/Screen.css';
import { memberPageContent } from './memberPageContent';

/** The account and its money, above every member page. */
function AccountSummary() {
  const { t } = useTranslation(['portal', 'wallet']);
  const locale = useFormatLocale();
  const info = useSessionQuery('member.info', undefined);
  const balance = useBalance(true);
  return (
    <div className={styles.stats}>
      <QueryView query={info} loading={<Skeleton shape="block" blockSize="96px" />}>
        {(member) => (
          <StatCard label={t('member.account')} value={member.nickname || member.account} icon="user" />
        )}
      </QueryView>
      <QueryView query={balance} loading={<Skeleton shape="block" blockSize="96px" />}>
        {(money) => (
          <StatCard
            label={t('wallet:balance.main')}
            value={formatAmount(money.balance, money.currency, locale)}
            icon="wallet"
          />
        )}
      </QueryView>
    </div>
  );
}

/** Member centre (SPEC §2): its menu with the red counts, the account summary and the chosen page. */
export function MemberCenter() {
  const { t } = useTranslation('nav');
  const [params, setParams] = useSearchParams();
  const { view } = useSession();
  const signedIn = view.kind === 'member' || view.kind === 'agent';
  const balance = useBalance(true);
  const chosen = memberPages.find((entry) => entry.page === params.get('page')) ?? memberPages[0];
  const current = chosen && { ...chosen, Content: memberPageContent[chosen.key] };
  const redCounts = useRedCounts(signedIn);
  const redCountLabel = useRedCountLabel();
  const badgeOf = (kind: keyof RedCounts | undefined) =>
    kind ? { count: redCounts[kind], countLabel: redCountLabel(kind, redCounts[kind]) } : {};
  return (
    <div className={styles.page}>
      <PageHeader title={t('memberMenu.title')} />
      <div className={styles.beside}>
        <CenterMenu label={t('memberMenu.title')} current={current && t(`memberMenu.${current.key}`)}>
          {[undefined, ...memberMenuGroups].map((group) => (
            <SideMenu.Section key={group ?? 'pages'} title={group ? t(`memberMenu.${group}`) : undefined}>
              {memberPages
                .filter((entry) => entry.menu !== false && entry.group === group)
                .map((entry) => (
                  <SideMenu.Item
                    key={entry.page}
                    icon={entry.icon}
                    active={entry.page === current?.page}
                    {...badgeOf(entry.redCount)}
                    // A new page starts from its own defaults: the last page's filters are dropped.
                    onClick={() => setParams({ page: entry.page }, { replace: true })}
                  >
                    {t(`memberMenu.${entry.key}`)}
                  </SideMenu.Item>
                ))}
            </SideMenu.Section>
          ))}
        </CenterMenu>
        <div className={styles.panel}>
          {current ? <PageHeader level={2} title={t(`memberMenu.${current.key}`)} /> : null}
          <AccountSummary />
          {current && balance.data ? (
            // Names the page's own content (its visual references are shot from here).
            <div data-member-page={current?.page}>
              {/* Keyed by page, so a chunk that failed on one page does not stay shown on the next. */}
              <ScreenBoundary key={current.page}>
                <current.Content currency={balance.data.currency} />
              </ScreenBoundary>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
