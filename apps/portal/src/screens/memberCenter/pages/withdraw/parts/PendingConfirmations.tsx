import type { PendingConfirmation } from '@portal/api-contract';
import {
  Amount,
  Button,
  formatAmount,
  formatDateTime,
  Skeleton,
  useFormatLocale,
  useTranslation,
} from '@portal/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionQuery } from '../../../../../api/contractQuery';
import { onDemand } from '../../../../../popups/onDemand';
import { lazyScreen } from '../../../../../routes/lazyScreen';
import { QueryView } from '../../../../../blocks/QueryView';
import * as screen from '../../../../../blocks/Screen.css';
import { Section } from '../../../parts/Section';
import * as styles from '../../../parts/orderList.css';

/** One confirmation's machine and form load with its first opening, not with the list. */
const ConfirmationDialog = onDemand(lazyScreen(() => import('./ConfirmationDialog'), 'ConfirmationDialog'));

/** `?confirm=<withdrawalId>` opens that confirmation: the realtime notice links here. */
export const CONFIRM_PARAM = 'confirm';

/**
 * Paid-out withdrawals waiting for the member's answer (SPEC §4 "Withdrawal confirmation"), each
 * opening the confirmation in a dialog: received, not received with a proof image, partly or all
 * received, before the white label's deadline counts silence as received.
 */
export function PendingConfirmations({ currency }: { currency: string }) {
  const { t } = useTranslation('wallet');
  const locale = useFormatLocale();
  const pending = useSessionQuery('funds.pendingConfirmations', undefined);
  const [params, setParams] = useSearchParams();
  const openId = params.get(CONFIRM_PARAM);
  // The confirmation shown stays while its dialog is open, though answering takes it off the list.
  const [shown, setShown] = useState<PendingConfirmation | null>(null);
  const listed = pending.data?.find((item) => item.withdrawalId === openId);
  if (openId && listed && shown?.withdrawalId !== openId) setShown(listed);
  if (!openId && shown) setShown(null);
  const money = (minor: number) => formatAmount(minor, currency, locale);

  const setOpen = (withdrawalId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (withdrawalId) next.set(CONFIRM_PARAM, withdrawalId);
        else next.delete(CONFIRM_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <Section title={t('withdraw.confirmations.title')}>
      <QueryView
        query={pending}
        loading={<Skeleton shape="block" blockSize="80px" />}
        headingLevel={4}
        isEmpty={(list) => list.length === 0}
        empty={<p className={screen.muted}>{t('withdraw.confirmations.empty')}</p>}
      >
        {(list) => (
          <>
            <p className={screen.muted}>{t('withdraw.confirmations.intro')}</p>
            <ul className={styles.list}>
              {list.map((item) => (
                <li key={item.withdrawalId} className={styles.item}>
                  <div className={styles.facts}>
                    <Amount minor={item.amount} currency={currency} />
                    <p className={styles.detail}>
                      {t('withdraw.confirmations.item', {
                        account: item.accountNumber,
                        paidAt: formatDateTime(item.disbursedAt),
                      })}
                    </p>
                    <p className={styles.detail}>
                      {t('withdraw.confirmations.deadline', { time: formatDateTime(item.autoReceiveAt) })}
                    </p>
                  </div>
                  <Button
                    aria-label={t('withdraw.confirmations.openFor', {
                      amount: money(item.amount),
                      account: item.accountNumber,
                    })}
                    onClick={() => setOpen(item.withdrawalId)}
                  >
                    {t('withdraw.confirmations.open')}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
      {shown && shown.withdrawalId === openId ? (
        <ConfirmationDialog confirmation={shown} currency={currency} onClose={() => setOpen(null)} />
      ) : null}
    </Section>
  );
}
