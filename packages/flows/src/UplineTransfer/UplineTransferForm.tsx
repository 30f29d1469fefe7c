import { shallowEqual, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { minorUnitsToAmountText } from '@portal/api-contract/validation';
import { translateError } from '@portal/i18n';
import { answerLost, retryAfterMinutes, type Failure, type uplineTransferMachine } from '@portal/machines';
import {
  BusyStatus,
  Button,
  formatAmount,
  Notice,
  PasswordField,
  TextField,
  useFormatLocale,
} from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import { amountFieldError, fieldError } from '../shared/messages';

export interface UplineTransferFormProps {
  actorRef: ActorRefFrom<typeof uplineTransferMachine>;
  /** ISO 4217 code of the merchant's currency (the wallet balance's `currency`). */
  currency: string;
}

/**
 * Transfer to upline (SPEC §6): the upline, an amount of at most the main wallet's balance and the
 * withdraw password. Refusals say what went wrong and that nothing was sent; a lost answer offers
 * "Send again", which can never send the money twice.
 */
export function UplineTransferForm({ actorRef, currency }: UplineTransferFormProps) {
  const { t } = useTranslation(['wallet', 'validation', 'errors', 'common']);
  const locale = useFormatLocale();
  const view = useSelector(
    actorRef,
    (snapshot) => ({
      step: (['editing', 'transferring', 'transferred'] as const).find((step) => snapshot.matches(step)),
      context: snapshot.context,
    }),
    shallowEqual,
  );
  const { context } = view;
  const money = (minor: number) => formatAmount(minor, currency, locale);
  // A kept transfer (its answer was lost) opens with its own amount.
  const [amount, setAmount] = useState(() =>
    context.move ? minorUnitsToAmountText(context.move.amount, context.fractionDigits) : '',
  );
  const [withdrawPassword, setWithdrawPassword] = useState(() => context.move?.withdrawPassword ?? '');

  if (view.step === 'transferred' && context.transferred)
    return (
      <FlowFrame title={t('uplineTransfer.title')}>
        <div className={styles.form}>
          <Notice tone="success">
            {t('uplineTransfer.transferred', {
              amount: money(context.transferred.amount),
              upline: context.upline,
            })}
          </Notice>
          <p className={styles.text}>
            {t('uplineTransfer.mainAfter', { amount: money(context.transferred.balance) })}
          </p>
          <div className={styles.actions}>
            <Button
              onClick={() => {
                setAmount('');
                setWithdrawPassword('');
                actorRef.send({ type: 'NEW_TRANSFER' });
              }}
            >
              {t('uplineTransfer.another')}
            </Button>
          </div>
        </div>
      </FlowFrame>
    );

  const busy = view.step !== 'editing';
  const { failure } = context;
  // A wrong password comes back under its field with the server's key for a missing one: say wrong.
  const passwordError =
    failure?.code === 'INVALID_CREDENTIALS'
      ? t('uplineTransfer.wrongPassword')
      : fieldError(t, context.fieldErrors, 'withdrawPassword');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    actorRef.send({ type: 'SUBMIT', values: { amount, withdrawPassword } });
  };

  return (
    <FlowFrame
      title={t('uplineTransfer.title')}
      description={t('uplineTransfer.to', { upline: context.upline })}
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('uplineTransfer.title')}>
        {answerLost(context) && context.move ? (
          <Notice tone="warning">
            {t('uplineTransfer.answerLost', { amount: money(context.move.amount), upline: context.upline })}{' '}
            <Button size="sm" variant="secondary" onClick={() => actorRef.send({ type: 'RETRY' })}>
              {t('uplineTransfer.retry')}
            </Button>
          </Notice>
        ) : failure ? (
          <RefusalNotice failure={failure} />
        ) : null}
        <TextField
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          label={t('amount.label')}
          placeholder={t('amount.placeholder')}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          hint={t('balance.available', { amount: money(context.balance) })}
          error={amountFieldError(t, context.fieldErrors, 'amount', money)}
          disabled={busy}
          required
          endSlot={
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setAmount(minorUnitsToAmountText(context.balance, context.fractionDigits))}
              disabled={busy || context.balance <= 0}
            >
              {t('uplineTransfer.useAll')}
            </Button>
          }
        />
        <PasswordField
          name="withdrawPassword"
          label={t('uplineTransfer.password')}
          hint={t('uplineTransfer.passwordHint')}
          autoComplete="off"
          inputMode="numeric"
          value={withdrawPassword}
          onChange={(event) => setWithdrawPassword(event.currentTarget.value)}
          error={passwordError}
          disabled={busy}
          required
        />
        {view.step === 'transferring' ? <BusyStatus>{t('uplineTransfer.transferring')}</BusyStatus> : null}
        <div className={styles.actions}>
          <Button type="submit" loading={view.step === 'transferring'} disabled={busy}>
            {t('uplineTransfer.submit')}
          </Button>
        </div>
      </form>
    </FlowFrame>
  );
}

/** The server said no: which refusal it was, in the member's words (nothing was sent). */
function RefusalNotice({ failure }: { failure: Failure }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const message = (() => {
    switch (failure.code) {
      case 'INSUFFICIENT_FUNDS':
        return t('uplineTransfer.refused.insufficientFunds');
      case 'INVALID_CREDENTIALS':
        return t('uplineTransfer.refused.wrongPassword');
      case 'TOO_MANY_REQUESTS':
        return t('uplineTransfer.refused.locked', {
          count: retryAfterMinutes(failure),
        });
      case 'OPERATION_NOT_ALLOWED':
        // The server names the withdraw password when none is set; without it, there is no upline.
        return failure.fieldErrors.withdrawPassword?.code === 'withdrawPasswordNotSet'
          ? t('uplineTransfer.refused.noWithdrawPassword')
          : t('uplineTransfer.refused.noUpline');
      default:
        return translateError(t, failure.code);
    }
  })();
  return <Notice tone="danger">{message}</Notice>;
}
