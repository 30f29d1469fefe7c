import { Tabs, useTranslation } from '@portal/ui';
import { useSearchParams } from 'react-router';
import type { MemberPageProps } from '../../memberPageContent';
import { LEADERBOARD_PERIODS, MissionLeaderboard, type LeaderboardPeriod } from './parts/MissionLeaderboard';
import { MissionList } from './parts/MissionList';
import * as styles from './Missions.css';

const TABS = ['missions', 'leaderboard'] as const;
type MissionsTab = (typeof TABS)[number];

/** `?tab=` and `?period=`, so a link (and Back) opens the leaderboard of a given period. */
function useMissionsView() {
  const [params, setParams] = useSearchParams();
  const tab: MissionsTab = TABS.find((candidate) => candidate === params.get('tab')) ?? 'missions';
  const period: LeaderboardPeriod =
    LEADERBOARD_PERIODS.find((candidate) => candidate === params.get('period')) ?? 'WEEKLY';
  const change = (key: 'tab' | 'period', value: string, fallback: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value === fallback) updated.delete(key);
        else updated.set(key, value);
        return updated;
      },
      { replace: true },
    );
  return {
    tab,
    period,
    setTab: (value: string) => change('tab', value, 'missions'),
    setPeriod: (value: string) => change('period', value, 'WEEKLY'),
  };
}

/** Missions and leaderboard (SPEC §2 missionLeaderboard): progress and claims, and the period's ranking. */
export function MissionsPage({ currency }: MemberPageProps) {
  const { t } = useTranslation('portal');
  const view = useMissionsView();
  return (
    <Tabs.Root value={view.tab} onValueChange={view.setTab}>
      <Tabs.List aria-label={t('missions.tabsLabel')}>
        {TABS.map((name) => (
          <Tabs.Trigger key={name} value={name}>
            {t(`missions.tabs.${name}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="missions" className={styles.tabPanel}>
        <MissionList currency={currency} />
      </Tabs.Content>
      <Tabs.Content value="leaderboard" className={styles.tabPanel}>
        <MissionLeaderboard period={view.period} onPeriodChange={view.setPeriod} currency={currency} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
