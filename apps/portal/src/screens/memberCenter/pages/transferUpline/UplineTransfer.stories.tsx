import { mockCredentials, mockWithdrawOptions } from '@portal/api-contract/mocks';
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
  title: 'Portal/Member upline transfer',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  // The mocks' demo member is under agentone and holds ₱10,000.00, with a withdraw password set.
  args: { path: '/member?page=transferUpline', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-member-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const { member, withdrawPassword } = mockCredentials;

async function transferForm(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const form = await canvas.findByRole('form', { name: 'Transfer to upline' });
  return { canvas, form: within(form) };
}

/** The demo member as member.info answers them, without anyone above. */
const withoutUpline = answer(contract.member.info, {
  value: {
    id: 1005,
    account: member.username,
    nickname: 'Demo Member',
    type: 0,
    iconUrl: null,
    uplineAccount: null,
  },
});

/** The form: to agentone, at most the main wallet's balance, with the withdraw password. */
export const TransferForm: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, form } = await transferForm(canvasElement);
    await expect(
      canvas.getByText('The money goes from your main wallet to your upline, agentone.'),
    ).toBeVisible();
    await expect(form.getByLabelText(/^Amount/)).toHaveAccessibleDescription('Available balance: ₱10,000.00');
    await expect(form.getByLabelText(/^Withdrawal password/, { selector: 'input' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Transfer now' })).toBeEnabled();
  },
};

/** A transfer made: the form says so, and the header's balance and the summary drop without a reload. */
export const TransferLowersTheBalance: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas, form } = await transferForm(canvasElement);
    const header = within(canvas.getByRole('banner'));
    await waitFor(() =>
      expect(header.getByRole('group', { name: 'Balance' })).toHaveTextContent('₱10,000.00'),
    );
    await userEvent.type(form.getByLabelText(/^Amount/), '1,250.50');
    await userEvent.type(
      form.getByLabelText(/^Withdrawal password/, { selector: 'input' }),
      withdrawPassword,
    );
    await userEvent.click(form.getByRole('button', { name: 'Transfer now' }));
    await expect(await canvas.findByText('₱1,250.50 sent to agentone.')).toBeVisible();
    await waitFor(() =>
      expect(header.getByRole('group', { name: 'Balance' })).toHaveTextContent('₱8,749.50'),
    );
    await expect(canvas.getByText('Main wallet now: ₱8,749.50')).toBeVisible();
  },
};

/** A wrong withdraw password: refused in words and under the field, nothing sent. */
export const WrongWithdrawPassword: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await transferForm(canvasElement);
    await userEvent.type(form.getByLabelText(/^Amount/), '100');
    await userEvent.type(form.getByLabelText(/^Withdrawal password/, { selector: 'input' }), '654321');
    await userEvent.click(form.getByRole('button', { name: 'Transfer now' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'The withdrawal password is wrong: nothing was sent.',
    );
    await expect(
      form.getByLabelText(/^Withdrawal password/, { selector: 'input' }),
    ).toHaveAccessibleDescription(/Wrong withdrawal password/);
    // The reference shows the refusal, not where focus was left.
    const focused = canvasElement.ownerDocument.activeElement;
    if (focused instanceof HTMLElement) focused.blur();
  },
};

/** An account without an upline: the page says there is no one to send to, and shows no form. */
export const NoUpline: Story = {
  parameters: { msw: mocks(withoutUpline) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByText(/Your account has no upline/)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Transfer to upline' })).toBeNull();
  },
};

/** No withdraw password set yet: the page sends the member to the security centre to set one. */
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
    await expect(await canvas.findByText(/needs your withdrawal password/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Set a withdrawal password' })).toHaveAttribute(
      'href',
      '/member?page=securityCenter',
    );
    await expect(canvas.queryByRole('form', { name: 'Transfer to upline' })).toBeNull();
  },
};

/** What the form needs fails to load: the page offers to try again instead of a form. */
export const LoadError: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.funds.withdrawOptions, { error: 'SYSTEM_MAINTENANCE' })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: /Try again/ })).not.toHaveLength(0);
    await expect(canvas.queryByRole('form', { name: 'Transfer to upline' })).toBeNull();
  },
};
