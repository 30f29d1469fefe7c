import type { member, memberTypes, ResponseOf } from '@portal/api-contract';
import { listingEvery } from './exhaustive';

/** GET /wps/member/info: id, account, nickname, numeric type (SPEC §3) and the avatar. */
export type MemberInfo = ResponseOf<typeof member.info>;

type MemberTypes = typeof memberTypes;
/** Every account type the contract names. */
export type MemberType = MemberTypes[keyof MemberTypes];
type AgentType = MemberTypes['AGENT' | 'SUPER_AGENT' | 'AFFILIATE_AGENT' | 'AFFILIATE_SUPER_AGENT'];

/** Member account types (SPEC §6): agents 1, 2, 41, 42; trial (free demo) 4. */
export const AGENT_TYPES = [1, 2, 41, 42] as const satisfies readonly AgentType[];
export const TRIAL_TYPE = 4 satisfies MemberTypes['TRIAL'];

/**
 * The types the portal admits: every type the contract names, as the server does (it refuses any
 * other with NON_MEMBER_LOGIN). Back-office and system accounts have other numbers.
 */
export const DEFAULT_MEMBER_TYPES = listingEvery<MemberType>()([0, TRIAL_TYPE, ...AGENT_TYPES]);

export function isAgentType(type: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(type);
}

export function isTrialType(type: number): boolean {
  return type === TRIAL_TYPE;
}
