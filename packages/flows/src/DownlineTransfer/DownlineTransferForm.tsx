import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { downlineTransferMachine } from '@portal/machines';
import { formatAmount, useFormatLocale, useTranslation } from '@portal/ui';
import {
  AmountField,
  MoneyMoved,
  MoneyMoveForm,
  MoneyMoveNotice,
  useAmountAndPassword,
  withdrawPasswordError,
} from '../shared/moneyMove';

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
  const { amount, setAmount, password, setPassword, clear } = useAmountAndPassword(
    context.move,
    context.fractionDigits,
  );
  const title = t(`downlineTransfer.title.${direction}`);

  if (view.step === 'moved' && context.moved)
    return (
      <MoneyMoved
        title={title}
        done={t(`downlineTransfer.done.${direction}`, { amount: money(context.moved.amount), downline })}
        lines={[t('downlineTransfer.mainAfter', { amount: money(context.moved.balance) })]}
        another={{
          label: t(`downlineTransfer.another.${direction}`),
          variant: 'secondary',
          onClick: () => {
            clear();
            actorRef.send({ type: 'NEW_MOVE' });
          },
        }}
      />
    );

  const busy = view.step !== 'editing';
  return (
    <MoneyMoveForm
      title={title}
      description={t(`downlineTransfer.to.${direction}`, { downline })}
      onSubmit={() => actorRef.send({ type: 'SUBMIT', values: { amount, withdrawPassword: password } })}
      busy={busy}
      busyText={t(`downlineTransfer.sending.${direction}`, { downline })}
      submit={t(`downlineTransfer.submit.${direction}`)}
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
          t(`downlineTransfer.answerLost.${direction}`, { amount: money(context.move.amount), downline })
        }
        retry={t('downlineTransfer.retry')}
        onRetry={() => actorRef.send({ type: 'RETRY' })}
        refusals={{
          // The giving side held less than asked: the agent's wallet, or the downline's.
          insufficientFunds:
            direction === 'transfer'
              ? t('downlineTransfer.refused.insufficientFunds')
              : t('downlineTransfer.refused.downlineShort', { downline }),
          notFound: t('downlineTransfer.refused.notInTree', { downline }),
          wrongPassword: t('downlineTransfer.refused.wrongPassword'),
          locked: (minutes) => t('uplineTransfer.refused.locked', { count: minutes }),
          noWithdrawPassword: t('downlineTransfer.refused.noWithdrawPassword'),
        }}
      />
      <AmountField
        label={t('amount.label')}
        placeholder={t('amount.placeholder')}
        value={amount}
        onChange={setAmount}
        hint={t(`downlineTransfer.available.${direction}`, { amount: money(context.available), downline })}
        fieldErrors={context.fieldErrors}
        money={money}
        disabled={busy}
        useAll={{
          label: t('downlineTransfer.useAll'),
          amount: context.available,
          fractionDigits: context.fractionDigits,
        }}
      />
    </MoneyMoveForm>
  );
}
