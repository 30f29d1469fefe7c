import type { auth, ErrorCode, games, messages, ResponseOf, SessionEndCode } from '@portal/api-contract';
import { isSessionEndCode } from '@portal/api-contract/errors';
import { assign, emit, enqueueActions, setup } from 'xstate';
import { isTrialType, type MemberInfo } from '../shared/accounts';
import { notProvided, notProvidedEffect } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { accessRefusal, kindOf, type AccessArea, type AccessRefusal } from './access';

export interface SessionInput {
  /** AGENTPOLICY3: agent contracts exist, so their consolidated info is loaded. */
  readonly agentPolicyEnabled: boolean;
  /** Fixed per white label; survives logout because the next visitor needs it too. */
  readonly merchantCode: string;
  /** A session restored from storage on page load. */
  readonly member?: MemberInfo | null;
}

/** Which loads follow a login (SPEC §4 "When logged in"). */
export interface SessionLoadPlan {
  readonly favoriteIds: true;
  readonly announcements: true;
  readonly recentGames: true;
  readonly favorites: true;
  readonly consolidatedContractInfo: boolean;
  readonly unreadMessages: boolean;
}

/** What the session keeps from those loads; lists the UI renders live in the query cache. */
export interface SessionData {
  /** favGameIds: node ids of the favourite games, to mark hearts on cards. */
  readonly favoriteIds: ResponseOf<typeof games.favoriteIds>['favGameIds'];
  /** The unread badge; null for trial accounts, which do not load it. */
  readonly unreadMessages: ResponseOf<typeof messages.unreadCount>['count'] | null;
  /** Any pending contract request: the contract popup opens when true. */
  readonly pendingContract: boolean;
}

export interface SessionContext {
  readonly agentPolicyEnabled: boolean;
  readonly merchantCode: string;
  readonly member: MemberInfo | null;
  readonly firstTimeLogin: boolean;
  readonly data: SessionData | null;
  /** Why the last session ended, when it was not the person's choice. */
  readonly endReason: ErrorCode | null;
  readonly logoutDestination: '/' | '/agent';
}

export type SessionEvent =
  | { type: 'LOGGED_IN'; member: MemberInfo; firstTimeLogin: boolean }
  /** Sign out was chosen: the confirmation opens (SPEC §2/§8). */
  | { type: 'LOGOUT'; from: 'portal' | 'agentCenter' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** The server ended the session: an expiry, or the member's session-time limit reached. */
  | { type: 'SESSION_EXPIRED'; reason?: SessionEndCode }
  | { type: 'REQUEST_ACCESS'; area: AccessArea }
  | { type: 'RELOAD' }
  /** The realtime channel's unread count (SPEC §2 socket listener): the badge follows without a reload. */
  | { type: 'UNREAD_CHANGED'; count: number };

export type SessionEmitted =
  | { type: 'accessGranted'; area: AccessArea }
  | { type: 'accessRefused'; area: AccessArea; reason: AccessRefusal }
  /** `reason`: the session the server ended, for the login popup to say why. */
  | { type: 'openLogin'; reason?: SessionEndCode }
  | { type: 'navigate'; to: '/' | '/agent' }
  | { type: 'sessionReady'; data: SessionData }
  | { type: 'loggedOut'; reason: ErrorCode | null };

export function loadPlanFor(member: MemberInfo, agentPolicyEnabled: boolean): SessionLoadPlan {
  const trial = isTrialType(member.type);
  return {
    favoriteIds: true,
    announcements: true,
    recentGames: true,
    favorites: true,
    consolidatedContractInfo: !trial && agentPolicyEnabled,
    unreadMessages: !trial,
  };
}

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    loadSessionData: notProvided<SessionData, { member: MemberInfo; plan: SessionLoadPlan }>(
      'loadSessionData',
    ),
    /** DELETE the server session; failures are ignored (the token is dropped anyway). */
    logout: notProvided<ResponseOf<typeof auth.logout>, unknown>('logout'),
    /** Drop the token and every session-storage cache. */
    clearSessionStorage: notProvidedEffect<unknown>('clearSessionStorage'),
    /** Put the merchant code back: the next visitor's calls need it. */
    storeMerchantCode: notProvidedEffect<{ merchantCode: string }>('storeMerchantCode'),
  },
  guards: {
    signedIn: ({ context }) => context.member !== null,
    isTrial: ({ context }) => kindOf(context.member) === 'trial',
    isAgent: ({ context }) => kindOf(context.member) === 'agent',
    // Trial accounts have no messages: their badge stays unloaded (null).
    tracksUnread: ({ context }) => context.data !== null && context.data.unreadMessages !== null,
  },
  actions: {
    takeMember: assign(({ event }) =>
      event.type === 'LOGGED_IN'
        ? { member: event.member, firstTimeLogin: event.firstTimeLogin, endReason: null, data: null }
        : {},
    ),
    keepData: assign({ data: (_, data: SessionData) => data }),
    takeUnreadCount: assign({
      data: ({ context, event }) =>
        context.data && event.type === 'UNREAD_CHANGED'
          ? { ...context.data, unreadMessages: Math.max(0, Math.trunc(event.count)) }
          : context.data,
    }),
    announceReady: emit(({ context }) => ({
      type: 'sessionReady' as const,
      data: context.data as SessionData,
    })),
    checkAccess: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'REQUEST_ACCESS') return;
      const refusal = accessRefusal(context.member, event.area);
      if (refusal === null) {
        enqueue.emit({ type: 'accessGranted', area: event.area });
        return;
      }
      enqueue.emit({ type: 'accessRefused', area: event.area, reason: refusal });
      if (refusal === 'loginRequired') enqueue.emit({ type: 'openLogin' });
      // Non-agents who reach the agent centre are sent back to the agent login page.
      if (refusal === 'agentsOnly') enqueue.emit({ type: 'navigate', to: '/agent' });
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    agentPolicyEnabled: input.agentPolicyEnabled,
    merchantCode: input.merchantCode,
    member: input.member ?? null,
    firstTimeLogin: false,
    data: null,
    endReason: null,
    logoutDestination: '/',
  }),
  initial: 'restoring',
  on: { REQUEST_ACCESS: { actions: 'checkAccess' } },
  states: {
    restoring: {
      always: [{ guard: 'signedIn', target: 'signedIn' }, { target: 'guest' }],
    },
    guest: {
      on: { LOGGED_IN: { target: 'signedIn', actions: 'takeMember' } },
    },
    signedIn: {
      type: 'parallel',
      on: {
        SESSION_EXPIRED: {
          target: 'clearingSession',
          actions: assign({ endReason: ({ event }) => event.reason ?? 'SESSION_EXPIRED' }),
        },
      },
      states: {
        /** SPEC §2/§8: sign out asks for confirmation (title, sure-to-logout text, cancel, confirm). */
        logout: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                LOGOUT: {
                  target: 'confirmingLogout',
                  // Agent sign out from the agent centre goes back to the agent page.
                  actions: assign({
                    logoutDestination: ({ context, event }) =>
                      event.from === 'agentCenter' && kindOf(context.member) === 'agent' ? '/agent' : '/',
                  }),
                },
              },
            },
            confirmingLogout: {
              on: {
                CONFIRM: '#session.loggingOut',
                CANCEL: { target: 'idle', actions: assign({ logoutDestination: '/' }) },
              },
            },
          },
        },
        kind: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [
                { guard: 'isTrial', target: 'trial' },
                { guard: 'isAgent', target: 'agent' },
                { target: 'member' },
              ],
            },
            member: {},
            agent: {},
            /** Type 4: free demo play; refused from games and member pages, no unread or contract loads. */
            trial: {},
          },
        },
        data: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadSessionData',
                src: 'loadSessionData',
                input: ({ context }) => ({
                  member: context.member as MemberInfo,
                  plan: loadPlanFor(context.member as MemberInfo, context.agentPolicyEnabled),
                }),
                onDone: {
                  target: 'ready',
                  actions: [{ type: 'keepData', params: ({ event }) => event.output }, 'announceReady'],
                },
                // The session works without these extras; the UI refetches them on demand.
                onError: 'ready',
              },
            },
            ready: {
              on: {
                RELOAD: 'loading',
                UNREAD_CHANGED: { guard: 'tracksUnread', actions: 'takeUnreadCount' },
              },
            },
          },
        },
      },
    },
    loggingOut: {
      invoke: { id: 'logout', src: 'logout', onDone: 'clearingSession', onError: 'clearingSession' },
    },
    clearingSession: {
      invoke: {
        id: 'clearSessionStorage',
        src: 'clearSessionStorage',
        onDone: 'restoringMerchantCode',
        // Storage may refuse; the in-memory session is gone regardless.
        onError: 'restoringMerchantCode',
      },
    },
    restoringMerchantCode: {
      invoke: {
        id: 'storeMerchantCode',
        src: 'storeMerchantCode',
        input: ({ context }) => ({ merchantCode: context.merchantCode }),
        onDone: 'signedOut',
        onError: 'signedOut',
      },
    },
    signedOut: {
      always: {
        target: 'guest',
        actions: enqueueActions(({ context, enqueue }) => {
          enqueue.emit({ type: 'loggedOut', reason: context.endReason });
          if (isSessionEndCode(context.endReason))
            enqueue.emit({ type: 'openLogin', reason: context.endReason });
          else enqueue.emit({ type: 'navigate', to: context.logoutDestination });
          enqueue.assign({ member: null, data: null, firstTimeLogin: false, logoutDestination: '/' });
        }),
      },
    },
  },
});

const player: MemberInfo = {
  id: 1,
  account: 'player01',
  nickname: 'Player',
  type: 0,
  iconUrl: null,
  uplineAccount: null,
};
const agent: MemberInfo = {
  id: 2,
  account: 'agent01',
  nickname: 'Agent',
  type: 41,
  iconUrl: null,
  uplineAccount: null,
};
const demo: MemberInfo = {
  id: 3,
  account: 'demo',
  nickname: 'Demo',
  type: 4,
  iconUrl: null,
  uplineAccount: null,
};

export const sessionDescribe = defineDescribe(sessionMachine, {
  id: 'session',
  summary:
    'Who is using the portal (guest, member, agent, trial), what follows a login, who may open what, and a confirmed sign out.',
  uiStates: {
    guest: { value: 'guest', summary: 'Header with login and register buttons.' },
    memberLoading: {
      value: { signedIn: { logout: 'idle', kind: 'member', data: 'loading' } },
      summary: 'Header with balance; badges not loaded yet.',
      context: { member: player },
    },
    member: {
      value: { signedIn: { logout: 'idle', kind: 'member', data: 'ready' } },
      summary: 'Member header with unread badge.',
      context: {
        member: player,
        data: { favoriteIds: [101], unreadMessages: 3, pendingContract: false },
      },
    },
    confirmingLogout: {
      value: { signedIn: { logout: 'confirmingLogout', kind: 'member', data: 'ready' } },
      summary: 'Sign out chosen: "Are you sure you want to log out?" with cancel and confirm.',
      context: {
        member: player,
        data: { favoriteIds: [101], unreadMessages: 3, pendingContract: false },
      },
    },
    agent: {
      value: { signedIn: { logout: 'idle', kind: 'agent', data: 'ready' } },
      summary: 'Agent: agent-centre item in the account menu.',
      context: {
        member: agent,
        data: { favoriteIds: [], unreadMessages: 0, pendingContract: true },
      },
    },
    agentConfirmingLogout: {
      value: { signedIn: { logout: 'confirmingLogout', kind: 'agent', data: 'ready' } },
      summary: 'Sign out from the agent centre: confirming goes back to /agent.',
      context: {
        member: agent,
        data: { favoriteIds: [], unreadMessages: 0, pendingContract: false },
        logoutDestination: '/agent',
      },
    },
    trial: {
      value: { signedIn: { logout: 'idle', kind: 'trial', data: 'ready' } },
      summary: 'Trial account: no unread badge.',
      context: {
        member: demo,
        data: { favoriteIds: [], unreadMessages: null, pendingContract: false },
      },
    },
    loggingOut: { value: 'loggingOut', summary: 'Signing out.' },
    sessionExpired: {
      value: 'guest',
      summary: 'Session expired: login popup with the reason.',
      context: { endReason: 'SESSION_EXPIRED' },
    },
  },
});
