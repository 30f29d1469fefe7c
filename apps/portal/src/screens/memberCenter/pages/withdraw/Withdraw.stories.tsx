import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockWithdrawOptions } from '@portal/api-contract/mocks';
import { scriptedSocket } from '../../../../storybook/harness';
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
  title: 'Portal/Member withdraw',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/member?page=withdraw', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-member-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page past its heading: the form, the confirmations waiting and the withdrawals so far. */
async function withdrawPage(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const form = await canvas.findByRole('form', { name: 'Withdraw' });
  const confirmations = canvas.getByRole('region', { name: 'Waiting for your confirmation' });
  const history = canvas.getByRole('region', { name: 'Your withdrawals' });
  return { canvas, form: within(form), confirmations: within(confirmations), history: within(history) };
}

/** The form to a bound account, the two paid-out withdrawals to confirm, and the last 30 days'. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const { form, confirmations, history } = await withdrawPage(canvasElement);
    await expect(form.getAllByRole('radio')).toHaveLength(2);
    await expect(form.getByText(/You can withdraw up to ₱10,000\.00 now\./)).toBeVisible();
    await expect(confirmations.getAllByRole('button', { name: /^Confirm receipt of / })).toHaveLength(2);
    await expect(
      confirmations.getByRole('button', { name: 'Confirm receipt of ₱1,500.00 to ****1234' }),
    ).toBeVisible();
    // The five newest, and the way to the rest in the account record.
    await expect(await history.findAllByRole('listitem')).toHaveLength(5);
    await expect(
      history.getByRole('link', { name: 'All withdrawals in the account record' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/member\?page=transactionHistory&type=WITHDRAW&startDate=/),
    );
  },
};

/** A withdrawal through the summary: it shows as requested, and first in the list, in review. */
export const WithdrawToBank: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas, form, history } = await withdrawPage(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: /^BDO/ }));
    await userEvent.type(form.getByLabelText(/^Amount/), '750');
    await userEvent.type(form.getByLabelText(/^Withdrawal password/), '123456');
    await userEvent.click(form.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm withdrawal' }));
    await expect(
      await canvas.findByText(
        /^Withdrawal WD-\d+-75000 of ₱750\.00 to BDO \*{4}1234 · Demo Member requested\.$/,
      ),
    ).toBeVisible();
    await waitFor(() => expect(history.getAllByRole('listitem')[0]).toHaveTextContent(/₱750\.00.*Pending/));
  },
};

/** "Partly received" with what arrived: the answer is recorded and the withdrawal leaves the list. */
export const ConfirmPartlyReceived: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { confirmations } = await withdrawPage(canvasElement);
    await userEvent.click(
      confirmations.getByRole('button', { name: 'Confirm receipt of ₱1,500.00 to ****1234' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm receipt' }));
    await expect(dialog.getByText('Amount sent: ₱1,500.00')).toBeVisible();
    await expect(dialog.getByText(/treated as received/)).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Partly received' }));
    await userEvent.type(dialog.getByLabelText(/Amount received/), '1200');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await dialog.findByText('Your answer: Partly received (₱1,200.00)')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(confirmations.getAllByRole('button', { name: /^Confirm receipt of / })).toHaveLength(1),
    );
    await expect(confirmations.getByRole('button', { name: /^Confirm receipt of ₱420\.00/ })).toBeVisible();
  },
};

/** Opened from the notice's link: the confirmation of that withdrawal is up at once. */
export const ConfirmationFromNotice: Story = {
  args: { path: '/member?page=withdraw&confirm=WD-0002' },
  parameters: { visual: { fit: 'page', selector: '[role="dialog"]' } },
  play: async ({ canvasElement }) => {
    // The dialog is up at once, over the page (which it hides from assistive technology meanwhile).
    await shellReady(canvasElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm receipt' }));
    await expect(dialog.getByText('Amount sent: ₱420.00')).toBeVisible();
    await expect(dialog.getAllByRole('radio')).toHaveLength(4);
    // Nothing picked yet: the answer cannot be sent.
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The back office paid a withdrawal out while the member was on another page: the notice says so. */
export const PaidOutNotice: Story = {
  args: {
    path: '/member?page=depositv2',
    openSocket: scriptedSocket([
      { type: 'ready', memberId: 1005 },
      { type: 'withdrawal', withdrawalId: 'WD-0001', amount: 150_000, awaitingConfirmation: true },
    ]),
  },
  parameters: { visual: { fit: 'page', selector: '[data-toast]' } },
  play: async ({ canvasElement }) => {
    await shellReady(canvasElement);
    const region = within(await screen.findByRole('region', { name: /^Notifications/ }));
    await expect(await region.findByText('Your withdrawal of ₱1,500.00 was paid out')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Confirm receipt' })).toBeVisible();
  },
};

/** The notice's button opens the withdraw page with that withdrawal's confirmation. */
export const PaidOutNoticeOpens: Story = {
  ...PaidOutNotice,
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const regionElement = await screen.findByRole('region', { name: /^Notifications/ });
    const region = within(regionElement);
    const action = await region.findByRole('button', { name: 'Confirm receipt' });
    // Radix lets the region take the pointer once it has counted its toasts (a frame after they show).
    await waitFor(() => expect(getComputedStyle(regionElement).pointerEvents).not.toBe('none'));
    await userEvent.click(action);
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm receipt' }));
    await expect(dialog.getByText('Amount sent: ₱1,500.00')).toBeVisible();
    await expect(await canvas.findByRole('form', { name: 'Withdraw', hidden: true })).toBeInTheDocument();
  },
};

/** No withdraw password yet: the form gives way to the security centre. */
export const NoWithdrawPassword: Story = {
  parameters: {
    msw: mocks(
      answer(contract.funds.withdrawOptions, {
        value: { ...mockWithdrawOptions('Demo Member', 1_000_000), hasWithdrawPassword: false },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const notice = await canvas.findByText(/Set a withdrawal password in the security centre/, undefined);
    await expect(notice).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the security centre' })).toHaveAttribute(
      'href',
      '/member?page=securityCenter',
    );
    await expect(canvas.queryByRole('form', { name: 'Withdraw' })).toBeNull();
  },
};

/** The limits and accounts fail to load: the page offers to try again, the lists still show. */
export const OptionsError: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.funds.withdrawOptions, { error: 'SYSTEM_MAINTENANCE' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: /Try again/ })).not.toHaveLength(0);
    await expect(canvas.queryByRole('form', { name: 'Withdraw' })).toBeNull();
    await expect(await canvas.findByRole('region', { name: 'Waiting for your confirmation' })).toBeVisible();
  },
};
