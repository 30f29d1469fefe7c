import type { BodyOf, games, QueryOf, ResponseOf } from '@portal/api-contract';
import { and, assign, emit, enqueueActions, not, setup, stateIn } from 'xstate';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';

export const FAVORITE_TOGGLE_THROTTLE_MS = 1000;

/** The favourite payload (SPEC §3): the game's node, its vendor and game type. */
export type FavoriteGame = BodyOf<typeof games.addFavorite>;
/** A game's node id, as favGameIds lists them. */
export type FavoriteId = FavoriteGame['nodeId'];
/** DELETE removeFavoriteGameV2 takes the same three fields as its query. */
export type RemoveFavoriteQuery = NonNullable<QueryOf<typeof games.removeFavorite>>;
/** Both calls answer with the favourite ids left. */
export type FavoriteIds = ResponseOf<typeof games.addFavorite>;

export interface FavoriteToggleInput {
  readonly loggedIn: boolean;
  /** favGameIds from the session's login loads. */
  readonly favoriteIds?: readonly FavoriteId[];
}

export interface FavoriteToggleContext {
  readonly loggedIn: boolean;
  /** What the hearts show: already updated while the server call runs. */
  readonly favoriteIds: readonly FavoriteId[];
  readonly pending: FavoriteGame | null;
  readonly failure: Failure | null;
}

export type FavoriteToggleEvent =
  | { type: 'TOGGLE'; game: FavoriteGame }
  /** The session changed: logged in or out, or the favourite ids were reloaded. */
  | { type: 'SESSION_CHANGED'; loggedIn: boolean; favoriteIds: readonly FavoriteId[] };

export type FavoriteToggleEmitted =
  | { type: 'openLogin'; code: 'NOT_LOGGED_IN' }
  | { type: 'favoriteAdded'; nodeId: FavoriteId }
  | { type: 'favoriteRemoved'; nodeId: FavoriteId }
  | { type: 'favoriteFailed'; nodeId: FavoriteId; code: Failure['code'] };

type ToggleEvent = Extract<FavoriteToggleEvent, { type: 'TOGGLE' }>;

const without = (ids: readonly FavoriteId[], id: FavoriteId) => ids.filter((candidate) => candidate !== id);
const withId = (ids: readonly FavoriteId[], id: FavoriteId) => (ids.includes(id) ? ids : [...ids, id]);

export const favoriteToggleMachine = setup({
  types: {
    input: {} as FavoriteToggleInput,
    context: {} as FavoriteToggleContext,
    events: {} as FavoriteToggleEvent,
    emitted: {} as FavoriteToggleEmitted,
  },
  actors: {
    /** POST addFavoriteGameV2. */
    addFavorite: notProvided<FavoriteIds, FavoriteGame>('addFavorite'),
    /** DELETE removeFavoriteGameV2: the same three fields, as the query. */
    removeFavorite: notProvided<ResponseOf<typeof games.removeFavorite>, RemoveFavoriteQuery>(
      'removeFavorite',
    ),
  },
  delays: {
    toggleThrottle: FAVORITE_TOGGLE_THROTTLE_MS,
  },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    isFavorite: ({ context, event }) =>
      event.type === 'TOGGLE' && context.favoriteIds.includes(event.game.nodeId),
    throttleOpen: stateIn({ throttle: 'open' }),
    requestIdle: stateIn({ request: 'idle' }),
  },
  actions: {
    addLocally: assign(({ context, event }) => {
      const { game } = event as ToggleEvent;
      return { favoriteIds: withId(context.favoriteIds, game.nodeId), pending: game, failure: null };
    }),
    removeLocally: assign(({ context, event }) => {
      const { game } = event as ToggleEvent;
      return { favoriteIds: without(context.favoriteIds, game.nodeId), pending: game, failure: null };
    }),
    rollBack: enqueueActions(({ context, event, enqueue }, params: { undo: 'add' | 'remove' }) => {
      const game = context.pending;
      if (!game) return;
      const failure = 'error' in event ? toFailure(event.error) : toFailure(undefined);
      enqueue.assign({
        favoriteIds:
          params.undo === 'add'
            ? without(context.favoriteIds, game.nodeId)
            : withId(context.favoriteIds, game.nodeId),
        pending: null,
        failure,
      });
      enqueue.emit({ type: 'favoriteFailed', nodeId: game.nodeId, code: failure.code });
    }),
  },
}).createMachine({
  id: 'favoriteToggle',
  context: ({ input }) => ({
    loggedIn: input.loggedIn,
    favoriteIds: input.favoriteIds ?? [],
    pending: null,
    failure: null,
  }),
  type: 'parallel',
  on: {
    // Whatever a request is doing, a guest's toggle only asks for a login.
    TOGGLE: { guard: not('loggedIn'), actions: emit({ type: 'openLogin', code: 'NOT_LOGGED_IN' }) },
    SESSION_CHANGED: {
      actions: assign(({ event }) => ({
        loggedIn: event.loggedIn,
        favoriteIds: event.loggedIn ? event.favoriteIds : [],
        failure: null,
      })),
    },
  },
  states: {
    request: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            TOGGLE: [
              {
                guard: and(['loggedIn', 'throttleOpen', 'isFavorite']),
                target: 'removing',
                actions: 'removeLocally',
              },
              { guard: and(['loggedIn', 'throttleOpen']), target: 'adding', actions: 'addLocally' },
            ],
          },
        },
        adding: {
          invoke: {
            id: 'addFavorite',
            src: 'addFavorite',
            input: ({ context }) => context.pending as FavoriteGame,
            onDone: {
              target: 'idle',
              actions: [
                emit(({ context }) => ({
                  type: 'favoriteAdded' as const,
                  nodeId: (context.pending as FavoriteGame).nodeId,
                })),
                assign({ pending: null }),
              ],
            },
            onError: { target: 'idle', actions: { type: 'rollBack', params: { undo: 'add' } } },
          },
        },
        removing: {
          invoke: {
            id: 'removeFavorite',
            src: 'removeFavorite',
            input: ({ context }) => context.pending as FavoriteGame,
            onDone: {
              target: 'idle',
              actions: [
                emit(({ context }) => ({
                  type: 'favoriteRemoved' as const,
                  nodeId: (context.pending as FavoriteGame).nodeId,
                })),
                assign({ pending: null }),
              ],
            },
            onError: { target: 'idle', actions: { type: 'rollBack', params: { undo: 'remove' } } },
          },
        },
      },
    },
    // Leading edge: the first toggle acts at once, further ones within the window are dropped.
    throttle: {
      initial: 'open',
      states: {
        open: { on: { TOGGLE: { guard: and(['loggedIn', 'requestIdle']), target: 'closed' } } },
        closed: { after: { toggleThrottle: 'open' } },
      },
    },
  },
});

export const favoriteToggleDescribe = defineDescribe(favoriteToggleMachine, {
  id: 'favoriteToggle',
  summary:
    'The heart on a game card: login required, optimistic add, local-first remove, one toggle per second, rollback on failure.',
  uiStates: {
    idle: {
      value: { request: 'idle', throttle: 'open' },
      summary: 'Hearts reflect the favourite ids.',
      context: { loggedIn: true, favoriteIds: [101] },
    },
    adding: {
      value: { request: 'adding', throttle: 'closed' },
      summary: 'Heart filled at once while the server adds it.',
      context: {
        loggedIn: true,
        favoriteIds: [101, 202],
        pending: { nodeId: 202, vendor: 'PG', gameType: 'RNG' },
      },
    },
    removing: {
      value: { request: 'removing', throttle: 'closed' },
      summary: 'Heart emptied at once while the server removes it.',
      context: { loggedIn: true, favoriteIds: [], pending: { nodeId: 101, vendor: 'PG', gameType: 'RNG' } },
    },
    rolledBack: {
      value: { request: 'idle', throttle: 'open' },
      summary: 'The server refused: the heart is restored and an error shown.',
      context: { loggedIn: true, favoriteIds: [101], failure: sampleFailure('NETWORK_ERROR') },
    },
  },
});
