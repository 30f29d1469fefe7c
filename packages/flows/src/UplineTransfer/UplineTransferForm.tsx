import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { uplineTransferMachine } from '@portal/machines';
import { formatAmount, useFormatLocale, useTranslation } from '@portal/ui';
import {
  AmountField,
  MoneyMoved,
  MoneyMoveForm,
  MoneyMoveNotice,
  useAmountAndPassword,
  withdrawPasswordError,
} from '../shared/moneyMove';

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
  const { amount, setAmount, password, setPassword, clear } = useAmountAndPassword(
    context.move,
    context.fractionDigits,
  );

  if (view.step === 'transferred' && context.transferred)
    return (
      <MoneyMoved
        title={t('uplineTransfer.title')}
        done={t('uplineTransfer.transferred', {
          amount: money(context.transferred.amount),
          upline: context.upline,
        })}
        lines={[t('uplineTransfer.mainAfter', { amount: money(context.transferred.balance) })]}
        another={{
          label: t('uplineTransfer.another'),
          onClick: () => {
            clear();
            actorRef.send({ type: 'NEW_TRANSFER' });
          },
        }}
      />
    );

  const busy = view.step !== 'editing';
  return (
    <MoneyMoveForm
      title={t('uplineTransfer.title')}
      description={t('uplineTransfer.to', { upline: context.upline })}
      onSubmit={() => actorRef.send({ type: 'SUBMIT', values: { amount, withdrawPassword: password } })}
      busy={busy}
      busyText={t('uplineTransfer.transferring')}
      submit={t('uplineTransfer.submit')}
      password={{
        value: password,
        onChange: setPassword,
        label: t('uplineTransfer.password'),
        hint: t('uplineTransfer.passwordHint'),
        error: withdrawPasswordError(t, context, t('uplineTransfer.wrongPassword')),
      }}
    >
      <MoneyMoveNotice
        context={context}
        lost={
          context.move &&
          t('uplineTransfer.answerLost', { amount: money(context.move.amount), upline: context.upline })
        }
        retry={t('uplineTransfer.retry')}
        onRetry={() => actorRef.send({ type: 'RETRY' })}
        refusals={{
          insufficientFunds: t('uplineTransfer.refused.insufficientFunds'),
          wrongPassword: t('uplineTransfer.refused.wrongPassword'),
          locked: (minutes) => t('uplineTransfer.refused.locked', { count: minutes }),
          noWithdrawPassword: t('uplineTransfer.refused.noWithdrawPassword'),
          // Refused with no withdraw password named: the account has no upline.
          notAllowed: t('uplineTransfer.refused.noUpline'),
        }}
      />
      <AmountField
        label={t('amount.label')}
        placeholder={t('amount.placeholder')}
        value={amount}
        onChange={setAmount}
        hint={t('balance.available', { amount: money(context.balance) })}
        fieldErrors={context.fieldErrors}
        money={money}
        disabled={busy}
        useAll={{
          label: t('uplineTransfer.useAll'),
          amount: context.balance,
          fractionDigits: context.fractionDigits,
        }}
      />
    </MoneyMoveForm>
  );
}
