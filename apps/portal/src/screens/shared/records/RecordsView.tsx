import type { Page } from '@portal/api-contract';
import { DataTable, EmptyState, Pagination, type DataTableColumn } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '../../../blocks/QueryView';
import { FilterSelect, PeriodField } from './RecordFilterFields';
import type { RecordFilters } from './useRecordFilters';
import * as styles from './RecordsView.css';

/** What the view needs of a page's filters to page through its records. */
export type RecordsPaging = Pick<RecordFilters<never>, 'pageNo' | 'valid' | 'setPage'>;

/**
 * The fields above the records: a period with an optional filter (the records pages), or a page's
 * own fields (a search, a toggle) kept in the address by the page itself.
 */
type RecordsFields<TFilter extends string> =
  | {
      filters: RecordFilters<TFilter>;
      /** The page's one extra filter, offered with "All" first. */
      filter?: { label: string; options: readonly { value: TFilter; label: string }[] };
      fields?: never;
    }
  | {
      filters: RecordsPaging;
      filter?: never;
      /** The page's own fields, in place of the period. */
      fields: ReactNode;
    };

export type RecordsViewProps<
  Row,
  TFilter extends string,
  TPage extends Page<Row>,
> = RecordsFields<TFilter> & {
  /** The table's caption: what the records are, read first by a screen reader. */
  caption: string;
  query: Pick<
    UseQueryResult<TPage>,
    'data' | 'error' | 'isPending' | 'isError' | 'isPlaceholderData' | 'refetch'
  >;
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** The totals row of the whole period (not only this page), by column id. */
  totals?: (page: TPage) => Partial<Record<string, ReactNode>>;
  emptyTitle: string;
  /** What the empty state adds under its title: a line, and a way to get going. */
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** A row under the filters for the page's own fields and actions (a search, an export). */
  toolbar?: ReactNode;
};

function isDateFilters<TFilter extends string>(
  filters: RecordFilters<TFilter> | RecordsPaging,
): filters is RecordFilters<TFilter> {
  return 'range' in filters;
}

/**
 * The shape every records page shares (SPEC §2 member and agent records, §9 periods): a date range
 * with the last 7 and 30 days and an optional filter (or a page's own fields), the records as a table (cards on phones) with
 * the period's totals, and paging; loading, empty and failed calls shown in place.
 */
export function RecordsView<Row, TFilter extends string, TPage extends Page<Row>>({
  caption,
  filters,
  filter,
  fields,
  query,
  columns,
  getRowId,
  totals,
  emptyTitle,
  emptyDescription,
  emptyAction,
  toolbar,
}: RecordsViewProps<Row, TFilter, TPage>) {
  const data = query.data;
  return (
    <div className={styles.view}>
      {isDateFilters(filters) ? (
        <div className={styles.filters}>
          <PeriodField filters={filters} />
          {filter ? <FilterSelect label={filter.label} options={filter.options} filters={filters} /> : null}
        </div>
      ) : (
        fields
      )}
      {toolbar}
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : data && data.content.length === 0 && data.pageNo === 1 ? (
        <EmptyState icon="receipt" title={emptyTitle} description={emptyDescription} action={emptyAction} />
      ) : (
        <DataTable
          caption={caption}
          captionHidden
          columns={columns}
          rows={data?.content ?? []}
          getRowId={getRowId}
          manualSort
          layout="auto"
          loading={query.isPending || !filters.valid}
          {...(data && totals ? { totals: totals(data) } : {})}
        />
      )}
      {data && data.totalPages > 1 ? (
        <Pagination
          page={data.pageNo}
          pageCount={data.totalPages}
          onPageChange={filters.setPage}
          aria-busy={query.isPlaceholderData}
        />
      ) : null}
    </div>
  );
}
