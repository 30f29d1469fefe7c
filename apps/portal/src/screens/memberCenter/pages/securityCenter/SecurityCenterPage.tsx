import {
  toFieldErrors,
  validate,
  withdrawPasswordFormSchema,
  type FieldErrors,
} from '@portal/api-contract/validation';
import { translateError, translateIssue } from '@portal/i18n';
import { toFailure } from '@portal/machines';
import { Button, Notice, PasswordField, Skeleton, useTranslation } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { useSessionMutation, useSessionQuery } from '../../../../api/contractQuery';
import { usePopups } from '../../../../app/popups';
import { memberPage, useLinkProps } from '../../../../routes/links';
import { QueryView } from '../../../../blocks/QueryView';
import * as screen from '../../../../blocks/Screen.css';
import { AccountSecuritySections } from './parts/AccountSecurity';
import { LoginHistory } from './parts/LoginHistory';
import { MemberProfile } from './parts/profile/MemberProfile';
import * as styles from '../../parts/SecuritySection.css';
import { SecuritySection } from '../../parts/SecuritySection';
import { WithdrawAccounts } from './parts/WithdrawAccounts';

/**
 * The member's VIP label and level, where the white label has VIP (nothing until it is known),
 * linking to the VIP bonus page.
 */
function VipFact() {
  const { t } = useTranslation('nav');
  const vipPage = useLinkProps(memberPage('vip'));
  const state = useSessionQuery('member.consolidated', undefined).data?.publicState;
  if (!state?.hasVip || !state.vipLabelName) return null;
  return (
    <>
      <dt>{t('visitor.vip')}</dt>
      <dd>
        <a {...vipPage}>{t('visitor.vipLevel', { label: state.vipLabelName, level: state.vipRankLevel })}</a>
      </dd>
    </>
  );
}

/**
 * My account (securityCenter): the profile, the login password, the authenticator app, the
 * signed-in devices, the withdraw password, the accounts withdrawals are paid to, the login history
 * and closing the account.
 */
export function SecurityCenterPage() {
  const { t } = useTranslation('portal');
  const { openPopup } = usePopups();
  const info = useSessionQuery('member.info', undefined);
  const options = useSessionQuery('funds.withdrawOptions', undefined);
  return (
    <div className={screen.panel}>
      <SecuritySection title={t('member.security.profile')} name="profile">
        <QueryView query={info} loading={<Skeleton shape="block" blockSize="72px" />}>
          {(member) => (
            <dl className={styles.facts}>
              <dt>{t('member.account')}</dt>
              <dd>{member.account}</dd>
              <dt>{t('member.security.memberId')}</dt>
              <dd>{member.id}</dd>
              <VipFact />
            </dl>
          )}
        </QueryView>
        <MemberProfile />
      </SecuritySection>
      <SecuritySection title={t('member.security.loginPassword')} name="loginPassword">
        <p className={screen.muted}>{t('member.security.loginPasswordHint')}</p>
        <div>
          <Button variant="secondary" onClick={() => openPopup('changePassword', { reason: 'voluntary' })}>
            {t('member.security.changePassword')}
          </Button>
        </div>
      </SecuritySection>
      <AccountSecuritySections parts={['authenticator', 'sessions']} />
      <SecuritySection title={t('member.security.withdrawPassword.title')} name="withdrawPassword">
        <QueryView query={options} loading={<Skeleton shape="block" blockSize="240px" />}>
          {({ hasWithdrawPassword }) => <WithdrawPasswordForm hasWithdrawPassword={hasWithdrawPassword} />}
        </QueryView>
      </SecuritySection>
      <SecuritySection title={t('member.security.withdrawAccounts.title')} name="withdrawAccounts">
        <QueryView query={options} loading={<Skeleton shape="block" blockSize="200px" />}>
          {({ accounts }) => <WithdrawAccounts accounts={accounts} />}
        </QueryView>
      </SecuritySection>
      <SecuritySection title={t('member.security.loginHistory.title')} name="loginHistory">
        <LoginHistory />
      </SecuritySection>
      <AccountSecuritySections parts={['closeAccount']} />
    </div>
  );
}

/** Sets the first withdraw password, or changes it (then the one in use is asked for). */
function WithdrawPasswordForm({ hasWithdrawPassword }: { hasWithdrawPassword: boolean }) {
  const { t } = useTranslation(['portal', 'validation', 'errors']);
  const { t: tw } = useTranslation('portal', { keyPrefix: 'member.security.withdrawPassword' });
  const save = useSessionMutation('funds.setWithdrawPassword', { invalidates: ['funds.withdrawOptions'] });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const error = (name: string) => {
    const problem = fieldErrors[name];
    return problem ? translateIssue(t, problem) : undefined;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const form = event.currentTarget;
    const result = validate(
      withdrawPasswordFormSchema({ hasWithdrawPassword }),
      Object.fromEntries(new FormData(form)),
    );
    if (!result.success) {
      setFieldErrors(toFieldErrors(result.issues));
      return;
    }
    setFieldErrors({});
    save.mutate(result.data, {
      onSuccess: () => form.reset(),
      onError: (failure) => setFieldErrors(toFailure(failure).fieldErrors),
    });
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('member.security.withdrawPassword.title')}
    >
      <p className={screen.muted}>{tw(hasWithdrawPassword ? 'isSet' : 'notSet')}</p>
      {save.isSuccess ? <Notice tone="success">{tw('saved')}</Notice> : null}
      {save.isError ? <Notice tone="danger">{translateError(t, toFailure(save.error).code)}</Notice> : null}
      <PasswordField
        name="password"
        label={tw('password')}
        autoComplete="current-password"
        error={error('password')}
        required
      />
      {hasWithdrawPassword ? (
        <PasswordField
          name="oldWithdrawPassword"
          label={tw('current')}
          autoComplete="off"
          inputMode="numeric"
          error={error('oldWithdrawPassword')}
          required
        />
      ) : null}
      <PasswordField
        name="withdrawPassword"
        label={tw('new')}
        hint={tw('hint')}
        autoComplete="off"
        inputMode="numeric"
        error={error('withdrawPassword')}
        required
      />
      <PasswordField
        name="confirmWithdrawPassword"
        label={tw('confirm')}
        autoComplete="off"
        inputMode="numeric"
        error={error('confirmWithdrawPassword')}
        required
      />
      <div>
        <Button type="submit" loading={save.isPending}>
          {tw(hasWithdrawPassword ? 'change' : 'set')}
        </Button>
      </div>
    </form>
  );
}
