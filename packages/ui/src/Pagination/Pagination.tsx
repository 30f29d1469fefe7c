import type { HTMLAttributes, MouseEvent } from 'react';
import { useTranslation } from '../Translation';
import { Icon } from '../Icon';
import { cx } from '../internal/cx';
import * as styles from './Pagination.css';
import { paginationItems } from './paginationItems';

export const paginationSizes = ['sm', 'md'] as const;

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown around the current one: 5 in the announcement list, 1 in the notice view. */
  pageRange?: number;
  /** Pages always shown at each end. */
  marginPages?: number;
  size?: (typeof paginationSizes)[number];
  /** Overrides the landmark's name ("Pages") when a screen has more than one pager. */
  'aria-label'?: string;
}

/**
 * A pager: previous, first/last margin pages, a window around the current page, ellipses for the
 * hidden runs, next. Renders nothing when there is only one page. Buttons at the ends stay
 * focusable (`aria-disabled`) so focus is not lost when the last page is reached.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageRange = 5,
  marginPages = 1,
  size = 'md',
  className,
  'aria-label': ariaLabel,
  ...rest
}: PaginationProps) {
  const { t } = useTranslation('nav');
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const items = paginationItems({ page: current, pageCount, pageRange, marginPages });
  const go = (target: number) => (event: MouseEvent<HTMLButtonElement>) => {
    if (event.currentTarget.getAttribute('aria-disabled') === 'true') return;
    if (target !== current) onPageChange(target);
  };
  const atStart = current <= 1;
  const atEnd = current >= pageCount;

  return (
    <nav aria-label={ariaLabel ?? t('pagination.label')} className={cx(styles.root, className)} {...rest}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.item({ size, kind: 'step' })}
            aria-label={t('pagination.previous')}
            aria-disabled={atStart || undefined}
            onClick={go(current - 1)}
          >
            <Icon name="chevronStart" size="sm" className={styles.directional} />
          </button>
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.side}`} className={styles.ellipsis({ size })} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.item({ size, kind: 'page' })}
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.current ? 'page' : undefined}
                onClick={go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.item({ size, kind: 'step' })}
            aria-label={t('pagination.next')}
            aria-disabled={atEnd || undefined}
            onClick={go(current + 1)}
          >
            <Icon name="chevronEnd" size="sm" className={styles.directional} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
