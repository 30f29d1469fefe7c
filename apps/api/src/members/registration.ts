import {
  checkMobileNumber,
  checkTextRule,
  PAYMENT_PASSWORD_RULE,
  ruleFromConfig,
  USERNAME_RULE,
  type FieldIssue,
  type RegisterFieldsConfig,
  type ValidationProblem,
} from '@portal/api-contract';
import type { Merchant } from '../merchants/merchants';
import { passwordProblem } from '../auth/passwords';

/** Register fields the white label can switch on, read as plain text after the wire schema. */
const OPTIONAL_TEXT_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'affiliateCode',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;
type OptionalTextField = (typeof OPTIONAL_TEXT_FIELDS)[number];

export interface RegistrationInput {
  username: string;
  password: string;
  confirmPassword?: string | undefined;
  mobileNum?: string | undefined;
  countryDialingCode?: string | undefined;
  verificationCode?: string | undefined;
  captcha?: string | undefined;
  captchaKey?: string | undefined;
  paymentPassword?: string | undefined;
  payeeName?: string | undefined;
  email?: string | undefined;
  qqNum?: string | undefined;
  recommenderId?: string | undefined;
  affiliateCode?: string | undefined;
  line?: string | undefined;
  whatsapp?: string | undefined;
  facebook?: string | undefined;
  wechat?: string | undefined;
  idNumber?: string | undefined;
  referralCode?: string | undefined;
}

export interface RegistrationPlan {
  username: string;
  mobile: { dialingCode: string; number: string } | null;
  /** Switched-on optional fields that were filled in; switched-off ones are dropped. */
  fields: Partial<Record<OptionalTextField, string>>;
  paymentPassword: string | null;
  needsCaptcha: boolean;
  needsSmsCode: boolean;
}

function toIssue(path: string, problem: ValidationProblem): FieldIssue {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(problem.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  return { path, code: problem.code, ...(Object.keys(params).length > 0 ? { params } : {}) };
}

function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/**
 * Applies the white label's registration settings on the server (the client applies the same
 * ones; the server must not trust it). Returns the field issues, or the plan to carry out.
 */
export function planRegistration(
  merchant: Merchant,
  input: RegistrationInput,
  registerType: 'username' | 'mobile',
): { issues: FieldIssue[]; plan: RegistrationPlan } {
  const fields: RegisterFieldsConfig = merchant.settings.registerFields;
  const issues: FieldIssue[] = [];

  const mobileRequired = registerType === 'mobile' || fields.mobileNum?.required === true;
  const mobileShown = registerType === 'mobile' || fields.mobileNum?.enabled === true;
  let mobile: RegistrationPlan['mobile'] = null;
  if (mobileShown && present(input.mobileNum)) {
    const problem = checkMobileNumber(
      input.mobileNum,
      merchant.settings.mobileDigits ? { digits: merchant.settings.mobileDigits } : {},
    );
    if (problem) issues.push(toIssue('mobileNum', problem));
    else
      mobile = {
        dialingCode: input.countryDialingCode ?? merchant.settings.defaultDialingCode,
        number: input.mobileNum,
      };
  } else if (mobileRequired) {
    issues.push({ path: 'mobileNum', code: 'required' });
  }

  const username = registerType === 'mobile' ? (input.mobileNum ?? '') : input.username;
  if (registerType === 'username') {
    const problem = checkTextRule(username, ruleFromConfig(fields.username, USERNAME_RULE));
    if (problem) issues.push(toIssue('username', problem));
  }

  const passwordIssue = passwordProblem(merchant, input.password, 'password');
  if (passwordIssue) issues.push(passwordIssue);
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    issues.push({ path: 'confirmPassword', code: 'passwordsInconsistent' });
  }

  const needsSmsCode = merchant.flags.REGMOBVERF3 && mobile !== null;
  if (needsSmsCode && !present(input.verificationCode))
    issues.push({ path: 'verificationCode', code: 'required' });

  const needsCaptcha = fields.captcha?.enabled === true && fields.captcha.required;
  if (needsCaptcha && !present(input.captcha)) issues.push({ path: 'captcha', code: 'captchaRequired' });

  const kept: RegistrationPlan['fields'] = {};
  for (const name of OPTIONAL_TEXT_FIELDS) {
    const config = fields[name];
    if (!config?.enabled) continue;
    const value = input[name]?.trim();
    if (!value) {
      if (config.required) issues.push({ path: name, code: 'required' });
      continue;
    }
    const problem = checkTextRule(value, ruleFromConfig(config));
    if (problem) issues.push(toIssue(name, problem));
    else kept[name] = value;
  }

  let paymentPassword: string | null = null;
  if (fields.paymentPassword?.enabled) {
    if (!present(input.paymentPassword)) issues.push({ path: 'paymentPassword', code: 'required' });
    else {
      const problem = checkTextRule(
        input.paymentPassword,
        ruleFromConfig(fields.paymentPassword, PAYMENT_PASSWORD_RULE),
      );
      if (problem) issues.push(toIssue('paymentPassword', problem));
      else paymentPassword = input.paymentPassword;
    }
  }

  return { issues, plan: { username, mobile, fields: kept, paymentPassword, needsCaptcha, needsSmsCode } };
}
