import type { AccountRecord } from '@portal/api-contract';
import {
  Amount,
  formatDateTime,
  presetRange,
  Skeleton,
  StatusPill,
  toIsoDate,
  type WithdrawalStatus,
  useTranslation,
} from '@portal/ui';
import { useMemo } from 'react';
import { useSessionQuery } from '../../../../../api/contractQuery';
import { usePortalEnvironment } from '../../../../../environment/environment';
import { memberPage, useLinkProps } from '../../../../../routes/links';
import { QueryView } from '../../../../../blocks/QueryView';
import * as screen from '../../../../../blocks/Screen.css';
import { Section } from '../../../parts/Section';
import * as styles from '../../../parts/orderList.css';

/** A withdrawal's hold in the account record, by its record status: in review, paid out, or rejected. */
const STATUS_OF: Record<AccountRecord['status'], WithdrawalStatus> = {
  PENDING: 'pending',
  SUCCESS: 'disbursed',
  FAILED: 'rejected',
};

/** The newest withdrawals the page shows; the account record has the rest. */
const SHOWN = 5;

/**
 * The member's latest withdrawals of the last 30 days (SPEC §9 preset), newest first, each with its
 * status: the account record's withdrawal holds, which stay pending until the back office pays them
 * out. A rejected one shows as such (its amount is back in the main wallet). A link opens them all
 * in the account record.
 */
export function WithdrawalHistory({ currency }: { currency: string }) {
  const { t } = useTranslation('wallet');
  const { now } = usePortalEnvironment();
  const today = toIsoDate(now());
  const range = useMemo(() => presetRange('previous30Days', today), [today]);
  const records = useSessionQuery('reports.account', {
    startDate: range.start,
    endDate: range.end,
    type: 'WITHDRAW',
  });
  const all = useLinkProps(
    `${memberPage('transactionHistory')}&type=WITHDRAW&startDate=${range.start}&endDate=${range.end}`,
  );
  // A hold leaves the wallet; what comes back (a rejection, a refund) is not a withdrawal of its own.
  const holdsOf = (page: { content: AccountRecord[] }) => page.content.filter((record) => record.amount < 0);
  return (
    <Section title={t('withdraw.history.title')}>
      <QueryView
        query={records}
        loading={<Skeleton shape="block" blockSize="120px" />}
        headingLevel={4}
        isEmpty={(page) => holdsOf(page).length === 0}
        empty={<p className={screen.muted}>{t('withdraw.history.empty')}</p>}
      >
        {(page) => (
          <>
            <ul className={styles.list} aria-label={t('withdraw.history.caption')}>
              {holdsOf(page)
                .slice(0, SHOWN)
                .map((record) => (
                  <li key={record.recordId} className={styles.item}>
                    <div className={styles.facts}>
                      <Amount minor={-record.amount} currency={currency} />
                      <p className={styles.detail}>
                        {formatDateTime(record.createdAt)}
                        {record.remark ? ` · ${record.remark}` : ''}
                      </p>
                    </div>
                    <StatusPill kind="withdrawal" status={STATUS_OF[record.status]} />
                  </li>
                ))}
            </ul>
            <a className={styles.link} {...all}>
              {t('withdraw.history.all')}
            </a>
          </>
        )}
      </QueryView>
    </Section>
  );
}
