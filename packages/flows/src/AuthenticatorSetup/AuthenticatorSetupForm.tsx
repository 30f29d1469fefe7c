import { useSelector } from '@xstate/react';
import { lazy, Suspense, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { translateError } from '@portal/i18n';
import { type authenticatorSetupMachine } from '@portal/machines';
import { Button, Notice, QRCodeSpace, TextField, useTranslation } from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import { fieldError } from '../shared/messages';

/** The encoder (about 9 KB gzipped) loads once there is a key to draw, not with the page. */
const QRCode = lazy(() => import('./authenticatorQRCode').then((module) => ({ default: module.QRCode })));

export interface AuthenticatorSetupFormProps {
  actorRef: ActorRefFrom<typeof authenticatorSetupMachine>;
}

/**
 * Turning the authenticator app on: a button, then the QR code with the key as text and the
 * first code, then the recovery codes once. Nothing once it is done: the page shows the app as on.
 */
export function AuthenticatorSetupForm({ actorRef }: AuthenticatorSetupFormProps) {
  const { t } = useTranslation(['account', 'validation', 'errors']);
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const { context } = state;
  const failure = context.failure ? (
    <Notice tone="danger">{translateError(t, context.failure.code)}</Notice>
  ) : null;

  if (state.matches('done')) return null;

  if (state.matches('idle') || state.matches('starting'))
    return (
      <div className={styles.form}>
        {failure}
        <div className={styles.actions}>
          <Button loading={state.matches('starting')} onClick={() => actorRef.send({ type: 'START' })}>
            {t('accountSecurity.authenticator.start')}
          </Button>
        </div>
      </div>
    );

  if (state.matches('showingRecoveryCodes'))
    return (
      <FlowFrame
        title={t('accountSecurity.authenticator.recoveryTitle')}
        description={t('accountSecurity.authenticator.recoveryIntro')}
      >
        <Notice tone="success">{t('accountSecurity.authenticator.enabled')}</Notice>
        <ol className={styles.list} aria-label={t('accountSecurity.authenticator.recoveryTitle')}>
          {context.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <Button onClick={() => actorRef.send({ type: 'ACKNOWLEDGE' })}>
            {t('accountSecurity.authenticator.recoverySaved')}
          </Button>
        </div>
      </FlowFrame>
    );

  const confirming = state.matches('confirming');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirming) return;
    const code = new FormData(event.currentTarget).get('code');
    actorRef.send({ type: 'SUBMIT_CODE', code: typeof code === 'string' ? code : '' });
  };
  const setup = context.setup;
  return (
    <FlowFrame
      title={t('accountSecurity.authenticator.setupTitle')}
      description={t('accountSecurity.authenticator.scan')}
    >
      {setup ? (
        <>
          <Suspense fallback={<QRCodeSpace size="md" />}>
            <QRCode value={setup.uri} label={t('accountSecurity.authenticator.qrLabel')} size="md" />
          </Suspense>
          <TextField
            label={t('accountSecurity.authenticator.key')}
            hint={t('accountSecurity.authenticator.keyHint')}
            value={setup.secret}
            readOnly
            spellCheck={false}
            autoComplete="off"
          />
        </>
      ) : null}
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={t('accountSecurity.authenticator.setupTitle')}
      >
        {failure}
        <TextField
          name="code"
          label={t('accountSecurity.authenticator.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={fieldError(t, context.fieldErrors, 'code')}
          required
        />
        <div className={styles.actions}>
          <Button type="submit" loading={confirming}>
            {t('accountSecurity.authenticator.confirm')}
          </Button>
          <Button variant="ghost" disabled={confirming} onClick={() => actorRef.send({ type: 'CANCEL' })}>
            {t('accountSecurity.authenticator.cancel')}
          </Button>
        </div>
      </form>
    </FlowFrame>
  );
}
