import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../../../storybook/PortalStory';

const meta = {
  title: 'Portal/Member missions',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/member?page=missionLeaderboard', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-member-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

async function missionList(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const list = await canvas.findByRole('list', { name: 'Your missions' });
  const page = within(canvasElement.querySelector('[data-member-page]') as HTMLElement);
  return { canvas, page, list: within(list) };
}

/** The member centre menu's Missions entry (its red count included). */
const missionsEntry = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('navigation', { name: 'Member centre' })).getByRole('button', {
    name: /^Missions/u,
  });

/** The card of the mission titled `title`. */
function card(list: ReturnType<typeof within>, title: string) {
  return within(list.getByRole('heading', { name: title }).closest('li') as HTMLElement);
}

/**
 * The missions with their progress: two complete and ready to claim, the turnover one counted in
 * money, the rest in rounds.
 */
export const Missions: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, page, list } = await missionList(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(6);
    await expect(page.getByText('2 missions ready to claim')).toBeVisible();
    // The menu entry carries the same count, read out as what it counts.
    await waitFor(() => expect(missionsEntry(canvas)).toHaveTextContent('22 missions ready to claim'));
    await expect(list.getAllByRole('button', { name: 'Claim reward' })).toHaveLength(2);
    const first = card(list, 'Mission 1');
    await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '5 of 5');
    await expect(first.getByText('₱10.00')).toBeVisible();
    const turnover = card(list, 'Mission 3');
    await expect(turnover.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '₱2,500.00 of ₱5,000.00',
    );
    await expect(turnover.queryByRole('button', { name: 'Claim reward' })).toBeNull();
    await expect(card(list, 'Mission 4').getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '10 of 20',
    );
  },
};

/** Claiming a complete mission credits its reward: the card says so, the header balance and the count follow. */
export const ClaimReward: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas, page, list } = await missionList(canvasElement);
    const header = within(canvas.getByRole('banner'));
    await waitFor(() =>
      expect(header.getByRole('group', { name: 'Balance' })).toHaveTextContent('₱10,000.00'),
    );
    await userEvent.click(card(list, 'Mission 1').getByRole('button', { name: 'Claim reward' }));
    await waitFor(() =>
      expect(card(list, 'Mission 1').getByText('₱10.00 credited to your main wallet.')).toBeVisible(),
    );
    await waitFor(() =>
      expect(header.getByRole('group', { name: 'Balance' })).toHaveTextContent('₱10,010.00'),
    );
    await waitFor(() => expect(page.getByText('1 mission ready to claim')).toBeVisible());
    await waitFor(() => expect(missionsEntry(canvas)).toHaveTextContent('11 mission ready to claim'));
    await expect(card(list, 'Mission 1').getByText('Claimed')).toBeVisible();
    await expect(list.getAllByRole('button', { name: 'Claim reward' })).toHaveLength(1);
  },
};

/** The server refuses the claim (already paid elsewhere): its reason in words, nothing credited. */
export const ClaimRefused: Story = {
  // The refusal is the claim button's own notice (Flows/Claim shoots it).
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.missions.claim, { error: 'OPERATION_NOT_ALLOWED' })) },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await missionList(canvasElement);
    await userEvent.click(card(list, 'Mission 1').getByRole('button', { name: 'Claim reward' }));
    await waitFor(() =>
      expect(card(list, 'Mission 1').getByRole('alert')).toHaveTextContent('Operation not allowed'),
    );
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByRole('group', { name: 'Balance' })).toHaveTextContent('₱10,000.00');
  },
};

/** No mission has started: says so, and that new ones show here. */
export const NoMissions: Story = {
  tags: ['visual-one-width'],
  parameters: {
    msw: mocks(answer(contract.missions.summary, { value: { claimableCount: 0, missions: [] } })),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No missions right now' })).toBeVisible();
    await expect(canvas.getByText('New missions appear here when they start.')).toBeVisible();
  },
};

/** The missions cannot be loaded: the kit's error with a retry. */
export const LoadFailed: Story = {
  // The kit's error state, as on every page.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.missions.summary, { error: 'SYSTEM_MAINTENANCE' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Try again/ })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Your missions' })).toBeNull();
  },
};

/** While the missions load, a placeholder holds their place under the tabs. */
export const Loading: Story = {
  // A skeleton block; nothing of the page's own to shoot.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.missions.summary, { delayMs: 'infinite' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Missions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('list', { name: 'Your missions' })).toBeNull();
  },
};

/**
 * The leaderboard (from the link's `?tab=leaderboard`): this week's top 20 by valid bet with the
 * prizes of the top ten, and the member's own rank; the period tabs switch to today's.
 */
export const Leaderboard: Story = {
  args: { path: '/member?page=missionLeaderboard&tab=leaderboard' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const board = await canvas.findByRole('list', { name: "This week's leaderboard" });
    const rows = within(board).getAllByRole('listitem');
    await expect(rows).toHaveLength(20);
    await expect(within(rows[0]!).getByText('Rank 1')).toBeInTheDocument();
    await expect(rows[0]).toHaveTextContent(/pl\*\*\*\d+/);
    await expect(within(rows[0]!).getByText('₱1,000.00')).toBeVisible();
    await expect(within(rows[10]!).queryByText('Prize')).toBeNull();
    const page = within(canvasElement.querySelector('[data-member-page]') as HTMLElement);
    await expect(page.getByText('Your rank').nextElementSibling).toHaveTextContent('No. 57');
    await expect(page.getByText(/^Ranked by valid bet/u)).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Today' }));
    await waitFor(() => expect(canvas.getByRole('list', { name: "Today's leaderboard" })).toBeVisible());
    await expect(canvas.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  },
};
