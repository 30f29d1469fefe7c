import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeGames } from '../GameCard/fixtures';
import { renderWithProviders } from '../testing';
import { GameGrid, columnCount } from './GameGrid';

/** jsdom has no layout: give every element an 800×600 box so the virtualiser has a viewport. */
function mockLayout(width = 800, height = 600) {
  const spies = [
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(width),
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(height),
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width),
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height),
  ];
  return () => spies.forEach((spy) => spy.mockRestore());
}

describe('columnCount', () => {
  it('fits as many columns as the width allows', () => {
    expect(columnCount(800, 140, 12)).toBe(5);
    expect(columnCount(140, 140, 12)).toBe(1);
    expect(columnCount(100, 140, 12)).toBe(1);
    expect(columnCount(0, 140, 12)).toBe(1);
    expect(columnCount(2000, 140, 12, 8)).toBe(8);
  });
});

describe('GameGrid', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = mockLayout();
  });
  afterEach(() => restore());

  it('renders only a window of 10,000 games', () => {
    renderWithProviders(<GameGrid games={makeGames(10_000)} label="Slots" />);
    const list = screen.getByRole('list', { name: 'Slots' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(100);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '10000');
    expect(screen.queryByRole('button', { name: makeGames(1, 9_999)[0]!.name })).toBeNull();
    expect(within(list).queryAllByRole('img')).toHaveLength(items.length);
    // Each item is the card itself, with no wrapper between the list and the card's parts.
    expect(items[0]).toHaveAttribute('data-status', 'available');
    expect(items[0]!.querySelector(':scope > img')).not.toBeNull();
  });

  it('lays cards out in as many columns as fit', () => {
    const { container } = renderWithProviders(<GameGrid games={makeGames(50)} label="Slots" />);
    expect(container.querySelector('[data-columns]')).toHaveAttribute('data-columns', '5');
  });

  it('passes the game to the launch and favourite handlers', async () => {
    const onLaunch = vi.fn();
    const onFavoriteChange = vi.fn();
    const user = userEvent.setup();
    const games = makeGames(3);
    renderWithProviders(
      <GameGrid games={games} label="Slots" onLaunch={onLaunch} onFavoriteChange={onFavoriteChange} />,
    );
    await user.click(screen.getByRole('button', { name: games[1]!.name }));
    expect(onLaunch).toHaveBeenCalledWith(games[1]);
    await user.click(screen.getByRole('button', { name: `Add ${games[2]!.name} to favourites` }));
    expect(onFavoriteChange).toHaveBeenCalledWith(games[2], true);
  });

  it('says so when there are no games', () => {
    renderWithProviders(<GameGrid games={[]} label="Slots" />);
    expect(screen.getByText('No games in this category yet')).toBeInTheDocument();
  });
});
