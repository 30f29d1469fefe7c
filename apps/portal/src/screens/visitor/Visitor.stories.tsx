import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  mocks,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../storybook/PortalStory';

const meta = {
  title: 'Portal/Visitor pages',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/appDownload', token: null },
  parameters: { ...portalStoryMeta.parameters, msw: mocks(), visual: { fit: 'page', selector: 'main' } },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app download page: the iOS, Android and lite apps, each with its QR code, link and install guide. */
export const AppDownload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    // The page's list, not the side menu's section of the same name.
    const main = within(canvas.getByRole('main'));
    const apps = await main.findByRole('list', { name: 'Download the app' });
    for (const [name, link] of [
      ['iOS', 'https://download.example.com/portal.ipa'],
      ['Android', 'https://download.example.com/portal.apk'],
      ['Lite app', 'https://lite.example.com/'],
    ] as const) {
      const app = within(apps).getByRole('article', { name });
      await expect(
        await within(app).findByRole('img', { name: `Scan to download: ${name}` }),
      ).toHaveAttribute('data-value', link);
      await expect(within(app).getByRole('link', { name: `Download ${name}` })).toHaveAttribute('href', link);
      await expect(within(app).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }
    const ios = within(apps).getByRole('article', { name: 'iOS' });
    await expect(within(ios).getByText('Version 3.2.1')).toBeVisible();
    await expect(within(ios).getByText('Open the download link in Safari')).toBeVisible();
  },
};

/** No app released for this white label yet. */
export const AppDownloadEmpty: Story = {
  // The kit's empty state, shot in Components/EmptyState.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.support.appDownload, { value: { apps: [], resources: [] } })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No apps to download right now' })).toBeVisible();
  },
};

/** The downloads fail to load: the error with a retry. */
export const AppDownloadError: Story = {
  // The kit's error state, shot in Components/ErrorState.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.support.appDownload, { error: 'UNKNOWN' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const main = canvas.getByRole('main');
    await expect(await within(main).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The winners list: the largest wins, names masked, and a category to narrow it to. */
export const Winners: Story = {
  args: { path: '/winners' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const main = canvas.getByRole('main');
    const board = await within(main).findByRole('region', { name: 'Winners' });
    await waitFor(() => expect(within(board).getAllByRole('listitem').length).toBe(20));
    await expect(within(board).getAllByText(/\*\*\*/u).length).toBeGreaterThan(0);
    await userEvent.click(within(main).getByRole('combobox', { name: 'Game category' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Live casino' }));
    await waitFor(() =>
      expect(within(main).getByRole('combobox', { name: 'Game category' })).toHaveTextContent('Live casino'),
    );
    await waitFor(() => expect(within(board).getAllByRole('listitem').length).toBeGreaterThan(0));
  },
};

/** Nobody has won yet. */
export const WinnersEmpty: Story = {
  // The board's own empty line, shot in Components/WinnerBoard.
  tags: ['no-visual'],
  args: { path: '/winners' },
  parameters: { msw: mocks(answer(contract.games.winners, { value: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const main = canvas.getByRole('main');
    await expect(await within(main).findByText(/no winners/iu)).toBeVisible();
  },
};

/** While the wins are on their way: placeholder lines under the heading, the category already usable. */
export const WinnersLoading: Story = {
  // Skeleton lines; nothing of the page's own to shoot.
  tags: ['no-visual'],
  args: { path: '/winners' },
  parameters: { msw: mocks(answer(contract.games.winners, { delayMs: 'infinite' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const main = canvas.getByRole('main');
    await expect(await within(main).findByRole('heading', { name: 'Winners list' })).toBeVisible();
    await expect(main.querySelector('[data-skeleton]')).toBeVisible();
    await expect(within(main).queryByRole('region', { name: 'Winners' })).toBeNull();
    await expect(within(main).getByRole('combobox', { name: 'Game category' })).toBeEnabled();
  },
};

/** The wins fail to load: the error with a retry in place of the board. */
export const WinnersError: Story = {
  // The kit's error state, shot in Components/ErrorState.
  tags: ['no-visual'],
  args: { path: '/winners' },
  parameters: { msw: mocks(answer(contract.games.winners, { error: 'UNKNOWN' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Winners list' })).toBeVisible();
    await expect(main.queryByRole('region', { name: 'Winners' })).toBeNull();
  },
};
