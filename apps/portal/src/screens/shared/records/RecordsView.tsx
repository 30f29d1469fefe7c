import type { Page } from '@portal/api-contract';
import { DataTable, EmptyState, Pagination, type DataTableColumn } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '../QueryView';
import { FilterSelect, PeriodField } from './RecordFilterFields';
import type { RecordFilters } from './useRecordFilters';
import * as styles from './RecordsView.css';

export interface RecordsViewProps<Row, TFilter extends string, TPage extends Page<Row>> {
  /** The table's caption: what the records are, read first by a screen reader. */
  caption: string;
  filters: RecordFilters<TFilter>;
  /** The page's one extra filter, offered with "All" first. */
  filter?: { label: string; options: readonly { value: TFilter; label: string }[] };
  query: Pick<
    UseQueryResult<TPage>,
    'data' | 'error' | 'isPending' | 'isError' | 'isPlaceholderData' | 'refetch'
  >;
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** The totals row of the whole period (not only this page), by column id. */
  totals?: (page: TPage) => Partial<Record<string, ReactNode>>;
  emptyTitle: string;
}

/**
 * The shape every records page shares (SPEC §2 member and agent records, §9 periods): a date range
 * with the last 7 and 30 days, an optional filter, the records as a table (cards on phones) with
 * the period's totals, and paging; loading, empty and failed calls shown in place.
 */
export function RecordsView<Row, TFilter extends string, TPage extends Page<Row>>({
  caption,
  filters,
  filter,
  query,
  columns,
  getRowId,
  totals,
  emptyTitle,
}: RecordsViewProps<Row, TFilter, TPage>) {
  const data = query.data;
  return (
    <div className={styles.view}>
      <div className={styles.filters}>
        <PeriodField filters={filters} />
        {filter ? <FilterSelect label={filter.label} options={filter.options} filters={filters} /> : null}
      </div>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : data && data.content.length === 0 && data.pageNo === 1 ? (
        <EmptyState icon="receipt" title={emptyTitle} />
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
