import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { contract } from '@portal/api-contract';
import { mockTokens, override } from '@portal/api-contract/mocks';
import { favoriteToggleMachine, type FavoriteGame } from '@portal/machines';
import { renderWithProviders } from '@portal/ui/testing';
import { withMockApi } from '../test/flowActors';
import { FavoriteToggle } from './FavoriteToggle';

const flowActors = withMockApi();
const game: FavoriteGame = { nodeId: 202, vendor: 'PG', gameType: 'RNG' };
const card = { name: 'Mahjong Ways', iconUrl: 'data:image/png;base64,iVBORw0KGgo=' };

function renderToggle(...overrides: ReturnType<typeof override>[]) {
  const { actors } = flowActors({ token: mockTokens.member, overrides });
  const actor = createActor(favoriteToggleMachine.provide(actors.favoriteToggle), {
    input: { loggedIn: true, favoriteIds: [] },
  }).start();
  renderWithProviders(<FavoriteToggle actorRef={actor} game={game} card={card} />);
  return actor;
}

describe('FavoriteToggle', () => {
  it('fills the heart and keeps it when the server adds the favourite', async () => {
    const actor = renderToggle();
    await userEvent.click(
      screen.getByRole('button', { name: 'Add Mahjong Ways to favourites', pressed: false }),
    );
    expect(
      screen.getByRole('button', { name: 'Add Mahjong Ways to favourites', pressed: true }),
    ).toBeInTheDocument();
    await expect.poll(() => actor.getSnapshot().context.pending).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Add Mahjong Ways to favourites', pressed: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fills the heart at once and rolls back with the error when the call fails', async () => {
    renderToggle(override(contract.games.addFavorite, { networkError: true, delayMs: 50 }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Add Mahjong Ways to favourites', pressed: false }),
    );
    expect(
      screen.getByRole('button', { name: 'Add Mahjong Ways to favourites', pressed: true }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    expect(
      screen.getByRole('button', { name: 'Add Mahjong Ways to favourites', pressed: false }),
    ).toBeInTheDocument();
  });
});
