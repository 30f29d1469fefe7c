import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { loadPlanFor, sessionMachine } from '@portal/machines';
import { describeWalk, walkMockApi } from '../test/describeWalk';
import {
  provideSessionStory,
  sessionWalkAccounts,
  sessionWalkInput,
  sessionWalks,
  sessionWalkToken,
  type SessionWalkAccount,
} from './Session.walk';

// Each walk logs one seeded account in: the kinds of the other two are their walks' to reach.
const memberWalkReaches = 'demomember is a member: the member walk reaches it';
const agentWalkReaches = 'agentone is an agent: the agent walk reaches it';
const trialWalkReaches = 'demotrial is a trial account: the trial walk reaches it';

const unreachable: Record<SessionWalkAccount, Readonly<Record<string, string>>> = {
  member: { 'signedIn.kind.agent': agentWalkReaches, 'signedIn.kind.trial': trialWalkReaches },
  agent: { 'signedIn.kind.member': memberWalkReaches, 'signedIn.kind.trial': trialWalkReaches },
  trial: { 'signedIn.kind.member': memberWalkReaches, 'signedIn.kind.agent': agentWalkReaches },
};

for (const account of sessionWalkAccounts)
  describeWalk({
    machine: sessionMachine,
    walk: sessionWalks[account],
    input: sessionWalkInput,
    label: account,
    provide: provideSessionStory,
    token: sessionWalkToken(account),
    unreachable: unreachable[account],
  });

const mockApi = walkMockApi();

// No state reads the loaded data but the unread guard, so the replays above cannot tell a wrong plan.
describe('session walks: the planned loads', () => {
  it.each(sessionWalkAccounts)("are what the mocks load for %s's session", async (account) => {
    const walk = sessionWalks[account];
    const { actors } = mockApi({ token: sessionWalkToken(account) });
    for (const { member } of walk.events.LOGGED_IN) {
      const input = { member, plan: loadPlanFor(member, sessionWalkInput.agentPolicyEnabled) };
      const loaded = await toPromise(createActor(actors.session.actors.loadSessionData, { input }).start());
      expect(walk.answer('loadSessionData', input, new Set())).toEqual({ done: loaded });
    }
  });
});
