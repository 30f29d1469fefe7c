import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { mockCredentials } from '@portal/api-contract/mocks';
import { forgotPasswordDescribe, forgotPasswordMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates, replayWalkTo } from '../storybook/storyHelpers';
import {
  forgotPasswordByMobileInput,
  forgotPasswordStoryInput,
  forgotPasswordWalk,
  provideForgotPasswordStory,
} from './ForgotPassword.walk';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: forgotPasswordMachine,
  provide: provideForgotPasswordStory,
  input: forgotPasswordStoryInput,
  describe: forgotPasswordDescribe,
  render: (actorRef) => <ForgotPasswordForm actorRef={actorRef} />,
});

const meta = {
  title: 'Machines/ForgotPassword',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['editing']) };

/*
 * The live walks, one per white-label method. Each walk story says `no-visual` itself (see
 * `walk`).
 */

/** QA asks the mocks' member's reset link, typed as they registered it. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walk(forgotPasswordWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['editing']));
    await userEvent.click(
      canvas.getByRole('button', { name: 'SUBMIT username=demomember, email=demomember@aurora.example' }),
    );
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['emailSent']));
    await expect(
      await canvas.findByText('Check your inbox for the link to reset your password'),
    ).toBeVisible();
  },
};

/**
 * By mobile, the login with the new password names the account the reset answered (the mocks'
 * member, registered by name, holds the number): the replay reaches the end with no switch.
 */
export const WalkByMobileReplay: Story = {
  tags: ['no-visual'],
  ...walk(forgotPasswordWalk, forgotPasswordByMobileInput),
  play: async ({ canvasElement }) => {
    await replayWalkTo(canvasElement, 'done');
    await expect(currentStates(canvasElement)).toEqual(['done']);
  },
};

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
