import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeGames } from '../GameCard/fixtures';
import { renderWithProviders } from '../testing';
import { GameLane } from './GameLane';

describe('GameLane', () => {
  it('shows a titled region without arrows for twelve games', () => {
    renderWithProviders(<GameLane title="Slots" games={makeGames(12)} />);
    const lane = screen.getByRole('region', { name: 'Slots' });
    expect(within(lane).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Previous games' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More games' })).toBeNull();
  });

  it('pages twelve at a time with arrows when there are more than twelve', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    const games = makeGames(13);
    renderWithProviders(<GameLane title="Slots" games={games} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous games' });
    const next = screen.getByRole('button', { name: 'More games' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    await user.click(next);
    expect(onPageChange).toHaveBeenCalledWith(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: games[12]!.name })).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(onPageChange).toHaveBeenCalledTimes(1);
    await user.click(previous);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
  });

  it('lays out rowsPerSlide rows', () => {
    renderWithProviders(<GameLane title="Hot" games={makeGames(9)} rowsPerSlide={3} />);
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-rows', '3');
    expect(list.style.gridTemplateRows).toBe('repeat(3, auto)');
  });

  it('uses the requested heading level', () => {
    renderWithProviders(<GameLane title="Fishing" games={makeGames(2)} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Fishing' })).toBeInTheDocument();
  });

  it('launches the game and offers view all', async () => {
    const onLaunch = vi.fn();
    const onViewAll = vi.fn();
    const user = userEvent.setup();
    const games = makeGames(3);
    renderWithProviders(<GameLane title="Slots" games={games} onLaunch={onLaunch} onViewAll={onViewAll} />);
    await user.click(screen.getByRole('button', { name: games[2]!.name }));
    expect(onLaunch).toHaveBeenCalledWith(games[2]);
    await user.click(screen.getByRole('button', { name: 'View all' }));
    expect(onViewAll).toHaveBeenCalledOnce();
  });
});
