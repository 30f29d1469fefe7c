import type { GameType } from '@portal/api-contract';
import {
  Amount,
  DataTable,
  Skeleton,
  StatCard,
  useFormatLocale,
  formatAmount,
  useTranslation,
} from '@portal/ui';
import { useSessionQuery } from '../../../../api/contractQuery';
import { QueryView } from '../../../../blocks/QueryView';
import { PeriodField } from '../../../shared/records/RecordFilterFields';
import { useRecordFilters } from '../../../shared/records/useRecordFilters';
import * as styles from '../../../../blocks/Screen.css';
import type { MemberPageProps } from '../../memberPageContent';

const figures = ['betAmount', 'validBetAmount', 'payout', 'bonus', 'rebate', 'deposit', 'withdraw'] as const;

/** Profit and loss (personalProfit): the period's stakes, payouts, rewards and money in and out. */
export function ProfitLossPage({ currency }: MemberPageProps) {
  const { t } = useTranslation(['wallet', 'nav']);
  const locale = useFormatLocale();
  const filters = useRecordFilters();
  const query = useSessionQuery(
    'reports.profitLoss',
    { startDate: filters.range.start, endDate: filters.range.end },
    { enabled: filters.valid, keepPreviousPage: true },
  );
  return (
    <section className={styles.panel} aria-label={t('records.profitLoss.summary')}>
      <PeriodField filters={filters} />
      <QueryView query={query} loading={<Skeleton shape="block" blockSize="200px" />}>
        {(report) => (
          <>
            <StatCard
              label={t('records.profitLoss.profitLoss')}
              value={<Amount minor={report.profitLoss} currency={currency} tone="auto" size="lg" />}
              icon="medal"
            />
            <div className={styles.stats}>
              {figures.map((figure) => (
                <StatCard
                  key={figure}
                  label={t(`records.profitLoss.${figure}`)}
                  value={formatAmount(report[figure], currency, locale)}
                />
              ))}
            </div>
            <DataTable
              caption={t('records.profitLoss.byGameType')}
              columns={[
                {
                  id: 'gameType',
                  header: t('records.betting.gameType'),
                  accessor: 'gameType',
                  cell: (row) => t(`nav:categories.${row.gameType.toLowerCase() as Lowercase<GameType>}`),
                },
                {
                  id: 'validBetAmount',
                  header: t('records.betting.validBetAmount'),
                  accessor: 'validBetAmount',
                  align: 'end',
                  cell: (row) => <Amount minor={row.validBetAmount} currency={currency} />,
                },
                {
                  id: 'profitLoss',
                  header: t('records.betting.profitLoss'),
                  accessor: 'profitLoss',
                  align: 'end',
                  cell: (row) => <Amount minor={row.profitLoss} currency={currency} tone="auto" />,
                },
              ]}
              rows={report.byGameType}
              getRowId={(row) => row.gameType}
              layout="auto"
              empty={t('records.profitLoss.empty')}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
