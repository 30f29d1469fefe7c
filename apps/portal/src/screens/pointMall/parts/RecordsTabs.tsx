import type { PointTransaction, RedeemRecord } from '@portal/api-contract';
import { pointSources, redeemStatuses } from '@portal/api-contract';
import {
  formatDateTime,
  Select,
  StatusPill,
  useFormatLocale,
  type DataTableColumn,
  useTranslation,
} from '@portal/ui';
import { useSessionQuery } from '../../../api/contractQuery';
import { RecordsView } from '../../shared/records/RecordsView';
import type { ListFilters, PointSource, RedeemStatus } from './usePointMallAddress';

/** The value the "all" option carries (a select option cannot be empty). */
const ALL = 'ALL';

const pillStatus = { IN_PROCESS: 'inProcess', REJECTED: 'rejected', APPROVED: 'approved' } as const;

/** A list's one filter, "All" first; the choice is kept in the address by `filters`. */
function ListFilter<TFilter extends string>({
  label,
  options,
  filters,
}: {
  label: string;
  options: readonly { value: TFilter; label: string }[];
  filters: ListFilters<TFilter>;
}) {
  const { t } = useTranslation('common');
  return (
    <Select
      label={label}
      value={filters.filter ?? ALL}
      onValueChange={(value) => filters.setFilter(options.find((option) => option.value === value)?.value)}
      options={[{ value: ALL, label: t('status.all') }, ...options]}
    />
  );
}

/** Redeem history (SPEC §4 redeem status): each redemption In Process, Rejected or Approved. */
export function RedeemHistoryTab({ filters }: { filters: ListFilters<RedeemStatus> }) {
  const { t } = useTranslation(['points', 'status']);
  const locale = useFormatLocale();
  const numbers = new Intl.NumberFormat(locale);
  const query = useSessionQuery(
    'points.redeemHistory',
    { pageNo: filters.pageNo, ...(filters.filter ? { status: filters.filter } : {}) },
    { keepPreviousPage: true },
  );
  const columns: DataTableColumn<RedeemRecord>[] = [
    {
      id: 'time',
      header: t('history.time'),
      accessor: 'createdAt',
      cell: (row) => formatDateTime(row.createdAt),
    },
    { id: 'reward', header: t('history.reward'), accessor: 'rewardName' },
    { id: 'quantity', header: t('history.quantity'), accessor: 'quantity', align: 'end' },
    {
      id: 'points',
      header: t('history.points'),
      accessor: 'points',
      align: 'end',
      cell: (row) => numbers.format(row.points),
    },
    {
      id: 'status',
      header: t('history.status'),
      accessor: 'status',
      cell: (row) => <StatusPill kind="redeem" status={pillStatus[row.status]} />,
    },
    { id: 'address', header: t('history.address'), accessor: (row) => row.receivingAddress ?? '' },
    { id: 'remark', header: t('history.remark'), accessor: 'remark' },
  ];
  return (
    <RecordsView
      caption={t('history.caption')}
      filters={filters}
      fields={
        <ListFilter
          label={t('history.filter')}
          options={redeemStatuses.map((status) => ({
            value: status,
            label: t(`status:redeem.${pillStatus[status]}`),
          }))}
          filters={filters}
        />
      }
      query={query}
      columns={columns}
      getRowId={(row) => row.redeemId}
      emptyTitle={filters.filter ? t('history.noMatch') : t('history.empty')}
    />
  );
}

const sourceKey = {
  LIVE: 'live',
  LOTTERY: 'lottery',
  PVP: 'pvp',
  SLOTS: 'slots',
  SPORTS: 'sports',
  REDEEM: 'redeem',
  DEPOSIT: 'deposit',
  CONVERT: 'convert',
} as const satisfies Record<PointSource, string>;

/** Points details: what earned points (live, lottery, PVP, slots, sports, deposit) and what spent them. */
export function PointsDetailsTab({ filters }: { filters: ListFilters<PointSource> }) {
  const { t } = useTranslation('points');
  const locale = useFormatLocale();
  const numbers = new Intl.NumberFormat(locale);
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
  const query = useSessionQuery(
    'points.transactions',
    { pageNo: filters.pageNo, ...(filters.filter ? { source: filters.filter } : {}) },
    { keepPreviousPage: true },
  );
  const columns: DataTableColumn<PointTransaction>[] = [
    {
      id: 'time',
      header: t('details.time'),
      accessor: 'createdAt',
      cell: (row) => formatDateTime(row.createdAt),
    },
    {
      id: 'source',
      header: t('details.source'),
      accessor: 'source',
      cell: (row) => t(`sources.${sourceKey[row.source]}`),
    },
    {
      id: 'change',
      header: t('details.change'),
      accessor: 'points',
      align: 'end',
      cell: (row) => signed.format(row.points),
    },
    {
      id: 'balanceAfter',
      header: t('details.balanceAfter'),
      accessor: 'balanceAfter',
      align: 'end',
      cell: (row) => numbers.format(row.balanceAfter),
    },
  ];
  return (
    <RecordsView
      caption={t('details.caption')}
      filters={filters}
      fields={
        <ListFilter
          label={t('details.filter')}
          options={pointSources.map((source) => ({
            value: source,
            label: t(`sources.${sourceKey[source]}`),
          }))}
          filters={filters}
        />
      }
      query={query}
      columns={columns}
      getRowId={(row) => row.transactionId}
      emptyTitle={filters.filter ? t('details.noMatch') : t('details.empty')}
    />
  );
}
