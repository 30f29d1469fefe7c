import { Skeleton, StatCard, formatAmount, useFormatLocale, useTranslation } from '@portal/ui';
import { useSessionQuery } from '../../../../api/contractQuery';
import { QueryView } from '../../../../blocks/QueryView';
import * as styles from '../../../../blocks/Screen.css';
import type { AgentPageProps } from '../../agentPages';
import { TeamActivity } from './parts/TeamActivity';
import * as figureStyles from './TeamOverview.css';

/** Team overview (SPEC §2): the team's size, activity and balance, then its money day by day. */
export function TeamOverviewPage({ currency }: AgentPageProps) {
  const { t } = useTranslation('agent');
  const locale = useFormatLocale();
  const overview = useSessionQuery('agent.teamOverview', undefined);
  return (
    <div className={styles.panel}>
      <QueryView query={overview} loading={<Skeleton shape="block" blockSize="96px" />}>
        {(team) => (
          <div className={figureStyles.figures}>
            <StatCard label={t('teamOverview.teamSize')} value={team.teamSize} icon="user" />
            <StatCard label={t('teamOverview.directMembers')} value={team.directMembers} icon="user" />
            <StatCard label={t('teamOverview.activeMembers')} value={team.activeMembersToday} icon="star" />
            <StatCard
              label={t('teamOverview.teamBalance')}
              value={formatAmount(team.teamBalance, currency, locale)}
              icon="wallet"
            />
          </div>
        )}
      </QueryView>
      <TeamActivity currency={currency} />
    </div>
  );
}
