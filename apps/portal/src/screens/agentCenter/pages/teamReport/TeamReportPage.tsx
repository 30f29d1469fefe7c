import type { TeamReportRow, TeamReportType } from '@portal/api-contract';
import { Amount, Button, SearchField, type DataTableColumn, useTranslation } from '@portal/ui';
import type { TFunction } from 'i18next';
import { useSearchParams } from 'react-router';
import { useSessionQuery } from '../../../../api/contractQuery';
import { RecordsView } from '../../../shared/records/RecordsView';
import { useAddressUpdate, useRecordFilters } from '../../../shared/records/useRecordFilters';
import * as styles from './TeamReport.css';
import type { TeamReportColumn } from './parts/teamReportCsv';
import { useTeamReportExport } from './parts/useTeamReportExport';

export interface TeamReportPageProps {
  reportType: TeamReportType;
  currency: string;
}

/** The team levels the level filter offers: the direct downlines (1) and those below them. */
const LEVELS = ['1', '2', '3', '4', '5'] as const;
/** The address's name of the member filter, beside `level` and the period. */
const MEMBER_PARAM = 'account';

/** The report's columns, once: the table shows them and the export writes them. */
function columnsOf(reportType: TeamReportType, t: TFunction<'agent'>): TeamReportColumn[] {
  return [
    { id: 'period', header: t('reports.table.period'), kind: 'text', value: (row) => row.period },
    { id: 'account', header: t('reports.table.account'), kind: 'text', value: (row) => row.account },
    {
      id: 'validBetAmount',
      header: t('reports.table.validBetAmount'),
      kind: 'amount',
      value: (row) => row.validBetAmount,
    },
    {
      id: 'profitLoss',
      header: t('reports.table.profitLoss'),
      kind: 'amount',
      value: (row) => row.profitLoss,
    },
    {
      id: 'activeMembers',
      header: t('reports.table.activeMembers'),
      kind: 'count',
      value: (row) => row.activeMembers,
    },
    { id: 'amount', header: t(`reports.amounts.${reportType}`), kind: 'amount', value: (row) => row.amount },
  ];
}

/**
 * The agent centre's eight reports (SPEC §2): team betting, player losses, income, downline
 * transactions, dividends and the three salaries are one call, `reports.team`, by report type;
 * narrowed to one member or one level of the team, and exported as CSV for the chosen period.
 */
export function TeamReportPage({ reportType, currency }: TeamReportPageProps) {
  const { t } = useTranslation('agent');
  const filters = useRecordFilters({ name: 'level', values: LEVELS });
  const [params] = useSearchParams();
  const updateAddress = useAddressUpdate();
  const member = params.get(MEMBER_PARAM)?.trim() || undefined;
  const reportQuery = {
    reportType,
    startDate: filters.range.start,
    endDate: filters.range.end,
    ...(member ? { account: member } : {}),
    ...(filters.filter ? { level: Number(filters.filter) } : {}),
  };
  const query = useSessionQuery(
    'reports.team',
    { ...reportQuery, pageNo: filters.pageNo },
    { enabled: filters.valid, keepPreviousPage: true },
  );
  const reportColumns = columnsOf(reportType, t);
  const { exporting, exportCsv } = useTeamReportExport({
    reportType,
    query: reportQuery,
    columns: reportColumns,
    currency,
  });
  const columns: DataTableColumn<TeamReportRow>[] = reportColumns.map((column) => ({
    id: column.id,
    header: column.header,
    accessor: (row) => column.value(row),
    ...(column.kind === 'text' ? {} : { align: 'end' as const }),
    ...(column.kind === 'amount'
      ? {
          cell: (row: TeamReportRow) => (
            <Amount
              minor={Number(column.value(row))}
              currency={currency}
              {...(column.id === 'profitLoss' ? { tone: 'auto' as const } : {})}
            />
          ),
        }
      : {}),
  }));
  const setMember = (account: string | undefined) =>
    updateAddress({ [MEMBER_PARAM]: account || undefined, pageNo: undefined });
  return (
    <RecordsView
      caption={t(`reports.captions.${reportType}`)}
      filters={filters}
      filter={{
        label: t('reportTools.level'),
        options: LEVELS.map((level) => ({
          value: level,
          label: level === '1' ? t('reportTools.directLevel') : t('reportTools.levelN', { level }),
        })),
      }}
      toolbar={
        <div className={styles.toolbar}>
          <SearchField
            // A new address value (back, a shared link) shows in the field.
            key={member ?? ''}
            className={styles.memberSearch}
            label={t('reportTools.member')}
            landmarkLabel={t('reportTools.member')}
            defaultValue={member ?? ''}
            onSearch={(account) => setMember(account)}
            onClear={() => setMember(undefined)}
          />
          <Button
            variant="secondary"
            iconStart="download"
            loading={exporting}
            disabled={!filters.valid || query.data?.totalElements === 0}
            onClick={exportCsv}
          >
            {t('reportTools.export')}
          </Button>
        </div>
      }
      query={query}
      columns={columns}
      getRowId={(row) => `${row.account}:${row.period}`}
      totals={(page) => ({ amount: <Amount minor={page.totalAmount} currency={currency} /> })}
      emptyTitle={t('reports.table.empty')}
    />
  );
}
