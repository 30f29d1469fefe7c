import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { translateError } from '@portal/i18n';
import { type forgotPasswordMachine } from '@portal/machines';
import { BusyStatus, Button, Notice, TextField } from '@portal/ui';
import * as styles from '../shared/flow.css';
import { fieldError, formValues, textValues } from '../shared/messages';

export interface ForgotPasswordFormProps {
  actorRef: ActorRefFrom<typeof forgotPasswordMachine>;
  /** The send-code button for the mobile method (an SmsCountdownButton). */
  smsCodeButton?: ReactNode;
}

/** Forgot-password popup body: reset link by email, or a new password set with an SMS code. */
export function ForgotPasswordForm({ actorRef, smsCodeButton }: ForgotPasswordFormProps) {
  const { t } = useTranslation(['auth', 'validation', 'errors', 'common']);
  const uid = useId();
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const { context } = state;
  const error = (name: string) => fieldError(t, context.fieldErrors, name);

  if (state.matches('emailSent')) {
    return (
      <section className={styles.form} aria-labelledby={`${uid}-forgot-title`}>
        <h2 id={`${uid}-forgot-title`} className={styles.heading}>
          {t('forgotPassword.title')}
        </h2>
        <Notice tone="success">{t('forgotPassword.emailSent')}</Notice>
        <Button onClick={() => actorRef.send({ type: 'CLOSE' })}>{t('common:actions.ok')}</Button>
      </section>
    );
  }
  if (state.matches('done')) return <Notice tone="success">{t('forgotPassword.success')}</Notice>;
  if (state.matches('closed'))
    return context.failure ? <Notice tone="danger">{translateError(t, context.failure.code)}</Notice> : null;

  const byEmail = context.method === 'email';
  const busy = !state.matches('editing');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) actorRef.send({ type: 'SUBMIT', values: textValues(formValues(event.currentTarget)) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${uid}-forgot-title`}>
      <h2 id={`${uid}-forgot-title`} className={styles.heading}>
        {t('forgotPassword.title')}
      </h2>
      <p className={styles.text}>
        {byEmail ? t('forgotPassword.emailHint') : t('forgotPassword.mobileHint')}
      </p>
      {context.failure ? <Notice tone="danger">{translateError(t, context.failure.code)}</Notice> : null}
      {byEmail ? (
        <>
          <TextField
            name="username"
            label={t('login.username')}
            autoComplete="username"
            error={error('username')}
            required
          />
          <TextField
            name="email"
            type="email"
            label={t('register.email')}
            placeholder={t('register.emailPlaceholder')}
            autoComplete="email"
            error={error('email')}
            required
          />
        </>
      ) : (
        <>
          <TextField
            name="mobileNum"
            type="tel"
            inputMode="numeric"
            label={t('sms.mobileNumber')}
            autoComplete="tel-national"
            error={error('mobileNum')}
            required
          />
          <TextField
            name="verificationCode"
            inputMode="numeric"
            label={t('sms.verificationCode')}
            autoComplete="one-time-code"
            error={error('verificationCode')}
            endSlot={smsCodeButton}
            required
          />
          <TextField
            name="newPassword"
            type="password"
            label={t('changePassword.newPassword')}
            autoComplete="new-password"
            error={error('newPassword')}
            required
          />
        </>
      )}
      {state.matches('loggingIn') || state.matches('storingToken') || state.matches('loadingMemberInfo') ? (
        <BusyStatus>{t('forgotPassword.loggingIn')}</BusyStatus>
      ) : null}
      <Button type="submit" fullWidth loading={busy}>
        {t('forgotPassword.submit')}
      </Button>
    </form>
  );
}
