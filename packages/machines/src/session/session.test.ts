import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import type { MemberInfo } from '../shared/accounts';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage, snapshotsIn } from '../testing/assertions';
import { doneEvent, explore, replay, type EventFixtures } from '../testing/coverage';
import { accessAreas, type AccessArea } from './access';
import {
  loadPlanFor,
  sessionDescribe,
  sessionMachine,
  type SessionData,
  type SessionEvent,
  type SessionInput,
  type SessionLoadPlan,
} from './session.machine';

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
  type: 42,
  iconUrl: null,
  uplineAccount: null,
};
const trial: MemberInfo = {
  id: 3,
  account: 'demo',
  nickname: 'Demo',
  type: 4,
  iconUrl: null,
  uplineAccount: null,
};
const data: SessionData = { favoriteIds: [101, 102], unreadMessages: 2, pendingContract: false };

const guestInput: SessionInput = { agentPolicyEnabled: true, merchantCode: 'M001' };
const restoredAgent: SessionInput = { agentPolicyEnabled: false, merchantCode: 'M001', member: agent };

const events: EventFixtures<SessionEvent> = {
  LOGGED_IN: [player, agent, trial].map(
    (member) => ({ type: 'LOGGED_IN', member, firstTimeLogin: member === player }) as const,
  ),
  LOGOUT: [
    { type: 'LOGOUT', from: 'portal' },
    { type: 'LOGOUT', from: 'agentCenter' },
  ],
  CONFIRM: [{ type: 'CONFIRM' }],
  CANCEL: [{ type: 'CANCEL' }],
  SESSION_EXPIRED: [
    { type: 'SESSION_EXPIRED' },
    { type: 'SESSION_EXPIRED', reason: 'SESSION_TIME_LIMIT_REACHED' },
  ],
  REQUEST_ACCESS: accessAreas.map((area) => ({ type: 'REQUEST_ACCESS', area }) as const),
  RELOAD: [{ type: 'RELOAD' }],
  UNREAD_CHANGED: [{ type: 'UNREAD_CHANGED', count: 7 }],
};

const exploration = explore(sessionMachine, {
  input: { each: [guestInput, restoredAgent] },
  events,
  actorOutcomes: {
    loadSessionData: { done: [data], error: [new Error('offline')] },
    logout: { done: [null], error: [new Error('offline')] },
    clearSessionStorage: { done: [undefined], error: [new Error('storage')] },
    storeMerchantCode: { done: [undefined], error: [new Error('storage')] },
  },
});

type Edge = (typeof exploration.edges)[number];
const kindOf = (edge: Edge) =>
  edge.from.matches('guest')
    ? 'guest'
    : (['trial', 'agent', 'member'] as const).find((kind) => edge.from.matches({ signedIn: { kind } }));

describe('session graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('session', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(sessionMachine, sessionDescribe, guestInput, exploration);
  });

  it('files each account under its kind: agents 1, 2, 41, 42; trial 4; others members', () => {
    for (const snapshot of snapshotsIn(exploration, 'signedIn')) {
      const type = snapshot.context.member?.type;
      const kind = type === 4 ? 'trial' : [1, 2, 41, 42].includes(type ?? -1) ? 'agent' : 'member';
      expect(snapshot.matches({ signedIn: { kind } })).toBe(true);
    }
    for (const snapshot of snapshotsIn(exploration, 'guest')) {
      expect([snapshot.context.member, snapshot.context.data]).toEqual([null, null]);
    }
  });

  it('loads favourites, announcements, recent games and favourites after login; unread and contracts only where allowed', () => {
    const plans = edgesWhere(exploration, 'session data loaded', (edge) =>
      edge.invoked.some(({ src }) => src === 'loadSessionData'),
    ).map((edge) => ({
      edge,
      input: edge.invoked.find(({ src }) => src === 'loadSessionData')?.input as {
        member: MemberInfo;
        plan: SessionLoadPlan;
      },
    }));
    for (const { edge, input } of plans) {
      const isTrial = input.member.type === 4;
      expect(input.plan).toEqual({
        favoriteIds: true,
        announcements: true,
        recentGames: true,
        favorites: true,
        consolidatedContractInfo: !isTrial && edge.to.context.agentPolicyEnabled,
        unreadMessages: !isTrial,
      });
    }
    expect(loadPlanFor(trial, true)).toMatchObject({
      consolidatedContractInfo: false,
      unreadMessages: false,
    });
    expect(loadPlanFor(player, false)).toMatchObject({
      consolidatedContractInfo: false,
      unreadMessages: true,
    });
  });

  it('answers access requests: guests go to login, trial accounts need a real account for games and member pages, agent centre is for agents', () => {
    const expected: Record<string, Record<AccessArea, string>> = {
      guest: {
        game: 'loginRequired',
        favorite: 'loginRequired',
        member: 'loginRequired',
        account: 'loginRequired',
        agentCenter: 'loginRequired',
      },
      trial: {
        game: 'realAccountRequired',
        favorite: 'granted',
        member: 'realAccountRequired',
        account: 'realAccountRequired',
        agentCenter: 'agentsOnly',
      },
      member: {
        game: 'granted',
        favorite: 'granted',
        member: 'granted',
        account: 'granted',
        agentCenter: 'agentsOnly',
      },
      agent: {
        game: 'granted',
        favorite: 'granted',
        member: 'granted',
        account: 'granted',
        agentCenter: 'granted',
      },
    };
    const wrong: unknown[] = [];
    const answered = new Set<string>();
    for (const edge of edgesWhere(
      exploration,
      'REQUEST_ACCESS',
      ({ event }) => event.type === 'REQUEST_ACCESS',
    )) {
      const kind = kindOf(edge);
      if (!kind) continue;
      const { area } = edge.event as Extract<SessionEvent, { type: 'REQUEST_ACCESS' }>;
      answered.add(`${kind} ${area}`);
      const verdict = expected[kind]?.[area];
      const emitted =
        verdict === 'granted'
          ? [{ type: 'accessGranted', area }]
          : [
              { type: 'accessRefused', area, reason: verdict },
              ...(verdict === 'loginRequired' ? [{ type: 'openLogin' }] : []),
              ...(verdict === 'agentsOnly' ? [{ type: 'navigate', to: '/agent' }] : []),
            ];
      if (JSON.stringify(edge.emitted) !== JSON.stringify(emitted) || edge.to.value !== edge.from.value)
        wrong.push({ kind, area, emitted: edge.emitted });
    }
    expect(wrong).toEqual([]);
    expect(answered.size).toBe(4 * accessAreas.length);
  });

  it('asks before signing out: cancel keeps the session, confirm signs out', () => {
    for (const edge of edgesWhere(
      exploration,
      'LOGOUT while signed in',
      (candidate) =>
        candidate.event.type === 'LOGOUT' && candidate.from.matches({ signedIn: { logout: 'idle' } }),
    )) {
      expect(edge.to.matches({ signedIn: { logout: 'confirmingLogout' } })).toBe(true);
      expect([edge.invoked, edge.emitted]).toEqual([[], []]);
      expect(edge.to.context.member).toEqual(edge.from.context.member);
    }
    for (const edge of edgesWhere(
      exploration,
      'sign out cancelled',
      (candidate) =>
        candidate.event.type === 'CANCEL' &&
        candidate.from.matches({ signedIn: { logout: 'confirmingLogout' } }),
    )) {
      expect(edge.to.matches({ signedIn: { logout: 'idle' } })).toBe(true);
      expect(edge.to.context).toEqual({ ...edge.from.context, logoutDestination: '/' });
      expect(edge.invoked).toEqual([]);
    }
    for (const edge of edgesWhere(
      exploration,
      'CONFIRM or CANCEL outside the question',
      (candidate) =>
        ['CONFIRM', 'CANCEL'].includes(candidate.event.type) &&
        !candidate.from.matches({ signedIn: { logout: 'confirmingLogout' } }),
    )) {
      expect(edge.transitions).toEqual([]);
    }
  });

  it('logs out through the server, clears storage keeping the merchant code, and routes agents from their centre to /agent', () => {
    for (const edge of edgesWhere(
      exploration,
      'LOGOUT while signed in',
      (candidate) =>
        candidate.event.type === 'LOGOUT' && candidate.from.matches({ signedIn: { logout: 'idle' } }),
    )) {
      const fromAgentCenter =
        (edge.event as Extract<SessionEvent, { type: 'LOGOUT' }>).from === 'agentCenter' &&
        edge.from.matches({ signedIn: { kind: 'agent' } });
      expect(edge.to.context.logoutDestination).toBe(fromAgentCenter ? '/agent' : '/');
    }
    for (const edge of edgesWhere(
      exploration,
      'sign out confirmed',
      (candidate) =>
        candidate.event.type === 'CONFIRM' &&
        candidate.from.matches({ signedIn: { logout: 'confirmingLogout' } }),
    )) {
      expect(edge.to.value).toBe('loggingOut');
      expect(edge.invoked.map((invocation) => invocation.src)).toEqual(['logout']);
      expect(edge.to.context.logoutDestination).toBe(edge.from.context.logoutDestination);
    }
    for (const edge of edgesWhere(
      exploration,
      'server logout answered',
      (candidate) =>
        candidate.from.matches('loggingOut') &&
        candidate.event.type.startsWith('xstate.') &&
        candidate.transitions.length > 0,
    )) {
      expect(edge.invoked.map((invocation) => invocation.src)).toEqual(['clearSessionStorage']);
    }
    for (const edge of edgesWhere(
      exploration,
      'storage cleared',
      (candidate) =>
        candidate.from.matches('clearingSession') &&
        candidate.event.type.startsWith('xstate.') &&
        candidate.transitions.length > 0,
    )) {
      expect(edge.invoked).toEqual([
        { id: 'storeMerchantCode', src: 'storeMerchantCode', input: { merchantCode: 'M001' } },
      ]);
    }
    const ended = edgesWhere(
      exploration,
      'session ended',
      (edge) => edge.from.matches('restoringMerchantCode') && edge.to.matches('guest'),
    );
    for (const edge of ended) {
      const { endReason, logoutDestination } = edge.from.context;
      expect(edge.emitted).toEqual(
        endReason === 'SESSION_EXPIRED' || endReason === 'SESSION_TIME_LIMIT_REACHED'
          ? [
              { type: 'loggedOut', reason: endReason },
              { type: 'openLogin', reason: endReason },
            ]
          : [
              { type: 'loggedOut', reason: null },
              { type: 'navigate', to: logoutDestination },
            ],
      );
      expect(edge.to.context).toMatchObject({ member: null, data: null, logoutDestination: '/' });
    }
  });

  it('drops an expired session without calling the server', () => {
    for (const edge of edgesWhere(
      exploration,
      'session expired',
      (candidate) => candidate.event.type === 'SESSION_EXPIRED' && candidate.from.matches('signedIn'),
    )) {
      expect(edge.to.value).toBe('clearingSession');
      expect(edge.invoked.map((invocation) => invocation.src)).toEqual(['clearSessionStorage']);
      const { reason } = edge.event as Extract<SessionEvent, { type: 'SESSION_EXPIRED' }>;
      expect(edge.to.context.endReason).toBe(reason ?? 'SESSION_EXPIRED');
    }
  });

  it('announces loaded data', () => {
    for (const edge of edgesWhere(
      exploration,
      'session data arrived',
      (candidate) =>
        candidate.from.matches({ signedIn: { data: 'loading' } }) &&
        candidate.event.type === 'xstate.done.actor.loadSessionData',
    )) {
      expect(edge.emitted).toEqual([{ type: 'sessionReady', data }]);
      expect(edge.to.context.data).toEqual(data);
    }
  });
  it('takes the realtime unread count into the loaded data, without reloading', () => {
    const counted = edgesWhere(
      exploration,
      'unread count arrived',
      (edge) => edge.event.type === 'UNREAD_CHANGED' && edge.from.matches({ signedIn: { data: 'ready' } }),
    );
    for (const edge of counted) {
      if (edge.from.context.data === null) {
        // The loads failed: nothing to badge until they are retried.
        expect(edge.to.context.data).toBeNull();
        continue;
      }
      expect(edge.to.context.data).toEqual({ ...edge.from.context.data, unreadMessages: 7 });
      expect(edge.invoked).toEqual([]);
    }
    expect(counted.some((edge) => edge.to.context.data?.unreadMessages === 7)).toBe(true);
  });

  it('keeps a trial account without an unread count when a count arrives', () => {
    const run = replay(sessionMachine, guestInput, [
      { type: 'LOGGED_IN', member: trial, firstTimeLogin: false },
      doneEvent('loadSessionData', { ...data, unreadMessages: null }),
      { type: 'UNREAD_CHANGED', count: 4 },
    ]);
    expect(run.snapshot.context.data?.unreadMessages).toBeNull();
  });
});

describe('session with live actors', () => {
  it('restores, logs out and comes back as a guest', async () => {
    const storage = new Map([
      ['token', 'token-1'],
      ['hotGames', '[]'],
    ]);
    const machine = sessionMachine.provide({
      actors: {
        loadSessionData: fromPromise(async () => data),
        logout: fromPromise(async () => null),
        clearSessionStorage: fromPromise(async () => storage.clear()),
        storeMerchantCode: fromPromise(async ({ input }: { input: { merchantCode: string } }) => {
          storage.set('merchantCode', input.merchantCode);
        }),
      },
    });
    const actor = createActor(machine, { input: { ...guestInput, member: player } });
    const emitted: EventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    await vi.waitFor(() =>
      expect(actor.getSnapshot().matches({ signedIn: { kind: 'member', data: 'ready' } })).toBe(true),
    );
    actor.send({ type: 'REQUEST_ACCESS', area: 'game' });
    actor.send({ type: 'LOGOUT', from: 'portal' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches({ signedIn: { logout: 'idle', data: 'ready' } })).toBe(true);
    actor.send({ type: 'LOGOUT', from: 'portal' });
    actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('guest')).toBe(true));
    expect([...storage]).toEqual([['merchantCode', 'M001']]);
    expect(emitted).toEqual([
      { type: 'sessionReady', data },
      { type: 'accessGranted', area: 'game' },
      { type: 'loggedOut', reason: null },
      { type: 'navigate', to: '/' },
    ]);
  });
});
