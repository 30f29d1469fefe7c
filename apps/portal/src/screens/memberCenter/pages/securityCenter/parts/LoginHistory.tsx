import {
  LOGIN_HISTORY_DAYS,
  loginHistoryResults,
  type LoginAttempt,
  type LoginDevice,
} from '@portal/api-contract';
import { formatDateTime, type DataTableColumn, useTranslation } from '@portal/ui';
import { useSessionQuery } from '../../../../../api/contractQuery';
import * as screen from '../../../../../blocks/Screen.css';
import { RecordsView } from '../../../../shared/records/RecordsView';
import { useRecordFilters } from '../../../../shared/records/useRecordFilters';
import * as styles from './LoginHistory.css';

/**
 * The security centre's login history: every attempt to log in to the member's account in the
 * chosen days (the last 7 by default), newest first, with where it came from, on what, how, and
 * whether it got in; a failure says why. Filters and page are kept in the address like the records.
 */
export function LoginHistory() {
  const { t } = useTranslation('portal', { keyPrefix: 'member.security.loginHistory' });
  const filters = useRecordFilters({ name: 'result', values: loginHistoryResults });
  const query = useSessionQuery(
    'member.loginHistory',
    {
      startDate: filters.range.start,
      endDate: filters.range.end,
      pageNo: filters.pageNo,
      ...(filters.filter ? { result: filters.filter } : {}),
    },
    { enabled: filters.valid, keepPreviousPage: true },
  );
  const deviceText = ({ browser, os }: LoginDevice) =>
    browser && os ? t('device.both', { browser, os }) : (browser ?? os ?? t('device.unknown'));
  const columns: DataTableColumn<LoginAttempt>[] = [
    {
      id: 'at',
      header: t('time'),
      accessor: 'at',
      cell: (row) => <span className={styles.unbroken}>{formatDateTime(row.at)}</span>,
    },
    {
      id: 'result',
      header: t('result'),
      accessor: 'result',
      cell: (row) =>
        row.result === 'SUCCESS' ? (
          t('results.SUCCESS')
        ) : (
          <span className={styles.failure}>{t('failedBecause', { reason: t(`reasons.${row.reason}`) })}</span>
        ),
    },
    { id: 'ip', header: t('ip'), accessor: 'ip', cell: (row) => <span className={styles.ip}>{row.ip}</span> },
    {
      id: 'device',
      header: t('device.title'),
      accessor: (row) => deviceText(row.device),
      cell: (row) => deviceText(row.device),
    },
    { id: 'method', header: t('method'), accessor: 'method', cell: (row) => t(`methods.${row.method}`) },
  ];
  return (
    <>
      <p className={screen.muted}>{t('hint', { days: LOGIN_HISTORY_DAYS })}</p>
      <RecordsView
        caption={t('caption')}
        filters={filters}
        filter={{
          label: t('result'),
          options: loginHistoryResults.map((result) => ({ value: result, label: t(`results.${result}`) })),
        }}
        query={query}
        columns={columns}
        getRowId={(row) => row.attemptId}
        emptyTitle={t('empty')}
      />
    </>
  );
}
