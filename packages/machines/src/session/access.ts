import { isAgentType, isTrialType, type MemberInfo } from '../shared/accounts';

// Apart from the machine, which imports xstate: the portal checks access before its machine runs.

/** What needs a session (SPEC §6); 'game' covers launching games and the lottery pages. */
export const accessAreas = ['game', 'favorite', 'member', 'account', 'agentCenter'] as const;
export type AccessArea = (typeof accessAreas)[number];

/** Trial (free demo) accounts may browse but not play for real or open member/account pages. */
const TRIAL_REFUSED_AREAS: readonly AccessArea[] = ['game', 'member', 'account'];

/**
 * Why an area was refused, for the UI to word (SPEC §6, §8): a guest is asked to log in
 * ("You are not logged in, please login"), a trial account gets the real-account message and
 * button (`in_need_true_account`, `in_increase_submit`), a non-agent is sent to the agent page
 * ("Non-agents cannot log in").
 */
export const accessRefusals = ['loginRequired', 'realAccountRequired', 'agentsOnly'] as const;
export type AccessRefusal = (typeof accessRefusals)[number];

export type SessionKind = 'guest' | 'trial' | 'agent' | 'member';

export function kindOf(member: MemberInfo | null): SessionKind {
  if (!member) return 'guest';
  if (isTrialType(member.type)) return 'trial';
  return isAgentType(member.type) ? 'agent' : 'member';
}

/** The access rule for one area; null means granted. */
export function accessRefusal(member: MemberInfo | null, area: AccessArea): AccessRefusal | null {
  const kind = kindOf(member);
  if (kind === 'guest') return 'loginRequired';
  if (kind === 'trial' && TRIAL_REFUSED_AREAS.includes(area)) return 'realAccountRequired';
  if (area === 'agentCenter' && kind !== 'agent') return 'agentsOnly';
  return null;
}
