import { mockCredentials } from '@portal/api-contract/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { portalPopups } from '../../popups/portalPopups';
import {
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../storybook/PortalStory';

const meta = {
  title: 'Portal/Member security centre',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/member?page=securityCenter', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-member-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const { member } = mockCredentials;

async function securityCentre(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const form = await canvas.findByRole('form', { name: 'Withdraw password' }, { timeout: 10_000 });
  return { canvas, form: within(form) };
}

/** The profile, the login password's change and the withdraw password (one is set: changing asks for it). */
export const SecurityCentre: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, form } = await securityCentre(canvasElement);
    const profile = within(canvas.getByRole('region', { name: 'Your profile' }));
    await expect(profile.getByText(member.username)).toBeVisible();
    await expect(form.getByLabelText(/^Current withdraw password/)).toBeVisible();
    await expect(form.getByLabelText(/^New withdraw password/)).toHaveAccessibleDescription('6 digits');
  },
};

/** A new withdraw password of six digits, confirmed: saved, and the form is emptied. */
export const ChangeWithdrawPassword: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { form } = await securityCentre(canvasElement);
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
  play: async ({ canvasElement }) => {
    const { form } = await securityCentre(canvasElement);
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
    const { form } = await securityCentre(canvasElement);
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
    const { canvas } = await securityCentre(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Change password' });
    await expect(within(dialog).getByLabelText(/^Current password/)).toBeVisible();
  },
};
