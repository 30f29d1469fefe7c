import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  CodedError,
  favoriteToggleDescribe,
  favoriteToggleMachine,
  type FavoriteGame,
  type FavoriteIds,
} from '@portal/machines';
import { startAt } from '../test/actors';
import { renderWithProviders } from '@portal/ui/testing';
import { FavoriteToggle } from './FavoriteToggle';

const game: FavoriteGame = { nodeId: 202, vendor: 'PG', gameType: 'RNG' };
const name = 'Mahjong Ways';

describe('FavoriteToggle', () => {
  it('fills the heart at once and rolls back when the server refuses', async () => {
    let reject: (error: unknown) => void = () => undefined;
    const machine = favoriteToggleMachine.provide({
      actors: { addFavorite: fromPromise(() => new Promise<FavoriteIds>((_, fail) => (reject = fail))) },
    });
    const actor = startAt(machine, { loggedIn: true }, favoriteToggleDescribe, 'idle');
    renderWithProviders(<FavoriteToggle actorRef={actor} game={game} name={name} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Add Mahjong Ways to favourites', pressed: false }),
    );
    expect(
      screen.getByRole('button', { name: 'Add Mahjong Ways to favourites', pressed: true }),
    ).toBeInTheDocument();
    reject(new CodedError('NETWORK_ERROR'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Add Mahjong Ways to favourites', pressed: false }),
    ).toBeInTheDocument();
  });
});
