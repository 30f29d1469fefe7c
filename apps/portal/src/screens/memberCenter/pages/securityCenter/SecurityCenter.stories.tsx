import { mockCredentials, mockWithdrawOptions } from '@portal/api-contract/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalPopups } from '../../../../popups/portalPopups';
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
  title: 'Portal/Member security centre',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/member?page=securityCenter', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    // The whole page; a story about one section shoots that section alone (`data-section`).
    visual: { fit: 'page', selector: '[data-member-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const { member } = mockCredentials;

/** The login history's attempts have arrived (the page is shot only once they have). */
async function loginHistoryShown(canvasElement: HTMLElement) {
  const section = within(await within(canvasElement).findByRole('region', { name: 'Login history' }));
  await expect((await section.findAllByText('Failed: wrong password')).length).toBeGreaterThan(0);
}

async function securityCenter(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const form = await canvas.findByRole('form', { name: 'Withdraw password' });
  return { canvas, form: within(form) };
}

/**
 * The profile, the login password's change, the withdraw password (one is set: changing asks for
 * it), the withdraw accounts and the login history (Portal/Member login history has its states).
 */
export const SecurityCenter: Story = {
  // Code says Center (the spec's ids); the name shown in Storybook is English copy.
  name: 'Security Centre',
  // Played, not shot: each section is shot by its own stories (profile, sessions, authenticator,
  // withdraw password and accounts, login history), and the whole page was a 5,000-pixel picture.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas, form } = await securityCenter(canvasElement);
    const profile = within(canvas.getByRole('region', { name: 'Your profile' }));
    await expect(profile.getByText(member.username)).toBeVisible();
    // The VIP label and level, once the header state has arrived.
    await expect(await profile.findByText('VIP 2 · Level 2')).toBeVisible();
    await expect(form.getByLabelText(/^Current withdraw password/)).toBeVisible();
    await expect(form.getByLabelText(/^New withdraw password/)).toHaveAccessibleDescription('6 digits');
    await loginHistoryShown(canvasElement);
  },
};

/** A new withdraw password of six digits, confirmed: saved, and the form is emptied. */
export const ChangeWithdrawPassword: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { form } = await securityCenter(canvasElement);
    // Pasted: the seeded password's braces are key names to userEvent.type.
    await userEvent.click(form.getByLabelText(/^Login password/));
    await userEvent.paste(member.password);
    await userEvent.type(form.getByLabelText(/^Current withdraw password/), mockCredentials.withdrawPassword);
    await userEvent.type(form.getByLabelText(/^New withdraw password/), '246810');
    await userEvent.type(form.getByLabelText(/^Confirm new withdraw password/), '246810');
    await userEvent.click(form.getByRole('button', { name: 'Change withdraw password' }));
    await expect(await form.findByText('Your withdraw password is saved.')).toBeVisible();
    await expect(form.getByLabelText(/^New withdraw password/)).toHaveValue('');
  },
};

/** Letters in the new one and a confirmation that differs: each field says why, nothing is sent. */
export const WithdrawPasswordErrors: Story = {
  parameters: {
    visual: {
      fit: 'page',
      selector: '[data-section="withdrawPassword"]',
      // The section's top edge lands on a fraction of a pixel after the errors reflow the page:
      // its one-pixel border row (720 pixels wide) is drawn in either of two shades between runs.
      antiAliasedPixels: 720,
    },
  },
  play: async ({ canvasElement }) => {
    const { form } = await securityCenter(canvasElement);
    await userEvent.type(form.getByLabelText(/^New withdraw password/), '12ab56');
    await userEvent.type(form.getByLabelText(/^Confirm new withdraw password/), '123456');
    await userEvent.click(form.getByRole('button', { name: 'Change withdraw password' }));
    await expect(form.getByLabelText(/^Login password/)).toHaveAccessibleDescription('Input cannot be empty');
    await expect(form.getByLabelText(/^New withdraw password/)).toHaveAccessibleDescription(/6 digits./);
    await expect(form.queryByText('Your withdraw password is saved.')).toBeNull();
    // The reference shows the errors, not where focus was left.
    const focused = canvasElement.ownerDocument.activeElement;
    if (focused instanceof HTMLElement) focused.blur();
  },
};

/** A wrong login password: the server refuses, and the page says so in words. */
export const WrongLoginPassword: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { form } = await securityCenter(canvasElement);
    await userEvent.type(form.getByLabelText(/^Login password/), 'not-my-password');
    await userEvent.type(form.getByLabelText(/^Current withdraw password/), mockCredentials.withdrawPassword);
    await userEvent.type(form.getByLabelText(/^New withdraw password/), '246810');
    await userEvent.type(form.getByLabelText(/^Confirm new withdraw password/), '246810');
    await userEvent.click(form.getByRole('button', { name: 'Change withdraw password' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Incorrect username or password');
  },
};

/** "Change password" opens the change-password popup, which asks for the current one. */
export const ChangeLoginPassword: Story = {
  tags: ['no-visual'],
  args: { popups: { changePassword: portalPopups.changePassword } },
  play: async ({ canvasElement }) => {
    const { canvas } = await securityCenter(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Change password' });
    await expect(within(dialog).getByLabelText(/^Current password/)).toBeVisible();
  },
};

/** The withdraw accounts section and its form to bind another. */
async function withdrawAccounts(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const section = await canvas.findByRole('region', { name: 'Withdraw accounts' });
  const form = await within(section).findByRole('form', { name: 'Add a withdraw account' });
  return { section: within(section), form: within(form) };
}

/** Nothing typed, then a number with a slash: each field says what is wrong, and nothing is bound. */
export const WithdrawAccountErrors: Story = {
  parameters: { visual: { fit: 'page', selector: '[data-section="withdrawAccounts"]' } },
  play: async ({ canvasElement }) => {
    const { section, form } = await withdrawAccounts(canvasElement);
    await expect(section.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.type(form.getByLabelText(/^Account number/), '12/34');
    await userEvent.click(form.getByRole('button', { name: 'Add account' }));
    await expect(form.getByLabelText(/^Bank or e-wallet/)).toHaveAccessibleDescription(
      /Input cannot be empty/,
    );
    await expect(form.getByLabelText(/^Account name/)).toHaveAccessibleDescription(/Input cannot be empty/);
    await expect(form.getByLabelText(/^Account number/)).toHaveAccessibleDescription(
      /Letters and digits only, no special characters, 4 to 34 characters/,
    );
    await expect(section.getAllByRole('listitem')).toHaveLength(2);
    // The reference shows the errors, not where focus was left.
    const focused = canvasElement.ownerDocument.activeElement;
    if (focused instanceof HTMLElement) focused.blur();
  },
};

/** A bank account bound: the form says so and the list shows it, masked, without a reload. */
export const AddWithdrawAccount: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { section, form } = await withdrawAccounts(canvasElement);
    await expect(section.getByText('BDO')).toBeVisible();
    await expect(section.getByText('****1234')).toBeVisible();
    await userEvent.type(form.getByLabelText(/^Bank or e-wallet/), 'BPI');
    await userEvent.type(form.getByLabelText(/^Account name/), 'Demo Member');
    await userEvent.type(form.getByLabelText(/^Account number/), '0012 3456 7890');
    await userEvent.click(form.getByRole('button', { name: 'Add account' }));
    await expect(
      await form.findByText('BPI ****7890 is bound: withdrawals can be paid to it.'),
    ).toBeVisible();
    await waitFor(() => expect(section.getAllByRole('listitem')).toHaveLength(3));
    await expect(section.getAllByRole('listitem')[2]).toHaveTextContent('BPI ****7890Demo Member');
  },
};

/** The same account bound twice: the server refuses, and the page says so in words. */
export const WithdrawAccountExists: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.funds.addWithdrawAccount, { error: 'ACCOUNT_EXISTS' })) },
  play: async ({ canvasElement }) => {
    const { section, form } = await withdrawAccounts(canvasElement);
    await userEvent.type(form.getByLabelText(/^Bank or e-wallet/), 'BDO');
    await userEvent.type(form.getByLabelText(/^Account name/), 'Demo Member');
    await userEvent.type(form.getByLabelText(/^Account number/), '000011111234');
    await userEvent.click(form.getByRole('button', { name: 'Add account' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('This account is bound already.');
    await expect(section.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Five accounts bound, the most allowed: the list, and no form to bind another. */
export const WithdrawAccountsFull: Story = {
  parameters: {
    visual: { fit: 'page', selector: '[data-section="withdrawAccounts"]' },
    msw: mocks(
      answer(contract.funds.withdrawOptions, {
        value: {
          ...mockWithdrawOptions('Demo Member', 1_000_000),
          accounts: ['BDO 1234', 'GCash 9876', 'BPI 7890', 'Maya 5521', 'UnionBank 0042'].map(
            (entry, index) => {
              const [bankName = '', last = ''] = entry.split(' ');
              return {
                accountId: `ACC-${index + 1}`,
                bankName,
                accountNumber: `****${last}`,
                accountName: 'Demo Member',
              };
            },
          ),
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Withdraw accounts' }));
    await expect(await section.findByText('You have bound the most accounts allowed (5).')).toBeVisible();
    await expect(section.getAllByRole('listitem')).toHaveLength(5);
    await expect(section.queryByRole('form', { name: 'Add a withdraw account' })).toBeNull();
  },
};
