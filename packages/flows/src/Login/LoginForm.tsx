import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type loginMachine,
  type LoginMode,
  type SecondVerificationMethod,
  type SocialProvider,
} from '@portal/machines';
import {
  BusyStatus,
  Button,
  CaptchaField,
  Checkbox,
  Notice,
  PasswordField,
  PhoneField,
  Tabs,
  TextField,
  VerificationCodeField,
  type DialingCode,
  useTranslation,
} from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import { failureMessage, fieldError, formValues, textValues } from '../shared/messages';
import { renderSmsCodeButton, useTypedMobile, type SmsCodeButtonSlot } from '../shared/smsSlot';

export interface LoginFormProps {
  actorRef: ActorRefFrom<typeof loginMachine>;
  /** The send-code button for the SMS tab (an SmsCountdownButton bound to its own actor), or one drawn from the number typed. */
  smsCodeButton?: SmsCodeButtonSlot;
  /** Dialing codes the SMS tab offers (GET /wps/system/countries). */
  dialingCodes?: readonly DialingCode[];
  /** The white label's own country code, chosen first (the first offered without it). */
  defaultDialingCode?: string;
  /** The captcha's accessible alternative (WCAG 3.3.8): opens customer service. */
  onContactSupport: () => void;
  /** The popup's links (SPEC §2); each is shown when given. The agent page has no registration. */
  onRegister?: () => void;
  onForgotPassword?: () => void;
  onOpenTerms?: () => void;
}

const METHOD_KEYS = {
  SMS: 'secondVerification.methods.sms',
  EMAIL: 'secondVerification.methods.email',
  AUTHENTICATOR: 'secondVerification.methods.authenticator',
  BANK_ACCOUNT_NAME: 'secondVerification.methods.bankAccountName',
} as const satisfies Record<SecondVerificationMethod, string>;

/** The login popup's body, bound to a login actor: tabs, fields, captcha, errors and busy states. */
export function LoginForm({
  actorRef,
  smsCodeButton,
  dialingCodes = [],
  defaultDialingCode,
  onContactSupport,
  onRegister,
  onForgotPassword,
  onOpenTerms,
}: LoginFormProps) {
  const { t } = useTranslation(['auth', 'validation', 'errors', 'common']);
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const { context } = state;
  const { setDialingCode, setMobileNum, typed } = useTypedMobile(dialingCodes, {
    defaultDialingCode,
    initial: context.remembered?.mode === 'sms' ? context.remembered : undefined,
  });
  const { send } = actorRef;

  if (state.matches('passwordChangeRequired')) {
    const expired =
      context.request?.type === 'username' && context.request.password !== context.config.defaultWeakPassword;
    return (
      <FlowFrame title={t('login.passwordChangeTitle')}>
        <Notice tone="warning">
          {expired ? t('changePassword.expiredNotice') : t('changePassword.defaultPasswordNotice')}
        </Notice>
      </FlowFrame>
    );
  }
  if (state.matches('loggedIn')) return <Notice tone="success">{t('login.success')}</Notice>;

  // SPEC §4: a login from an unregistered IP is confirmed before it goes on.
  if (state.matches('secondVerification') && context.secondVerification) {
    const { challenge, method, secondsLeft, codeSent } = context.secondVerification;
    const verifying = state.matches({ secondVerification: 'verifying' });
    const answer = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (verifying) return;
      const value = new FormData(event.currentTarget).get('answer');
      send({ type: 'SUBMIT_ANSWER', answer: typeof value === 'string' ? value : '' });
    };
    const answerField = (chosen: SecondVerificationMethod) => {
      const common = {
        name: 'answer',
        label: t(METHOD_KEYS[chosen]),
        error: fieldError(t, context.fieldErrors, 'answer'),
        required: true,
      };
      if (chosen === 'SMS' || chosen === 'EMAIL')
        return (
          <VerificationCodeField
            {...common}
            placeholder={t('secondVerification.codePlaceholder')}
            secondsLeft={secondsLeft}
            sending={state.matches({ secondVerification: 'sendingCode' })}
            sent={codeSent}
            onSend={() => send({ type: 'SEND_CODE' })}
          />
        );
      return chosen === 'AUTHENTICATOR' ? (
        <TextField
          {...common}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('secondVerification.codePlaceholder')}
        />
      ) : (
        <TextField
          {...common}
          autoComplete="off"
          placeholder={t('secondVerification.bankAccountNamePlaceholder')}
        />
      );
    };
    return (
      <FlowFrame title={t('secondVerification.title')} description={t('secondVerification.description')}>
        {context.failure ? <Notice tone="danger">{failureMessage(t, context.failure)}</Notice> : null}
        {method === null ? (
          <div role="group" aria-label={t('secondVerification.chooseMethod')} className={styles.form}>
            {challenge.methods.map((offered) => (
              <Button
                key={offered}
                variant="outline"
                fullWidth
                onClick={() => send({ type: 'CHOOSE_METHOD', method: offered })}
              >
                {t(METHOD_KEYS[offered])}
              </Button>
            ))}
          </div>
        ) : (
          <form
            className={styles.form}
            onSubmit={answer}
            noValidate
            aria-label={t('secondVerification.title')}
          >
            {answerField(method)}
            <Button type="submit" fullWidth loading={verifying}>
              {t('secondVerification.submit')}
            </Button>
            {verifying ? <BusyStatus>{t('secondVerification.verifying')}</BusyStatus> : null}
            {challenge.methods.length > 1 ? (
              <Button variant="ghost" disabled={verifying} onClick={() => send({ type: 'CHANGE_METHOD' })}>
                {t('secondVerification.changeMethod')}
              </Button>
            ) : null}
          </form>
        )}
        <Button variant="ghost" disabled={verifying} onClick={() => send({ type: 'CANCEL' })}>
          {t('secondVerification.backToLogin')}
        </Button>
      </FlowFrame>
    );
  }

  const flow = state.matches({ active: { flow: 'editing' } }) ? 'editing' : 'busy';
  const authenticating = state.matches({ active: { flow: 'authenticating' } });
  const waitingForProvider = state.matches({ active: { flow: 'authenticatingWithProvider' } });
  const signingIn =
    state.matches({ active: { flow: 'storingToken' } }) ||
    state.matches({ active: { flow: 'rememberingCredentials' } }) ||
    state.matches({ active: { flow: 'loadingMemberInfo' } }) ||
    state.matches({ active: { flow: 'discardingSession' } });
  const captchaStatus = state.matches({ active: { captcha: 'shown' } })
    ? 'shown'
    : state.matches({ active: { captcha: 'unavailable' } })
      ? 'unavailable'
      : 'loading';
  const error = (name: string) => fieldError(t, context.fieldErrors, name);
  const remembered = context.remembered;
  const agentPage = context.config.page === 'agent';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow !== 'editing') return;
    const values = formValues(event.currentTarget);
    send({
      type: 'SUBMIT',
      values: {
        ...textValues(values),
        countryDialingCode: typed.countryDialingCode,
        rememberMe: values.rememberMe === true,
      },
    });
  };

  const usernameFields = (
    <div className={styles.form}>
      <TextField
        name="username"
        label={t('login.username')}
        placeholder={t('login.usernamePlaceholder')}
        autoComplete="username"
        defaultValue={remembered?.mode === 'username' ? remembered.username : undefined}
        error={error('username')}
        required
      />
      <PasswordField
        name="password"
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        defaultValue={remembered?.mode === 'username' ? remembered.password : undefined}
        error={error('password')}
        required
      />
      {context.captchaRequired ? (
        <CaptchaField
          name="captcha"
          status={captchaStatus}
          image={context.captcha?.image}
          error={error('captcha')}
          required
          onRefresh={() => send({ type: 'REFRESH_CAPTCHA' })}
          onRequestAlternative={onContactSupport}
        />
      ) : null}
    </div>
  );

  const smsFields = (
    <div className={styles.form}>
      <PhoneField
        name="mobileNum"
        label={t('sms.mobileNumber')}
        placeholder={t('sms.mobilePlaceholder')}
        dialingCodes={dialingCodes}
        dialingCode={typed.countryDialingCode || undefined}
        onDialingCodeChange={setDialingCode}
        onValueChange={setMobileNum}
        defaultValue={remembered?.mode === 'sms' ? remembered.mobileNum : undefined}
        maxLength={context.config.mobile.digits}
        error={error('mobileNum')}
        required
      />
      <TextField
        name="verificationCode"
        inputMode="numeric"
        label={t('sms.verificationCode')}
        placeholder={t('sms.codePlaceholder')}
        autoComplete="one-time-code"
        error={error('verificationCode')}
        endSlot={renderSmsCodeButton(smsCodeButton, typed)}
        required
      />
    </div>
  );

  return (
    <FlowFrame title={agentPage ? t('agentLogin.title') : t('login.title')}>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={agentPage ? t('agentLogin.title') : t('login.title')}
      >
        {context.failure ? <Notice tone="danger">{failureMessage(t, context.failure)}</Notice> : null}
        {context.config.codeLoginEnabled ? (
          <Tabs.Root
            value={context.mode}
            onValueChange={(mode) => send({ type: 'SWITCH_MODE', mode: mode as LoginMode })}
          >
            <Tabs.List fullWidth aria-label={t('login.title')}>
              <Tabs.Trigger value="username">{t('login.tabs.username')}</Tabs.Trigger>
              <Tabs.Trigger value="sms">{t('login.tabs.sms')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="username">{usernameFields}</Tabs.Content>
            <Tabs.Content value="sms">{smsFields}</Tabs.Content>
          </Tabs.Root>
        ) : (
          usernameFields
        )}
        {agentPage ? null : (
          <div className={styles.actions}>
            <Checkbox name="rememberMe" label={t('login.rememberMe')} defaultChecked={remembered !== null} />
            {onForgotPassword ? (
              <Button variant="ghost" size="sm" onClick={onForgotPassword}>
                {t('login.forgotPassword')}
              </Button>
            ) : null}
          </div>
        )}
        {signingIn ? <BusyStatus>{t('login.signingIn')}</BusyStatus> : null}
        {waitingForProvider ? <BusyStatus>{t('login.providerWaiting')}</BusyStatus> : null}
        <Button type="submit" fullWidth loading={authenticating || signingIn} disabled={flow !== 'editing'}>
          {agentPage ? t('agentLogin.submit') : t('login.submit')}
        </Button>
        {context.config.socialLoginEnabled && !agentPage ? (
          <div className={styles.actions}>
            {(['facebook', 'google'] as const satisfies readonly SocialProvider[]).map((provider) => (
              <Button
                key={provider}
                variant="outline"
                loading={waitingForProvider && context.provider === provider}
                disabled={flow !== 'editing'}
                onClick={() => send({ type: 'PROVIDER_LOGIN', provider })}
              >
                {t(`social.${provider}`)}
              </Button>
            ))}
          </div>
        ) : null}
      </form>
      {onRegister ? (
        <p className={styles.text}>
          {t('login.noAccount')}{' '}
          <Button variant="ghost" size="sm" onClick={onRegister}>
            {t('login.registerLink')}
          </Button>
        </p>
      ) : null}
      {onOpenTerms ? (
        <Button variant="ghost" size="sm" onClick={onOpenTerms}>
          {t('terms.title')}
        </Button>
      ) : null}
    </FlowFrame>
  );
}
