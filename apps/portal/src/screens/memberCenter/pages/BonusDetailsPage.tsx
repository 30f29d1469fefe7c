import { accountRecordGroups, type AccountRecord } from '@portal/api-contract';
import { Amount, formatDateTime, type DataTableColumn } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSessionQuery } from '../../../api/contractQuery';
import { RecordsView } from '../../shared/records/RecordsView';
import { useRecordFilters } from '../../shared/records/useRecordFilters';
import type { MemberPageProps } from '../memberPages';

const bonusTypes = accountRecordGroups.bonus;

/** Bonus details (bonusDetails): the bonuses and rebates the member was given, by period and type. */
export function BonusDetailsPage({ currency }: MemberPageProps) {
  const { t } = useTranslation('wallet');
  const filters = useRecordFilters({ name: 'type', values: bonusTypes });
  const query = useSessionQuery(
    'reports.account',
    {
      startDate: filters.range.start,
      endDate: filters.range.end,
      pageNo: filters.pageNo,
      group: 'bonus',
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
      id: 'status',
      header: t('records.status'),
      accessor: 'status',
      cell: (row) => t(`records.account.statuses.${row.status}`),
    },
    { id: 'remark', header: t('records.remark'), accessor: 'remark' },
  ];
  return (
    <RecordsView
      caption={t('records.bonus.caption')}
      filters={filters}
      filter={{
        label: t('records.type'),
        options: bonusTypes.map((type) => ({ value: type, label: t(`records.account.types.${type}`) })),
      }}
      query={query}
      columns={columns}
      getRowId={(row) => row.recordId}
      emptyTitle={t('records.bonus.empty')}
    />
  );
}
