import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../Translation';
import { ListedGameCard, type GameGridItem } from '../GameCard/ListedGameCard';
import { cx } from '../internal/cx';
import * as styles from './GameGrid.css';

export type { GameGridItem };

export interface GameGridProps<T extends GameGridItem> {
  games: readonly T[];
  /** Accessible name of the list, e.g. the category title. */
  label: string;
  /** Narrowest a column may get (px); the column count follows the container width. */
  minColumnWidth?: number;
  maxColumns?: number;
  /** Rows rendered beyond the visible window on each side. */
  overscan?: number;
  onLaunch?: (game: T) => void;
  onFavoriteChange?: (game: T, favorite: boolean) => void;
  className?: string;
}

const FALLBACK_GAP = 12;
/** Name, vendor and padding below the square icon, before a row is measured. */
const TEXT_ALLOWANCE = 56;

/** Columns that fit `width` when each is at least `minColumnWidth` wide with `gap` between. */
export function columnCount(width: number, minColumnWidth: number, gap: number, maxColumns = Infinity) {
  if (!(width > 0)) return 1;
  return Math.max(1, Math.min(maxColumns, Math.floor((width + gap) / (minColumnWidth + gap))));
}

/**
 * A virtualised grid of game cards for long lists (thousands of slots). Only the rows in and
 * near the viewport are in the DOM; every card still reports its position (aria-posinset /
 * aria-setsize) so assistive technology knows the list's real length. The grid scrolls itself:
 * give it a height through its parent or `className`.
 */
export function GameGrid<T extends GameGridItem>({
  games,
  label,
  minColumnWidth = 140,
  maxColumns,
  overscan = 2,
  onLaunch,
  onFavoriteChange,
  className,
}: GameGridProps<T>) {
  const { t } = useTranslation('lobby');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, gap: FALLBACK_GAP });

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const read = () => {
      const gap = parseFloat(getComputedStyle(element).columnGap);
      const next = {
        width: element.clientWidth || element.offsetWidth,
        gap: Number.isFinite(gap) ? gap : FALLBACK_GAP,
      };
      setBox((prev) => (prev.width === next.width && prev.gap === next.gap ? prev : next));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const columns = columnCount(box.width, minColumnWidth, box.gap, maxColumns);
  const columnWidth = box.width > 0 ? (box.width - box.gap * (columns - 1)) / columns : minColumnWidth;
  const rowCount = Math.ceil(games.length / columns);

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns fresh functions each render by design; this component is not memoised
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: useCallback(() => Math.round(columnWidth + TEXT_ALLOWANCE), [columnWidth]),
    gap: box.gap,
    overscan,
  });

  // A new column count reshapes every row: drop the measured heights.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, columns, columnWidth]);

  if (games.length === 0) {
    return <p className={styles.empty}>{t('lane.empty')}</p>;
  }

  return (
    <div ref={scrollRef} className={cx(styles.scroller, className)} data-columns={columns}>
      <ul aria-label={label} className={styles.list} style={{ blockSize: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().flatMap((row) => {
          const first = row.index * columns;
          return games.slice(first, first + columns).map((game, column) => (
            <ListedGameCard
              key={game.id}
              as="li"
              ref={column === 0 ? virtualizer.measureElement : undefined}
              data-index={column === 0 ? row.index : undefined}
              aria-posinset={first + column + 1}
              aria-setsize={games.length}
              className={styles.item}
              style={{
                insetBlockStart: row.start,
                insetInlineStart: `calc((100% + ${styles.gap}) * ${column} / ${columns})`,
                inlineSize: `calc((100% - ${styles.gap} * ${columns - 1}) / ${columns})`,
              }}
              game={game}
              onLaunch={onLaunch}
              onFavoriteChange={onFavoriteChange}
            />
          ));
        })}
      </ul>
    </div>
  );
}
