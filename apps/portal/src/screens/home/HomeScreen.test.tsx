import { LANE_GAME_LIMIT } from '@portal/api-contract';
import { createHandlers, mockTokens } from '@portal/api-contract/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPortalHarness } from '../../storybook/harness';

const server = setupServer(...createHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderHome(token: string | null) {
  const harness = createPortalHarness({
    brand: 'aurora',
    token,
    popups: { game: ({ params }) => <p>Game popup {params.game.gameName}</p> },
  });
  render(<>{harness.element}</>);
  return harness;
}

/** The names on a row's cards, in order: each card's launch button is named by its game. */
function cardNames(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]?.textContent ?? '');
}

describe('the home banners', () => {
  it('asks for the first banner first and loads each later one as it nears the viewport', async () => {
    renderHome(null);
    // The slides out of view are hidden from assistive technology.
    const banners = await waitFor(() => {
      const drawn = screen.getAllByRole('img', { name: /^Featured promotion/, hidden: true });
      expect(drawn.length).toBeGreaterThan(1);
      return drawn;
    });
    expect(banners[0]).toHaveAttribute('fetchpriority', 'high');
    expect(banners[0]).not.toHaveAttribute('loading');
    for (const later of banners.slice(1)) expect(later).toHaveAttribute('loading', 'lazy');
  });
});

describe('the home category rows (SPEC §2)', () => {
  it("shows a member each category's first games, two rows a slide, with View all to the category page", async () => {
    const user = userEvent.setup();
    const { environment, router } = renderHome(mockTokens.member);
    const row = await screen.findByRole('region', { name: 'E-lottery' });
    const list = await environment.api.api.games.list({ gameType: 'ELOTT' });
    expect(list.totalElements).toBeGreaterThan(LANE_GAME_LIMIT);
    expect(cardNames(row)).toEqual(list.content.slice(0, LANE_GAME_LIMIT).map((card) => card.displayName));
    expect(within(row).getByRole('list')).toHaveAttribute('data-rows', '2');
    // Game cards, each with its heart: vendor tiles have none.
    expect(within(row).getAllByRole('button', { name: /to favourites/ })).toHaveLength(LANE_GAME_LIMIT);
    await user.click(within(row).getByRole('button', { name: 'View all' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elott'));
  });

  it('shows all of a category that fits in its row, with nothing more to view', async () => {
    const { environment } = renderHome(mockTokens.member);
    const row = await screen.findByRole('region', { name: 'Cockfight' });
    const list = await environment.api.api.games.list({ gameType: 'COCKFIGHT' });
    expect(list.totalElements).toBeLessThanOrEqual(LANE_GAME_LIMIT);
    expect(cardNames(row)).toEqual(list.content.map((card) => card.displayName));
    expect(within(row).queryByRole('button', { name: 'View all' })).not.toBeInTheDocument();
  });

  it('launches a game from its card', async () => {
    const user = userEvent.setup();
    renderHome(mockTokens.member);
    const row = await screen.findByRole('region', { name: 'Slots' });
    const [first] = cardNames(row);
    await user.click(within(row).getByRole('button', { name: first }));
    expect(await screen.findByText(`Game popup ${first}`)).toBeInTheDocument();
  });

  it('leaves out a category the navigation does not show, though it has games', async () => {
    const { environment } = renderHome(mockTokens.member);
    await screen.findByRole('region', { name: 'E-sports' });
    // The esports vendor's sports games sit under E-sports (SPEC §9): there is no Sports category.
    expect((await environment.api.api.games.list({ gameType: 'SPORTS' })).totalElements).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Sports' })).not.toBeInTheDocument();
  });

  it("shows a guest each category's vendors from the open menus, as the game lists need a session", async () => {
    renderHome(null);
    const row = await screen.findByRole('region', { name: 'E-lottery' });
    expect(within(row).getByRole('button', { name: 'BGS In-house' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /to favourites/ })).not.toBeInTheDocument();
  });
});
