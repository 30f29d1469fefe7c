import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../Translation';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import { cx } from '../internal/cx';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './DataTable.css';
import { nextSort, sortRows, type SortState, type SortValue } from './sortRows';

export const dataTableLayouts = ['table', 'cards', 'auto'] as const;
export const dataTableAligns = ['start', 'center', 'end'] as const;

export type DataTableLayout = (typeof dataTableLayouts)[number];
export type DataTableAlign = (typeof dataTableAligns)[number];

export interface DataTableColumn<Row> {
  /** Stable id: the sort state and the totals refer to it. */
  id: string;
  header: ReactNode;
  /** The cell's value: a key of the row or a function. Used for sorting and as default content. */
  accessor: (keyof Row & string) | ((row: Row) => SortValue);
  /** Renders the cell (e.g. an Amount or a StatusPill); the accessor's value when left out. */
  cell?: (row: Row) => ReactNode;
  align?: DataTableAlign;
  sortable?: boolean;
  /** Custom order for this column (ascending); the accessor's value is compared otherwise. */
  compare?: (a: Row, b: Row) => number;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** Names the table (caption). Hide it visually with `captionHidden` when a heading says it. */
  caption: ReactNode;
  captionHidden?: boolean;
  getRowId?: (row: Row, index: number) => string | number;
  /** Controlled sort; pair with onSortChange. */
  sort?: SortState | null;
  defaultSort?: SortState | null;
  /**
   * Called when a sortable header is pressed. With `manualSort` the rows are shown as given
   * (the server sorts); otherwise they are sorted here.
   */
  onSortChange?: (sort: SortState) => void;
  manualSort?: boolean;
  /** Totals row content per column id; the first column says "Total" unless given. */
  totals?: Partial<Record<string, ReactNode>>;
  loading?: boolean;
  /** Skeleton rows while loading. */
  loadingRows?: number;
  /** Shown when there are no rows; an EmptyState with "No data yet" by default. */
  empty?: ReactNode;
  /** "auto" shows cards in a narrow container and a table in a wide one (container query). */
  layout?: DataTableLayout;
  className?: string;
}

function valueOf<Row>(column: DataTableColumn<Row>, row: Row): SortValue {
  if (typeof column.accessor === 'function') return column.accessor(row);
  return row[column.accessor] as SortValue;
}

function contentOf<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  if (column.cell) return column.cell(row);
  const value = valueOf(column, row);
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

const ariaSortOf = (sort: SortState | null | undefined, columnId: string) =>
  sort?.columnId === columnId ? sort.direction : undefined;

/**
 * Records (deposits, bets, team reports…) as an accessible table, or as cards on narrow
 * containers. Sortable headers are buttons (Enter/Space), the sorted one carries aria-sort.
 */
export function DataTable<Row>({
  columns,
  rows,
  caption,
  captionHidden = false,
  getRowId = (_row, index) => index,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  manualSort = false,
  totals,
  loading = false,
  loadingRows = 5,
  empty,
  layout = 'auto',
  className,
}: DataTableProps<Row>) {
  const { t, i18n } = useTranslation('account');
  const [sort, setSort] = useControllableState<SortState | null>({
    value: sortProp,
    defaultValue: defaultSort,
    onChange: (next) => {
      if (next) onSortChange?.(next);
    },
    caller: 'DataTable',
  });
  const captionId = useId();

  const sortedRows = useMemo(
    () =>
      manualSort
        ? [...rows]
        : sortRows(
            rows,
            columns.map((column) => ({
              id: column.id,
              sortValue: (row: Row) => valueOf(column, row),
              compare: column.compare,
            })),
            sort,
            i18n.language,
          ),
    [rows, columns, sort, manualSort, i18n.language],
  );

  const pressSort = (columnId: string) => {
    setSort(nextSort(sort, columnId));
  };

  const showEmpty = !loading && rows.length === 0;
  const emptyContent = empty ?? <EmptyState />;
  const hasTotals = Boolean(totals) && !loading && rows.length > 0;
  const totalContent = (column: DataTableColumn<Row>, index: number): ReactNode =>
    totals?.[column.id] ?? (index === 0 ? t('dataTable.total') : '');

  const sortIndicator = (columnId: string) => {
    const direction = ariaSortOf(sort, columnId);
    return (
      <Icon
        name={direction === 'descending' ? 'chevronDown' : 'chevronUp'}
        size="sm"
        className={direction ? styles.sortIconActive : styles.sortIcon}
      />
    );
  };

  const tableView = (
    // A wide table scrolls sideways: keyboard users must be able to focus it to scroll (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable scroll container
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption id={captionId} className={styles.caption}>
          {captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={column.sortable ? ariaSortOf(sort, column.id) : undefined}
                className={[styles.headerCell, styles.align[column.align ?? 'start']].join(' ')}
              >
                {column.sortable ? (
                  <button type="button" className={styles.sortButton} onClick={() => pressSort(column.id)}>
                    {column.header}
                    {sortIndicator(column.id)}
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: loadingRows }, (_, rowIndex) => (
                <tr key={`loading-${rowIndex}`} className={styles.row}>
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={[styles.cell, styles.align[column.align ?? 'start']].join(' ')}
                    >
                      <Skeleton />
                    </td>
                  ))}
                </tr>
              ))
            : null}
          {showEmpty ? (
            <tr>
              <td colSpan={columns.length} className={styles.emptyCell}>
                {emptyContent}
              </td>
            </tr>
          ) : null}
          {!loading
            ? sortedRows.map((row, rowIndex) => (
                <tr key={getRowId(row, rowIndex)} className={styles.row}>
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={[styles.cell, styles.align[column.align ?? 'start']].join(' ')}
                    >
                      {contentOf(column, row)}
                    </td>
                  ))}
                </tr>
              ))
            : null}
        </tbody>
        {hasTotals ? (
          <tfoot>
            <tr className={styles.totalsRow}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th
                    key={column.id}
                    scope="row"
                    className={[styles.totalsCell, styles.align[column.align ?? 'start']].join(' ')}
                  >
                    {totalContent(column, index)}
                  </th>
                ) : (
                  <td
                    key={column.id}
                    className={[styles.totalsCell, styles.align[column.align ?? 'start']].join(' ')}
                  >
                    {totalContent(column, index)}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );

  const sortableColumns = columns.filter((column) => column.sortable);
  const cardsCaptionId = `${captionId}-cards`;
  const cardsView = (
    <section aria-labelledby={cardsCaptionId} aria-busy={loading || undefined}>
      {captionHidden ? (
        <VisuallyHidden id={cardsCaptionId}>{caption}</VisuallyHidden>
      ) : (
        <h3 id={cardsCaptionId} className={styles.cardCaption}>
          {caption}
        </h3>
      )}
      {sortableColumns.length > 0 && !showEmpty ? (
        <div role="group" aria-label={t('dataTable.sortBy')} className={styles.cardToolbar}>
          <span aria-hidden="true">{t('dataTable.sortBy')}</span>
          {sortableColumns.map((column) => {
            const direction = ariaSortOf(sort, column.id);
            return (
              <button
                key={column.id}
                type="button"
                className={styles.toolbarButton}
                aria-pressed={Boolean(direction)}
                onClick={() => pressSort(column.id)}
              >
                {column.header}
                {direction ? <VisuallyHidden>{t(`dataTable.${direction}`)}</VisuallyHidden> : null}
                {sortIndicator(column.id)}
              </button>
            );
          })}
        </div>
      ) : null}
      {showEmpty ? (
        emptyContent
      ) : (
        <ul className={styles.cardList}>
          {loading
            ? Array.from({ length: loadingRows }, (_, rowIndex) => (
                <li key={`loading-${rowIndex}`} className={styles.card}>
                  <Skeleton lines={Math.min(columns.length, 3)} />
                </li>
              ))
            : sortedRows.map((row, rowIndex) => (
                <li key={getRowId(row, rowIndex)} className={styles.card}>
                  <dl className={styles.cardFields}>
                    {columns.map((column) => (
                      <div key={column.id} style={{ display: 'contents' }}>
                        <dt className={styles.cardLabel}>{column.header}</dt>
                        <dd className={styles.cardValue}>{contentOf(column, row)}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
          {hasTotals ? (
            <li className={[styles.card, styles.totalsCard].join(' ')}>
              <dl className={styles.cardFields}>
                {columns.map((column, index) => {
                  const content = totals?.[column.id];
                  if (index === 0) {
                    return (
                      <div key={column.id} style={{ display: 'contents' }}>
                        <dt className={styles.cardLabel}>{t('dataTable.total')}</dt>
                        <dd className={styles.cardValue}>{content ?? ''}</dd>
                      </div>
                    );
                  }
                  return content === undefined ? null : (
                    <div key={column.id} style={{ display: 'contents' }}>
                      <dt className={styles.cardLabel}>{column.header}</dt>
                      <dd className={styles.cardValue}>{content}</dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );

  return (
    <div className={cx(styles.root, className)} data-layout={layout}>
      {layout === 'table' ? tableView : null}
      {layout === 'cards' ? cardsView : null}
      {layout === 'auto' ? (
        <>
          <div className={styles.autoTable}>{tableView}</div>
          <div className={styles.autoCards}>{cardsView}</div>
        </>
      ) : null}
    </div>
  );
}
