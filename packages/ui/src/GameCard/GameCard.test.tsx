import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { GameCard } from './GameCard';

const base = { name: 'Lucky Tiger', vendor: 'PG', iconUrl: 'data:image/svg+xml,%3Csvg/%3E' };

describe('GameCard', () => {
  it('shows the icon named after the game and launches from mouse and keyboard', async () => {
    const onLaunch = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<GameCard {...base} onLaunch={onLaunch} />);
    expect(screen.getByRole('img', { name: 'Lucky Tiger' })).toBeInTheDocument();
    expect(screen.getByText('PG')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lucky Tiger' }));
    await user.keyboard('{Enter}');
    expect(onLaunch).toHaveBeenCalledTimes(2);
  });

  it('toggles the favourite with a label naming the game', async () => {
    const onFavoriteChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <GameCard {...base} favorite={false} onFavoriteChange={onFavoriteChange} />,
    );
    const toggle = screen.getByRole('button', { name: 'Add Lucky Tiger to favourites' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(onFavoriteChange).toHaveBeenCalledWith(true);
    rerender(<GameCard {...base} favorite onFavoriteChange={onFavoriteChange} />);
    expect(screen.getByRole('button', { pressed: true })).toHaveAccessibleName(
      'Add Lucky Tiger to favourites',
    );
  });

  it('omits the favourite toggle without a handler', () => {
    renderWithProviders(<GameCard {...base} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('blocks launching under maintenance and says why', async () => {
    const onLaunch = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<GameCard {...base} status="maintenance" onLaunch={onLaunch} />);
    const launch = screen.getByRole('button', { name: 'Lucky Tiger' });
    expect(launch).toHaveAttribute('aria-disabled', 'true');
    expect(launch).toHaveAccessibleDescription('Under maintenance PG');
    await user.click(launch);
    await user.keyboard('{Enter}');
    expect(onLaunch).not.toHaveBeenCalled();
  });

  it('still launches in trial mode, with an overlay', async () => {
    const onLaunch = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<GameCard {...base} status="trial" onLaunch={onLaunch} />);
    expect(screen.getByText('Trial mode')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lucky Tiger' }));
    expect(onLaunch).toHaveBeenCalledOnce();
  });

  it('shows the hot badge only for hot games', () => {
    const { rerender } = renderWithProviders(<GameCard {...base} />);
    expect(screen.queryByText('HOT')).toBeNull();
    rerender(<GameCard {...base} hot />);
    expect(screen.getByText('HOT')).toBeInTheDocument();
  });

  it('nests no interactive element inside another', () => {
    const { container } = renderWithProviders(<GameCard {...base} onFavoriteChange={() => {}} />);
    expect(container.querySelectorAll('button button, button a, a button')).toHaveLength(0);
  });
});
