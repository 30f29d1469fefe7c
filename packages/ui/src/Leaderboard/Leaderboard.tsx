import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';
import { useTranslation } from '../Translation';
import { Icon } from '../Icon';
import { cx } from '../internal/cx';
import * as styles from './Leaderboard.css';

export const leaderboardMedals = ['gold', 'silver', 'bronze'] as const;
export type LeaderboardMedal = (typeof leaderboardMedals)[number];

export interface LeaderboardEntry {
  id: string;
  /** Display name from the server (often partly masked, e.g. "pl***88"). */
  name: string;
  /** Score or winnings, already formatted (e.g. an <Amount />). */
  score: ReactNode;
  /** Rank from the server; defaults to the position in the list (1-based). */
  rank?: number;
}

export interface LeaderboardProps {
  entries: readonly LeaderboardEntry[];
  /** Accessible name of the list, e.g. the leaderboard's title. */
  label: string;
  /** The signed-in player's entry, highlighted and marked "You". */
  currentId?: string;
  className?: string;
}

/** Medal for ranks 1–3, none after. */
export function medalFor(rank: number): LeaderboardMedal | undefined {
  return leaderboardMedals[rank - 1];
}

export function Leaderboard({ entries, label, currentId, className }: LeaderboardProps) {
  const { t } = useTranslation('account');
  if (entries.length === 0) {
    return <p className={cx(styles.empty, className)}>{t('leaderboard.empty')}</p>;
  }
  return (
    <ol aria-label={label} className={cx(styles.list, className)}>
      {entries.map((entry, index) => {
        const rank = entry.rank ?? index + 1;
        const medal = medalFor(rank);
        const current = entry.id === currentId;
        return (
          <li key={entry.id} className={styles.item} aria-current={current || undefined}>
            <span className={styles.rank({ medal: medal ?? 'none' })}>
              {medal ? <Icon name="medal" size="sm" label={t(`leaderboard.medal.${medal}`)} /> : null}
              <span aria-hidden="true">{rank}</span>
              <VisuallyHidden>{t('leaderboard.rank', { rank })}</VisuallyHidden>
            </span>
            <span className={styles.name}>
              <span>{entry.name}</span>
              {current ? <span className={styles.you}>{t('leaderboard.you')}</span> : null}
            </span>
            <span className={styles.score}>{entry.score}</span>
          </li>
        );
      })}
    </ol>
  );
}
