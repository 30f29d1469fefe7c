import { mockWhiteLabel } from '@portal/api-contract/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  mocks,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../storybook/PortalStory';

const meta = {
  title: 'Portal/Try for free',
  // The button is shot in Portal/Shell's logged-out header; these walk what it does.
  tags: ['no-visual'],
  ...portalStoryMeta,
  args: { path: '/', token: null },
  parameters: { ...portalStoryMeta.parameters, msw: mocks() },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor presses "Try for free": a trial session starts and the header turns to a signed-in
 * one; the member centre then refuses the trial with the real-account message.
 */
export const StartTrial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const header = canvas.getByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: 'Try for free' }));
    await expect(await within(header).findByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(within(header).queryByRole('button', { name: 'Try for free' })).not.toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'My account' }));
    const main = canvas.getByRole('main');
    await expect(await within(main).findByRole('heading', { name: /real account/iu })).toBeVisible();
  },
};

/** A white label without free play (FREEPLAY3 off) offers no trial. */
export const FreePlayOff: Story = {
  parameters: {
    msw: mocks(
      answer(contract.system.whiteLabel, {
        value: { ...mockWhiteLabel, flags: { ...mockWhiteLabel.flags, FREEPLAY3: false } },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(await within(header).findByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(within(header).queryByRole('button', { name: 'Try for free' })).not.toBeInTheDocument();
  },
};

/** The server refuses the trial: the visitor is told why and stays a visitor. */
export const TrialRefusedByServer: Story = {
  parameters: { msw: mocks(answer(contract.auth.freePlayLogin, { error: 'OPERATION_NOT_ALLOWED' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const header = canvas.getByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: 'Try for free' }));
    await waitFor(() => expect(within(document.body).getByText(/not allowed/iu)).toBeVisible());
    await expect(within(header).getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};
