import { checkTextRule, PASSWORD_RULE, ruleFromConfig, type TextRule } from '@portal/api-contract';
import type { Merchant } from '../merchants/merchants';
import { constantTimeEqual } from '../security/password';

/** SPEC §9: the default weak password. Seeded accounts start with it and must change it at login. */
export const DEFAULT_WEAK_PASSWORD = '{secret}';

export function isDefaultPassword(password: string): boolean {
  return constantTimeEqual(password, DEFAULT_WEAK_PASSWORD);
}

/** With PWDEXPFORCECHANGE3 on, a password older than the white label's maximum age has expired. */
export function isPasswordExpired(merchant: Merchant, changedAt: Date | null, now: Date): boolean {
  if (!merchant.flags.PWDEXPFORCECHANGE3) return false;
  if (!changedAt) return true;
  return now.getTime() - changedAt.getTime() > merchant.settings.passwordMaxAgeDays * 86_400_000;
}

export function passwordRuleOf(merchant: Merchant): TextRule {
  return ruleFromConfig(merchant.settings.registerFields.password, PASSWORD_RULE);
}

/** The white label's password rule as a validation issue for `field`, or null when it passes. */
export function passwordProblem(
  merchant: Merchant,
  password: string,
  field: string,
): { path: string; code: string; params?: Record<string, string | number> } | null {
  if (isDefaultPassword(password)) return { path: field, code: 'pattern.lettersAndDigits' };
  const problem = checkTextRule(password, passwordRuleOf(merchant));
  if (!problem) return null;
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(problem.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  return { path: field, code: problem.code, ...(Object.keys(params).length > 0 ? { params } : {}) };
}
