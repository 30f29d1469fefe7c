import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import type { MemberInfo } from '../shared/accounts';
import { expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import {
  accessAreas,
  loadPlanFor,
  sessionDescribe,
  sessionMachine,
  type AccessArea,
  type SessionData,
  type SessionEvent,
  type SessionInput,
  type SessionLoadPlan,
} from './session.machine';

const player: MemberInfo = { id: '1', account: 'player01', nickname: 'Player', type: 0 };
const agent: MemberInfo = { id: '2', account: 'agent01', nickname: 'Agent', type: 42 };
const trial: MemberInfo = { id: '3', account: 'demo', nickname: 'Demo', type: 4 };
const data: SessionData = { favoriteIds: ['g1', 'g2'], unreadMessages: 2, pendingContract: false };

const guestInput: SessionInput = { agentPolicyEnabled: true, merchantCode: 'M001' };
const restoredAgent: SessionInput = { agentPolicyEnabled: false, merchantCode: 'M001', member: agent };

const events: EventFixtures<SessionEvent> = {
  LOGGED_IN: [player, agent, trial].map(
    (member) => ({ type: 'LOGGED_IN', member, firstTimeLogin: member === player }) as const,
  ),
  LOGOUT: [
    { type: 'LOGOUT', from: 'portal' },
    { type: 'LOGOUT', from: 'agentCentre' },
  ],
  SESSION_EXPIRED: [{ type: 'SESSION_EXPIRED' }],
  REQUEST_ACCESS: accessAreas.map((area) => ({ type: 'REQUEST_ACCESS', area }) as const),
  RELOAD: [{ type: 'RELOAD' }],
};

const exploration = explore(sessionMachine, {
  input: { each: [guestInput, restoredAgent] },
  events,
  actorOutcomes: {
    loadSessionData: { done: [data], error: [new Error('offline')] },
    logout: { done: [undefined], error: [new Error('offline')] },
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
    for (const snapshot of exploration.snapshots.filter((candidate) => candidate.matches('signedIn'))) {
      const type = snapshot.context.member?.type;
      const kind = type === 4 ? 'trial' : [1, 2, 41, 42].includes(type ?? -1) ? 'agent' : 'member';
      expect(snapshot.matches({ signedIn: { kind } })).toBe(true);
    }
    for (const snapshot of exploration.snapshots.filter((candidate) => candidate.matches('guest'))) {
      expect([snapshot.context.member, snapshot.context.data]).toEqual([null, null]);
    }
  });

  it('loads favourites, announcements, recent games and favourites after login; unread and contracts only where allowed', () => {
    const plans = exploration.edges.flatMap((edge) =>
      edge.invoked
        .filter((invocation) => invocation.src === 'loadSessionData')
        .map((invocation) => ({
          edge,
          input: invocation.input as { member: MemberInfo; plan: SessionLoadPlan },
        })),
    );
    expect(plans.length).toBeGreaterThan(0);
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

  it('answers access requests: guests go to login, trial accounts are refused games and member pages, agent centre is for agents', () => {
    const expected: Record<string, Record<AccessArea, string>> = {
      guest: {
        game: 'NOT_LOGGED_IN',
        favorite: 'NOT_LOGGED_IN',
        member: 'NOT_LOGGED_IN',
        account: 'NOT_LOGGED_IN',
        agentCentre: 'NOT_LOGGED_IN',
      },
      trial: {
        game: 'TRIAL_ACCOUNT_REFUSED',
        favorite: 'granted',
        member: 'TRIAL_ACCOUNT_REFUSED',
        account: 'TRIAL_ACCOUNT_REFUSED',
        agentCentre: 'NON_AGENT_LOGIN',
      },
      member: {
        game: 'granted',
        favorite: 'granted',
        member: 'granted',
        account: 'granted',
        agentCentre: 'NON_AGENT_LOGIN',
      },
      agent: {
        game: 'granted',
        favorite: 'granted',
        member: 'granted',
        account: 'granted',
        agentCentre: 'granted',
      },
    };
    const wrong: unknown[] = [];
    for (const edge of exploration.edges.filter((candidate) => candidate.event.type === 'REQUEST_ACCESS')) {
      const kind = kindOf(edge);
      if (!kind) continue;
      const { area } = edge.event as Extract<SessionEvent, { type: 'REQUEST_ACCESS' }>;
      const verdict = expected[kind]?.[area];
      const emitted =
        verdict === 'granted'
          ? [{ type: 'accessGranted', area }]
          : [
              { type: 'accessRefused', area, code: verdict },
              ...(verdict === 'NOT_LOGGED_IN' ? [{ type: 'openLogin' }] : []),
              ...(verdict === 'NON_AGENT_LOGIN' ? [{ type: 'navigate', to: '/agent' }] : []),
            ];
      if (JSON.stringify(edge.emitted) !== JSON.stringify(emitted) || edge.to.value !== edge.from.value)
        wrong.push({ kind, area, emitted: edge.emitted });
    }
    expect(wrong).toEqual([]);
  });

  it('logs out through the server, clears storage keeping the merchant code, and routes agents from their centre to /agent', () => {
    const logouts = exploration.edges.filter(
      (edge) => edge.event.type === 'LOGOUT' && edge.from.matches('signedIn'),
    );
    expect(logouts.length).toBeGreaterThan(0);
    for (const edge of logouts) {
      expect(edge.to.value).toBe('loggingOut');
      expect(edge.invoked.map((invocation) => invocation.src)).toEqual(['logout']);
      const fromAgentCentre =
        (edge.event as Extract<SessionEvent, { type: 'LOGOUT' }>).from === 'agentCentre' &&
        edge.from.matches({ signedIn: { kind: 'agent' } });
      expect(edge.to.context.logoutDestination).toBe(fromAgentCentre ? '/agent' : '/');
    }
    for (const edge of exploration.edges.filter(
      (candidate) =>
        candidate.from.matches('loggingOut') &&
        candidate.event.type.startsWith('xstate.') &&
        candidate.transitions.length > 0,
    )) {
      expect(edge.invoked.map((invocation) => invocation.src)).toEqual(['clearSessionStorage']);
    }
    for (const edge of exploration.edges.filter(
      (candidate) =>
        candidate.from.matches('clearingSession') &&
        candidate.event.type.startsWith('xstate.') &&
        candidate.transitions.length > 0,
    )) {
      expect(edge.invoked).toEqual([
        { id: 'storeMerchantCode', src: 'storeMerchantCode', input: { merchantCode: 'M001' } },
      ]);
    }
    const ended = exploration.edges.filter(
      (edge) => edge.from.matches('restoringMerchantCode') && edge.to.matches('guest'),
    );
    expect(ended.length).toBeGreaterThan(0);
    for (const edge of ended) {
      const { endReason, logoutDestination } = edge.from.context;
      expect(edge.emitted).toEqual(
        endReason === 'SESSION_EXPIRED'
          ? [{ type: 'loggedOut', reason: 'SESSION_EXPIRED' }, { type: 'openLogin' }]
          : [
              { type: 'loggedOut', reason: null },
              { type: 'navigate', to: logoutDestination },
            ],
      );
      expect(edge.to.context).toMatchObject({ member: null, data: null, logoutDestination: '/' });
    }
  });

  it('drops an expired session without calling the server', () => {
    for (const edge of exploration.edges.filter(
      (candidate) => candidate.event.type === 'SESSION_EXPIRED' && candidate.from.matches('signedIn'),
    )) {
      expect(edge.to.value).toBe('clearingSession');
      expect(edge.invoked.map((invocation) => invocation.src)).toEqual(['clearSessionStorage']);
      expect(edge.to.context.endReason).toBe('SESSION_EXPIRED');
    }
  });

  it('announces loaded data', () => {
    for (const edge of exploration.edges.filter(
      (candidate) =>
        candidate.from.matches({ signedIn: { data: 'loading' } }) &&
        candidate.event.type === 'xstate.done.actor.loadSessionData',
    )) {
      expect(edge.emitted).toEqual([{ type: 'sessionReady', data }]);
      expect(edge.to.context.data).toEqual(data);
    }
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
        logout: fromPromise(async () => {}),
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
