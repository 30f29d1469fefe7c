import { gameTypes, type BetRecord, type GameType } from '@portal/api-contract';
import { Amount, formatDateTime, type DataTableColumn, useTranslation } from '@portal/ui';
import { useSessionQuery } from '../../../../api/contractQuery';
import { RecordsView } from '../../../shared/records/RecordsView';
import { useRecordFilters } from '../../../shared/records/useRecordFilters';
import type { MemberPageProps } from '../../memberPageContent';

/** Betting record (personalHistoryCopy): the member's bets by period and game type, with totals. */
export function BettingRecordPage({ currency }: MemberPageProps) {
  const { t } = useTranslation(['wallet', 'nav']);
  const filters = useRecordFilters({ name: 'gameType', values: gameTypes });
  const query = useSessionQuery(
    'reports.betting',
    {
      startDate: filters.range.start,
      endDate: filters.range.end,
      pageNo: filters.pageNo,
      ...(filters.filter ? { gameType: filters.filter } : {}),
    },
    { enabled: filters.valid, keepPreviousPage: true },
  );
  const money = (minor: number, tone: 'neutral' | 'auto' = 'neutral') => (
    <Amount minor={minor} currency={currency} tone={tone} />
  );
  const columns: DataTableColumn<BetRecord>[] = [
    {
      id: 'betAt',
      header: t('records.betting.betAt'),
      accessor: 'betAt',
      cell: (row) => formatDateTime(row.betAt),
    },
    { id: 'game', header: t('records.betting.game'), accessor: 'gameName' },
    { id: 'vendor', header: t('records.betting.vendor'), accessor: 'vassalage' },
    {
      id: 'betAmount',
      header: t('records.betting.betAmount'),
      accessor: 'betAmount',
      align: 'end',
      cell: (row) => money(row.betAmount),
    },
    {
      id: 'validBetAmount',
      header: t('records.betting.validBetAmount'),
      accessor: 'validBetAmount',
      align: 'end',
      cell: (row) => money(row.validBetAmount),
    },
    {
      id: 'payout',
      header: t('records.betting.payout'),
      accessor: 'payout',
      align: 'end',
      cell: (row) => money(row.payout),
    },
    {
      id: 'profitLoss',
      header: t('records.betting.profitLoss'),
      accessor: 'profitLoss',
      align: 'end',
      cell: (row) => money(row.profitLoss, 'auto'),
    },
    {
      id: 'status',
      header: t('records.status'),
      accessor: 'status',
      cell: (row) => t(`records.betting.statuses.${row.status}`),
    },
  ];
  return (
    <RecordsView
      caption={t('records.betting.caption')}
      filters={filters}
      filter={{
        label: t('records.betting.gameType'),
        options: gameTypes.map((type) => ({
          value: type,
          label: t(`nav:categories.${type.toLowerCase() as Lowercase<GameType>}`),
        })),
      }}
      query={query}
      columns={columns}
      getRowId={(row) => row.betId}
      totals={(page) => ({
        betAmount: money(page.totals.betAmount),
        validBetAmount: money(page.totals.validBetAmount),
        profitLoss: money(page.totals.profitLoss, 'auto'),
      })}
      emptyTitle={t('records.betting.empty')}
    />
  );
}
