import type { useTranslation } from '@portal/ui';

type AccountTranslate = ReturnType<typeof useTranslation<'account'>>['t'];

/**
 * Time played since `startedAt` (ms) at `now` (ms), as the check and the session clock word it:
 * "42 min", "1 h 05 min". A module of its own, so the header's session clock takes it without the
 * dialog.
 */
export function timePlayed(t: AccountTranslate, startedAt: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - startedAt) / 60_000));
  return minutes < 60
    ? t('playBreaks.duration.minutes', { count: minutes })
    : t('playBreaks.duration.hoursMinutes', {
        hours: Math.floor(minutes / 60),
        minutes: String(minutes % 60).padStart(2, '0'),
      });
}
