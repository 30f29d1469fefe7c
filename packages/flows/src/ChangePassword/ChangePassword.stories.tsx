import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockCredentials, mockTokens } from '@portal/api-contract/mocks';
import { changePasswordDescribe, changePasswordMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates, replayWalkTo } from '../storybook/storyHelpers';
import {
  changePasswordStoryInput,
  changePasswordWalk,
  changePasswordWalkInput,
  provideChangePasswordStory,
} from './ChangePassword.walk';
import { ChangePasswordForm } from './ChangePasswordForm';

const input = changePasswordStoryInput;

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: changePasswordMachine,
  provide: provideChangePasswordStory,
  token: mockTokens.member,
  input: input,
  describe: changePasswordDescribe,
  render: (actorRef) => <ChangePasswordForm actorRef={actorRef} onContactSupport={fn()} />,
});

const meta = {
  title: 'Machines/ChangePassword',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  tags: ['visual-one-width'],
  ...overview(['flow', 'editing', 'captcha', 'hidden', 'captchaThrottle', 'open']),
};

/*
 * The live walk, with a captcha as CHNGPASSVERIF3 asks. Each walk story says `no-visual` itself
 * (see `walk`).
 */
const walkStory = walk(changePasswordWalk, changePasswordWalkInput);

const submitButton = {
  name: `SUBMIT oldPassword=${mockCredentials.member.password}, newPassword=Demo5678, confirmNewPassword=Demo5678, captcha=${mockCredentials.captcha}`,
};

/** QA changes the mocks' member's seeded password through the live machine. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walkStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toContain('shown'));
    await userEvent.click(canvas.getByRole('button', submitButton));
    await waitFor(() => expect(currentStates(canvasElement)).toContain('done'));
    await expect(await canvas.findByText('Your password has been changed')).toBeVisible();
  },
};

/** The account details failing after the change still end done: the password did change. */
export const WalkMemberInfoFails: Story = {
  tags: ['no-visual'],
  ...walkStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'Account details fail to load after login' }),
    );
    await waitFor(() => expect(currentStates(canvasElement)).toContain('shown'));
    await userEvent.click(canvas.getByRole('button', submitButton));
    await waitFor(() => expect(currentStates(canvasElement)).toContain('done'));
    // The flow region's own `done` event follows it in the log.
    const failed = within(canvas.getByRole('log'))
      .getAllByRole('listitem')
      .filter((entry) => entry.textContent?.includes('error: loadMemberInfo'));
    await expect(failed).toHaveLength(1);
    await expect(failed[0]).toHaveTextContent(
      /error: loadMemberInfo · .*flow\.reloadingLoginInfo.* → flow\.done,/,
    );
  },
};

/** Picking a state on the chart shows the way there, through the captcha; replaying reaches it. */
export const WalkReplay: Story = {
  tags: ['no-visual'],
  ...walkStory,
  play: async ({ canvasElement }) => {
    await replayWalkTo(canvasElement, 'changing');
  },
};

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

/** CHNGPASSVERIF3: the white label verifies a person behind every change with the captcha. */
export const Captcha: Story = {
  render: story('captcha'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Captcha image: type the characters it shows' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByLabelText(/Captcha/, { selector: 'input' })).toBeInvalid();
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
