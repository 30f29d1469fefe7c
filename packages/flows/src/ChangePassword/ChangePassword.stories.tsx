import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { changePasswordDescribe, changePasswordMachine, type ChangePasswordInput } from '@portal/machines';
import { emptyValue, fakeMember, fakeVerification } from '../storybook/fakes';
import { machineStories } from '../storybook/machineStories';
import { stateStoryParameters } from '../storybook/storyHelpers';
import { ChangePasswordForm } from './ChangePasswordForm';

const machine = changePasswordMachine.provide({
  actors: {
    verifyHuman: fromPromise(async () => fakeVerification),
    changePassword: fromPromise(emptyValue),
    loadMemberInfo: fromPromise(async () => fakeMember),
  },
});
const input: ChangePasswordInput = { reason: 'voluntary' };

const { story, overview } = machineStories({
  machine,
  input: input,
  describe: changePasswordDescribe,
  render: (actorRef) => <ChangePasswordForm actorRef={actorRef} />,
});

const meta = { title: 'Machines/ChangePassword', parameters: stateStoryParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = overview(['editing']);

export const Forced: Story = {
  render: story('forced'),
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
