import type { VipStatus } from '@portal/api-contract';
import {
  Amount,
  DataTable,
  EmptyState,
  Notice,
  ProgressBar,
  Skeleton,
  StatCard,
  formatAmount,
  useFormatLocale,
  type DataTableColumn,
} from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSessionQuery } from '../../../../api/contractQuery';
import { useLinkProps } from '../../../../routes/links';
import { ClaimAction } from '../../../shared/ClaimAction';
import { QueryView } from '../../../shared/QueryView';
import * as screen from '../../../shared/Screen.css';
import type { MemberPageProps } from '../../memberPageContent';
import * as styles from './VipPage.css';
import { vipProgressOf, type VipProgress } from './vipProgress';

type LevelRow = VipProgress['rows'][number];

/**
 * A level's one-off bonus: claimed, claimable once reached (on the shared claim flow, which
 * refreshes the balance and this page), or what it will give.
 */
function LevelBonus({ row, currency }: { row: LevelRow; currency: string }) {
  const { t } = useTranslation('portal');
  const { level, standing } = row;
  if (level.bonus === 0) return <span className={screen.muted}>{t('vip.bonus.none')}</span>;
  const amount = <Amount minor={level.bonus} currency={currency} />;
  const reached = standing === 'reached' || standing === 'current';
  if (level.claimed)
    return (
      <div className={styles.bonus}>
        {amount} <span className={screen.muted}>{t('vip.bonus.claimed')}</span>
      </div>
    );
  if (!reached) return amount;
  return (
    <div className={styles.bonus}>
      {amount}
      <ClaimAction
        target={{ kind: 'vipLevel', level: level.level }}
        label={t('vip.bonus.claim', { level: level.level })}
        currency={currency}
        reads={['member.vip']}
        size="sm"
      />
    </div>
  );
}

/** The bar to the next level, or the word that there is none. */
function NextLevel({
  status,
  progress,
  currency,
}: {
  status: VipStatus;
  progress: VipProgress;
  currency: string;
}) {
  const { t } = useTranslation('portal');
  const locale = useFormatLocale();
  const { next } = progress;
  if (!next) return <Notice tone="success">{t('vip.topLevel')}</Notice>;
  const money = (minor: number) => formatAmount(minor, currency, locale);
  return (
    <div className={screen.panel}>
      <ProgressBar
        value={status.turnover}
        max={next.minTurnover}
        label={t('vip.progressTo', { level: next.level })}
        valueText={t('vip.fraction', { value: money(status.turnover), max: money(next.minTurnover) })}
      />
      <p className={screen.muted}>
        {t('vip.remaining', { amount: money(progress.remaining), level: next.level })}
      </p>
    </div>
  );
}

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
