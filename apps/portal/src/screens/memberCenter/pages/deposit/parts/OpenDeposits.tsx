import type { OpenDeposit } from '@portal/api-contract';
import { translateError } from '@portal/i18n';
import { toFailure } from '@portal/machines';
import {
  Amount,
  Button,
  formatAmount,
  formatDateTime,
  Notice,
  Skeleton,
  useFormatLocale,
  useTranslation,
} from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { refreshSessionReads, useSessionMutation, useSessionQuery } from '../../../../../api/contractQuery';
import { usePortalEnvironment } from '../../../../../environment/environment';
import { useRealtimeMessages } from '../../../../../app/realtime';
import { QueryView } from '../../../../../blocks/QueryView';
import * as screen from '../../../../../blocks/Screen.css';
import { Section } from '../../../parts/Section';
import * as styles from '../../../parts/orderList.css';
import * as depositStyles from './OpenDeposits.css';

/**
 * The member's deposit orders still waiting for the payment or the credit, newest first: what a
 * player coming back to the page has asked for already. One not yet paid can be cancelled; a
 * channel paid elsewhere links to its payment page. With none open the section is not shown.
 */
export function OpenDeposits({ currency }: { currency: string }) {
  const { t } = useTranslation(['wallet', 'errors', 'common']);
  const locale = useFormatLocale();
  const queryClient = useQueryClient();
  const open = useSessionQuery('funds.openDeposits', undefined);
  const cancel = useSessionMutation('funds.cancelDeposit', { invalidates: ['funds.openDeposits'] });
  const [cancelled, setCancelled] = useState<string | null>(null);
  // A credited order leaves the list when the balance it raised arrives.
  useRealtimeMessages((message) => {
    if (message.type === 'balance' && !message.demo)
      void refreshSessionReads(queryClient, ['funds.openDeposits']);
  });
  const money = (minor: number) => formatAmount(minor, currency, locale);
  if (open.isSuccess && open.data.length === 0 && !cancelled) return null;

  return (
    <Section title={t('deposit.open.title')}>
      {cancelled ? (
        <Notice tone="success">{t('deposit.open.cancelled', { orderId: cancelled })}</Notice>
      ) : null}
      {cancel.isError ? (
        <Notice tone="danger">{translateError(t, toFailure(cancel.error).code)}</Notice>
      ) : null}
      <QueryView
        query={open}
        loading={<Skeleton shape="block" blockSize="96px" />}
        headingLevel={4}
        isEmpty={(list) => list.length === 0}
        empty={null}
      >
        {(list) => (
          <>
            <p className={screen.muted}>{t('deposit.open.intro')}</p>
            <ul className={styles.list}>
              {list.map((order) => (
                <li key={order.orderId} className={styles.item}>
                  <div className={styles.facts}>
                    <Amount minor={order.amount} currency={currency} />
                    <p className={styles.detail}>
                      {t('deposit.open.item', {
                        channel: order.channelName,
                        time: formatDateTime(order.createdAt),
                      })}
                    </p>
                    <p className={styles.detail}>{t('deposit.open.order', { orderId: order.orderId })}</p>
                    <p className={styles.detail}>
                      {t('deposit.orderStatus', { status: t(`deposit.statuses.${order.status}`) })}
                    </p>
                  </div>
                  <Proof order={order} />
                  <div className={screen.actions}>
                    {order.paymentUrl ? (
                      <Button asChild variant="secondary" size="sm">
                        <a href={order.paymentUrl} target="_blank" rel="noopener noreferrer">
                          {t('deposit.payNow', { channel: order.channelName })}
                          <span className={depositStyles.visuallyHidden}>
                            {' '}
                            ({t('common:a11y.opensInNewWindow')})
                          </span>
                        </a>
                      </Button>
                    ) : null}
                    {order.cancellable ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('deposit.open.cancelFor', {
                          orderId: order.orderId,
                          amount: money(order.amount),
                        })}
                        loading={cancel.isPending && cancel.variables?.orderId === order.orderId}
                        disabled={cancel.isPending}
                        onClick={() =>
                          cancel.mutate(
                            { orderId: order.orderId },
                            { onSuccess: () => setCancelled(order.orderId) },
                          )
                        }
                      >
                        {t('deposit.open.cancel')}
                      </Button>
                    ) : (
                      <p className={styles.detail}>{t('deposit.open.cannotCancel')}</p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </Section>
  );
}

/**
 * The order's proof of payment, as a small picture that opens in full. The server serves it to
 * its owner only, so it is read with the session's token; a data URL (the mocks) is shown as is.
 */
function Proof({ order }: { order: OpenDeposit }) {
  const { t } = useTranslation('wallet');
  const source = usePrivateImage(order.proofImageUrl);
  if (!order.proofImageUrl) return <p className={styles.detail}>{t('deposit.open.noProof')}</p>;
  const label = t('deposit.open.proof', { orderId: order.orderId });
  return source ? (
    <a href={source} target="_blank" rel="noopener noreferrer" className={depositStyles.proofLink}>
      <img src={source} alt={label} className={depositStyles.proof} />
    </a>
  ) : (
    <Skeleton shape="block" blockSize="64px" inlineSize="64px" />
  );
}

/** An object URL for an image the API serves only with the session's token; revoked when done. */
function usePrivateImage(url: string | null): string | null {
  const { apiOrigin, tokens } = usePortalEnvironment();
  const inline = url?.startsWith('data:') ? url : null;
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url || inline) return undefined;
    const controller = new AbortController();
    let made: string | null = null;
    const token = tokens.get();
    void fetch(new URL(url, apiOrigin || window.location.origin), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) return;
        made = URL.createObjectURL(await response.blob());
        setObjectUrl(made);
      })
      // A proof that cannot be read leaves its placeholder: the order itself is listed all the same.
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [url, inline, apiOrigin, tokens]);
  return inline ?? objectUrl;
}
