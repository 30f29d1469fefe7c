import {
  accountRecordGroups,
  accountRecordTypes,
  type AccountRecord,
  type AccountRecordGroup,
} from '@portal/api-contract';
import { Amount, formatDateTime, type DataTableColumn, useTranslation } from '@portal/ui';
import { useSessionQuery } from '../../../api/contractQuery';
import { RecordsView } from '../../shared/records/RecordsView';
import { useRecordFilters } from '../../shared/records/useRecordFilters';
import type { MemberPageProps } from '../memberPageContent';

export interface AccountRecordsProps extends MemberPageProps {
  /** One group's types only (bonus details); without it every movement and the balance it left. */
  group?: AccountRecordGroup;
}

/** The account record by period and type: every movement of the wallets, or one group of types. */
export function AccountRecords({ currency, group }: AccountRecordsProps) {
  const { t } = useTranslation('wallet');
  const types = group ? accountRecordGroups[group] : accountRecordTypes;
  const filters = useRecordFilters({ name: 'type', values: types });
  const query = useSessionQuery(
    'reports.account',
    {
      startDate: filters.range.start,
      endDate: filters.range.end,
      pageNo: filters.pageNo,
      ...(group ? { group } : {}),
      ...(filters.filter ? { type: filters.filter } : {}),
    },
    { enabled: filters.valid, keepPreviousPage: true },
  );
  const money = (minor: number, tone?: 'auto') => (
    <Amount minor={minor} currency={currency} {...(tone ? { tone } : {})} />
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
      cell: (row) => money(row.amount, 'auto'),
    },
    // What a bonus left in the wallet says little beside the player's other movements.
    ...(group
      ? []
      : [
          {
            id: 'balanceAfter',
            header: t('records.account.balanceAfter'),
            accessor: 'balanceAfter',
            align: 'end',
            cell: (row) => money(row.balanceAfter),
          } satisfies DataTableColumn<AccountRecord>,
        ]),
    {
      id: 'status',
      header: t('records.status'),
      accessor: 'status',
      cell: (row) => t(`records.account.statuses.${row.status}`),
    },
    { id: 'remark', header: t('records.remark'), accessor: 'remark' },
  ];
  const texts = group === 'bonus' ? 'records.bonus' : 'records.account';
  return (
    <RecordsView
      caption={t(`${texts}.caption`)}
      filters={filters}
      filter={{
        label: t('records.type'),
        options: types.map((type) => ({ value: type, label: t(`records.account.types.${type}`) })),
      }}
      query={query}
      columns={columns}
      getRowId={(row) => row.recordId}
      emptyTitle={t(`${texts}.empty`)}
    />
  );
}
