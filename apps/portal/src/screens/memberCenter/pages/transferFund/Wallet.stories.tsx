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
  title: 'Portal/Member wallet',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  // A multi-wallet merchant (as ember and lagoon): the member holds money in the PG and JDB wallets.
  args: { path: '/member?page=transferFund', token: mockTokens.member, walletMode: 'multi' },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-member-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

async function walletPage(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const wallets = await canvas.findByRole('region', { name: 'Your wallets' });
  // Game wallets go by their vendors' names once the game menus have arrived.
  await within(wallets).findByText('JDB Gaming');
  return { canvas, wallets };
}

/** Every wallet with what it holds, and the form that moves money between them. */
export const Wallets: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, wallets } = await walletPage(canvasElement);
    await expect(within(wallets).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(wallets).getByText('PG Soft').parentElement).toHaveTextContent('₱1,250.00');
    await expect(canvas.getByRole('form', { name: 'Move money between wallets' })).toBeVisible();
  },
};

/**
 * A transfer into a game wallet: the wallets, the header's balance and the form's message follow
 * the server's answer at once; then "Recall all" empties every game wallet.
 */
export const TransferAndRecall: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas, wallets } = await walletPage(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: /Game wallet/ }));
    await userEvent.click(await body.findByRole('option', { name: /^Fa Chai ·/ }));
    await userEvent.type(canvas.getByLabelText(/^Amount/), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer now' }));
    await expect(await canvas.findByText('₱100.00 moved from Main wallet to Fa Chai.')).toBeVisible();
    await waitFor(() =>
      expect(within(wallets).getByText('Fa Chai').parentElement).toHaveTextContent('₱100.00'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Make another transfer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Recall all to main wallet' }));
    await expect(
      await canvas.findByText('₱1,750.50 brought back to the main wallet from your game wallets.'),
    ).toBeVisible();
  },
};

/** More than the main wallet holds: the form offers a deposit, which opens the deposit page. */
export const ShortOfMoney: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas } = await walletPage(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: /Game wallet/ }));
    await userEvent.click(await body.findByRole('option', { name: /^Fa Chai ·/ }));
    await userEvent.type(canvas.getByLabelText(/^Amount/), '9999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer now' }));
    const form = within(canvas.getByRole('form', { name: 'Move money between wallets' }));
    await expect(await form.findByText(/does not hold enough to move into a game/)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Deposit' }));
    await expect(await canvas.findByRole('form', { name: 'Deposit' })).toBeVisible();
  },
};

/** A single-wallet merchant (the default mocks, as aurora): nothing to move, and the page says so. */
export const SingleWallet: Story = {
  args: { walletMode: 'single' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByText(/keeps one wallet for every game/)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Move money between wallets' })).toBeNull();
  },
};

/** The balances fail to load: the page offers to try again instead of a form with no wallets. */
export const BalanceError: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.wallet.balance, { error: 'SYSTEM_MAINTENANCE' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: /Try again/ })).not.toHaveLength(0);
    await expect(canvas.queryByRole('form', { name: 'Move money between wallets' })).toBeNull();
  },
};
