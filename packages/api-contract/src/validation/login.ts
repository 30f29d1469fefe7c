import { z } from 'zod/mini';
import {
  captchaField,
  mobileField,
  smsCodeField,
  textField,
  type MobileRule,
  type SmsCodeRule,
} from './fields';

export const loginTypes = ['username', 'sms'] as const;
export type LoginType = (typeof loginTypes)[number];

/**
 * Username login. Existing accounts may predate today's username rule, so only presence is
 * checked here; the server decides whether the pair is right.
 */
export function usernameLoginSchema(options: { captchaRequired: boolean }) {
  return z.object({
    username: textField({ required: true }),
    password: textField({ required: true }),
    captcha: options.captchaRequired ? captchaField() : textField({ required: false }),
  });
}

export type UsernameLoginValues = z.output<ReturnType<typeof usernameLoginSchema>>;

export function smsLoginSchema(options: { mobile?: MobileRule; smsCode?: SmsCodeRule } = {}) {
  return z.object({
    mobileNum: mobileField(options.mobile),
    verificationCode: smsCodeField(options.smsCode),
  });
}

export type SmsLoginValues = z.output<ReturnType<typeof smsLoginSchema>>;
