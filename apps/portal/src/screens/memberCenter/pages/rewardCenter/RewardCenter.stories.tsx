import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
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
  title: 'Portal/Member reward centre',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/member?page=rewardCenter', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-member-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page past its heading: the member's activities, each with its status. */
async function rewardCenter(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const list = await canvas.findByRole('list', { name: 'Your activities' });
  return { canvas, list: within(list) };
}

/** Rewards to claim first, then activities to join; the count on the menu item. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, list } = await rewardCenter(canvasElement);
    await expect(canvas.getByText('1 reward is ready to claim.')).toBeVisible();
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    await expect(items[0]).toHaveTextContent(/Promotion 3.*Claim/);
    await expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Claim' })).toBeVisible();
    await expect(list.getAllByRole('button', { name: 'Apply' })).toHaveLength(2);
    // The count is the consolidated info's, which arrives on its own.
    const menu = canvas.getByRole('navigation', { name: 'Member centre' });
    await waitFor(() =>
      expect(within(menu).getByRole('button', { name: /^Reward centre/ })).toHaveTextContent(/1/),
    );
  },
};

/** A claim in place: what was credited stays shown, the status turns Claimed and the count drops. */
export const ClaimSuccess: Story = {
  tags: ['no-visual'], // The credit line is shot in the claim machine's stories.
  play: async ({ canvasElement }) => {
    const { canvas, list } = await rewardCenter(canvasElement);
    await userEvent.dblClick(list.getByRole('button', { name: 'Claim' }));
    await expect(await list.findByText('₱88.00 credited to your main wallet.')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('No rewards to claim right now.')).toBeVisible());
    // Claimed, it moves below the activities still to join.
    const claimed = list.getAllByRole('listitem').find((item) => item.textContent?.includes('Promotion 3'));
    await expect(claimed).toHaveTextContent(/Claimed/);
  },
};

/** "Apply" opens the application form for that activity. */
export const ApplyFromRewardCenter: Story = {
  // Code says Center (the spec's ids); the name shown in Storybook is English copy.
  name: 'Apply From Reward Centre',
  tags: ['no-visual'], // The form is shot in the promotions' and the machine's stories.
  play: async ({ canvasElement }) => {
    const { list } = await rewardCenter(canvasElement);
    await userEvent.click(list.getAllByRole('button', { name: 'Apply' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Promotion 1' }));
    await expect(await dialog.findByRole('form', { name: 'Apply for Promotion 1' })).toBeVisible();
    await expect(dialog.getByText('Rules of promotion 1.')).toBeVisible();
  },
};

/** A member with no activities. */
export const Empty: Story = {
  tags: ['no-visual'], // The kit's empty state, as the promotions page's Empty.
  parameters: { msw: mocks(answer(contract.promotions.mine, { value: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You have no activities yet.' })).toBeVisible();
  },
};

/** While the activities are on their way, a placeholder holds their place under the page's heading. */
export const Loading: Story = {
  // A skeleton block; nothing of the page's own to shoot.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.promotions.mine, { delayMs: 'infinite' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Reward centre' })).toBeVisible();
    // The page's own region appears once the balance is in; the placeholder stays inside it.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-member-page] [data-skeleton]')).toBeVisible(),
    );
    await expect(canvas.queryByRole('list', { name: 'Your activities' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Claim' })).toBeNull();
  },
};

/** The activities fail to load: the error with a retry. */
export const LoadError: Story = {
  tags: ['no-visual'], // The kit's error state, shot in the records view's stories.
  parameters: { msw: mocks(answer(contract.promotions.mine, { error: 'UNKNOWN', status: 500 })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
