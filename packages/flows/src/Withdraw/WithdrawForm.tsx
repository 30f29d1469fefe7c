import { shallowEqual, useSelector } from '@xstate/react';
import { useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { WithdrawAccount, WithdrawOrder } from '@portal/api-contract';
import { minorUnitsToAmountText } from '@portal/api-contract/validation';
import { translateError } from '@portal/i18n';
import { answerLost, retryAfterMinutes, type Failure, type withdrawMachine } from '@portal/machines';
import {
  BusyStatus,
  Button,
  formatAmount,
  Notice,
  PasswordField,
  RadioGroup,
  TextField,
  useFormatLocale,
} from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import { amountFieldError, fieldError } from '../shared/messages';
import * as own from './WithdrawForm.css';

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

/** Refusals the form explains in words of its own; any other failure gets the error catalogue's. */
const REFUSALS = [
  'INSUFFICIENT_FUNDS',
  'INVALID_CREDENTIALS',
  'TOO_MANY_REQUESTS',
  'OPERATION_NOT_ALLOWED',
  'NOT_FOUND',
  'QUOTA_EXCEEDED',
] as const;
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (code: string): code is Refusal => (REFUSALS as readonly string[]).includes(code);
/** Refusals only the security centre can lift: the withdraw password or the account is missing. */
const FIXED_IN_SECURITY_CENTER: ReadonlySet<Refusal> = new Set(['OPERATION_NOT_ALLOWED', 'NOT_FOUND']);

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
  const [amount, setAmount] = useState(() =>
    context.move ? minorUnitsToAmountText(context.move.amount, context.fractionDigits) : '',
  );
  const [password, setPassword] = useState(() => context.move?.withdrawPassword ?? '');
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
        <dl className={own.facts}>
          <Fact term={t('withdraw.confirmAmount')}>{money(context.move.amount)}</Fact>
          <Fact term={t('withdraw.confirmAccount')}>{accountLabel(context.move.accountId)}</Fact>
          <Fact term={t('withdraw.confirmBalanceAfter')}>
            {money(options.withdrawableBalance - context.move.amount)}
          </Fact>
        </dl>
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actorRef.send({ type: 'SUBMIT', values: { accountId, amount, withdrawPassword: password } });
  };
  const failure = context.failure;
  const passwordError =
    failure?.code === 'INVALID_CREDENTIALS'
      ? t('withdraw.wrongPassword')
      : fieldError(t, context.fieldErrors, 'withdrawPassword');

  return (
    <FlowFrame title={t('withdraw.title')}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('withdraw.title')}>
        {answerLost(context) && context.move ? (
          <Notice tone="warning">
            {t('withdraw.answerLost', {
              amount: money(context.move.amount),
              account: accountLabel(context.move.accountId),
            })}{' '}
            <Button size="sm" variant="secondary" onClick={() => actorRef.send({ type: 'RETRY' })}>
              {t('withdraw.retry')}
            </Button>
          </Notice>
        ) : failure ? (
          <Notice tone="danger">
            <RefusalText failure={failure} link={link} />
          </Notice>
        ) : null}
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
        <TextField
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          label={t('amount.label')}
          placeholder={t('amount.placeholder')}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          hint={t('withdraw.limits', { min: money(options.minAmount), max: money(options.maxAmount) })}
          error={amountFieldError(t, context.fieldErrors, 'amount', money)}
          required
        />
        <PasswordField
          name="withdrawPassword"
          label={t('withdraw.password')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          hint={t('withdraw.passwordHint')}
          error={passwordError}
          required
        />
        <div className={styles.actions}>
          <Button type="submit">{t('withdraw.review')}</Button>
        </div>
      </form>
    </FlowFrame>
  );
}

/** A refusal in the form's own words, with the way to the security centre where it lifts there. */
function RefusalText({ failure, link }: { failure: Failure; link: ReactNode }) {
  const { t } = useTranslation(['wallet', 'errors']);
  if (!isRefusal(failure.code)) return <>{translateError(t, failure.code)}</>;
  const text =
    failure.code === 'TOO_MANY_REQUESTS'
      ? t('withdraw.refusals.TOO_MANY_REQUESTS', {
          count: retryAfterMinutes(failure),
        })
      : t(`withdraw.refusals.${failure.code}`);
  return FIXED_IN_SECURITY_CENTER.has(failure.code) ? (
    <>
      {text} {link}
    </>
  ) : (
    <>{text}</>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={own.term}>{term}</dt>
      <dd className={own.value}>{children}</dd>
    </>
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
    <FlowFrame title={t('withdraw.title')}>
      <div className={styles.form}>
        <Notice tone="success">
          {t('withdraw.withdrawn', { orderId: order.orderId, amount: money(order.amount), account })}
        </Notice>
        <p className={styles.text}>
          {t('withdraw.orderStatus', { status: t(`withdraw.statuses.${order.status}`) })}
        </p>
        <p className={styles.text}>{t('withdraw.balanceAfter', { amount: money(order.balance) })}</p>
        <p className={styles.text}>{t('withdraw.paidOutNext')}</p>
        <div className={styles.actions}>
          <Button onClick={onAnother}>{t('withdraw.another')}</Button>
        </div>
      </div>
    </FlowFrame>
  );
}
