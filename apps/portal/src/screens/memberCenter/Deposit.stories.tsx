import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockNoPlayerLimits } from '@portal/api-contract/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../storybook/PortalStory';

const meta = {
  title: 'Portal/Member deposit',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/member?page=depositv2', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-member-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

async function depositPage(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const form = await canvas.findByRole('form', { name: 'Deposit' }, { timeout: 10_000 });
  return { canvas, form: within(form) };
}

/** A member with no deposit limit who has never deposited: the first deposit offers a limit. */
const firstDeposit: PortalStoryArgs['seedWorld'] = (world) =>
  Object.assign(world, {
    playerLimits: mockNoPlayerLimits(),
    accountRecords: world.accountRecords.filter((record) => record.type !== 'DEPOSIT'),
  });

/** The first deposit without a deposit limit: a short offer above the form, linking to the limits. */
export const FirstDepositLimitOffer: Story = {
  args: { seedWorld: firstDeposit },
  play: async ({ canvasElement }) => {
    const { canvas } = await depositPage(canvasElement);
    const offer = within(await canvas.findByRole('region', { name: 'Deposit limit' }, { timeout: 10_000 }));
    await expect(
      offer.getByText('Your first deposit: a deposit limit helps you keep your play in check.'),
    ).toBeVisible();
    await expect(offer.getByRole('link', { name: 'Set a deposit limit' })).toHaveAttribute(
      'href',
      '/member?page=limits',
    );
    await expect(offer.getByRole('button', { name: 'Not now' })).toBeVisible();
  },
};

/** Put aside, the offer goes and stays away for this login; the form is untouched. */
export const DismissDepositLimitOffer: Story = {
  tags: ['no-visual'],
  args: { seedWorld: firstDeposit },
  play: async ({ canvasElement }) => {
    const { canvas, form } = await depositPage(canvasElement);
    const offer = await canvas.findByRole('region', { name: 'Deposit limit' }, { timeout: 10_000 });
    await userEvent.click(within(offer).getByRole('button', { name: 'Not now' }));
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Deposit limit' })).not.toBeInTheDocument(),
    );
    await expect(form.getAllByRole('radio')).toHaveLength(4);
  },
};

/** The white label's channels, each with its limits and fee. */
export const Channels: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await depositPage(canvasElement);
    await expect(form.getAllByRole('radio')).toHaveLength(4);
    await expect(
      form.getByRole('radio', { name: /^GCash · ₱100\.00 to ₱20,000\.00 · Fee 1\.5%$/ }),
    ).toBeVisible();
  },
};

/** An order by e-wallet for a preset amount: its number and status, and the link to pay it there. */
export const OrderByEWallet: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas, form } = await depositPage(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: /^GCash/ }));
    await userEvent.click(form.getByRole('button', { name: '₱300.00' }));
    await expect(form.getByText('You receive ₱295.50 after the ₱4.50 fee.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Deposit now' }));
    await expect(await canvas.findByText('Order DP-CH-GCASH-30000 for ₱300.00 created.')).toBeVisible();
    await expect(canvas.getByText('Status: Waiting for your payment')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Pay with GCash/ })).toHaveAttribute('target', '_blank');
  },
};

/** Too much for the chosen channel: the field says its limit, in money, and nothing is ordered. */
export const AboveChannelLimit: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await depositPage(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: /^QR Ph/ }));
    await userEvent.type(form.getByLabelText(/^Amount/), '10000.01');
    await userEvent.click(form.getByRole('button', { name: 'Deposit now' }));
    await expect(form.getByLabelText(/^Amount/)).toHaveAccessibleDescription(/₱10,000\.00/);
  },
};

/** No channel open for this white label: the page says so instead of an empty form. */
export const NoChannels: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.funds.depositChannels, { value: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(
      await canvas.findByText(/Deposits are not available right now/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Deposit' })).toBeNull();
  },
};

/** The channels fail to load: the page offers to try again. */
export const ChannelsError: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.funds.depositChannels, { error: 'SYSTEM_MAINTENANCE' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(
      await canvas.findAllByRole('button', { name: /Try again/ }, { timeout: 10_000 }),
    ).not.toHaveLength(0);
    await expect(canvas.queryByRole('form', { name: 'Deposit' })).toBeNull();
  },
};
