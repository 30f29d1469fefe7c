import type { Mission } from '@portal/api-contract';
import {
  Amount,
  EmptyState,
  ProgressBar,
  Skeleton,
  StatusPill,
  formatAmount,
  formatDateTime,
  useFormatLocale,
  useTranslation,
} from '@portal/ui';
import { useState } from 'react';
import { useSessionQuery } from '../../../../../api/contractQuery';
import { ClaimAction } from '../../../../../blocks/ClaimAction';
import { QueryView } from '../../../../../blocks/QueryView';
import * as screen from '../../../../../blocks/Screen.css';
import * as styles from '../Missions.css';
import { missionActivityStatus, missionFraction } from './missionProgress';

function MissionCard({ mission, currency }: { mission: Mission; currency: string }) {
  const { t } = useTranslation('portal');
  const locale = useFormatLocale();
  // A claimed mission keeps its claim in view, so the credited amount stays readable after the
  // summary refreshes to CLAIMED.
  const [claimShown, setClaimShown] = useState(mission.status === 'CLAIMABLE');
  if (mission.status === 'CLAIMABLE' && !claimShown) setClaimShown(true);
  const fraction = missionFraction(
    mission,
    (value) => new Intl.NumberFormat(locale).format(value),
    (minor) => formatAmount(minor, currency, locale),
  );
  return (
    <li className={screen.card}>
      <div className={styles.cardHeader}>
        <h3 className={screen.cardTitle}>{mission.title}</h3>
        <StatusPill kind="activity" status={missionActivityStatus[mission.status]} />
      </div>
      <p className={screen.muted}>{mission.description}</p>
      <ProgressBar
        value={mission.progress}
        max={mission.target}
        label={t('missions.progress')}
        valueText={t('missions.fraction', fraction)}
      />
      {mission.endsAt && mission.status !== 'EXPIRED' ? (
        <p className={screen.muted}>{t('missions.endsAt', { time: formatDateTime(mission.endsAt) })}</p>
      ) : null}
      <div className={styles.reward}>
        <span>
          {t('missions.reward')} <Amount minor={mission.reward} currency={currency} />
        </span>
      </div>
      {claimShown ? (
        <ClaimAction
          target={{ kind: 'mission', missionId: mission.missionId }}
          label={t('missions.claim')}
          currency={currency}
          reads={['missions.summary']}
        />
      ) : null}
    </li>
  );
}

/** The missions of the moment with the member's progress; a completed one's reward is claimed here. */
export function MissionList({ currency }: { currency: string }) {
  const { t } = useTranslation('portal');
  const summary = useSessionQuery('missions.summary', undefined);
  return (
    <QueryView
      query={summary}
      headingLevel={3}
      loading={<Skeleton shape="block" blockSize="200px" />}
      isEmpty={(value) => value.missions.length === 0}
      empty={
        <EmptyState
          icon="medal"
          title={t('missions.empty.title')}
          description={t('missions.empty.description')}
        />
      }
    >
      {({ missions, claimableCount }) => (
        <>
          <p className={screen.muted} role="status">
            {t('missions.claimable', { count: claimableCount })}
          </p>
          <ul className={styles.missions} aria-label={t('missions.listLabel')}>
            {missions.map((mission) => (
              <MissionCard key={mission.missionId} mission={mission} currency={currency} />
            ))}
          </ul>
        </>
      )}
    </QueryView>
  );
}
