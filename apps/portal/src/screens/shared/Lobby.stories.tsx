import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  everythingLoading,
  gridSettled,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../storybook/PortalStory';

const meta = {
  title: 'Portal/Lobby',
  // A page's layout is the same in every brand: shot in the default brand, except each file's
  // one smoke story (tagged `!visual-one-brand`), which every brand shows.
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/rng', token: mockTokens.member },
  parameters: { ...portalStoryMeta.parameters, msw: mocks(), visual: { fit: 'page', selector: 'main' } },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The virtualised grid scrolls inside itself and fits the viewport: shooting it (not the whole
 * page) keeps the page's scrollbar, and so the card widths, the same while the shot is taken.
 */
const GRID = '[data-columns]';

/** The slot lobby of a member: filters, search, vendor dropdown and the virtualised grid. */
export const Slots: Story = {
  tags: ['!visual-one-brand'],
  parameters: { visual: { fit: 'page', selector: GRID } },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Slots' });
    await expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('group', { name: 'Show games' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(/games found/)).toBeVisible();
    await gridSettled(canvasElement);
  },
};

/** One vendor's games (`/rng?vassalage=PG`). */
export const ByVendor: Story = {
  parameters: { visual: { fit: 'page', selector: GRID } },
  args: { path: '/rng?vassalage=PG' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('list', { name: /^Games by / })).toBeVisible();
    await gridSettled(canvasElement);
  },
};

/** Favourite toggling: the heart fills at once (optimistic add through the favourite machine). */
export const FavouriteToggle: Story = {
  parameters: { visual: { fit: 'page', selector: GRID } },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Slots' });
    // The member's favourites arrive after the grid: toggle only once they show, or the first
    // heart is read (and pressed) as it was before they loaded.
    await waitFor(() =>
      expect(
        within(grid).getAllByRole('button', { name: /to favourites/, pressed: true }).length,
      ).toBeGreaterThan(0),
    );
    const heart = within(grid).getAllByRole('button', { name: /to favourites/ })[0]!;
    const pressed = heart.getAttribute('aria-pressed') === 'true';
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', String(!pressed));
    heart.blur();
    await gridSettled(canvasElement);
  },
};

/** A search with no match: the empty state names the query. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await canvas.findByRole('list', { name: 'Slots' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'zzzzzz');
    await expect(await canvas.findByRole('heading', { name: 'No games match “zzzzzz”' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The list still loading: placeholders in the grid's shape. */
export const Loading: Story = {
  parameters: { msw: mocks(...everythingLoading(contract.games.list)) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Slots' })).not.toBeInTheDocument();
  },
};

/** The list failed: the translated error with a retry. */
export const ListError: Story = {
  parameters: { msw: mocks(answer(contract.games.list, { error: 'UNKNOWN', status: 500 })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Guests cannot list games (the call needs a session): a way in, and the category's vendors. */
export const Guest: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log in to see the games' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Game providers' })).toBeVisible());
  },
};

/** A game centre (e-sports): the category's own vendor (IMES) first, then its games. */
export const GameCenter: Story = {
  // Code says Center (the spec's ids); the name shown in Storybook is English copy.
  name: 'Game Centre',
  parameters: { visual: { fit: 'page', selector: GRID } },
  args: { path: '/esports' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'E-sports' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Game providers' })).toBeVisible());
    await expect(await canvas.findByRole('list', { name: 'E-sports' })).toBeVisible();
    await gridSettled(canvasElement);
  },
};

/** /favorite: the member's favourite games. */
export const Favourites: Story = {
  // Chromium rasterises this grid's rounded card edges by one of two paths, depending on what the
  // frame drew before (loaded first, it takes the other one): up to 2 edge pixels differ.
  parameters: { visual: { fit: 'page', selector: GRID, antiAliasedPixels: 4 } },
  args: { path: '/favorite' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Favourites' })).toBeVisible();
    await gridSettled(canvasElement);
  },
};

/** /recent with nothing played yet. */
export const RecentEmpty: Story = {
  args: { path: '/recent' },
  parameters: {
    msw: mocks(
      answer(contract.games.recent, {
        value: { content: [], pageNo: 1, pageSize: 20, totalElements: 0, totalPages: 0 },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Games you play will appear here.' }),
    ).toBeVisible();
  },
};
