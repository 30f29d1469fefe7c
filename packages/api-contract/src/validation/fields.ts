import { z } from 'zod/mini';
import type { ValidationCode, ValidationProblem } from './codes';
import { addProblem } from './issues';
import { checkTextRule, patternRegexes, type TextRule } from './patterns';

export interface TextFieldOptions {
  readonly required: boolean;
  /** Key shown when a required value is empty. */
  readonly requiredCode?: ValidationCode;
  /** Whitespace around the value is dropped before any check (default true). */
  readonly trim?: boolean;
  /** Checks a non-empty value. */
  readonly check?: (value: string) => ValidationProblem | null;
}

/**
 * A text input: absent and blank count as empty, the output is always a (trimmed) string.
 * Empty optional fields pass; everything else goes through `check`.
 */
export function textField(options: TextFieldOptions) {
  const { required, requiredCode = 'required', trim = true, check } = options;
  return z
    .pipe(
      z.nullish(z.string({ error: requiredCode })),
      z.transform((value) => (trim ? (value ?? '').trim() : (value ?? ''))),
    )
    .check(
      z.superRefine((value, ctx) => {
        if (value === '') {
          if (required) addProblem(ctx, { code: requiredCode });
          return;
        }
        const problem = check?.(value);
        if (problem) addProblem(ctx, problem);
      }),
    );
}

export type TextFieldSchema = ReturnType<typeof textField>;

export function ruleField(rule: TextRule, options: Omit<TextFieldOptions, 'check'>): TextFieldSchema {
  return textField({ ...options, check: (value) => checkTextRule(value, rule) });
}

export const USERNAME_RULE: TextRule = { patternId: 'letterFirstAlphanumeric', minLength: 6, maxLength: 16 };
/**
 * OWASP ASVS 5.0 §6.2: at least 8 characters, at least 64 allowed, any characters (spaces and
 * symbols too), no composition rule; a white label may ask for more, never for less.
 */
export const PASSWORD_RULE: TextRule = { patternId: 'any', minLength: 8, maxLength: 64 };
export const PAYMENT_PASSWORD_RULE: TextRule = { patternId: 'digits', minLength: 6, maxLength: 6 };

/** The withdraw password that guards money leaving an account, by the white label's payment-password rule. */
export function withdrawPasswordField(rule: TextRule = PAYMENT_PASSWORD_RULE): TextFieldSchema {
  return ruleField(rule, { required: true, requiredCode: 'withdrawPasswordRequired', trim: false });
}

export function usernameField(rule: TextRule = USERNAME_RULE): TextFieldSchema {
  return ruleField(rule, { required: true });
}

/** The password rule of a white label's config, held to PASSWORD_RULE's lengths at least. */
export function passwordRuleFromConfig(rule: TextRule): TextRule {
  return {
    ...rule,
    minLength: Math.max(rule.minLength, PASSWORD_RULE.minLength),
    maxLength: Math.max(rule.maxLength, PASSWORD_RULE.maxLength),
  };
}

export function emailField(options: { required?: boolean } = {}): TextFieldSchema {
  return textField({
    required: options.required ?? true,
    check: (value) => (patternRegexes.email.test(value) ? null : { code: 'email' }),
  });
}

export interface MobileRule {
  /** Exact digit count for the white label's country; absent: 6 to 15 digits (E.164 national part). */
  readonly digits?: number;
}

export const MOBILE_FALLBACK_DIGITS = { min: 6, max: 15 } as const;

export function checkMobileNumber(value: string, rule: MobileRule = {}): ValidationProblem | null {
  if (!/^\d+$/u.test(value)) return { code: 'mobileInvalid' };
  if (rule.digits !== undefined) {
    return value.length === rule.digits ? null : { code: 'mobileDigits', params: { count: rule.digits } };
  }
  const { min, max } = MOBILE_FALLBACK_DIGITS;
  return value.length >= min && value.length <= max ? null : { code: 'mobileInvalid' };
}

export function mobileField(rule: MobileRule = {}, options: { required?: boolean } = {}): TextFieldSchema {
  return textField({ required: options.required ?? true, check: (value) => checkMobileNumber(value, rule) });
}

export interface SmsCodeRule {
  /** Exact length when the provider fixes it; absent: 4 to 8 digits. */
  readonly length?: number;
}

export function checkSmsCode(value: string, rule: SmsCodeRule = {}): ValidationProblem | null {
  const valid =
    /^\d+$/u.test(value) &&
    (rule.length !== undefined ? value.length === rule.length : value.length >= 4 && value.length <= 8);
  return valid ? null : { code: 'verificationCodeInvalid' };
}

export function smsCodeField(rule: SmsCodeRule = {}, options: { required?: boolean } = {}): TextFieldSchema {
  return textField({ required: options.required ?? true, check: (value) => checkSmsCode(value, rule) });
}

/** The server checks the captcha itself; the client only insists that one was typed. */
export function captchaField(options: { required?: boolean } = {}): TextFieldSchema {
  return textField({ required: options.required ?? true, requiredCode: 'captchaRequired' });
}

/** A required pick from what the form offers (a channel, an account, a wallet), by its id. */
export function pickField(isOffered: (id: string) => boolean) {
  return z
    .pipe(
      z.nullish(z.string({ error: 'selectRequired' })),
      z.transform((value) => value ?? ''),
    )
    .check(
      z.superRefine((id, ctx) => {
        if (!isOffered(id)) addProblem(ctx, { code: 'selectRequired' });
      }),
    );
}

/** A checkbox that must be ticked, e.g. terms or the age agreement. */
export function mustBeTicked(problem: ValidationProblem) {
  return z.pipe(
    z.unknown().check(
      z.superRefine((ticked, ctx) => {
        if (ticked !== true) addProblem(ctx, problem);
      }),
    ),
    z.transform(() => true as const),
  );
}
