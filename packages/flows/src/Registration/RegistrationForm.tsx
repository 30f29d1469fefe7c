import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Trans } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import {
  DEFAULT_LEGAL_AGE,
  registerFieldVisibility,
  type RegisterFieldName,
  type RegisterType,
} from '@portal/api-contract';
import { translateError } from '@portal/i18n';
import { type registrationMachine } from '@portal/machines';
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
  type DialingCode,
  useTranslation,
} from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import { fieldError, formValues, textValues } from '../shared/messages';
import { renderSmsCodeButton, useTypedMobile, type SmsCodeButtonSlot } from '../shared/smsSlot';

export interface RegistrationFormProps {
  actorRef: ActorRefFrom<typeof registrationMachine>;
  /** Where the terms link points. */
  termsHref?: string;
  /** The send-code button next to the SMS code (an SmsCountdownButton), or one drawn from the number typed. */
  smsCodeButton?: SmsCodeButtonSlot;
  /** Dialing codes the mobile number offers (GET /wps/system/countries). */
  dialingCodes?: readonly DialingCode[];
  /** The white label's own country code, chosen first (the first offered without it). */
  defaultDialingCode?: string;
  /** The captcha's accessible alternative (WCAG 3.3.8): opens customer service. */
  onContactSupport: () => void;
  /** The register popup's link to the forgotten password (SPEC §2). */
  onForgotPassword?: () => void;
}

type FieldSpec = { label: string; type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' };

// The order the form shows text fields in; the captcha (with its image) follows them when enabled.
const FIELD_ORDER: readonly RegisterFieldName[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'referralCode',
  'affiliateCode',
];

/** Register popup body: tabs, server-configured fields, terms and age, affiliate code handling. */
export function RegistrationForm({
  actorRef,
  termsHref = '/terms',
  smsCodeButton,
  dialingCodes = [],
  defaultDialingCode,
  onContactSupport,
  onForgotPassword,
}: RegistrationFormProps) {
  const { t } = useTranslation(['auth', 'validation', 'errors', 'common']);
  const { setDialingCode, setMobileNum, typed } = useTypedMobile(dialingCodes, { defaultDialingCode });
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const { context } = state;
  const { config } = context;
  const error = (name: string) => fieldError(t, context.fieldErrors, name);

  if (state.matches({ flow: 'done' })) return <Notice tone="success">{t('register.success')}</Notice>;

  const editing = state.matches({ flow: 'editing' });
  const legalAge = config.legalAge ?? DEFAULT_LEGAL_AGE;
  const visibility = registerFieldVisibility({
    registerType: context.registerType,
    fields: config.fields,
    smsVerification: config.smsVerification,
    mobilePassword: config.mobilePassword,
    mobile: config.mobile,
    smsCode: config.smsCode,
    legalAge,
  });
  const captchaStatus = state.matches({ captcha: 'shown' })
    ? 'shown'
    : state.matches({ captcha: 'unavailable' })
      ? 'unavailable'
      : 'loading';
  const affiliateState = state.matches({ affiliateField: 'checking' })
    ? 'checking'
    : state.matches({ affiliateField: 'hidden' })
      ? 'hidden'
      : 'shown';

  const specs: Record<RegisterFieldName, FieldSpec> = {
    username: { label: t('register.username'), autoComplete: 'username' },
    mobileNum: {
      label: t('sms.mobileNumber'),
      // A text field with the number pad: `tel-national` is an autofill token text fields take.
      autoComplete: 'tel-national',
      inputMode: 'numeric',
    },
    verificationCode: {
      label: t('sms.verificationCode'),
      autoComplete: 'one-time-code',
      inputMode: 'numeric',
    },
    password: { label: t('register.password'), type: 'password', autoComplete: 'new-password' },
    confirmPassword: { label: t('register.confirmPassword'), type: 'password', autoComplete: 'new-password' },
    payeeName: { label: t('register.realName'), autoComplete: 'name' },
    email: { label: t('register.email'), type: 'email', autoComplete: 'email' },
    paymentPassword: { label: t('register.paymentPassword'), type: 'password', autoComplete: 'off' },
    qqNum: { label: t('register.qq') },
    line: { label: t('register.line') },
    whatsapp: { label: t('register.whatsapp') },
    facebook: { label: t('register.facebook') },
    wechat: { label: t('register.wechat') },
    idNumber: { label: t('register.idNumber') },
    recommenderId: { label: t('register.recommenderId') },
    referralCode: { label: t('register.referralCode') },
    affiliateCode: { label: t('register.affiliateCode') },
    captcha: { label: t('captcha.label') },
  };

  const shown = FIELD_ORDER.filter(
    (name) => visibility[name]?.shown && !(name === 'affiliateCode' && affiliateState === 'hidden'),
  );
  const hints: Partial<Record<RegisterFieldName, string>> = {
    payeeName: t('register.realNameHint'),
    paymentPassword: t('register.paymentPasswordHint'),
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing) return;
    const values = formValues(event.currentTarget);
    actorRef.send({
      type: 'SUBMIT',
      values: {
        ...textValues(values),
        countryDialingCode: typed.countryDialingCode,
        termsAccepted: values.termsAccepted === true,
        ageConfirmed: values.ageConfirmed === true,
      },
    });
  };

  const fields = (
    <div className={styles.form}>
      {shown.map((name) => {
        const spec = specs[name];
        if (name === 'mobileNum')
          return (
            <PhoneField
              key={name}
              name={name}
              label={spec.label}
              dialingCodes={dialingCodes}
              dialingCode={typed.countryDialingCode || undefined}
              onDialingCodeChange={setDialingCode}
              onValueChange={setMobileNum}
              maxLength={config.mobile.digits}
              error={error(name)}
              required={visibility[name].required}
            />
          );
        const Field = spec.type === 'password' ? PasswordField : TextField;
        return (
          <Field
            key={name}
            name={name}
            label={spec.label}
            {...(spec.type === 'password' ? {} : { type: spec.type ?? 'text' })}
            autoComplete={spec.autoComplete}
            inputMode={spec.inputMode}
            hint={
              name === 'affiliateCode' && affiliateState === 'checking'
                ? t('register.affiliateChecking')
                : hints[name]
            }
            defaultValue={name === 'affiliateCode' ? (context.urlAffiliateCode ?? undefined) : undefined}
            readOnly={name === 'affiliateCode' && affiliateState === 'checking'}
            error={error(name)}
            required={visibility[name].required}
            endSlot={name === 'verificationCode' ? renderSmsCodeButton(smsCodeButton, typed) : undefined}
          />
        );
      })}
      {visibility.captcha.shown ? (
        <CaptchaField
          name="captcha"
          status={captchaStatus}
          image={context.captcha?.image}
          error={error('captcha')}
          required={visibility.captcha.required}
          onRefresh={() => actorRef.send({ type: 'REFRESH_CAPTCHA' })}
          onRequestAlternative={onContactSupport}
        />
      ) : null}
    </div>
  );

  const busyText = state.matches({ flow: 'verifyingSmsCode' })
    ? t('register.verifyingSms')
    : state.matches({ flow: 'verifyingAffiliate' })
      ? t('register.verifyingAffiliate')
      : null;
  const bothTypes = config.usernameRegistration && config.mobileRegistration;

  return (
    <FlowFrame title={t('register.title')}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('register.title')}>
        {context.failure ? <Notice tone="danger">{translateError(t, context.failure.code)}</Notice> : null}
        {affiliateState === 'hidden' && context.affiliateFromUrl ? (
          <Notice tone="info">{t('register.affiliateApplied', { code: context.affiliateFromUrl })}</Notice>
        ) : null}
        {bothTypes ? (
          <Tabs.Root
            value={context.registerType}
            onValueChange={(value) =>
              actorRef.send({ type: 'SWITCH_TYPE', registerType: value as RegisterType })
            }
          >
            <Tabs.List fullWidth aria-label={t('register.title')}>
              <Tabs.Trigger value="username">{t('register.tabs.username')}</Tabs.Trigger>
              <Tabs.Trigger value="mobile">{t('register.tabs.mobile')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="username">
              {context.registerType === 'username' ? fields : null}
            </Tabs.Content>
            <Tabs.Content value="mobile">{context.registerType === 'mobile' ? fields : null}</Tabs.Content>
          </Tabs.Root>
        ) : (
          fields
        )}
        <Checkbox
          name="termsAccepted"
          error={error('termsAccepted')}
          label={
            <Trans
              t={t}
              i18nKey="terms.agree"
              // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans fills the link text from the catalogue
              components={{ termsLink: <a href={termsHref} className={styles.link} /> }}
            />
          }
        />
        <Checkbox
          name="ageConfirmed"
          error={error('ageConfirmed')}
          label={t('terms.ageAgree', { age: legalAge })}
        />
        {busyText ? <BusyStatus>{busyText}</BusyStatus> : null}
        <Button type="submit" fullWidth loading={!editing}>
          {t('register.submit')}
        </Button>
      </form>
      {onForgotPassword ? (
        <Button variant="ghost" size="sm" onClick={onForgotPassword}>
          {t('login.forgotPassword')}
        </Button>
      ) : null}
    </FlowFrame>
  );
}
