import { z } from 'zod/mini';
import {
  captchaField,
  emailField,
  mobileField,
  smsCodeField,
  textField,
  usernameField,
  PASSWORD_RULE,
  USERNAME_RULE,
  type MobileRule,
  type SmsCodeRule,
} from './fields';
import { addProblem } from './issues';
import { passwordField } from './newPassword';
import type { TextRule } from './patterns';

export interface ChangePasswordOptions {
  /**
   * True right after login (default or expired password): the client still holds the password
   * that was just typed, so the person is not asked for it again.
   */
  readonly oldPasswordKnown: boolean;
  readonly passwordRule?: TextRule;
  /** A captcha is shown (CHNGPASSVERIF3, or the server asked for one): its answer is required. */
  readonly captcha?: boolean;
}

export function changePasswordSchema(options: ChangePasswordOptions) {
  const rule = options.passwordRule ?? PASSWORD_RULE;
  return z
    .object({
      oldPassword: options.oldPasswordKnown
        ? textField({ required: false, trim: false })
        : textField({ required: true, requiredCode: 'oldPasswordRequired', trim: false }),
      newPassword: passwordField(rule),
      confirmNewPassword: textField({ required: true, trim: false }),
      captcha: options.captcha ? captchaField() : textField({ required: false }),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (
          values.oldPassword !== '' &&
          values.newPassword !== '' &&
          values.newPassword === values.oldPassword
        ) {
          addProblem(ctx, { code: 'newPasswordSameAsOld' }, ['newPassword']);
        }
        if (values.confirmNewPassword !== '' && values.confirmNewPassword !== values.newPassword) {
          addProblem(ctx, { code: 'confirmationMismatch' }, ['confirmNewPassword']);
        }
      }),
    );
}

export type ChangePasswordValues = z.output<ReturnType<typeof changePasswordSchema>>;

export const forgotPasswordMethods = ['email', 'mobile'] as const;
export type ForgotPasswordMethod = (typeof forgotPasswordMethods)[number];

export function forgotPasswordByEmailSchema(options: { usernameRule?: TextRule } = {}) {
  return z.object({
    username: usernameField(options.usernameRule ?? USERNAME_RULE),
    email: emailField(),
  });
}

export type ForgotPasswordByEmailValues = z.output<ReturnType<typeof forgotPasswordByEmailSchema>>;

export function forgotPasswordByMobileSchema(
  options: { mobile?: MobileRule; smsCode?: SmsCodeRule; passwordRule?: TextRule } = {},
) {
  return z.object({
    mobileNum: mobileField(options.mobile),
    verificationCode: smsCodeField(options.smsCode),
    newPassword: passwordField(options.passwordRule ?? PASSWORD_RULE),
  });
}

export type ForgotPasswordByMobileValues = z.output<ReturnType<typeof forgotPasswordByMobileSchema>>;
