import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loginDescribe, loginMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates, walkLogEntries } from '../storybook/storyHelpers';
import { LoginForm } from './LoginForm';
import { loginStoryInput, loginWalk, provideLoginStory } from './Login.walk';

const input = loginStoryInput;

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: loginMachine,
  provide: provideLoginStory,
  input,
  describe: loginDescribe,
  render: (actorRef) => (
    <LoginForm
      actorRef={actorRef}
      dialingCodes={[{ code: '+63' }]}
      onContactSupport={fn()}
      onRegister={fn()}
      onForgotPassword={fn()}
      onOpenTerms={fn()}
    />
  ),
});

const meta = {
  title: 'Machines/Login',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  tags: ['visual-one-width'],
  ...overview(['active', 'flow', 'editing', 'captcha', 'hidden', 'captchaThrottle', 'open']),
};

// The live walk. Each walk story says `no-visual` itself (see `walk`).
const walkStory = walk(loginWalk);

/** QA walks the live machine: events it accepts are buttons (with the samples' payloads), the log shows each move. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walkStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toContain('editing'));
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'SUBMIT username=returningmember, password=Demo1234, rememberMe=true',
      }),
    );
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['loggedIn']));
    const log = walkLogEntries(canvasElement);
    await expect(
      log.some((entry) => /SUBMIT username=returningmember.*editing.*→.*authenticating/.test(entry)),
    ).toBe(true);
    await expect(log.at(-1)).toMatch(/done: loadMemberInfo · .*loadingMemberInfo.* → loggedIn$/);
    await expect(await canvas.findByText('Welcome back!')).toBeVisible();
  },
};

/** Picking a state on the chart shows the shortest way there; replaying it reaches the state. */
export const WalkReplay: Story = {
  tags: ['no-visual'],
  ...walkStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^answering/ }));
    await expect(await canvas.findByRole('heading', { name: 'Shortest way to answering' })).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: 'Shortest way to answering' })).getAllByRole(
      'listitem',
    );
    await expect(steps[0]).toHaveTextContent('Send SUBMIT username=newlocation, password=Demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Replay from the start' }));
    await expect(await canvas.findByText('Arrived: the machine entered answering.')).toBeVisible();
    await expect(currentStates(canvasElement)).toEqual(['secondVerification', 'answering']);
    await expect(canvas.getByRole('heading', { name: "Verify it's you" })).toBeVisible();
  },
};

/** A state only a server answer leads to: the replay switches that answer on and says so. */
export const WalkReplayServerAnswer: Story = {
  tags: ['no-visual'],
  ...walkStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^unavailable/ }));
    await expect(await canvas.findByText('Switch on: Captcha images fail to load')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Replay from the start' }));
    await expect(await canvas.findByText('Arrived: the machine entered unavailable.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Captcha images fail to load' })).toBeChecked();
    await expect(currentStates(canvasElement)).toContain('unavailable');
    await expect(canvas.getByText('The captcha could not be loaded')).toBeVisible();
  },
};

export const Editing: Story = {
  render: story('editing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Username', selected: true })).toBeVisible();
    await expect(canvas.queryByLabelText(/captcha/i, { selector: 'input' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findAllByText('Input cannot be empty')).toHaveLength(2);
  },
};

export const EditingSms: Story = {
  render: story('editingSms'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'SMS code', selected: true })).toBeVisible();
    await expect(canvas.getByLabelText(/Mobile number/)).toBeVisible();
    await expect(canvas.getByLabelText(/Verification code/)).toBeVisible();
  },
};

export const FieldErrors: Story = {
  render: story('fieldErrors'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Username/, { selector: 'input' })).toHaveAccessibleDescription(
      'Input cannot be empty',
    );
    await expect(canvas.getByLabelText(/Password/, { selector: 'input' })).toBeInvalid();
  },
};

export const Failed: Story = {
  render: story('failed'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/username or password/i);
  },
};

export const CaptchaLoading: Story = {
  render: story('captchaLoading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Captcha/, { selector: 'input' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** The server asked for a captcha: its input and image appear under the password. */
export const CaptchaRequired: Story = {
  render: story('captchaShown'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Captcha/, { selector: 'input' })).toBeRequired();
    await expect(
      canvas.getByRole('img', { name: 'Captcha image: type the characters it shows' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Get a new captcha' }));
    await waitFor(() =>
      expect(currentStates(canvasElement)).toEqual([
        'active',
        'flow',
        'editing',
        'captcha',
        'shown',
        'captchaThrottle',
        'open',
      ]),
    );
  },
};

export const CaptchaUnavailable: Story = {
  render: story('captchaUnavailable'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The captcha could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get a new captcha' })).toBeVisible();
  },
};

export const Authenticating: Story = {
  render: story('authenticating'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Log in' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const AuthenticatingWithProvider: Story = {
  render: story('authenticatingWithProvider'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Finish signing in in the pop-up window')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A login from a new location: the methods the server offers, in its order. */
export const ChoosingSecondVerification: Story = {
  render: story('choosingSecondVerification'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "Verify it's you" })).toBeVisible();
    const methods = within(canvas.getByRole('group', { name: 'Choose how to verify' })).getAllByRole(
      'button',
    );
    await expect(methods.map((button) => button.textContent)).toEqual([
      'SMS code',
      'Email code',
      'Authenticator code',
      'Bank account name',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticator code' }));
    await expect(await canvas.findByLabelText(/Authenticator code/)).toBeVisible();
  },
};

/** SMS chosen: the code input with its send button; sending starts the resend countdown. */
export const SecondVerificationCode: Story = {
  render: story('secondVerificationCode'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/SMS code/, { selector: 'input' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: /Resend in \d+ s/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const SecondVerificationCodeSent: Story = {
  render: story('secondVerificationCodeSent'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Resend in 4[12] s/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Use another method' })).toBeVisible();
  },
};

export const SendingSecondVerificationCode: Story = {
  render: story('sendingSecondVerificationCode'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send code' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const SecondVerificationBankName: Story = {
  render: story('secondVerificationBankName'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Bank account name/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
  },
};

export const SecondVerificationWrongAnswer: Story = {
  render: story('secondVerificationWrongAnswer'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/verification code/i);
    await userEvent.type(canvas.getByLabelText(/Authenticator code/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('Welcome back!')).toBeVisible();
  },
};

export const VerifyingSecondFactor: Story = {
  render: story('verifyingSecondFactor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Checking your answer…')).toBeVisible();
  },
};

/** The challenge ran out (too many tries or expired): back to the form with the reason. */
export const SecondVerificationExpired: Story = {
  render: story('secondVerificationExpired'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const SigningIn: Story = {
  render: story('signingIn'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Signing you in…')).toBeVisible();
  },
};

export const Refused: Story = {
  render: story('refused', { ...input, page: 'agent' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Agent login' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/agent/i);
  },
};

/** Logged in with the default weak password: the popup gives way to the change-password popup. */
export const ForcedPasswordChange: Story = {
  render: story('passwordChangeRequired'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Change your password to continue' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('You are still using the default password');
    // The chart is laid out after the first render.
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['passwordChangeRequired']));
  },
};

export const LoggedIn: Story = {
  render: story('loggedIn'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Welcome back!');
  },
};
