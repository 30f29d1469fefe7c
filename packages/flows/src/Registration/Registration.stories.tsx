import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { registrationDescribe, registrationMachine, type RegistrationInput } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates, replayWalkTo } from '../storybook/storyHelpers';
import { RegistrationForm } from './RegistrationForm';
import {
  provideRegistrationStory,
  registrationStoryInput,
  registrationWalk,
  registrationWalkInput,
} from './Registration.walk';

const input = registrationStoryInput;
/** Seeded aurora and ember settings: the merchant turns the captcha on. */
const withCaptcha: RegistrationInput = {
  ...input,
  fields: { ...input.fields, captcha: { enabled: true, required: true } },
};

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: registrationMachine,
  provide: provideRegistrationStory,
  input: input,
  describe: registrationDescribe,
  render: (actorRef) => (
    <RegistrationForm
      actorRef={actorRef}
      dialingCodes={[{ code: '+63' }]}
      onContactSupport={fn()}
      onForgotPassword={fn()}
    />
  ),
});

const meta = {
  title: 'Machines/Registration',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  tags: ['visual-one-width'],
  ...overview(['affiliateField', 'shown', 'flow', 'editing', 'captcha', 'hidden', 'captchaThrottle', 'open']),
};

/*
 * The live walk, captcha on and SMS codes checked by the identity provider. Each walk story says
 * `no-visual` itself (see `walk`).
 */
const walkStory = walk(registrationWalk, registrationWalkInput);

/** QA registers a newcomer through the live machine, the mocks answering every step. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walkStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toContain('shown'));
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'SUBMIT password=Demo1234, confirmPassword=Demo1234, captcha=1234, termsAccepted=true, ageConfirmed=true, username=newplayer',
      }),
    );
    await waitFor(() => expect(currentStates(canvasElement)).toContain('done'));
  },
};

/** Picking the SMS check on the chart shows the way there; replaying it reaches the state. */
export const WalkReplay: Story = {
  tags: ['no-visual'],
  ...walkStory,
  play: async ({ canvasElement }) => {
    await replayWalkTo(canvasElement, 'verifyingSmsCode');
  },
};

/** Submitting without ticking the boxes shows the inline terms and age errors. */
export const Editing: Story = {
  render: story('editing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Invitation code/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText('Please read and agree to the terms and conditions')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /terms and conditions/i })).toBeInvalid();
    await expect(canvas.getByRole('checkbox', { name: /over 18 years old/ })).toHaveAccessibleDescription(
      'Please confirm that you are over 18 years old',
    );
  },
};

export const EditingMobile: Story = {
  render: story('editingMobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Mobile number', selected: true })).toBeVisible();
    await expect(canvas.getByLabelText(/Verification code/)).toBeVisible();
    await expect(canvas.queryByLabelText(/^Username/, { selector: 'input' })).not.toBeInTheDocument();
  },
};

export const CheckingUrlAffiliate: Story = {
  render: story('checkingUrlAffiliate'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Invitation code/)).toHaveValue('AFF123');
    await expect(canvas.getByText('Checking your invitation code…')).toBeVisible();
  },
};

/** The code from the URL is valid: no affiliate field, a note says it is applied. */
export const AffiliateHidden: Story = {
  render: story('affiliateHidden'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(/Invitation code/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Invitation code AFF123 applied');
  },
};

export const FieldErrors: Story = {
  render: story('fieldErrors'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please read and agree to the terms and conditions')).toBeVisible();
    await expect(canvas.getByText('Please confirm that you are over 18 years old')).toBeVisible();
    await expect(canvas.getByLabelText(/Confirm password/)).toBeInvalid();
  },
};

/** A typed invitation code the server does not know: warning above, error under the field. */
export const AffiliateInvalid: Story = {
  render: story('invalidInvitation'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid invitation code');
    await expect(canvas.getByLabelText(/Invitation code/)).toHaveAccessibleDescription(
      'Invalid invitation code',
    );
  },
};

/** The merchant turns the captcha on (seeded for aurora and ember): image, input and refresh. */
export const CaptchaShown: Story = {
  render: story('captchaShown', withCaptcha),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Captcha image: type the characters it shows' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/Captcha/, { selector: 'input' })).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Get a new captcha' })).toBeVisible();
  },
};

/** The server refused the captcha: the error, and a fresh image loading. */
export const CaptchaRefused: Story = {
  render: story('captchaRefused', withCaptcha),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/captcha/i);
    await expect(canvas.getByLabelText(/Captcha/, { selector: 'input' })).toBeVisible();
  },
};

export const VerifyingSmsCode: Story = {
  render: story('verifyingSmsCode'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Checking your SMS code…')).toBeVisible();
  },
};

export const VerifyingAffiliate: Story = {
  render: story('verifyingAffiliate'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Checking the invitation code…')).toBeVisible();
  },
};

export const Registering: Story = {
  render: story('registering'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign up' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Done: Story = {
  render: story('done'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your account is ready');
    await waitFor(() => expect(currentStates(canvasElement)).toContain('done'));
  },
};
