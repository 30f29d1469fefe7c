import { formatAmount, useFormatLocale } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionQuery } from '../api/contractQuery';
import { useBalance } from '../api/queries';
import * as styles from './SessionClock.css';

/** A calm line in the header: how long this session has lasted and where it stands. */
export function SessionClock() {
  const { t } = useTranslation('account');
  const summary = useSessionQuery('playBreaks.sessionSummary', undefined);
  const balance = useBalance(true);
  const locale = useFormatLocale();
  const { refetch } = summary;
  // A round played moves the balance: the net position follows it.
  const balanceNow = balance.data?.balance;
  useEffect(() => {
    if (balanceNow !== undefined) void refetch();
  }, [balanceNow, refetch]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);
  if (!summary.data) return null;
  const started = Date.parse(summary.data.startedAt);
  const minutes = Math.max(0, Math.floor((now - started) / 60_000));
  // Worded as the reality check's dialog words it: "42 min", "1 h 05 min".
  const time =
    minutes < 60
      ? t('playBreaks.duration.minutes', { count: minutes })
      : t('playBreaks.duration.hoursMinutes', {
          hours: Math.floor(minutes / 60),
          minutes: String(minutes % 60).padStart(2, '0'),
        });
  return (
    <span
      role="group"
      className={styles.clock}
      aria-label={t('playBreaks.clock.label')}
      data-session-clock=""
    >
      <span>{t('playBreaks.clock.time', { time })}</span>
      <span aria-hidden="true">·</span>
      <span>
        {t('playBreaks.clock.net', {
          amount: formatAmount(summary.data.netResult, balance.data?.currency ?? 'PHP', locale, {
            signDisplay: 'exceptZero',
          }),
        })}
      </span>
    </span>
  );
}
