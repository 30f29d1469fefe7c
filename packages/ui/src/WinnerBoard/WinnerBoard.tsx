import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { createElement, useId } from 'react';
import { useTranslation } from '../Translation';
import { formatAmount } from '../Amount';
import { useFormatLocale } from '../internal/useFormatLocale';
import { cx } from '../internal/cx';
import { maskName } from './maskName';
import * as styles from './WinnerBoard.css';

/** SPEC: the winner board asks for 20; "biggest wins" shows 9. */
export const winnerBoardLimits = { winners: 20, biggestWins: 9 } as const;
export const winnerBoardVariants = ['winners', 'biggestWins'] as const;

export interface WinnerEntry {
  id: string;
  /** Full name from the server; only a masked form is ever shown. */
  customerName: string;
  /** Integer minor units. */
  winAmount: number;
  currency: string;
  gameName: string;
  iconUrl?: string;
}

export interface WinnerBoardProps {
  entries: readonly WinnerEntry[];
  /** Picks the title and the default limit. */
  variant?: (typeof winnerBoardVariants)[number];
  limit?: number;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Recent or biggest wins. Each row is read as one sentence ("ab***z won ₱1,234.00 on Lucky
 * Tiger"); the visual columns are hidden from screen readers so nothing is read twice.
 */
export function WinnerBoard({
  entries,
  variant = 'winners',
  limit,
  headingLevel = 2,
  className,
}: WinnerBoardProps) {
  const { t } = useTranslation('lobby');
  const locale = useFormatLocale();
  const id = useId();
  const shown = entries.slice(0, limit ?? winnerBoardLimits[variant]);
  const title = variant === 'biggestWins' ? t('biggestWins.title') : t('winners.title');

  return (
    <section aria-labelledby={`${id}-title`} className={cx(styles.board, className)}>
      {createElement(`h${headingLevel}`, { id: `${id}-title`, className: styles.title }, title)}
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('winners.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {shown.map((entry) => {
            const player = maskName(entry.customerName);
            const amount = formatAmount(entry.winAmount, entry.currency, locale);
            return (
              <li key={entry.id} className={styles.row}>
                {entry.iconUrl ? (
                  <img className={styles.icon} src={entry.iconUrl} alt="" loading="lazy" />
                ) : (
                  <span className={styles.icon} aria-hidden="true" />
                )}
                <span className={styles.who} aria-hidden="true">
                  <span className={styles.player}>{player}</span>
                  <span className={styles.game}>{entry.gameName}</span>
                </span>
                <span className={styles.amount} aria-hidden="true">
                  {amount}
                </span>
                <VisuallyHidden>
                  {t('winners.entry', { player, amount, game: entry.gameName })}
                </VisuallyHidden>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
