import { createElement, useId, useState } from 'react';
import { useTranslation } from '../Translation';
import { Button } from '../Button';
import { ListedGameCard, type GameGridItem } from '../GameCard/ListedGameCard';
import { cx } from '../internal/cx';
import * as styles from './GameLane.css';

/** A lane shows this many games at once; arrows page through the rest. */
export const LANE_PAGE_SIZE = 12;

export interface GameLaneProps<T extends GameGridItem> {
  /** Lane title (the category name), already translated by the caller. */
  title: string;
  games: readonly T[];
  /** Rows in each slide (home page: 2; hot games: 3). */
  rowsPerSlide?: number;
  headingLevel?: 2 | 3 | 4;
  onLaunch?: (game: T) => void;
  onFavoriteChange?: (game: T, favorite: boolean) => void;
  /** Adds a "View all" button beside the title. */
  onViewAll?: () => void;
  /** Controlled page (0-based); uncontrolled when omitted. */
  page?: number;
  onPageChange?: (page: number) => void;
  className?: string;
}

export function GameLane<T extends GameGridItem>({
  title,
  games,
  rowsPerSlide = 2,
  headingLevel = 2,
  onLaunch,
  onFavoriteChange,
  onViewAll,
  page: pageProp,
  onPageChange,
  className,
}: GameLaneProps<T>) {
  const { t } = useTranslation('lobby');
  const id = useId();
  const [ownPage, setOwnPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(games.length / LANE_PAGE_SIZE));
  const page = Math.min(pageProp ?? ownPage, pageCount - 1);
  const paged = games.length > LANE_PAGE_SIZE;
  const rows = Math.max(1, Math.floor(rowsPerSlide));
  const visible = games.slice(page * LANE_PAGE_SIZE, (page + 1) * LANE_PAGE_SIZE);

  const go = (next: number) => {
    if (next < 0 || next >= pageCount) return;
    setOwnPage(next);
    onPageChange?.(next);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={cx(styles.lane, className)}>
      <div className={styles.header}>
        {createElement(`h${headingLevel}`, { id: `${id}-title`, className: styles.title }, title)}
        {paged ? (
          <>
            <span className={styles.page} aria-live="polite">
              {t('lane.page', { page: page + 1, count: pageCount })}
            </span>
            <Button
              variant="ghost"
              size="sm"
              icon="chevronStart"
              aria-label={t('lane.previous')}
              aria-controls={`${id}-list`}
              disabled={page === 0}
              onClick={() => go(page - 1)}
            />
            <Button
              variant="ghost"
              size="sm"
              icon="chevronEnd"
              aria-label={t('lane.next')}
              aria-controls={`${id}-list`}
              disabled={page === pageCount - 1}
              onClick={() => go(page + 1)}
            />
          </>
        ) : null}
        {onViewAll ? (
          <Button variant="outline" size="sm" onClick={onViewAll}>
            {t('lane.viewAll')}
          </Button>
        ) : null}
      </div>
      {games.length === 0 ? (
        <p className={styles.empty}>{t('lane.empty')}</p>
      ) : (
        <div className={styles.viewport}>
          <ul
            id={`${id}-list`}
            className={styles.list}
            style={{ gridTemplateRows: `repeat(${rows}, auto)` }}
            data-rows={rows}
          >
            {visible.map((game) => (
              <ListedGameCard
                key={game.id}
                as="li"
                game={game}
                onLaunch={onLaunch}
                onFavoriteChange={onFavoriteChange}
              />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
