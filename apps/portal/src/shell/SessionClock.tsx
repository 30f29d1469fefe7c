import { timePlayed } from '@portal/flows';
import { formatAmount, useFormatLocale, useTranslation } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useSessionQuery } from '../api/contractQuery';
import { useBalance } from '../api/wallet';
import { usePortalEnvironment } from '../environment/environment';
import * as styles from './SessionClock.css';

/**
 * A calm slot in the header: how long this session has lasted and where it stands. `placement`:
 * among the actions (shown from desktop) or beside the logo (shown below desktop).
 */
export function SessionClock({ placement }: { placement: keyof typeof styles.clock }) {
  const { t } = useTranslation('account');
  const { now, still } = usePortalEnvironment();
  const summary = useSessionQuery('playBreaks.sessionSummary', undefined);
  const balance = useBalance(true);
  const locale = useFormatLocale();
  const { refetch } = summary;
  // A round played moves the balance: the net position follows it.
  const balanceNow = balance.data?.balance;
  useEffect(() => {
    if (balanceNow !== undefined) void refetch();
  }, [balanceNow, refetch]);
  const [shownAt, setShownAt] = useState(() => now().getTime());
  useEffect(() => {
    // A still picture (stories) keeps its time; a minute is the clock's smallest step.
    if (still) return;
    const id = setInterval(() => setShownAt(now().getTime()), 30_000);
    return () => clearInterval(id);
  }, [now, still]);
  if (!summary.data) return null;
  return (
    <span
      role="group"
      className={styles.clock[placement]}
      aria-label={t('playBreaks.clock.label')}
      data-session-clock=""
    >
      <span className={styles.line}>
        {t('playBreaks.clock.time', { time: timePlayed(t, Date.parse(summary.data.startedAt), shownAt) })}
      </span>
      <span className={styles.line}>
        {t('playBreaks.clock.net', {
          amount: formatAmount(summary.data.netResult, balance.data?.currency ?? 'PHP', locale, {
            signDisplay: 'exceptZero',
          }),
        })}
      </span>
    </span>
  );
}
