import type { TeamReportRow, TeamReportType } from '@portal/api-contract';
import { Amount, type DataTableColumn } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSessionQuery } from '../../../api/contractQuery';
import { RecordsView } from '../../shared/records/RecordsView';
import { useRecordFilters } from '../../shared/records/useRecordFilters';

export interface TeamReportPageProps {
  reportType: TeamReportType;
  currency: string;
}

/**
 * The agent centre's eight reports (SPEC §2): team betting, player losses, income, downline
 * transactions, dividends and the three salaries are one call, `reports.team`, by report type.
 */
export function TeamReportPage({ reportType, currency }: TeamReportPageProps) {
  const { t } = useTranslation('agent');
  const filters = useRecordFilters();
  const query = useSessionQuery(
    'reports.team',
    { reportType, startDate: filters.range.start, endDate: filters.range.end, pageNo: filters.pageNo },
    { enabled: filters.valid, keepPreviousPage: true },
  );
  const columns: DataTableColumn<TeamReportRow>[] = [
    { id: 'period', header: t('reports.table.period'), accessor: 'period' },
    { id: 'account', header: t('reports.table.account'), accessor: 'account' },
    {
      id: 'validBetAmount',
      header: t('reports.table.validBetAmount'),
      accessor: 'validBetAmount',
      align: 'end',
      cell: (row) => <Amount minor={row.validBetAmount} currency={currency} />,
    },
    {
      id: 'profitLoss',
      header: t('reports.table.profitLoss'),
      accessor: 'profitLoss',
      align: 'end',
      cell: (row) => <Amount minor={row.profitLoss} currency={currency} tone="auto" />,
    },
    {
      id: 'activeMembers',
      header: t('reports.table.activeMembers'),
      accessor: 'activeMembers',
      align: 'end',
    },
    {
      id: 'amount',
      header: t(`reports.amounts.${reportType}`),
      accessor: 'amount',
      align: 'end',
      cell: (row) => <Amount minor={row.amount} currency={currency} />,
    },
  ];
  return (
    <RecordsView
      caption={t(`reports.captions.${reportType}`)}
      filters={filters}
      query={query}
      columns={columns}
      getRowId={(row) => `${row.account}:${row.period}`}
      totals={(page) => ({ amount: <Amount minor={page.totalAmount} currency={currency} /> })}
      emptyTitle={t('reports.table.empty')}
    />
  );
}
