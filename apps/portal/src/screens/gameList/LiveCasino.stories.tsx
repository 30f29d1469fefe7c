import type { LiveRoom } from '@portal/api-contract';
import { mockIconUrl } from '@portal/api-contract/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
import { portalPopups } from '../../popups/portalPopups';

const meta = {
  title: 'Portal/Live casino',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: {
    path: '/live',
    token: mockTokens.member,
    popups: { login: portalPopups.login, game: portalPopups.game, trialRefused: portalPopups.trialRefused },
  },
  parameters: { ...portalStoryMeta.parameters, msw: mocks(), visual: { fit: 'page', selector: 'main' } },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The live tables list, once it has arrived. */
async function tablesOf(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const tables = await canvas.findByRole('list', { name: 'Live tables' });
  return { canvas, tables };
}

const liveRoom = (index: number, tableName: string, dealerName: string, open: boolean): LiveRoom => {
  const vassalage = index % 2 === 0 ? 'PT' : 'EG2';
  return {
    roomId: `ROOM-${index}`,
    gameCode: `${vassalage}-LIVE-000${index}`,
    tableName,
    dealerName,
    vassalage,
    minBet: 1_000,
    maxBet: 5_000_000,
    open,
    imageUrl: mockIconUrl(`Table ${index}`, (index * 30) % 360),
  };
};

/** Four tables, the second closed: enough for the list's order and every part of a card. */
const fourTables: LiveRoom[] = [
  liveRoom(0, 'Baccarat 1', 'Anna', true),
  liveRoom(4, 'Baccarat 2', 'Ella', false),
  liveRoom(1, 'Roulette 1', 'Bea', true),
  liveRoom(2, 'Blackjack 1', 'Carla', true),
];

/**
 * A member's live casino: each table with its dealer, provider, bet limits and whether it is open
 * (open tables first), then the hosts with who is on air.
 */
export const Tables: Story = {
  parameters: {
    msw: mocks(answer(contract.games.liveRooms, { value: fourTables })),
    // The tables are what this story is about; the hosts below are checked, not shot.
    visual: { fit: 'page', selector: 'section[aria-labelledby="live-tables"]' },
  },
  play: async ({ canvasElement }) => {
    const { canvas, tables } = await tablesOf(canvasElement);
    const first = within(tables).getByRole('article', { name: 'Baccarat 1' });
    await expect(within(first).getByText('Anna')).toBeVisible();
    await expect(within(first).getByText('PT')).toBeVisible();
    await expect(within(first).getByText('Open')).toBeVisible();
    await expect(first).toHaveTextContent(/Bet limits.*10\.00.*50,000\.00/u);
    await expect(within(first).getByRole('button', { name: 'Play' })).toBeEnabled();
    // The closed table, second from the server, is listed last: its button says so and does nothing.
    const closed = within(tables).getByRole('article', { name: 'Baccarat 2' });
    await expect(within(closed).getByText('Closed')).toBeVisible();
    await expect(within(closed).getByRole('button', { name: 'Closed now' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(tables).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(tables).getAllByRole('listitem').at(-1)).toContainElement(closed);
    const hosts = await canvas.findByRole('list', { name: 'Live hosts' });
    await expect(within(hosts).getByText('Host 1')).toBeVisible();
    await expect(within(hosts).getAllByText('Online').length).toBeGreaterThan(0);
    await expect(within(hosts).getAllByText('Offline').length).toBeGreaterThan(0);
  },
};

/** Play opens the table's game in the game popup. */
export const LaunchTable: Story = {
  // The popup over the page: its picture is Portal/Popups' game popup.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { tables } = await tablesOf(canvasElement);
    const table = within(tables).getByRole('article', { name: 'Roulette 1' });
    await userEvent.click(within(table).getByRole('button', { name: 'Play' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Roulette 1' });
    await waitFor(() => expect(within(dialog).getByTitle(/Roulette 1/u)).toHaveAttribute('src'));
    await expect(
      within(dialog)
        .getByTitle(/Roulette 1/u)
        .getAttribute('src'),
    ).toContain('game=EG2-LIVE-0002');
  },
};

/** A visitor is asked to log in for the tables (the list needs a session); the hosts show to everyone. */
export const Guest: Story = {
  // The ask is the kit's empty state with one button: one width is enough.
  tags: ['visual-one-width'],
  args: { token: null },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log in to join a live table' })).toBeVisible();
    const hosts = await canvas.findByRole('list', { name: 'Live hosts' });
    await expect(within(hosts).getAllByRole('listitem')).toHaveLength(8);
  },
};

/** The visitor's log-in button opens the login popup, which says why it asks. */
export const GuestLogsIn: Story = {
  // The login popup's picture is Portal/Popups' login.
  tags: ['no-visual'],
  args: { token: null },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const tables = await canvas.findByRole('region', { name: 'Live tables' });
    await userEvent.click(await within(tables).findByRole('button', { name: 'Log in' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Log in' });
    // The popup's reason arrives with its lazily loaded form.
    await expect(await within(dialog).findByText('You are not logged in, please login')).toBeVisible();
  },
};

/** A trial account is refused the table with the real-account message. */
export const TrialRefused: Story = {
  // The refusal's picture is Portal/Popups' trial refused.
  tags: ['no-visual'],
  args: { token: mockTokens.trial },
  play: async ({ canvasElement }) => {
    const { tables } = await tablesOf(canvasElement);
    const table = within(tables).getByRole('article', { name: 'Baccarat 1' });
    await userEvent.click(within(table).getByRole('button', { name: 'Play' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText(/sign up for a real account/iu)).toBeVisible();
  },
};

/** No tables and no hosts: each section says so. */
export const Empty: Story = {
  // Two of the kit's empty states, shot in Components/EmptyState.
  tags: ['no-visual'],
  parameters: {
    msw: mocks(
      answer(contract.games.liveRooms, { value: [] }),
      answer(contract.games.liveModels, { value: [] }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No live tables right now' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No hosts on air right now' })).toBeVisible();
  },
};

/** The tables fail to load: the error with a retry, the hosts still show. */
export const TablesError: Story = {
  // The kit's error state, shot in Components/ErrorState.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.games.liveRooms, { error: 'UNKNOWN' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const tables = await canvas.findByRole('region', { name: 'Live tables' });
    await expect(await within(tables).findByRole('button', { name: /try again/iu })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Live hosts' })).toBeVisible();
  },
};

/** While the tables and hosts load, skeletons hold their place. */
export const Loading: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(...everythingLoading(contract.games.liveRooms, contract.games.liveModels)) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const tables = await canvas.findByRole('region', { name: 'Live tables' });
    await expect(within(tables).queryByRole('list')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('region', { name: 'Live hosts' })).toBeVisible();
  },
};
