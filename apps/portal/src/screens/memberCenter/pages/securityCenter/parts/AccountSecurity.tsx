import type { AccountSecurity, ActiveSession, LoginDevice } from '@portal/api-contract';
import { authenticatorCodeProblem } from '@portal/api-contract/validation';
import { AuthenticatorSetupForm } from '@portal/flows';
import { translateError, translateIssue } from '@portal/i18n';
import { authenticatorSetupMachine, toFailure } from '@portal/machines';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  formatDateTime,
  Notice,
  PasswordField,
  Skeleton,
  TextField,
  type DataTableColumn,
  useTranslation,
} from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { refreshSessionReads, useSessionMutation, useSessionQuery } from '../../../../../api/contractQuery';
import { QueryView } from '../../../../../blocks/QueryView';
import * as screen from '../../../../../blocks/Screen.css';
import * as styles from '../../../parts/SecuritySection.css';
import { SecuritySection } from '../../../parts/SecuritySection';
import { useFlowActors } from '../../../../../app/flowActors';

export type AccountSecurityPart = keyof AccountSecurity['features'];

/**
 * The security centre's account protections, each where the white label offers it: the
 * authenticator app, the signed-in devices, and closing the account.
 */
export function AccountSecuritySections({ parts }: { parts: readonly AccountSecurityPart[] }) {
  const { t } = useTranslation('account', { keyPrefix: 'accountSecurity' });
  const security = useSessionQuery('member.accountSecurity', undefined);
  const shows = (part: AccountSecurityPart, features: AccountSecurity['features']) =>
    parts.includes(part) && features[part];
  return (
    <QueryView query={security} loading={<Skeleton shape="block" blockSize="160px" />} headingLevel={3}>
      {({ features, authenticator }) => (
        <>
          {shows('authenticator', features) ? (
            <SecuritySection title={t('authenticator.title')} name="authenticator">
              <AuthenticatorPart status={authenticator} />
            </SecuritySection>
          ) : null}
          {shows('sessions', features) ? (
            <SecuritySection title={t('sessions.title')} name="sessions">
              <ActiveSessions />
            </SecuritySection>
          ) : null}
          {shows('closeAccount', features) ? (
            <SecuritySection title={t('closeAccount.title')} name="closeAccount">
              <CloseAccount />
            </SecuritySection>
          ) : null}
        </>
      )}
    </QueryView>
  );
}

/** Off: the set-up machine. On: the codes left and a way to turn it off. */
function AuthenticatorPart({ status }: { status: AccountSecurity['authenticator'] }) {
  const { t } = useTranslation('account', { keyPrefix: 'accountSecurity.authenticator' });
  const actors = useFlowActors();
  const queryClient = useQueryClient();
  const actorRef = useActorRef(authenticatorSetupMachine.provide(actors.authenticatorSetup));
  const phase = useSelector(actorRef, (snapshot) =>
    snapshot.matches('done') ? 'done' : snapshot.matches('idle') ? 'idle' : 'busy',
  );
  // The page shows the app as on only once the recovery codes were put away.
  useEffect(() => {
    if (phase === 'done') void refreshSessionReads(queryClient, ['member.accountSecurity']);
  }, [phase, queryClient]);
  if (status.enabled && phase !== 'busy')
    return (
      <>
        <p className={screen.muted}>{t('isOn', { count: status.recoveryCodesLeft })}</p>
        <DisableAuthenticator />
      </>
    );
  return (
    <>
      <p className={screen.muted}>{t('intro')}</p>
      <AuthenticatorSetupForm actorRef={actorRef} />
    </>
  );
}

/** Turning the app off takes a current code, or the login password for a lost phone. */
function DisableAuthenticator() {
  const { t } = useTranslation(['account', 'validation', 'errors']);
  const disable = useSessionMutation('member.disableAuthenticator', {
    invalidates: ['member.accountSecurity'],
  });
  const [withPassword, setWithPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disable.isPending) return;
    const data = new FormData(event.currentTarget);
    const value = String(data.get(withPassword ? 'password' : 'code') ?? '');
    const codeProblem = withPassword ? undefined : authenticatorCodeProblem(value).code;
    if (withPassword && value === '') {
      setFieldErrors({ password: t('validation:required') });
    } else if (codeProblem) {
      setFieldErrors({ code: translateIssue(t, codeProblem) });
    } else {
      setFieldErrors({});
      disable.mutate(withPassword ? { password: value } : { code: value.trim() });
    }
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('accountSecurity.authenticator.disableTitle')}
    >
      {disable.isError ? (
        <Notice tone="danger">{translateError(t, toFailure(disable.error).code)}</Notice>
      ) : null}
      {withPassword ? (
        <PasswordField
          key="password"
          name="password"
          label={t('accountSecurity.authenticator.password')}
          autoComplete="current-password"
          error={fieldErrors.password}
          required
        />
      ) : (
        <TextField
          key="code"
          name="code"
          label={t('accountSecurity.authenticator.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={fieldErrors.code}
          required
        />
      )}
      <div className={screen.actions}>
        <Button type="submit" variant="danger" loading={disable.isPending}>
          {t('accountSecurity.authenticator.disable')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setFieldErrors({});
            setWithPassword((current) => !current);
          }}
        >
          {t(
            withPassword
              ? 'accountSecurity.authenticator.useCode'
              : 'accountSecurity.authenticator.usePassword',
          )}
        </Button>
      </div>
    </form>
  );
}

/** The member's signed-in devices; signing one out ends it at once, over the realtime channel too. */
function ActiveSessions() {
  const { t } = useTranslation(['account', 'errors']);
  const sessions = useSessionQuery('member.sessions', undefined);
  const endOne = useSessionMutation('member.endSession', { invalidates: ['member.sessions'] });
  const endOthers = useSessionMutation('member.endOtherSessions', { invalidates: ['member.sessions'] });
  const deviceText = ({ browser, os }: LoginDevice) =>
    browser && os
      ? t('accountSecurity.sessions.deviceBoth', { browser, os })
      : (browser ?? os ?? t('accountSecurity.sessions.unknownDevice'));
  const columns: DataTableColumn<ActiveSession>[] = [
    {
      id: 'device',
      header: t('accountSecurity.sessions.device'),
      accessor: (row) => deviceText(row.device),
      cell: (row) =>
        row.current ? (
          <strong>{t('accountSecurity.sessions.thisDevice', { device: deviceText(row.device) })}</strong>
        ) : (
          deviceText(row.device)
        ),
    },
    { id: 'ip', header: t('accountSecurity.sessions.ip'), accessor: 'ip' },
    {
      id: 'lastSeen',
      header: t('accountSecurity.sessions.lastSeen'),
      accessor: 'lastSeenAt',
      cell: (row) => formatDateTime(row.lastSeenAt),
    },
    {
      id: 'started',
      header: t('accountSecurity.sessions.started'),
      accessor: 'startedAt',
      cell: (row) => formatDateTime(row.startedAt),
    },
    {
      id: 'action',
      header: t('accountSecurity.sessions.action'),
      accessor: 'sessionId',
      cell: (row) =>
        row.current ? null : (
          <Button
            size="sm"
            variant="outline"
            loading={endOne.isPending && endOne.variables?.sessionId === row.sessionId}
            aria-label={t('accountSecurity.sessions.signOutDevice', { device: deviceText(row.device) })}
            onClick={() => endOne.mutate({ sessionId: row.sessionId })}
          >
            {t('accountSecurity.sessions.signOut')}
          </Button>
        ),
    },
  ];
  const failure = endOne.error ?? endOthers.error;
  const onlyThisDeviceId = useId();
  return (
    <>
      <p className={screen.muted}>{t('accountSecurity.sessions.intro')}</p>
      {failure ? <Notice tone="danger">{translateError(t, toFailure(failure).code)}</Notice> : null}
      {endOthers.isSuccess ? (
        <Notice tone="success">
          {t('accountSecurity.sessions.endedOthers', { count: endOthers.data.ended })}
        </Notice>
      ) : null}
      <QueryView query={sessions} loading={<Skeleton shape="block" blockSize="160px" />} headingLevel={4}>
        {({ sessions: rows }) => {
          // From the list as last fetched: signing devices out fetches it again.
          const othersLeft = rows.some((row) => !row.current);
          return (
            <>
              <DataTable
                caption={t('accountSecurity.sessions.title')}
                captionHidden
                columns={columns}
                rows={rows}
                getRowId={(row) => row.sessionId}
              />
              <div className={screen.actions}>
                <ConfirmDialog
                  title={t('accountSecurity.sessions.signOutOthers')}
                  description={t('accountSecurity.sessions.signOutOthersQuestion')}
                  confirmLabel={t('accountSecurity.sessions.signOutOthers')}
                  tone="danger"
                  onConfirm={() => endOthers.mutateAsync(undefined)}
                  trigger={
                    // Disabled rather than gone: focus comes back here when the confirmation closes.
                    <Button
                      variant="secondary"
                      disabled={!othersLeft}
                      aria-describedby={othersLeft ? undefined : onlyThisDeviceId}
                    >
                      {t('accountSecurity.sessions.signOutOthers')}
                    </Button>
                  }
                />
                {othersLeft ? null : (
                  <p id={onlyThisDeviceId} className={screen.muted}>
                    {t('accountSecurity.sessions.onlyThisDevice')}
                  </p>
                )}
              </div>
            </>
          );
        }}
      </QueryView>
    </>
  );
}

/** Closing the account, with the password; refused while money is left (withdraw it first). */
function CloseAccount() {
  const { t } = useTranslation(['account', 'validation', 'errors']);
  const close = useSessionMutation('member.closeAccount', { invalidates: [] });
  const [open, setOpen] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (close.isPending) return;
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setPasswordError(password === '' ? t('validation:required') : undefined);
    // On success every session ends: the realtime channel signs this tab out at once.
    if (password !== '') close.mutate({ password });
  };
  return (
    <>
      <p className={screen.muted}>{t('accountSecurity.closeAccount.intro')}</p>
      <div className={screen.actions}>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('accountSecurity.closeAccount.open')}
        </Button>
      </div>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (!next) close.reset();
          setOpen(next);
        }}
      >
        <Dialog.Content
          title={t('accountSecurity.closeAccount.dialogTitle')}
          description={t('accountSecurity.closeAccount.balanceRule')}
          size="sm"
        >
          <form
            className={styles.form}
            onSubmit={submit}
            noValidate
            aria-label={t('accountSecurity.closeAccount.dialogTitle')}
          >
            <p className={screen.muted}>{t('accountSecurity.closeAccount.effect')}</p>
            {close.isError ? (
              <Notice tone="danger">{translateError(t, toFailure(close.error).code)}</Notice>
            ) : null}
            {close.isSuccess ? (
              <Notice tone="success">{t('accountSecurity.closeAccount.closed')}</Notice>
            ) : null}
            <PasswordField
              name="password"
              label={t('accountSecurity.closeAccount.password')}
              autoComplete="current-password"
              error={passwordError}
              required
            />
            <div className={screen.actions}>
              <Button type="submit" variant="danger" loading={close.isPending} disabled={close.isSuccess}>
                {t('accountSecurity.closeAccount.confirm')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
