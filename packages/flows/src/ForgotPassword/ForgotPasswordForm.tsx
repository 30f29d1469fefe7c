import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { translateError } from '@portal/i18n';
import { type forgotPasswordMachine } from '@portal/machines';
import {
  BusyStatus,
  Button,
  Notice,
  PasswordField,
  PhoneField,
  TextField,
  type DialingCode,
  useTranslation,
} from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import { fieldError, formValues, textValues } from '../shared/messages';
import { renderSmsCodeButton, useTypedMobile, type SmsCodeButtonSlot } from '../shared/smsSlot';

export interface ForgotPasswordFormProps {
  actorRef: ActorRefFrom<typeof forgotPasswordMachine>;
  /** The send-code button for the mobile method (an SmsCountdownButton). */
  smsCodeButton?: SmsCodeButtonSlot;
  /** Dialing codes the mobile method offers (GET /wps/system/countries). */
  dialingCodes?: readonly DialingCode[];
  /** The white label's own country code, chosen first (the first offered without it). */
  defaultDialingCode?: string;
}

/** Forgot-password popup body: reset link by email, or a new password set with an SMS code. */
export function ForgotPasswordForm({
  actorRef,
  smsCodeButton,
  dialingCodes = [],
  defaultDialingCode,
}: ForgotPasswordFormProps) {
  const { t } = useTranslation(['auth', 'validation', 'errors', 'common']);
  const { setDialingCode, setMobileNum, typed } = useTypedMobile(dialingCodes, { defaultDialingCode });
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const { context } = state;
  const error = (name: string) => fieldError(t, context.fieldErrors, name);

  if (state.matches('emailSent')) {
    return (
      <FlowFrame title={t('forgotPassword.title')}>
        <Notice tone="success">{t('forgotPassword.emailSent')}</Notice>
        <Button onClick={() => actorRef.send({ type: 'CLOSE' })}>{t('common:actions.ok')}</Button>
      </FlowFrame>
    );
  }
  if (state.matches('done')) return <Notice tone="success">{t('forgotPassword.success')}</Notice>;
  if (state.matches('closed'))
    return context.failure ? <Notice tone="danger">{translateError(t, context.failure.code)}</Notice> : null;

  const byEmail = context.method === 'email';
  const busy = !state.matches('editing');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = textValues(formValues(event.currentTarget));
    actorRef.send({
      type: 'SUBMIT',
      values: byEmail ? values : { ...values, countryDialingCode: typed.countryDialingCode },
    });
  };

  return (
    <FlowFrame
      title={t('forgotPassword.title')}
      description={byEmail ? t('forgotPassword.emailHint') : t('forgotPassword.mobileHint')}
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('forgotPassword.title')}>
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
            <PhoneField
              name="mobileNum"
              label={t('sms.mobileNumber')}
              dialingCodes={dialingCodes}
              dialingCode={typed.countryDialingCode || undefined}
              onDialingCodeChange={setDialingCode}
              onValueChange={setMobileNum}
              maxLength={context.rules.mobile?.digits}
              error={error('mobileNum')}
              required
            />
            <TextField
              name="verificationCode"
              inputMode="numeric"
              label={t('sms.verificationCode')}
              autoComplete="one-time-code"
              error={error('verificationCode')}
              endSlot={renderSmsCodeButton(smsCodeButton, typed)}
              required
            />
            <PasswordField
              name="newPassword"
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
    </FlowFrame>
  );
}
