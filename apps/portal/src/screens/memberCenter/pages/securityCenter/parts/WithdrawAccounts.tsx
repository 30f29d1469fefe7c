import type { WithdrawAccount } from '@portal/api-contract';
import {
  MAX_WITHDRAW_ACCOUNTS,
  payoutAccountFormSchema,
  toFieldErrors,
  validate,
  type FieldErrors,
} from '@portal/api-contract/validation';
import { translateError, translateIssue } from '@portal/i18n';
import { toFailure, type Failure } from '@portal/machines';
import { Button, Notice, TextField, useTranslation } from '@portal/ui';
import { useId, useState, type FormEvent } from 'react';
import { useSessionMutation } from '../../../../../api/contractQuery';
import * as screen from '../../../../../blocks/Screen.css';
import * as security from '../../../parts/SecuritySection.css';
import * as styles from './WithdrawAccounts.css';

/**
 * The security centre's withdraw accounts: the bank and e-wallet accounts bound to the member,
 * masked as funds.withdrawOptions answers them, and the form that binds another (at most
 * MAX_WITHDRAW_ACCOUNTS). Binding one refreshes the list, here and on the withdraw page.
 */
export function WithdrawAccounts({ accounts }: { accounts: readonly WithdrawAccount[] }) {
  const { t } = useTranslation('portal', { keyPrefix: 'member.security.withdrawAccounts' });
  const listId = useId();
  return (
    <>
      <p className={screen.muted} id={listId}>
        {t('count', { count: accounts.length, max: MAX_WITHDRAW_ACCOUNTS })}
      </p>
      {accounts.length === 0 ? (
        <p className={screen.muted}>{t('none')}</p>
      ) : (
        <ul className={styles.accounts} aria-labelledby={listId}>
          {accounts.map((account) => (
            <li key={account.accountId} className={styles.account}>
              <span>
                {account.bankName} <span className={styles.accountNumber}>{account.accountNumber}</span>
              </span>
              <span className={styles.holder}>{account.accountName}</span>
            </li>
          ))}
        </ul>
      )}
      {accounts.length < MAX_WITHDRAW_ACCOUNTS ? (
        <AddWithdrawAccountForm />
      ) : (
        <Notice tone="info">{t('full', { max: MAX_WITHDRAW_ACCOUNTS })}</Notice>
      )}
    </>
  );
}

/** Binds a bank or e-wallet account: checked by the contract's rules here, then by the server's. */
function AddWithdrawAccountForm() {
  const { t } = useTranslation(['portal', 'validation', 'errors']);
  const { t: ta } = useTranslation('portal', { keyPrefix: 'member.security.withdrawAccounts' });
  const add = useSessionMutation('funds.addWithdrawAccount', { invalidates: ['funds.withdrawOptions'] });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const error = (name: string) => {
    const problem = fieldErrors[name];
    return problem ? translateIssue(t, problem) : undefined;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const form = event.currentTarget;
    const result = validate(payoutAccountFormSchema(), Object.fromEntries(new FormData(form)));
    if (!result.success) {
      add.reset();
      setFieldErrors(toFieldErrors(result.issues));
      return;
    }
    setFieldErrors({});
    add.mutate(result.data, {
      onSuccess: () => form.reset(),
      onError: (failure) => setFieldErrors(toFailure(failure).fieldErrors),
    });
  };
  return (
    <form className={security.form} onSubmit={submit} noValidate aria-label={ta('add')}>
      {add.isSuccess ? (
        <Notice tone="success">
          {ta('added', { bank: add.data.bankName, number: add.data.accountNumber })}
        </Notice>
      ) : null}
      {add.isError ? <Refusal failure={toFailure(add.error)} /> : null}
      <TextField
        name="bankName"
        label={ta('bankName')}
        hint={ta('bankNameHint')}
        autoComplete="off"
        error={error('bankName')}
        required
      />
      <TextField
        name="accountName"
        label={ta('accountName')}
        hint={ta('accountNameHint')}
        autoComplete="name"
        error={error('accountName')}
        required
      />
      <TextField
        name="accountNumber"
        label={ta('accountNumber')}
        hint={ta('accountNumberHint')}
        autoComplete="off"
        spellCheck={false}
        error={error('accountNumber')}
        required
      />
      <div>
        <Button type="submit" loading={add.isPending}>
          {ta('submit')}
        </Button>
      </div>
    </form>
  );
}

/** What the server refused, in words: the same account twice, one too many, or its own message. */
function Refusal({ failure }: { failure: Failure }) {
  const { t } = useTranslation(['portal', 'errors']);
  const message =
    failure.code === 'ACCOUNT_EXISTS'
      ? t('member.security.withdrawAccounts.exists')
      : failure.code === 'QUOTA_EXCEEDED'
        ? t('member.security.withdrawAccounts.quota', { max: MAX_WITHDRAW_ACCOUNTS })
        : failure.code === 'VALIDATION_FAILED'
          ? t('member.security.withdrawAccounts.invalid')
          : translateError(t, failure.code);
  return <Notice tone="danger">{message}</Notice>;
}
