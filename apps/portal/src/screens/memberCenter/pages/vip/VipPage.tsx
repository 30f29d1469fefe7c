import type { VipStatus } from '@portal/api-contract';
import {
  Amount,
  DataTable,
  EmptyState,
  Skeleton,
  StatCard,
  type DataTableColumn,
  useTranslation,
} from '@portal/ui';
import { useSessionQuery } from '../../../../api/contractQuery';
import { useLinkProps } from '../../../../routes/links';
import { QueryView } from '../../../../blocks/QueryView';
import * as screen from '../../../../blocks/Screen.css';
import type { MemberPageProps } from '../../memberPageContent';
import { LevelBonus, NextLevel, type LevelRow } from './parts/VipLevel';
import { vipProgressOf } from './vipProgress';

function VipDetails({ status, currency }: { status: VipStatus; currency: string }) {
  const { t } = useTranslation(['portal', 'nav']);
  const promotions = useLinkProps('/promotions');
  const progress = vipProgressOf(status);
  const columns: DataTableColumn<LevelRow>[] = [
    {
      id: 'level',
      header: t('portal:vip.levels.level'),
      accessor: (row) => row.level.level,
      cell: (row) => t('portal:vip.levels.name', { level: row.level.level }),
    },
    {
      id: 'minTurnover',
      header: t('portal:vip.levels.takes'),
      accessor: (row) => row.level.minTurnover,
      cell: (row) => <Amount minor={row.level.minTurnover} currency={currency} />,
      align: 'end',
    },
    {
      id: 'bonus',
      header: t('portal:vip.levels.bonus'),
      accessor: (row) => row.level.bonus,
      cell: (row) => <LevelBonus row={row} currency={currency} />,
      align: 'end',
    },
    {
      id: 'standing',
      header: t('portal:vip.levels.standing'),
      accessor: (row) => row.standing,
      cell: (row) => t(`portal:vip.standing.${row.standing}`),
    },
  ];
  return (
    <div className={screen.panel}>
      <div className={screen.stats}>
        <StatCard
          label={t('portal:vip.yourLevel')}
          value={t('nav:visitor.vipLevel', { label: status.vipLabelName, level: status.vipRankLevel })}
          icon="medal"
        />
        <StatCard
          label={t('portal:vip.turnover')}
          value={<Amount minor={status.turnover} currency={currency} />}
          icon="receipt"
        />
      </div>
      <NextLevel status={status} progress={progress} currency={currency} />
      <p className={screen.muted}>{t('portal:vip.howItWorks')}</p>
      <DataTable
        caption={t('portal:vip.levels.title')}
        columns={columns}
        rows={progress.rows}
        getRowId={(row) => row.level.level}
        layout="auto"
      />
      <p className={screen.muted}>
        {t('portal:vip.gifts')} <a {...promotions}>{t('portal:vip.giftsLink')}</a>
      </p>
    </div>
  );
}

/**
 * VIP bonus: the member's level and their way to the next, and what each level of the white
 * label's table takes (lifetime valid bet; the server keeps the rank) and gives (a one-off bonus,
 * claimed here once the level is reached).
 */
export function VipPage({ currency }: MemberPageProps) {
  const { t } = useTranslation('portal');
  const vip = useSessionQuery('member.vip', undefined);
  return (
    <QueryView
      query={vip}
      headingLevel={3}
      loading={<Skeleton shape="block" blockSize="320px" />}
      isEmpty={(status) => !status.hasVip || status.levels.length === 0}
      empty={<EmptyState icon="medal" headingLevel={3} title={t('vip.unavailable')} />}
    >
      {(status) => <VipDetails status={status} currency={currency} />}
    </QueryView>
  );
}
