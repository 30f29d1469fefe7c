import { accountRecordTypes, type AccountRecord } from '@portal/api-contract';
import { Amount, formatDateTime, type DataTableColumn } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSessionQuery } from '../../../api/contractQuery';
import { RecordsView } from '../../shared/records/RecordsView';
import { useRecordFilters } from '../../shared/records/useRecordFilters';
import type { MemberPageProps } from '../memberPages';

/** Account record (transactionHistory): every movement of the main wallet, by period and type. */
export function TransactionHistoryPage({ currency }: MemberPageProps) {
  const { t } = useTranslation('wallet');
  const filters = useRecordFilters({ name: 'type', values: accountRecordTypes });
  const query = useSessionQuery(
    'reports.account',
    {
      startDate: filters.range.start,
      endDate: filters.range.end,
      pageNo: filters.pageNo,
      ...(filters.filter ? { type: filters.filter } : {}),
    },
    { enabled: filters.valid, keepPreviousPage: true },
  );
  const columns: DataTableColumn<AccountRecord>[] = [
    {
      id: 'createdAt',
      header: t('records.time'),
      accessor: 'createdAt',
      cell: (row) => formatDateTime(row.createdAt),
    },
    {
      id: 'type',
      header: t('records.type'),
      accessor: 'type',
      cell: (row) => t(`records.account.types.${row.type}`),
    },
    {
      id: 'amount',
      header: t('records.amount'),
      accessor: 'amount',
      align: 'end',
      cell: (row) => <Amount minor={row.amount} currency={currency} tone="auto" />,
    },
    {
      id: 'balanceAfter',
      header: t('records.account.balanceAfter'),
      accessor: 'balanceAfter',
      align: 'end',
      cell: (row) => <Amount minor={row.balanceAfter} currency={currency} />,
    },
    {
      id: 'status',
      header: t('records.status'),
      accessor: 'status',
      cell: (row) => t(`records.account.statuses.${row.status}`),
    },
    { id: 'remark', header: t('records.remark'), accessor: 'remark' },
  ];
  return (
    <RecordsView
      caption={t('records.account.caption')}
      filters={filters}
      filter={{
        label: t('records.type'),
        options: accountRecordTypes.map((type) => ({
          value: type,
          label: t(`records.account.types.${type}`),
        })),
      }}
      query={query}
      columns={columns}
      getRowId={(row) => row.recordId}
      emptyTitle={t('records.account.empty')}
    />
  );
}
