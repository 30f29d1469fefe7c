import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { mockCredentials } from '@portal/api-contract/mocks';
import { forgotPasswordDescribe, forgotPasswordMachine, type ForgotPasswordInput } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates } from '../storybook/storyHelpers';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const input: ForgotPasswordInput = { method: 'email' };

const {
  meta: machineMeta,
  story,
  overview,
} = machineStories({
  machine: forgotPasswordMachine,
  provide: (actors) => actors.forgotPassword,
  input: input,
  describe: forgotPasswordDescribe,
  render: (actorRef) => <ForgotPasswordForm actorRef={actorRef} />,
});

const meta = { title: 'Machines/ForgotPassword', ...machineMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['editing']) };

/** The mocks' member asks for the link with the e-mail they registered. */
export const ByEmail: Story = {
  render: story('byEmail'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Username/), mockCredentials.member.username);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), mockCredentials.memberEmail);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(
      await canvas.findByText('Check your inbox for the link to reset your password'),
    ).toBeVisible();
  },
};

export const ByMobile: Story = {
  render: story('byMobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Mobile number/)).toBeVisible();
    await expect(canvas.getByLabelText(/Verification code/)).toBeVisible();
    await expect(canvas.getByLabelText(/New password/)).toBeVisible();
  },
};

export const FieldErrors: Story = {
  render: story('fieldErrors'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Username/)).toBeInvalid();
    await expect(canvas.getByLabelText(/Email/)).toBeInvalid();
  },
};

export const AccountNotFound: Story = {
  render: story('accountNotFound'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const SendingEmail: Story = {
  render: story('sendingEmail'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reset password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const EmailSent: Story = {
  render: story('emailSent'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Check your inbox');
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    // The chart is laid out after the first render.
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['closed']));
  },
};

export const Resetting: Story = {
  render: story('resetting'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reset password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoggingIn: Story = {
  render: story('loggingIn'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Signing you in with your new password…')).toBeVisible();
  },
};
