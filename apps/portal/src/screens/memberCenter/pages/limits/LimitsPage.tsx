import type { AmountLimit, PlayerLimits } from '@portal/api-contract';
import {
  Amount,
  DataTable,
  formatAmount,
  formatDateTime,
  Notice,
  Skeleton,
  useFormatLocale,
  type DataTableColumn,
  useTranslation,
} from '@portal/ui';
import { useSessionQuery } from '../../../../api/contractQuery';
import { QueryView } from '../../../../blocks/QueryView';
import * as screen from '../../../../blocks/Screen.css';
import type { MemberPageProps } from '../../memberPageContent';
import { LimitsEditor } from '../../../../blocks/LimitsEditor';
import * as styles from './LimitsPage.css';

/**
 * Deposit & play limits (responsible gaming): every deposit, loss and wager limit per 24 hours, 7
 * days and 30 days with what it still allows, the session-time limit, changes waiting out their
 * cooling-off with the time they apply, and the form to change one.
 */
export function LimitsPage({ currency }: MemberPageProps) {
  const limits = useSessionQuery('limits.get', undefined);
  return (
    <div className={screen.panel}>
      <QueryView query={limits} loading={<Skeleton shape="block" blockSize="420px" />}>
        {(loaded) => <LimitsOverview limits={loaded} currency={currency} />}
      </QueryView>
    </div>
  );
}

function LimitsOverview({ limits, currency }: { limits: PlayerLimits; currency: string }) {
  const { t } = useTranslation('account');
  if (!limits.enabled) return <Notice tone="info">{t('limits.disabled')}</Notice>;
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>{t('limits.intro')}</p>
      <LimitsTable limits={limits} currency={currency} />
      <SessionLimit limits={limits} />
      <LimitsEditor limits={limits} currency={currency} />
    </div>
  );
}

function LimitsTable({ limits, currency }: { limits: PlayerLimits; currency: string }) {
  const { t } = useTranslation('account');
  const locale = useFormatLocale();
  const money = (minor: number) => formatAmount(minor, currency, locale);
  const orNone = (value: number | null) =>
    value === null ? t('limits.table.none') : <Amount minor={value} currency={currency} />;
  const columns: DataTableColumn<AmountLimit>[] = [
    { id: 'kind', header: t('limits.table.kind'), accessor: (row) => t(`limits.kinds.${row.kind}`) },
    { id: 'window', header: t('limits.table.window'), accessor: (row) => t(`limits.windows.${row.window}`) },
    {
      id: 'limit',
      header: t('limits.table.limit'),
      accessor: 'value',
      align: 'end',
      cell: (row) => orNone(row.value),
    },
    {
      id: 'used',
      header: t('limits.table.used'),
      accessor: 'used',
      align: 'end',
      cell: (row) => <Amount minor={row.used} currency={currency} />,
    },
    {
      id: 'remaining',
      header: t('limits.table.remaining'),
      accessor: 'remaining',
      align: 'end',
      cell: (row) => (row.remaining === null ? '–' : <Amount minor={row.remaining} currency={currency} />),
    },
    {
      id: 'pending',
      header: t('limits.table.pending'),
      accessor: (row) => row.pending?.effectiveAt ?? '',
      cell: (row) =>
        row.pending === null
          ? '–'
          : row.pending.value === null
            ? t('limits.table.pendingRemoval', { time: formatDateTime(row.pending.effectiveAt) })
            : t('limits.table.pendingValue', {
                value: money(row.pending.value),
                time: formatDateTime(row.pending.effectiveAt),
              }),
    },
  ];
  return (
    <DataTable
      caption={t('limits.table.caption')}
      columns={columns}
      rows={limits.amounts}
      getRowId={(row) => `${row.kind}.${row.window}`}
    />
  );
}

function SessionLimit({ limits }: { limits: PlayerLimits }) {
  const { t } = useTranslation('account');
  const { minutes, pending, sessionEndsAt } = limits.session;
  const minutesText = (count: number) => t('limits.minutes', { count });
  return (
    <section className={styles.session} aria-labelledby="limits-session-title">
      <h3 id="limits-session-title" className={styles.sessionTitle}>
        {t('limits.session.title')}
      </h3>
      <p className={styles.intro}>
        {minutes === null
          ? t('limits.session.none')
          : t('limits.session.current', { minutes: minutesText(minutes) })}
        {sessionEndsAt ? ` ${t('limits.session.endsAt', { time: formatDateTime(sessionEndsAt) })}` : null}
        {pending
          ? ` ${
              pending.value === null
                ? t('limits.table.pendingRemoval', { time: formatDateTime(pending.effectiveAt) })
                : t('limits.session.pending', {
                    value: minutesText(pending.value),
                    time: formatDateTime(pending.effectiveAt),
                  })
            }`
          : null}
      </p>
    </section>
  );
}
