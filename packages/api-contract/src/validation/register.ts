import { z } from 'zod/mini';
import {
  captchaField,
  checkMobileNumber,
  checkSmsCode,
  emailField,
  mustBeTicked,
  PASSWORD_RULE,
  PAYMENT_PASSWORD_RULE,
  textField,
  USERNAME_RULE,
  type MobileRule,
  type SmsCodeRule,
  type TextFieldSchema,
} from './fields';
import { addProblem } from './issues';
import { checkPasswordRule } from './newPassword';
import { checkTextRule, type TextRule } from './patterns';
import {
  configurableRegisterFields,
  DEFAULT_LEGAL_AGE,
  ruleFromConfig,
  type RegisterFieldConfig,
  type RegisterFieldName,
  type RegisterFieldsConfig,
} from './registerConfig';

// The settings' shape and ruleFromConfig live in ./registerConfig (read on every page); they are
// part of this module's API.
export * from './registerConfig';

/** A single server-configured field: hidden fields accept anything, shown fields follow the config. */
export function fieldSchemaFromConfig(
  config: RegisterFieldConfig | undefined,
  fallback?: TextRule,
): TextFieldSchema {
  if (!config?.enabled) return textField({ required: false });
  const rule = ruleFromConfig(config, fallback);
  return textField({ required: config.required, check: (value) => checkTextRule(value, rule) });
}

export const registerTypes = ['username', 'mobile'] as const;
export type RegisterType = (typeof registerTypes)[number];

export interface RegisterSettings {
  readonly registerType: RegisterType;
  readonly fields: RegisterFieldsConfig;
  /** REGMOBVERF3: an SMS code must accompany the mobile number. */
  readonly smsVerification: boolean;
  /**
   * MOBILENUMPASSREG3 (default on): the mobile tab asks for a password. Off, it asks for the number
   * and its SMS code alone (the code whatever smsVerification says): the account logs in by code.
   */
  readonly mobilePassword?: boolean;
  readonly mobile?: MobileRule;
  readonly smsCode?: SmsCodeRule;
  readonly legalAge?: number;
}

export interface RegisterFieldVisibility {
  readonly shown: boolean;
  readonly required: boolean;
}

export function isMobileShown(settings: Pick<RegisterSettings, 'registerType' | 'fields'>): boolean {
  return settings.registerType === 'mobile' || settings.fields.mobileNum?.enabled === true;
}

/** What the register form renders for each field, derived from the same settings as the schema. */
export function registerFieldVisibility(
  settings: RegisterSettings,
): Record<RegisterFieldName, RegisterFieldVisibility> {
  const mobileShown = isMobileShown(settings);
  const visibility = {} as Record<RegisterFieldName, RegisterFieldVisibility>;
  for (const name of configurableRegisterFields) {
    const config = settings.fields[name];
    const shown = config?.enabled === true;
    // A payment password that is shown is always needed: it guards withdrawals.
    visibility[name] = {
      shown,
      required: shown && (name === 'paymentPassword' || config?.required === true),
    };
  }
  visibility.username = {
    shown: settings.registerType === 'username',
    required: settings.registerType === 'username',
  };
  const passwordShown = settings.registerType === 'username' || settings.mobilePassword !== false;
  visibility.password = { shown: passwordShown, required: passwordShown };
  visibility.confirmPassword = { shown: passwordShown, required: passwordShown };
  // Without a password the number is the account's only credential: its code is always needed.
  const codeAsked = settings.smsVerification || !passwordShown;
  visibility.mobileNum = {
    shown: mobileShown,
    required: settings.registerType === 'mobile' || settings.fields.mobileNum?.required === true,
  };
  // The code verifies the number: needed whenever a number is, and once one is typed (see the schema).
  visibility.verificationCode = {
    shown: mobileShown && codeAsked,
    required: visibility.mobileNum.required && codeAsked,
  };
  return visibility;
}

export function registerSchema(settings: RegisterSettings) {
  const { fields } = settings;
  const visibility = registerFieldVisibility(settings);
  const legalAge = settings.legalAge ?? DEFAULT_LEGAL_AGE;
  const usernameRule = ruleFromConfig(fields.username, USERNAME_RULE);
  const passwordRule = ruleFromConfig(fields.password, PASSWORD_RULE);
  const paymentPasswordRule = ruleFromConfig(fields.paymentPassword, PAYMENT_PASSWORD_RULE);

  return z.pipe(
    z
      .object({
        username:
          settings.registerType === 'username'
            ? textField({ required: true, check: (value) => checkTextRule(value, usernameRule) })
            : textField({ required: false }),
        password: visibility.password.shown
          ? textField({
              required: true,
              trim: false,
              check: (value) => checkPasswordRule(value, passwordRule),
            })
          : textField({ required: false, trim: false }),
        confirmPassword: textField({ required: visibility.confirmPassword.shown, trim: false }),
        mobileNum: visibility.mobileNum.shown
          ? textField({
              required: visibility.mobileNum.required,
              check: (value) => checkMobileNumber(value, settings.mobile),
            })
          : textField({ required: false }),
        verificationCode: visibility.verificationCode.shown
          ? textField({
              required: visibility.verificationCode.required,
              check: (value) => checkSmsCode(value, settings.smsCode),
            })
          : textField({ required: false }),
        payeeName: fieldSchemaFromConfig(fields.payeeName),
        email: fields.email?.enabled
          ? emailField({ required: fields.email.required })
          : textField({ required: false }),
        qqNum: fieldSchemaFromConfig(fields.qqNum),
        recommenderId: fieldSchemaFromConfig(fields.recommenderId),
        captcha: fields.captcha?.enabled
          ? captchaField({ required: fields.captcha.required })
          : textField({ required: false }),
        affiliateCode: fieldSchemaFromConfig(fields.affiliateCode),
        paymentPassword: visibility.paymentPassword.shown
          ? textField({
              required: true,
              trim: false,
              check: (value) => checkTextRule(value, paymentPasswordRule),
            })
          : textField({ required: false, trim: false }),
        line: fieldSchemaFromConfig(fields.line),
        whatsapp: fieldSchemaFromConfig(fields.whatsapp),
        facebook: fieldSchemaFromConfig(fields.facebook),
        wechat: fieldSchemaFromConfig(fields.wechat),
        idNumber: fieldSchemaFromConfig(fields.idNumber),
        referralCode: fieldSchemaFromConfig(fields.referralCode),
        termsAccepted: mustBeTicked({ code: 'termsRequired' }),
        ageConfirmed: mustBeTicked({ code: 'ageRequired', params: { age: legalAge } }),
      })
      .check(
        z.superRefine((values, ctx) => {
          if (values.confirmPassword !== '' && values.confirmPassword !== values.password) {
            addProblem(ctx, { code: 'passwordsInconsistent' }, ['confirmPassword']);
          }
          if (
            visibility.verificationCode.shown &&
            values.mobileNum !== '' &&
            values.verificationCode === ''
          ) {
            addProblem(ctx, { code: 'required' }, ['verificationCode']);
          }
        }),
      ),
    z.transform((values) =>
      // A mobile registration uses the number as the account name.
      settings.registerType === 'mobile' ? { ...values, username: values.mobileNum } : values,
    ),
  );
}

export type RegisterValues = z.output<ReturnType<typeof registerSchema>>;
export type RegisterInput = z.input<ReturnType<typeof registerSchema>>;
