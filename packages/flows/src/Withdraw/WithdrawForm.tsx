import { shallowEqual, useSelector } from '@xstate/react';
import { useState, type MouseEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { WithdrawAccount, WithdrawOrder } from '@portal/api-contract';
import type { withdrawMachine } from '@portal/machines';
import {
  BusyStatus,
  Button,
  formatAmount,
  Notice,
  RadioGroup,
  useFormatLocale,
  useTranslation,
} from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import { fieldError } from '../shared/messages';
import {
  AmountField,
  Facts,
  MoneyMoved,
  MoneyMoveForm,
  MoneyMoveNotice,
  useAmountAndPassword,
  withdrawPasswordError,
} from '../shared/moneyMove';

/** Where the withdraw password is set and accounts are bound: the member centre's security centre. */
export interface SecurityCenterLink {
  href: string;
  /** The app's own navigation for a plain click (a modified click stays a link). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface WithdrawFormProps {
  actorRef: ActorRefFrom<typeof withdrawMachine>;
  /** ISO 4217 code of the merchant's currency (the wallet balance's `currency`). */
  currency: string;
  securityCenter: SecurityCenterLink;
}

/**
 * The withdraw page's form: a bound account, an amount within the white label's limits and the
 * withdrawable balance, and the withdraw password; then a summary to confirm, and the withdrawal
 * the server took with its status. Without a withdraw password or a bound account it points to the
 * security centre instead. A lost answer offers "Send again", which can never withdraw twice.
 */
export function WithdrawForm({ actorRef, currency, securityCenter }: WithdrawFormProps) {
  const { t } = useTranslation(['wallet', 'validation', 'errors', 'common']);
  const locale = useFormatLocale();
  const view = useSelector(
    actorRef,
    (snapshot) => ({
      step: (['editing', 'confirming', 'withdrawing', 'withdrawn'] as const).find((step) =>
        snapshot.matches(step),
      ),
      context: snapshot.context,
    }),
    shallowEqual,
  );
  const { context } = view;
  const { options } = context;
  const money = (minor: number) => formatAmount(minor, currency, locale);
  const accountName = (account: WithdrawAccount) =>
    t('withdraw.accountOption', {
      bank: account.bankName,
      number: account.accountNumber,
      name: account.accountName,
    });
  const accountLabel = (accountId: string) => {
    const account = options.accounts.find((candidate) => candidate.accountId === accountId);
    return account ? accountName(account) : accountId;
  };
  // A kept withdrawal (its answer was lost) opens with its own account, amount and password.
  const [accountId, setAccountId] = useState(
    () =>
      context.move?.accountId ?? (options.accounts.length === 1 ? options.accounts[0]?.accountId : '') ?? '',
  );
  const { amount, setAmount, password, setPassword } = useAmountAndPassword(
    context.move,
    context.fractionDigits,
  );
  const link = (
    <a className={styles.link} href={securityCenter.href} onClick={securityCenter.onClick}>
      {t('withdraw.securityCenter')}
    </a>
  );

  if (view.step === 'withdrawn' && context.placed)
    return (
      <Withdrawn
        order={context.placed.order}
        account={accountLabel(context.placed.accountId)}
        money={money}
        onAnother={() => actorRef.send({ type: 'NEW_WITHDRAWAL' })}
      />
    );

  const missing = !options.hasWithdrawPassword
    ? t('withdraw.noPassword')
    : options.accounts.length === 0
      ? t('withdraw.noAccounts')
      : null;
  if (missing)
    return (
      <FlowFrame title={t('withdraw.title')}>
        <Notice tone="warning">
          {missing} {link}
        </Notice>
      </FlowFrame>
    );
  if (options.remainingTimesToday === 0)
    return (
      <FlowFrame title={t('withdraw.title')}>
        <Notice tone="info">{t('withdraw.noTimesLeft')}</Notice>
      </FlowFrame>
    );

  if ((view.step === 'confirming' || view.step === 'withdrawing') && context.move) {
    const busy = view.step === 'withdrawing';
    return (
      <FlowFrame title={t('withdraw.confirmTitle')}>
        <Facts
          rows={[
            [t('withdraw.confirmAmount'), money(context.move.amount)],
            [t('withdraw.confirmAccount'), accountLabel(context.move.accountId)],
            [t('withdraw.confirmBalanceAfter'), money(options.withdrawableBalance - context.move.amount)],
          ]}
        />
        <p className={styles.text}>{t('withdraw.confirmNote')}</p>
        {busy ? <BusyStatus>{t('withdraw.withdrawing')}</BusyStatus> : null}
        <div className={styles.actions}>
          <Button loading={busy} disabled={busy} onClick={() => actorRef.send({ type: 'CONFIRM' })}>
            {t('withdraw.confirm')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => actorRef.send({ type: 'EDIT' })}>
            {t('withdraw.change')}
          </Button>
        </div>
      </FlowFrame>
    );
  }

  // Only the security centre lifts these: no withdraw password, or the account is gone.
  const withLink = (text: string) => (
    <>
      {text} {link}
    </>
  );
  return (
    <MoneyMoveForm
      title={t('withdraw.title')}
      onSubmit={() =>
        actorRef.send({ type: 'SUBMIT', values: { accountId, amount, withdrawPassword: password } })
      }
      submit={t('withdraw.review')}
      password={{
        value: password,
        onChange: setPassword,
        label: t('withdraw.password'),
        hint: t('withdraw.passwordHint'),
        error: withdrawPasswordError(t, context, t('withdraw.wrongPassword')),
        maxLength: 6,
      }}
    >
      <MoneyMoveNotice
        context={context}
        lost={
          context.move &&
          t('withdraw.answerLost', {
            amount: money(context.move.amount),
            account: accountLabel(context.move.accountId),
          })
        }
        retry={t('withdraw.retry')}
        onRetry={() => actorRef.send({ type: 'RETRY' })}
        refusals={{
          insufficientFunds: t('withdraw.refusals.INSUFFICIENT_FUNDS'),
          wrongPassword: t('withdraw.refusals.INVALID_CREDENTIALS'),
          locked: (minutes) => t('withdraw.refusals.TOO_MANY_REQUESTS', { count: minutes }),
          noWithdrawPassword: withLink(t('withdraw.refusals.OPERATION_NOT_ALLOWED')),
          notAllowed: withLink(t('withdraw.refusals.OPERATION_NOT_ALLOWED')),
          notFound: withLink(t('withdraw.refusals.NOT_FOUND')),
          quotaExceeded: t('withdraw.refusals.QUOTA_EXCEEDED'),
        }}
      />
      <p className={styles.text}>
        {options.withdrawableBalance < options.minAmount
          ? t('withdraw.belowMinimum', {
              balance: money(options.withdrawableBalance),
              min: money(options.minAmount),
            })
          : t('withdraw.available', {
              amount: money(Math.min(options.withdrawableBalance, options.maxAmount)),
            })}{' '}
        {t('withdraw.timesLeft', { count: options.remainingTimesToday })}
      </p>
      <RadioGroup
        name="accountId"
        legend={t('withdraw.account')}
        options={options.accounts.map((account) => ({
          value: account.accountId,
          label: accountName(account),
        }))}
        value={accountId}
        onValueChange={setAccountId}
        error={fieldError(t, context.fieldErrors, 'accountId')}
        required
      />
      <AmountField
        label={t('amount.label')}
        placeholder={t('amount.placeholder')}
        value={amount}
        onChange={setAmount}
        hint={t('withdraw.limits', { min: money(options.minAmount), max: money(options.maxAmount) })}
        fieldErrors={context.fieldErrors}
        money={money}
      />
    </MoneyMoveForm>
  );
}

function Withdrawn({
  order,
  account,
  money,
  onAnother,
}: {
  order: WithdrawOrder;
  account: string;
  money: (minor: number) => string;
  onAnother: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <MoneyMoved
      title={t('withdraw.title')}
      done={t('withdraw.withdrawn', { orderId: order.orderId, amount: money(order.amount), account })}
      lines={[
        t('withdraw.orderStatus', { status: t(`withdraw.statuses.${order.status}`) }),
        t('withdraw.balanceAfter', { amount: money(order.balance) }),
        t('withdraw.paidOutNext'),
      ]}
      another={{ label: t('withdraw.another'), onClick: onAnother }}
    />
  );
}
