import { contract } from '@portal/api-contract';
import {
  mockConsolidatedContracts,
  mockCredentials,
  mockFavoriteIds,
  mockTokens,
  mockUnreadCount,
  override,
} from '@portal/api-contract/mocks';
import {
  accessAreas,
  CodedError,
  type MemberInfo,
  type SessionData,
  type SessionInput,
  type SessionLoadPlan,
  type sessionMachine,
} from '@portal/machines';
import { sessionDataOf, type FlowActors } from '../actors';
import { MOCK_MERCHANT_CODE } from '../storybook/mockApi';
import { mockSeed, seededMemberInfo } from '../storybook/walk/walkAnswers';
import type { MachineWalk, WalkAnswer } from '../storybook/walk/walkPlan';

export const provideSessionStory = (actors: FlowActors) => actors.session;

/**
 * The seeded accounts the walks log in, one per kind the session tells apart. Each walk is one
 * account's: the client sends that account's session, so the mocks load that account's data.
 */
export const sessionWalkAccounts = ['member', 'agent', 'trial'] as const;
export type SessionWalkAccount = (typeof sessionWalkAccounts)[number];

/** The session each walk's client sends (`mock-<account>`). */
export const sessionWalkToken = (account: SessionWalkAccount): string => mockTokens[account];

/** The account a walk logs in, as the mocks' member.info answers it. */
export const sessionWalkMember = (account: SessionWalkAccount): MemberInfo =>
  seededMemberInfo(mockCredentials[account].username);

/** A guest on the mocks' merchant, agent contracts on (AGENTPOLICY3) so an agent's login loads them. */
export const sessionWalkInput: SessionInput = { agentPolicyEnabled: true, merchantCode: MOCK_MERCHANT_CODE };

/** Switches for the answers the mocks give only when told to. */
export type SessionSwitch = 'sessionLoadsFail' | 'logoutFails';

const networkError: WalkAnswer = { error: new CodedError('NETWORK_ERROR') };

/** What the mocks' favourites, unread count and consolidated info add up to for the account that logged in. */
function seededSessionData({ member, plan }: { member: MemberInfo; plan: SessionLoadPlan }): SessionData {
  const world = mockSeed();
  return sessionDataOf(
    mockFavoriteIds(world, member.account),
    plan.unreadMessages ? mockUnreadCount(world) : null,
    plan.consolidatedContractInfo ? mockConsolidatedContracts(world, member.account) : null,
  );
}

function sessionWalkFor(account: SessionWalkAccount): MachineWalk<typeof sessionMachine, SessionSwitch> {
  const member = sessionWalkMember(account);
  return {
    events: {
      // What the login flow tells the session once the account's login is done.
      LOGGED_IN: [
        {
          type: 'LOGGED_IN',
          member,
          firstTimeLogin: mockSeed().accounts.get(member.account)?.firstTimeLogin ?? false,
        },
      ],
      LOGOUT: [
        { type: 'LOGOUT', from: 'portal' },
        { type: 'LOGOUT', from: 'agentCenter' },
      ],
      CONFIRM: [{ type: 'CONFIRM' }],
      CANCEL: [{ type: 'CANCEL' }],
      SESSION_EXPIRED: [{ type: 'SESSION_EXPIRED' }],
      REQUEST_ACCESS: accessAreas.map((area) => ({ type: 'REQUEST_ACCESS', area }) as const),
      RELOAD: [{ type: 'RELOAD' }],
      // The realtime channel: every message read, or one more arrived.
      UNREAD_CHANGED: [
        { type: 'UNREAD_CHANGED', count: 0 },
        { type: 'UNREAD_CHANGED', count: mockUnreadCount(mockSeed()) + 1 },
      ],
    },
    // What guards and the logout's destination read; the counts only change what is shown.
    distinguish: ({ context }) => ({
      member: context.member?.account ?? null,
      loaded: context.data !== null,
      tracksUnread: context.data !== null && context.data.unreadMessages !== null,
      endReason: context.endReason,
      logoutDestination: context.logoutDestination,
    }),
    switches: ['sessionLoadsFail', 'logoutFails'],
    handlers: (isOn) => [
      override(contract.games.favoriteIds, { networkError: true }, { when: () => isOn('sessionLoadsFail') }),
      override(contract.auth.logout, { networkError: true }, { when: () => isOn('logoutFails') }),
    ],
    // After a logout the client holds no session, so a second LOGGED_IN's loads fail on the mocks
    // where this plans them answered: the data region is ready either way, and no shortest path
    // logs in twice.
    answer: (invokeId, input, on) => {
      switch (invokeId) {
        case 'loadSessionData':
          return on.has('sessionLoadsFail')
            ? networkError
            : { done: seededSessionData(input as { member: MemberInfo; plan: SessionLoadPlan }) };
        case 'logout':
          return on.has('logoutFails') ? networkError : { done: null };
        case 'clearSessionStorage':
        case 'storeMerchantCode':
          return { done: undefined };
        default:
          return null;
      }
    },
  };
}

/** One walk per seeded account kind; the member's is the stories' session (`mockTokens.member`). */
export const sessionWalks: Record<SessionWalkAccount, MachineWalk<typeof sessionMachine, SessionSwitch>> = {
  member: sessionWalkFor('member'),
  agent: sessionWalkFor('agent'),
  trial: sessionWalkFor('trial'),
};
