/** Member account types (SPEC §6): agents 1, 2, 41, 42; trial (free demo) 4. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;
/** 0 is the ordinary player; 3 is a downline player. Other types are staff or system accounts. */
export const DEFAULT_MEMBER_TYPES: readonly number[] = [0, 3, TRIAL_TYPE, ...AGENT_TYPES];

export interface MemberInfo {
  readonly id: string;
  readonly account: string;
  readonly nickname: string;
  readonly type: number;
}

export function isAgentType(type: number): boolean {
  return AGENT_TYPES.includes(type);
}

export function isTrialType(type: number): boolean {
  return type === TRIAL_TYPE;
}
