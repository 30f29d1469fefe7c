import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockCredentials, mockTokens } from '@portal/api-contract/mocks';
import { changePasswordDescribe, changePasswordMachine, type ChangePasswordInput } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { ChangePasswordForm } from './ChangePasswordForm';

const input: ChangePasswordInput = { reason: 'voluntary' };

const {
  meta: machineMeta,
  story,
  overview,
} = machineStories({
  machine: changePasswordMachine,
  provide: (actors) => actors.changePassword,
  token: mockTokens.member,
  input: input,
  describe: changePasswordDescribe,
  render: (actorRef) => <ChangePasswordForm actorRef={actorRef} />,
});

const meta = { title: 'Machines/ChangePassword', ...machineMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['editing']) };

/** Forced after logging in with the default password, which the mocks' member still has. */
export const Forced: Story = {
  render: story('forced', input, { knownOldPassword: mockCredentials.member.password }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('default password');
    await expect(canvas.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^New password/), 'newPass123');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'newPass123');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Your password has been changed')).toBeVisible();
  },
};

export const Voluntary: Story = {
  render: story('voluntary'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Current password/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const FieldErrors: Story = {
  render: story('fieldErrors'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Current password/)).toBeInvalid();
    await expect(canvas.getByLabelText(/Confirm new password/)).toBeInvalid();
  },
};

export const Failed: Story = {
  render: story('failed'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Incorrect username or password',
    );
  },
};

export const VerifyingHuman: Story = {
  render: story('verifyingHuman'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Checking that you are human…')).toBeVisible();
  },
};

export const Changing: Story = {
  render: story('changing'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Change password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Done: Story = {
  render: story('done'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your password has been changed',
    );
  },
};
