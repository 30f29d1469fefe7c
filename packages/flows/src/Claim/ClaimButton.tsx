import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { translateError } from '@portal/i18n';
import { answerLost, type claimMachine } from '@portal/machines';
import {
  BusyStatus,
  Button,
  formatAmount,
  Notice,
  useFormatLocale,
  type ButtonProps,
  useTranslation,
} from '@portal/ui';
import * as styles from '../shared/flow.css';

export interface ClaimButtonProps {
  actorRef: ActorRefFrom<typeof claimMachine>;
  /** What the button says: "Claim", "Open", "Draw"… */
  label: string;
  /** ISO 4217 code of the merchant's currency (the wallet balance's `currency`). */
  currency: string;
  /** Spans its container at the size of a card's other actions (the reward centre's Join). */
  fullWidth?: boolean;
  size?: ButtonProps['size'];
}

/**
 * A reward's claim button bound to the claim machine: busy while the claim is on its way (a second
 * press sends nothing), what was credited once paid, the translated refusal, and "Try again" when
 * the answer was lost, which can never pay the reward twice.
 */
export function ClaimButton({ actorRef, label, currency, fullWidth = false, size }: ClaimButtonProps) {
  const { t } = useTranslation(['wallet', 'errors']);
  const locale = useFormatLocale();
  const { claiming, credit, context } = useSelector(
    actorRef,
    (snapshot) => ({
      claiming: snapshot.matches('claiming'),
      credit: snapshot.matches('claimed') ? snapshot.context.credit : null,
      context: snapshot.context,
    }),
    shallowEqual,
  );
  const money = (minor: number) => formatAmount(minor, currency, locale);

  if (credit)
    return (
      <p role="status" className={styles.text}>
        {'prizeName' in credit
          ? t('claim.prize', { prize: credit.prizeName, amount: money(credit.amount) })
          : t('claim.credited', { amount: money(credit.amount) })}
      </p>
    );

  if (answerLost(context))
    return (
      <Notice tone="warning">
        {t('claim.answerLost')}{' '}
        <Button size="sm" variant="secondary" onClick={() => actorRef.send({ type: 'RETRY' })}>
          {t('claim.retry')}
        </Button>
      </Notice>
    );
  return (
    <div className={styles.form}>
      {context.failure ? <Notice tone="danger">{translateError(t, context.failure.code)}</Notice> : null}
      <div className={styles.actions}>
        <Button
          loading={claiming}
          fullWidth={fullWidth}
          size={size}
          onClick={() => actorRef.send({ type: 'CLAIM' })}
        >
          {label}
        </Button>
        {claiming ? <BusyStatus>{t('claim.claiming')}</BusyStatus> : null}
      </div>
    </div>
  );
}
