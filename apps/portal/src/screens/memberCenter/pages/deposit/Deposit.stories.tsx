import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  MOCK_PNG_BYTES,
  mockCredentials,
  mockOpenDeposits,
  mockProcessingDeposit,
} from '@portal/api-contract/mocks';
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
  const form = await canvas.findByRole('form', { name: 'Deposit' });
  return { canvas, form: within(form) };
}

/** A member with no deposit limit who has never deposited: the first deposit offers a limit. */
const firstDeposit: PortalStoryArgs['seedWorld'] = (world) => {
  world.playerLimits.delete(mockCredentials.member.username);
  Object.assign(world, {
    accountRecords: world.accountRecords.filter((record) => record.type !== 'DEPOSIT'),
    depositOrders: [],
  });
};

/** The first deposit without a deposit limit: a short offer above the form, linking to the limits. */
export const FirstDepositLimitOffer: Story = {
  args: { seedWorld: firstDeposit },
  play: async ({ canvasElement }) => {
    const { canvas } = await depositPage(canvasElement);
    const offer = within(await canvas.findByRole('region', { name: 'Deposit limit' }));
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
    const offer = await canvas.findByRole('region', { name: 'Deposit limit' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Not now' }));
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Deposit limit' })).not.toBeInTheDocument(),
    );
    await expect(form.getAllByRole('radio')).toHaveLength(4);
  },
};

/** No open orders: the form alone, with no list of orders under it. */
const noOpenOrders: PortalStoryArgs['seedWorld'] = (world) => Object.assign(world, { depositOrders: [] });

/** The white label's channels, each with its limits and fee, and whether it needs a proof of payment. */
export const Channels: Story = {
  args: { seedWorld: noOpenOrders },
  play: async ({ canvasElement }) => {
    const { canvas, form } = await depositPage(canvasElement);
    await expect(form.getAllByRole('radio')).toHaveLength(4);
    await expect(
      form.getByRole('radio', { name: /^GCash · ₱100\.00 to ₱20,000\.00 · Fee 1\.5%$/ }),
    ).toBeVisible();
    await expect(
      form.getByRole('radio', { name: /^USDT \(TRC20\) · .* · No fee · Proof of payment needed$/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Your open deposit orders' })).toBeNull();
  },
};

/** The region of the open orders, once its list has loaded. */
async function openOrders(canvasElement: HTMLElement) {
  // Not through depositPage: once an order is placed its result stands where the form was.
  const canvas = await shellReady(canvasElement);
  const region = await canvas.findByRole('region', { name: 'Your open deposit orders' });
  await waitFor(() => expect(region.querySelector('[data-skeleton]')).toBeNull());
  return { canvas, region: within(region) };
}

/** Two earlier orders still open on return: amount, channel, time, status, the proof, and what can be done. */
export const OpenOrders: Story = {
  args: {
    seedWorld: (world) =>
      Object.assign(world, {
        depositOrders: [...mockOpenDeposits(), mockProcessingDeposit()].map((order) => ({
          owner: mockCredentials.member.username,
          order,
        })),
      }),
  },
  play: async ({ canvasElement }) => {
    const { region } = await openOrders(canvasElement);
    const items = await region.findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const [usdt, gcash] = items.map((item) => within(item));
    await expect(items[0]).toHaveTextContent(
      /₱2,000\.00.*USDT \(TRC20\) · ordered .*Order DP-CH-USDT-200000/,
    );
    await expect(usdt?.getByText('Status: Waiting for your payment')).toBeVisible();
    await expect(
      usdt?.getByRole('img', { name: 'Proof of payment for order DP-CH-USDT-200000' }),
    ).toBeVisible();
    await expect(
      usdt?.getByRole('button', { name: 'Cancel order DP-CH-USDT-200000 of ₱2,000.00' }),
    ).toBeEnabled();
    await expect(gcash?.getByText('Status: Payment received, being credited')).toBeVisible();
    await expect(gcash?.getByText('No proof of payment sent')).toBeVisible();
    await expect(gcash?.getByText('Being credited: it can no longer be cancelled.')).toBeVisible();
    await expect(gcash?.queryByRole('button')).toBeNull();
  },
};

/** An unpaid order cancelled from the list: it says so, and the order leaves the list. */
export const CancelOpenOrder: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { region } = await openOrders(canvasElement);
    await userEvent.click(region.getByRole('button', { name: /^Cancel order DP-CH-USDT-200000/ }));
    await expect(await region.findByText('Order DP-CH-USDT-200000 cancelled.')).toBeVisible();
    await waitFor(() => expect(region.queryAllByRole('listitem')).toHaveLength(0));
  },
};

/** While the open orders load, a placeholder holds their place under their heading, beside the form. */
export const OpenOrdersLoading: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.funds.openDeposits, { delayMs: 'infinite' })) },
  play: async ({ canvasElement }) => {
    const { canvas, form } = await depositPage(canvasElement);
    await expect(form.getAllByRole('radio')).toHaveLength(4);
    const region = await canvas.findByRole('region', { name: 'Your open deposit orders' });
    await expect(region.querySelector('[data-skeleton]')).toBeVisible();
  },
};

/** The open orders fail to load: their section offers to try again; the form still works. */
export const OpenOrdersError: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.funds.openDeposits, { error: 'SYSTEM_MAINTENANCE' })) },
  play: async ({ canvasElement }) => {
    const { form } = await depositPage(canvasElement);
    await expect(form.getAllByRole('radio')).toHaveLength(4);
    const { region } = await openOrders(canvasElement);
    await expect(await region.findByRole('button', { name: /Try again/ })).toBeVisible();
  },
};

/** An order on USDT with a picture of the payment: it uploads, the order is written and joins the list. */
export const DepositWithProof: Story = {
  tags: ['no-visual'],
  args: { seedWorld: noOpenOrders },
  play: async ({ canvasElement }) => {
    const { canvas, form } = await depositPage(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: /^USDT/ }));
    await userEvent.click(form.getByRole('button', { name: '₱1,000.00' }));
    const proof = within(form.getByRole('group', { name: /^Proof of payment/ }));
    await userEvent.upload(
      proof.getByLabelText(/^Choose images/),
      new File([MOCK_PNG_BYTES], 'transfer.png', { type: 'image/png' }),
    );
    await expect(await proof.findByRole('img', { name: 'transfer.png' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Deposit now' }));
    await expect(await canvas.findByText('Order DP-CH-USDT-100000 for ₱1,000.00 created.')).toBeVisible();
    const { region } = await openOrders(canvasElement);
    await expect(await region.findByText('Order DP-CH-USDT-100000')).toBeVisible();
    await expect(
      region.getByRole('img', { name: 'Proof of payment for order DP-CH-USDT-100000' }),
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
    // The open orders below list the new order with the same status: look in the order's result.
    const placed = within(canvas.getByRole('region', { name: 'Deposit' }));
    await expect(placed.getByText('Status: Waiting for your payment')).toBeVisible();
    await expect(placed.getByRole('link', { name: /^Pay with GCash/ })).toHaveAttribute('target', '_blank');
  },
};

/** Too much for the chosen channel: the field says its limit, in money, and nothing is ordered. */
export const AboveChannelLimit: Story = {
  args: { seedWorld: noOpenOrders },
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
    await expect(await canvas.findByText(/Deposits are not available right now/)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Deposit' })).toBeNull();
  },
};

/** The channels fail to load: the page offers to try again. */
export const ChannelsError: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.funds.depositChannels, { error: 'SYSTEM_MAINTENANCE' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: /Try again/ })).not.toHaveLength(0);
    await expect(canvas.queryByRole('form', { name: 'Deposit' })).toBeNull();
  },
};
