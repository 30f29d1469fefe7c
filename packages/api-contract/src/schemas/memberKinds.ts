// The members' code lists without their schemas: the agent centre tells agents apart and the login
// history filters and labels attempts without loading zod.

/** Numeric member types: agents are 1, 2, 41 and 42; trial (free play) accounts are 4. */
export const memberTypes = {
  MEMBER: 0,
  AGENT: 1,
  SUPER_AGENT: 2,
  TRIAL: 4,
  AFFILIATE_AGENT: 41,
  AFFILIATE_SUPER_AGENT: 42,
} as const;
export const agentMemberTypes: readonly number[] = [1, 2, 41, 42];
export const TRIAL_MEMBER_TYPE = 4;

export function isAgentType(type: number): boolean {
  return agentMemberTypes.includes(type);
}

export function isTrialType(type: number): boolean {
  return type === TRIAL_MEMBER_TYPE;
}

export const loginAreas = ['member', 'agent'] as const;

/** How a login attempt proved who it was: a password, a texted code, or a temporary password from a reset. */
export const loginHistoryMethods = ['PASSWORD', 'SMS', 'RESET', 'REGISTER'] as const;
export type LoginHistoryMethod = (typeof loginHistoryMethods)[number];

export const loginHistoryResults = ['SUCCESS', 'FAILURE'] as const;
export type LoginHistoryResult = (typeof loginHistoryResults)[number];

/**
 * Why an attempt did not log in. LOCKED: refused while the account was locked, or the failure that
 * locked it; VERIFICATION_REQUIRED: the right password from a new place, waiting for the second
 * verification (the answer is an attempt of its own); AREA_NOT_ALLOWED: the agent login of a member.
 */
export const loginFailureReasons = [
  'WRONG_PASSWORD',
  'WRONG_CODE',
  'CAPTCHA_FAILED',
  'LOCKED',
  'ACCOUNT_DISABLED',
  'AREA_NOT_ALLOWED',
  'VERIFICATION_REQUIRED',
  'VERIFICATION_FAILED',
] as const;
export type LoginFailureReason = (typeof loginFailureReasons)[number];

/** Days a member's login attempts are kept (the server also keeps only the latest of each result). */
export const LOGIN_HISTORY_DAYS = 90;
