import type { contract, ResponseOf } from '@portal/api-contract';
import {
  Amount,
  Leaderboard,
  Skeleton,
  StatCard,
  Tabs,
  type LeaderboardEntry,
  useTranslation,
} from '@portal/ui';
import { useSessionQuery } from '../../../../../api/contractQuery';
import { QueryView } from '../../../../../blocks/QueryView';
import * as screen from '../../../../../blocks/Screen.css';
import * as styles from '../Missions.css';

type Standings = ResponseOf<typeof contract.missions.leaderboard>;
type Standing = Standings['entries'][number];
export type LeaderboardPeriod = Standings['period'];

export const LEADERBOARD_PERIODS = [
  'DAILY',
  'WEEKLY',
  'MONTHLY',
] as const satisfies readonly LeaderboardPeriod[];

/** Valid bet of the period, and the prize the rank wins when it ends. */
function StandingScore({ standing, currency }: { standing: Standing; currency: string }) {
  const { t } = useTranslation('portal');
  return (
    <span className={styles.standing}>
      <Amount minor={standing.score} currency={currency} />
      {standing.prize > 0 ? (
        <span className={screen.muted}>
          {t('missions.leaderboard.prize')} <Amount minor={standing.prize} currency={currency} />
        </span>
      ) : null}
    </span>
  );
}

function entryOf(standing: Standing, currency: string): LeaderboardEntry {
  return {
    id: `rank-${standing.rank}`,
    rank: standing.rank,
    name: standing.customerName,
    score: <StandingScore standing={standing} currency={currency} />,
  };
}

function PeriodStandings({ period, currency }: { period: LeaderboardPeriod; currency: string }) {
  const { t } = useTranslation('portal');
  const standings = useSessionQuery('missions.leaderboard', { period });
  return (
    <QueryView query={standings} headingLevel={3} loading={<Skeleton shape="block" blockSize="320px" />}>
      {({ entries, myRank }) => {
        // The member's own row is marked when it is on the board.
        const mine = myRank ? entries.find((entry) => entry.rank === myRank.rank) : undefined;
        return (
          <>
            <div className={screen.stats}>
              <StatCard
                label={t('missions.leaderboard.myRank')}
                value={
                  myRank
                    ? t('missions.leaderboard.rank', { rank: myRank.rank })
                    : t('missions.leaderboard.unranked')
                }
                icon="medal"
                hint={myRank ? <Amount minor={myRank.score} currency={currency} /> : undefined}
              />
            </div>
            <p className={screen.muted}>{t('missions.leaderboard.rankedBy')}</p>
            <Leaderboard
              label={t(`missions.leaderboard.title.${period}`)}
              entries={entries.map((entry) => entryOf(entry, currency))}
              {...(mine ? { currentId: `rank-${mine.rank}` } : {})}
            />
          </>
        );
      }}
    </QueryView>
  );
}

/** The leaderboard of a day, week or month (valid bet), its prizes by rank and the member's own rank. */
export function MissionLeaderboard({
  period,
  onPeriodChange,
  currency,
}: {
  period: LeaderboardPeriod;
  onPeriodChange: (period: string) => void;
  currency: string;
}) {
  const { t } = useTranslation('portal');
  return (
    <Tabs.Root value={period} onValueChange={onPeriodChange} variant="pill">
      <Tabs.List aria-label={t('missions.leaderboard.period')}>
        {LEADERBOARD_PERIODS.map((value) => (
          <Tabs.Trigger key={value} value={value}>
            {t(`missions.leaderboard.periods.${value}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {LEADERBOARD_PERIODS.map((value) => (
        <Tabs.Content key={value} value={value} className={styles.tabPanel}>
          {value === period ? <PeriodStandings period={value} currency={currency} /> : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
