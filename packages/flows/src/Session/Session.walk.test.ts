import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { loadPlanFor, sessionMachine } from '@portal/machines';
import type { WalkAnswer } from '../storybook/walk/walkPlan';
import { describeWalk, walkMockApi } from '../test/describeWalk';
import {
  provideSessionStory,
  sessionWalkAccounts,
  sessionWalkInput,
  sessionWalkMember,
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

/** How a started actor ended: its output, or the error it failed with. */
const outcomeOf = (logic: AnyActorLogic, input: unknown): Promise<WalkAnswer> =>
  toPromise(createActor(logic, { input }).start()).then(
    (done: unknown) => ({ done }),
    (error: unknown) => ({ error }),
  );

/** The code an answer failed with; null when it did not fail. */
const failureCode = (answer: WalkAnswer | null) =>
  answer && 'error' in answer ? ((answer.error as { code?: unknown }).code ?? null) : null;

// No shortest path needs a switch (each failure leads where the answer does), so check each here.
describe('session walks: the switched-on failures', () => {
  const walk = sessionWalks.member;
  const member = sessionWalkMember('member');
  const input = { member, plan: loadPlanFor(member, sessionWalkInput.agentPolicyEnabled) };
  const actorsWith = (name: string) =>
    mockApi({ token: sessionWalkToken('member'), overrides: walk.handlers((on) => on === name) }).actors
      .session.actors;

  it.each([
    ['sessionLoadsFail', 'loadSessionData'],
    ['logoutFails', 'logout'],
  ] as const)('%s: %s fails as the walk plans', async (name, invokeId) => {
    const outcome = await outcomeOf(actorsWith(name)[invokeId], input);
    expect(failureCode(outcome)).toBe('NETWORK_ERROR');
    expect(failureCode(walk.answer(invokeId, input, new Set([name])))).toBe(failureCode(outcome));
  });
});
