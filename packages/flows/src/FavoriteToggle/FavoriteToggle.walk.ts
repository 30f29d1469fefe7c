import { mockCredentials } from '@portal/api-contract/mocks';
import {
  CodedError,
  type FavoriteGame,
  type FavoriteIds,
  type FavoriteToggleInput,
  type favoriteToggleMachine,
  type RemoveFavoriteQuery,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import { mockSeed } from '../storybook/walk/walkAnswers';
import type { MachineWalk } from '../storybook/walk/walkPlan';

/** The stories' actors: the throttle reopens at once, so the chart settles. */
export const provideFavoriteToggleStory = (actors: FlowActors) => ({
  ...actors.favoriteToggle,
  delays: { toggleThrottle: 0 },
});

/** The mocks' member's favourites, as the session loads them at login. */
const seededFavorites = mockSeed().favorites.get(mockCredentials.member.username) ?? [];

/** What QA walks: the mocks' member logged in with their seeded favourites. */
export const favoriteToggleWalkInput: FavoriteToggleInput = { loggedIn: true, favoriteIds: seededFavorites };

/** A game of the mocks' catalogue, as a card sends it. */
function catalogueGame(nodeId: number): FavoriteGame {
  const game = mockSeed().catalogue.byNodeId.get(nodeId);
  if (!game) throw new Error(`The mocks' catalogue has no game ${nodeId}`);
  return { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType };
}

const favorite = catalogueGame(seededFavorites[0] ?? 1);
/** The stories' first card, not among the seeded favourites. */
const another = catalogueGame(101);
/** A node the catalogue has not (a game just removed): the mocks answer NOT_FOUND. */
const removedGame: FavoriteGame = { ...another, nodeId: 999_999 };

const toggle = (game: FavoriteGame) => ({ type: 'TOGGLE', game }) as const;

export const favoriteToggleWalk: MachineWalk<typeof favoriteToggleMachine> = {
  events: {
    TOGGLE: [toggle(favorite), toggle(another), toggle(removedGame)],
    SESSION_CHANGED: [
      { type: 'SESSION_CHANGED', loggedIn: false, favoriteIds: [] },
      { type: 'SESSION_CHANGED', loggedIn: true, favoriteIds: seededFavorites },
    ],
  },
  switches: [],
  handlers: () => [],
  answer: (invokeId, input) => {
    switch (invokeId) {
      case 'addFavorite': {
        const { nodeId } = input as FavoriteGame;
        return mockSeed().catalogue.byNodeId.has(nodeId)
          ? { done: { favGameIds: [...seededFavorites, nodeId] } satisfies FavoriteIds }
          : { error: new CodedError('NOT_FOUND') };
      }
      case 'removeFavorite': {
        const { nodeId } = input as RemoveFavoriteQuery;
        return { done: { favGameIds: seededFavorites.filter((id) => id !== nodeId) } satisfies FavoriteIds };
      }
      default:
        return null;
    }
  },
};
