import type { TeamDaily } from '@portal/api-contract';
import {
  Amount,
  Button,
  DataTable,
  Skeleton,
  StatCard,
  type DataTableColumn,
  useTranslation,
} from '@portal/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSessionQuery } from '../../../../../api/contractQuery';
import { QueryView } from '../../../../../blocks/QueryView';
import { PeriodField } from '../../../../shared/records/RecordFilterFields';
import { useRecordFilters } from '../../../../shared/records/useRecordFilters';
import * as screen from '../../../../../blocks/Screen.css';
import { teamSeries, type TeamSeries } from './chartData';

// uPlot comes with this section only, not with the centre's first page.
const TeamActivityChart = lazy(() => import('./TeamActivityChart'));

type TeamDay = TeamDaily['days'][number];

/**
 * The team's money over a period (the last 30 days unless another is chosen): the period's totals,
 * a line per day of deposits, withdrawals, valid bets and profit and loss, and the same figures as
 * a table on request (what the chart shows, for a screen reader or an exact look).
 */
export function TeamActivity({ currency }: { currency: string }) {
  const { t } = useTranslation('agent');
  const filters = useRecordFilters(null, { defaultPreset: 'previous30Days' });
  const [asTable, setAsTable] = useState(false);
  const query = useSessionQuery(
    'agent.teamDaily',
    { startDate: filters.range.start, endDate: filters.range.end },
    { enabled: filters.valid, keepPreviousPage: true },
  );
  const labels = useMemo(
    () =>
      Object.fromEntries(teamSeries.map((key) => [key, t(`teamOverview.chart.series.${key}`)])) as Record<
        TeamSeries,
        string
      >,
    [t],
  );
  const columns: DataTableColumn<TeamDay>[] = [
    { id: 'date', header: t('teamOverview.chart.date'), accessor: 'date' },
    ...teamSeries.map((key): DataTableColumn<TeamDay> => ({
      id: key,
      header: labels[key],
      accessor: key,
      align: 'end',
      cell: (day) => (
        <Amount minor={day[key]} currency={currency} tone={key === 'profitLoss' ? 'auto' : 'neutral'} />
      ),
    })),
  ];

  return (
    <section className={screen.panel} aria-labelledby="team-activity-heading">
      <h3 id="team-activity-heading" className={screen.sectionHeading}>
        {t('teamOverview.chart.title')}
      </h3>
      <PeriodField filters={filters} />
      <QueryView query={query} loading={<Skeleton shape="block" blockSize="360px" />}>
        {(activity) => (
          <>
            <div className={screen.stats}>
              {teamSeries.map((key) => (
                <StatCard
                  key={key}
                  label={t(`teamOverview.chart.totals.${key}`)}
                  value={
                    <Amount
                      minor={activity.totals[key]}
                      currency={currency}
                      tone={key === 'profitLoss' ? 'auto' : 'neutral'}
                    />
                  }
                />
              ))}
            </div>
            <div>
              <Button variant="ghost" size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
                {t('teamOverview.chart.showTable')}
              </Button>
            </div>
            {asTable ? (
              <DataTable
                caption={t('teamOverview.chart.caption')}
                columns={columns}
                rows={activity.days}
                getRowId={(day) => day.date}
                totals={Object.fromEntries(
                  teamSeries.map((key) => [
                    key,
                    <Amount key={key} minor={activity.totals[key]} currency={currency} />,
                  ]),
                )}
                layout="auto"
              />
            ) : (
              <Suspense fallback={<Skeleton shape="block" blockSize="272px" />}>
                <TeamActivityChart
                  days={activity.days}
                  labels={labels}
                  description={t('teamOverview.chart.description', {
                    start: filters.range.start,
                    end: filters.range.end,
                  })}
                />
              </Suspense>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
