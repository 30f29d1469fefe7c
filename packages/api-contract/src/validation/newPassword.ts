import type { ValidationCode, ValidationProblem } from './codes';
import { COMMON_PASSWORDS } from './common-passwords';
import { PASSWORD_RULE, passwordRuleFromConfig, textField, type TextFieldSchema } from './fields';
import { checkTextRule, type TextRule } from './patterns';

// New passwords on their own: only the forms that set one (and the server) carry the list of
// common passwords, not every page that validates a field.

/** A new password: the rule, then the bundled list of common and breached passwords. */
export function checkPasswordRule(value: string, rule: TextRule): ValidationProblem | null {
  return (
    checkTextRule(value, passwordRuleFromConfig(rule)) ??
    (COMMON_PASSWORDS.has(value.toLowerCase()) ? { code: 'commonPassword' } : null)
  );
}

// Passwords are compared as typed: a leading space is part of the secret.
export function passwordField(
  rule: TextRule = PASSWORD_RULE,
  requiredCode: ValidationCode = 'required',
): TextFieldSchema {
  return textField({
    required: true,
    requiredCode,
    trim: false,
    check: (value) => checkPasswordRule(value, rule),
  });
}
