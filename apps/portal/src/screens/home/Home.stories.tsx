import { LANE_GAME_LIMIT } from '@portal/api-contract';
import { createMockWorld } from '@portal/api-contract/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  everythingLoading,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../storybook/PortalStory';

const meta = {
  title: 'Portal/Home',
  // A page's layout is the same in every brand: shot in the default brand, except each file's
  // one smoke story (tagged `!visual-one-brand`), which every brand shows.
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/', token: null },
  parameters: { ...portalStoryMeta.parameters, msw: mocks() },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (name: string) => `[data-section="${name}"]`;

/** The top of home: the notice marquee and the banners (5000 ms, speed 1000). */
export const NoticesAndBanners: Story = {
  tags: ['!visual-one-brand'],
  parameters: { visual: { fit: 'page', selector: section('top') } },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Announcements' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Featured' })).toBeVisible();
  },
};

/** Hot games: three rows a slide, rotating every 1200 ms (stopped under reduced motion). */
export const HotGames: Story = {
  parameters: { visual: { fit: 'page', selector: section('hot-games') } },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const hot = await canvas.findByRole('region', { name: 'Hot games' });
    await waitFor(() =>
      expect(within(hot).getAllByRole('button', { name: /to favourites/ }).length).toBeGreaterThan(0),
    );
  },
};

/** Category rows of a guest: each category's vendors from the open menus (the first row is shot). */
export const CategoryRowsGuest: Story = {
  parameters: { visual: { fit: 'page', selector: `${section('categories')} section` } },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const rows = canvasElement.querySelector(section('categories')) as HTMLElement;
    await waitFor(() => expect(within(rows).getByRole('heading', { name: 'Slots' })).toBeVisible());
    await expect(canvas.getAllByRole('button', { name: /PG/ }).length).toBeGreaterThan(0);
  },
};

/** The mock catalogue's games of one type, in the order its game list gives them. */
const mockGames = (gameType: string) =>
  createMockWorld().catalogue.games.filter((game) => game.gameType === gameType);

/**
 * Category rows of a member: each category's first games (12 at most, two rows a slide), with View
 * all when the category has more (the first row is shot).
 */
export const CategoryRowsMember: Story = {
  args: { token: mockTokens.member },
  parameters: { visual: { fit: 'page', selector: `${section('categories')} section` } },
  play: async ({ canvasElement }) => {
    await shellReady(canvasElement);
    const rows = within(canvasElement.querySelector(section('categories')) as HTMLElement);
    const lottery = await rows.findByRole('region', { name: 'E-lottery' });
    const lotteryGames = mockGames('ELOTT');
    await expect(lotteryGames.length).toBeGreaterThan(LANE_GAME_LIMIT);
    // Game cards, each launched by its name and with its heart: a vendor tile has neither.
    await expect(within(lottery).getAllByRole('listitem')).toHaveLength(LANE_GAME_LIMIT);
    for (const game of lotteryGames.slice(0, LANE_GAME_LIMIT)) {
      await expect(within(lottery).getByRole('button', { name: game.gameName })).toBeInTheDocument();
      await expect(
        within(lottery).getByRole('button', { name: `Add ${game.gameName} to favourites` }),
      ).toBeInTheDocument();
    }
    await expect(within(lottery).getByRole('button', { name: 'View all' })).toBeVisible();
    // A category that fits in its row shows it all, with nothing more to view.
    const cockfight = rows.getByRole('region', { name: 'Cockfight' });
    const cockfightGames = mockGames('COCKFIGHT');
    await expect(cockfightGames.length).toBeLessThanOrEqual(LANE_GAME_LIMIT);
    await expect(within(cockfight).getAllByRole('listitem')).toHaveLength(cockfightGames.length);
    await expect(within(cockfight).queryByRole('button', { name: 'View all' })).not.toBeInTheDocument();
  },
};

/** The decorative jackpot, biggest wins (9) and the winners board. */
export const Winners: Story = {
  parameters: { visual: { fit: 'page', selector: section('winners') } },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Biggest wins' })).toBeVisible();
    const biggest = canvas.getByRole('region', { name: 'Biggest wins' });
    await expect(within(biggest).getAllByRole('listitem').length).toBeLessThanOrEqual(9);
  },
};

/** The promotions slice (6) and the iconic vendors (PG, EG2, PT, JDB, CQ9, FC, JL, BGS). */
export const PromotionsAndVendors: Story = {
  parameters: { visual: { fit: 'page', selector: section('iconic-vendors') } },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const promotions = await canvas.findByRole('region', { name: 'Promotions' });
    await waitFor(() => expect(within(promotions).getAllByRole('listitem').length).toBeLessThanOrEqual(6));
    const vendors = await canvas.findByRole('region', { name: 'Top providers' });
    await waitFor(() => expect(within(vendors).getAllByRole('button')).toHaveLength(8));
  },
};

/** Every call still running: the page keeps its layout with placeholders (the static first paint). */
export const Loading: Story = {
  parameters: {
    msw: mocks(
      ...everythingLoading(
        contract.games.hot,
        contract.games.menus,
        contract.games.winners,
        contract.system.announcements,
      ),
    ),
    // The top keeps room for the notice marquee and the banner controls while they load (no shift);
    // hot games' placeholders end at the 800 px viewport edge in lagoon, where a sub-pixel row flickers.
    visual: { fit: 'page', selector: section('top') },
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /to favourites/ })).not.toBeInTheDocument();
  },
};

/** Hot games that could not be loaded: the translated error with a retry, the rest of home still works. */
export const HotGamesError: Story = {
  // Shot again after a fresh render at the phone width: a section sized where it mounts (stories.visual.ts).
  tags: ['remount-per-width'],
  parameters: {
    msw: mocks(answer(contract.games.hot, { networkError: true })),
    visual: { fit: 'page', selector: section('hot-games') },
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const hot = canvasElement.querySelector(section('hot-games')) as HTMLElement;
    await waitFor(() => expect(within(hot).getByRole('alert')).toBeVisible());
    await expect(within(hot).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Biggest wins' })).toBeVisible();
  },
};
