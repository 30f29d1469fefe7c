import { shallowEqual, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { minorUnitsToAmountText } from '@portal/api-contract/validation';
import { translateError } from '@portal/i18n';
import {
  answerLost,
  retryAfterMinutes,
  type DownlineTransferContext,
  type downlineTransferMachine,
} from '@portal/machines';
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

export interface DownlineTransferFormProps {
  actorRef: ActorRefFrom<typeof downlineTransferMachine>;
  /** ISO 4217 code of the merchant's currency (the wallet balance's `currency`). */
  currency: string;
}

/**
 * An agent's transfer to a direct downline, or recall from one (SPEC §6): the downline, what the
 * giving side holds, an amount of at most that and the agent's withdraw password. Refusals say what
 * went wrong and that no money moved; a lost answer offers "Send again", which can never move the
 * money twice.
 */
export function DownlineTransferForm({ actorRef, currency }: DownlineTransferFormProps) {
  const { t } = useTranslation(['wallet', 'validation', 'errors', 'common']);
  const locale = useFormatLocale();
  const view = useSelector(
    actorRef,
    (snapshot) => ({
      step: (['editing', 'sending', 'moved'] as const).find((step) => snapshot.matches(step)),
      context: snapshot.context,
    }),
    shallowEqual,
  );
  const { context } = view;
  const { direction, downline } = context;
  const money = (minor: number) => formatAmount(minor, currency, locale);
  // A kept move (its answer was lost) opens with its own amount.
  const [amount, setAmount] = useState(() =>
    context.move ? minorUnitsToAmountText(context.move.amount, context.fractionDigits) : '',
  );
  const [withdrawPassword, setWithdrawPassword] = useState(() => context.move?.withdrawPassword ?? '');
  const title = t(`downlineTransfer.title.${direction}`);

  if (view.step === 'moved' && context.moved)
    return (
      <FlowFrame title={title}>
        <div className={styles.form}>
          <Notice tone="success">
            {t(`downlineTransfer.done.${direction}`, { amount: money(context.moved.amount), downline })}
          </Notice>
          <p className={styles.text}>
            {t('downlineTransfer.mainAfter', { amount: money(context.moved.balance) })}
          </p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => {
                setAmount('');
                setWithdrawPassword('');
                actorRef.send({ type: 'NEW_MOVE' });
              }}
            >
              {t(`downlineTransfer.another.${direction}`)}
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
    <FlowFrame title={title} description={t(`downlineTransfer.to.${direction}`, { downline })}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
        {answerLost(context) && context.move ? (
          <Notice tone="warning">
            {t(`downlineTransfer.answerLost.${direction}`, { amount: money(context.move.amount), downline })}{' '}
            <Button size="sm" variant="secondary" onClick={() => actorRef.send({ type: 'RETRY' })}>
              {t('downlineTransfer.retry')}
            </Button>
          </Notice>
        ) : failure ? (
          <RefusalNotice context={context} />
        ) : null}
        <TextField
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          label={t('amount.label')}
          placeholder={t('amount.placeholder')}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          hint={t(`downlineTransfer.available.${direction}`, { amount: money(context.available), downline })}
          error={amountFieldError(t, context.fieldErrors, 'amount', money)}
          disabled={busy}
          required
          endSlot={
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setAmount(minorUnitsToAmountText(context.available, context.fractionDigits))}
              disabled={busy || context.available <= 0}
            >
              {t('downlineTransfer.useAll')}
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
        {view.step === 'sending' ? (
          <BusyStatus>{t(`downlineTransfer.sending.${direction}`, { downline })}</BusyStatus>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={view.step === 'sending'} disabled={busy}>
            {t(`downlineTransfer.submit.${direction}`)}
          </Button>
        </div>
      </form>
    </FlowFrame>
  );
}

/** The server said no: which refusal it was, in the agent's words (no money moved). */
function RefusalNotice({ context }: { context: DownlineTransferContext }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const { failure, direction, downline } = context;
  if (!failure) return null;
  const message = (() => {
    switch (failure.code) {
      case 'INSUFFICIENT_FUNDS':
        // The giving side held less than asked: the agent's wallet, or the downline's.
        return direction === 'transfer'
          ? t('downlineTransfer.refused.insufficientFunds')
          : t('downlineTransfer.refused.downlineShort', { downline });
      case 'NOT_FOUND':
        return t('downlineTransfer.refused.notInTree', { downline });
      case 'INVALID_CREDENTIALS':
        return t('downlineTransfer.refused.wrongPassword');
      case 'TOO_MANY_REQUESTS':
        return t('uplineTransfer.refused.locked', { count: retryAfterMinutes(failure) });
      case 'OPERATION_NOT_ALLOWED':
        // The server names the withdraw password when none is set.
        return failure.fieldErrors.withdrawPassword?.code === 'withdrawPasswordNotSet'
          ? t('downlineTransfer.refused.noWithdrawPassword')
          : translateError(t, failure.code);
      default:
        return translateError(t, failure.code);
    }
  })();
  return <Notice tone="danger">{message}</Notice>;
}
