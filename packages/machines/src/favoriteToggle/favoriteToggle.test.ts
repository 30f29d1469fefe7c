import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import {
  favoriteToggleDescribe,
  favoriteToggleMachine,
  type FavoriteGame,
  type FavoriteIds,
  type RemoveFavoriteQuery,
  type FavoriteToggleEvent,
  type FavoriteToggleInput,
} from './favoriteToggle.machine';

const starred: FavoriteGame = { nodeId: 101, vendor: 'PG', gameType: 'RNG' };
const other: FavoriteGame = { nodeId: 202, vendor: 'JDB', gameType: 'RNG' };
const member: FavoriteToggleInput = { loggedIn: true, favoriteIds: [101] };
const guest: FavoriteToggleInput = { loggedIn: false };

const events: EventFixtures<FavoriteToggleEvent> = {
  TOGGLE: [starred, other].map((game) => ({ type: 'TOGGLE', game }) as const),
  SESSION_CHANGED: [
    { type: 'SESSION_CHANGED', loggedIn: true, favoriteIds: [101] },
    { type: 'SESSION_CHANGED', loggedIn: false, favoriteIds: [] },
  ],
};

const exploration = explore(favoriteToggleMachine, {
  input: { each: [member, guest] },
  events,
  actorOutcomes: {
    addFavorite: { done: [{ favGameIds: [101, 202] }], error: [new CodedError('NETWORK_ERROR')] },
    removeFavorite: { done: [{ favGameIds: [] }], error: [new CodedError('NETWORK_ERROR')] },
  },
});

type Edge = (typeof exploration.edges)[number];
const gameOf = (edge: Edge) => (edge.event as Extract<FavoriteToggleEvent, { type: 'TOGGLE' }>).game;

describe('favoriteToggle graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('favoriteToggle', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(favoriteToggleMachine, favoriteToggleDescribe, member, exploration);
  });

  it('asks a guest to log in and changes nothing', () => {
    const guestToggles = edgesWhere(
      exploration,
      'a guest toggles',
      (edge) => edge.event.type === 'TOGGLE' && !edge.from.context.loggedIn,
    );
    for (const edge of guestToggles) {
      expect([edge.emitted, edge.invoked, edge.to.context.favoriteIds]).toEqual([
        [{ type: 'openLogin', code: 'NOT_LOGGED_IN' }],
        [],
        edge.from.context.favoriteIds,
      ]);
    }
  });

  it('adds optimistically and removes locally before the server call, at most once per window', () => {
    const wrong: unknown[] = [];
    for (const edge of edgesWhere(
      exploration,
      'a member toggles',
      (candidate) => candidate.event.type === 'TOGGLE' && candidate.from.context.loggedIn,
    )) {
      const game = gameOf(edge);
      const ready = edge.from.matches({ request: 'idle', throttle: 'open' });
      const was = edge.from.context.favoriteIds.includes(game.nodeId);
      const expected = !ready
        ? { ids: edge.from.context.favoriteIds, invoked: [] as string[] }
        : was
          ? {
              ids: edge.from.context.favoriteIds.filter((id) => id !== game.nodeId),
              invoked: ['removeFavorite'],
            }
          : { ids: [...edge.from.context.favoriteIds, game.nodeId], invoked: ['addFavorite'] };
      const actual = {
        ids: edge.to.context.favoriteIds,
        invoked: edge.invoked.map((invocation) => invocation.src),
      };
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        wrong.push({ from: edge.from.value, game: game.nodeId, actual, expected });
      if (ready && JSON.stringify(edge.invoked[0]?.input) !== JSON.stringify(game))
        wrong.push({ input: edge.invoked[0]?.input });
      if (ready && !edge.to.matches({ throttle: 'closed' })) wrong.push({ throttle: edge.to.value });
    }
    expect(wrong).toEqual([]);
  });

  it('confirms success and rolls back a failure to what the hearts showed before', () => {
    const settled = edgesWhere(
      exploration,
      'a request settled',
      (edge) =>
        edge.event.type.startsWith('xstate.') &&
        !edge.from.matches({ request: 'idle' }) &&
        edge.to.matches({ request: 'idle' }),
    );
    for (const edge of settled) {
      const pending = edge.from.context.pending as FavoriteGame;
      const adding = edge.from.matches({ request: 'adding' });
      if (edge.event.type.startsWith('xstate.done.')) {
        expect(edge.emitted).toEqual([
          { type: adding ? 'favoriteAdded' : 'favoriteRemoved', nodeId: pending.nodeId },
        ]);
        expect(edge.to.context.favoriteIds).toEqual(edge.from.context.favoriteIds);
      } else {
        expect(edge.emitted).toEqual([
          { type: 'favoriteFailed', nodeId: pending.nodeId, code: 'NETWORK_ERROR' },
        ]);
        expect(edge.to.context.favoriteIds.includes(pending.nodeId)).toBe(!adding);
        expect(edge.to.context.failure?.code).toBe('NETWORK_ERROR');
      }
      expect(edge.to.context.pending).toBeNull();
    }
  });

  it('follows the session: ids reset on logout', () => {
    for (const edge of edgesWhere(
      exploration,
      'SESSION_CHANGED',
      ({ event }) => event.type === 'SESSION_CHANGED',
    )) {
      const event = edge.event as Extract<FavoriteToggleEvent, { type: 'SESSION_CHANGED' }>;
      expect([edge.to.context.loggedIn, edge.to.context.favoriteIds]).toEqual([
        event.loggedIn,
        event.loggedIn ? event.favoriteIds : [],
      ]);
    }
  });
});

describe('favoriteToggle with live actors and fake time', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops toggles within 1000 ms of the last accepted one', async () => {
    const addFavorite = vi.fn(async (_: FavoriteGame): Promise<FavoriteIds> => ({ favGameIds: [101, 202] }));
    const removeFavorite = vi.fn(async (_: RemoveFavoriteQuery): Promise<FavoriteIds> => ({
      favGameIds: [101],
    }));
    const machine = favoriteToggleMachine.provide({
      actors: {
        addFavorite: fromPromise(({ input }: { input: FavoriteGame }) => addFavorite(input)),
        removeFavorite: fromPromise(({ input }: { input: RemoveFavoriteQuery }) => removeFavorite(input)),
      },
    });
    const actor = createActor(machine, { input: member }).start();
    actor.send({ type: 'TOGGLE', game: other });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.favoriteIds).toEqual([101, 202]);
    await vi.advanceTimersByTimeAsync(500);
    actor.send({ type: 'TOGGLE', game: other });
    await vi.advanceTimersByTimeAsync(499);
    actor.send({ type: 'TOGGLE', game: starred });
    expect([addFavorite.mock.calls.length, removeFavorite.mock.calls.length]).toEqual([1, 0]);
    await vi.advanceTimersByTimeAsync(1);
    actor.send({ type: 'TOGGLE', game: other });
    await vi.advanceTimersByTimeAsync(0);
    expect(removeFavorite).toHaveBeenCalledWith(other);
    expect(actor.getSnapshot().context.favoriteIds).toEqual([101]);
    actor.stop();
  });

  it('restores a removed favourite when the server refuses', async () => {
    const machine = favoriteToggleMachine.provide({
      actors: {
        removeFavorite: fromPromise(
          async ({ input }: { input: RemoveFavoriteQuery }): Promise<FavoriteIds> => {
            throw new CodedError('NOT_FOUND', { nodeId: input.nodeId });
          },
        ),
      },
    });
    const actor = createActor(machine, { input: member });
    const emitted: EventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'TOGGLE', game: starred });
    expect(actor.getSnapshot().context.favoriteIds).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.favoriteIds).toEqual([101]);
    expect(emitted).toEqual([{ type: 'favoriteFailed', nodeId: 101, code: 'NOT_FOUND' }]);
    actor.stop();
  });
});
