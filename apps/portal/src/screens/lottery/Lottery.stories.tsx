import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../storybook/PortalStory';
import { portalPopups } from '../../popups/portalPopups';

const meta = {
  title: 'Portal/Lottery',
  // The page is shot in Portal/Centres' lottery story; these walk its play buttons.
  tags: ['no-visual'],
  ...portalStoryMeta,
  args: {
    path: '/lottery',
    token: mockTokens.member,
    popups: { game: portalPopups.game, trialRefused: portalPopups.trialRefused },
  },
  parameters: { ...portalStoryMeta.parameters, msw: mocks() },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member plays a lottery: its game opens in the game popup. */
export const PlayLottery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    // Until the stored session is read, who is asking is not known and a launch waits for it.
    await canvas.findByRole('button', { name: 'Deposit' });
    const games = await canvas.findByRole('list', { name: 'Lottery games' });
    await userEvent.click(within(games).getByRole('button', { name: 'Play North Lottery 1' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'North Lottery 1' });
    await waitFor(() =>
      expect(
        within(dialog)
          .getByTitle(/North Lottery 1/u)
          .getAttribute('src'),
      ).toContain('game=LOTT-VN-01'),
    );
  },
};

/** A trial account is refused the lottery with the real-account message. */
export const TrialRefused: Story = {
  args: { token: mockTokens.trial },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    // Until the stored session is read, who is asking is not known and a launch waits for it.
    await canvas.findByRole('button', { name: 'Deposit' });
    const games = await canvas.findByRole('list', { name: 'Lottery games' });
    await userEvent.click(within(games).getByRole('button', { name: 'Play North Lottery 1' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText(/sign up for a real account/iu)).toBeVisible();
  },
};
