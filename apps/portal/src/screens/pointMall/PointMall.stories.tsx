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
} from '../../storybook/PortalStory';

const meta = {
  title: 'Portal/Points mall',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/pointMall', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-point-mall]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The mall past its heading: the points, once read, their worth and the goods. Each is a read of
 * its own, and a play clicks only once all have grown the page: the click scrolls its button into
 * view, and a late row above it would leave the page behind a dialog at another scroll each run.
 */
async function mall(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const goods = within(await canvas.findByRole('list', { name: 'Goods' }));
  await waitFor(() => expect(canvas.getByText('12,500')).toBeVisible());
  await waitFor(() => expect(canvas.getByText('100 points = ₱1.00')).toBeVisible());
  return { canvas, goods };
}

/** Opens a reward's redeem dialog from its card. */
async function openRedeem(canvasElement: HTMLElement, name: string) {
  const { canvas, goods } = await mall(canvasElement);
  await userEvent.click(goods.getByRole('button', { name: `Redeem ${name}` }));
  const dialog = within(await screen.findByRole('dialog', { name: `Redeem ${name}` }));
  return { canvas, dialog };
}

/** The points (never expiring), what they are worth, the three tabs and the goods with their stock. */
export const Goods: Story = {
  // The whole page is shot by Portal/Centres' PointMall story.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas, goods } = await mall(canvasElement);
    await expect(canvas.getByText('Your points never expire')).toBeVisible();
    await expect(canvas.getByText('100 points = ₱1.00')).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Goods',
      'Redeem history',
      'Points details',
    ]);
    await expect(goods.getAllByRole('listitem')).toHaveLength(8);
    await expect(goods.getByRole('heading', { name: 'Headphones' })).toBeVisible();
    await expect(goods.getByText('For players with ₱2,000.00 in valid bets')).toBeVisible();
  },
};

/** The headphones' dialog filled in: the points before and after, the address and the password. */
export const RedeemDialog: Story = {
  // Shot again after a fresh render at the phone width: a centred dialog (stories.visual.ts).
  tags: ['remount-per-width'],
  parameters: { visual: { fit: 'page', selector: '[role="dialog"]' } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openRedeem(canvasElement, 'Headphones');
    await expect(dialog.getByText('1,500 points · 3 left')).toBeVisible();
    await expect(dialog.getByText('11,000')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Receiving address/), '1 Rizal Avenue, Manila');
    await userEvent.type(dialog.getByLabelText(/^Withdrawal password/), '123456');
    await expect(dialog.getByRole('button', { name: 'Redeem now' })).toBeEnabled();
    const focused = canvasElement.ownerDocument.activeElement;
    if (focused instanceof HTMLElement) focused.blur();
    // The dialog's rounded corners show the page behind it: back at the top, they show the same
    // part of it every run, wherever the click on the goods' button had scrolled the phone's page.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** Redeemed: In Process, the points and stock read again, and first in the redeem history. */
export const RedeemSuccess: Story = {
  // The redeemed dialog is shot by Machines/PointsMove's Redeemed story.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await openRedeem(canvasElement, 'Headphones');
    await userEvent.type(dialog.getByLabelText(/^Receiving address/), '1 Rizal Avenue, Manila');
    await userEvent.type(dialog.getByLabelText(/^Withdrawal password/), '123456');
    // A double click sends one redemption.
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Redeem now' }));
    await expect(await dialog.findByText('Headphones redeemed for 1,500 points.')).toBeVisible();
    await expect(dialog.getByText('Points left: 11,000')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.getByText('11,000')).toBeVisible());
    // The goods' stock is a read of its own, refreshed after the redemption.
    await waitFor(() => expect(canvas.getByText('2 left')).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: 'Redeem history' }));
    await waitFor(() =>
      expect(canvas.getAllByRole('row')[1]).toHaveTextContent(
        /Headphones.*1,500.*In process.*1 Rizal Avenue, Manila/,
      ),
    );
  },
};

/** A wrong withdraw password: said under the field and above the form; nothing was spent. */
export const RedeemRefused: Story = {
  // The refusal's look is shot by Machines/PointsMove's OutOfStock and NoWithdrawPassword stories.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { dialog } = await openRedeem(canvasElement, 'Mobile load');
    await userEvent.type(dialog.getByLabelText(/^Mobile number/), '9171234567');
    await userEvent.type(dialog.getByLabelText(/^Withdrawal password/), '654321');
    await userEvent.click(dialog.getByRole('button', { name: 'Redeem now' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The withdrawal password is wrong: nothing was spent.',
    );
    await expect(dialog.getByLabelText(/^Withdrawal password/)).toHaveAccessibleDescription(
      /Wrong withdrawal password/,
    );
  },
};

/** No withdraw password set yet: the dialog says where to set one. */
export const RedeemNoWithdrawPassword: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: mocks(
      answer(contract.points.redeem, {
        error: 'OPERATION_NOT_ALLOWED',
        issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordNotSet' }],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openRedeem(canvasElement, 'Bonus credit');
    await userEvent.type(dialog.getByLabelText(/^Withdrawal password/), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Redeem now' }));
    const alert = within(await dialog.findByRole('alert'));
    await expect(alert.getByText(/You have not set a withdrawal password yet/)).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Go to the security centre' })).toHaveAttribute(
      'href',
      '/member?page=securityCenter',
    );
  },
};

/** Points to balance: what they give, then the points and the wallet read again. */
export const Convert: Story = {
  // The converted dialog is shot by Machines/PointsMove's Converted story.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas } = await mall(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Convert points' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Convert points' }));
    await userEvent.type(dialog.getByLabelText(/^Points to convert/), '2000');
    await expect(dialog.getByText('You receive ₱20.00')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Withdrawal password/), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Convert now' }));
    await expect(
      await dialog.findByText('2,000 points converted: ₱20.00 added to your main wallet.', {}),
    ).toBeVisible();
    await expect(dialog.getByText('Points left: 10,500')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.getByText('10,500')).toBeVisible());
  },
};

/** The redemptions rejected, from the address: the filter says so and every row is Rejected. */
export const History: Story = {
  args: { path: '/pointMall?tab=history&status=REJECTED' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Redeem history', selected: true })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: 'Status' })).toHaveTextContent('Rejected');
    // A table on wide screens, cards on phones: the records are read by their text.
    const records = within(canvas.getByRole('region', { name: 'Your redemptions' }));
    await waitFor(() => expect(records.getAllByText('Out of stock')).toHaveLength(8));
    await expect(records.getAllByText('Rejected')).toHaveLength(8);
    await expect(records.queryByText('In process')).not.toBeInTheDocument();
    await expect(records.queryByText('Approved')).not.toBeInTheDocument();
    await expect(records.getByText('Bonus credit')).toBeVisible();
  },
};

/** Points details by source from the address, paged: slots only, and the second page. */
export const Details: Story = {
  // The same table layout as History.
  tags: ['no-visual'],
  args: { path: '/pointMall?tab=details' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Points details', selected: true })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveTextContent(/Slots.*\+349.*6,929/));
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    await userEvent.click(canvas.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).not.toHaveTextContent('+349'));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Source' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Slots' }));
    const sources = () =>
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent ?? '');
    await waitFor(() => expect(sources().length).toBeGreaterThan(0));
    await waitFor(() => expect(sources().every((text) => text.includes('Slots'))).toBe(true));
  },
};

/** Nothing to redeem, and nothing redeemed yet. */
export const Empty: Story = {
  args: { path: '/pointMall' },
  parameters: { msw: mocks(answer(contract.points.rewards, { value: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No rewards available right now' }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText('12,500')).toBeVisible());
  },
};

/** The redeem history with no redemptions: its own empty state. */
export const HistoryEmpty: Story = {
  // The same empty state as Empty, under another tab.
  tags: ['no-visual'],
  args: { path: '/pointMall?tab=history' },
  parameters: {
    msw: mocks(
      answer(contract.points.redeemHistory, {
        value: { content: [], pageNo: 1, pageSize: 20, totalPages: 0, totalElements: 0 },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'You have not redeemed anything yet' }),
    ).toBeVisible();
  },
};

/** The details when their call fails: the error and a retry in place of the table. */
export const DetailsError: Story = {
  // The error state every records view shows (Portal/Centres' PointMallError shoots this page's).
  tags: ['no-visual'],
  args: { path: '/pointMall?tab=details' },
  parameters: { msw: mocks(answer(contract.points.transactions, { error: 'UNKNOWN', status: 500 })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible());
    await expect(canvas.getByRole('button', { name: /Try again|Retry/ })).toBeVisible();
  },
};
