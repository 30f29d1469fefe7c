import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ActorRefFrom } from 'xstate';
import { mockCredentials } from '@portal/api-contract/mocks';
import { translateIssue } from '@portal/i18n';
import { smsCountdownDescribe, smsCountdownMachine } from '@portal/machines';
import { TextField, useTranslation } from '@portal/ui';
import { machineStories } from '../storybook/machineStories';
import { currentStates, replayWalkTo } from '../storybook/storyHelpers';
import { SmsCountdownButton } from './SmsCountdownButton';
import { provideSmsCountdownStory, smsCountdownStoryInput, smsCountdownWalk } from './SmsCountdown.walk';

/** A mobile input with the bound button in its end slot, as the login and register forms use it. */
function MobileWithButton({ actorRef }: { actorRef: ActorRefFrom<typeof smsCountdownMachine> }) {
  const { t } = useTranslation(['auth', 'validation']);
  // The mocks' member's number: the login code is sent to a known account.
  const [mobileNum, setMobileNum] = useState<string>(mockCredentials.mobile.mobileNum);
  const mobileError = useSelector(actorRef, (snapshot) => snapshot.context.mobileError);
  return (
    <TextField
      label={t('sms.mobileNumber')}
      type="tel"
      value={mobileNum}
      onChange={(event) => setMobileNum(event.target.value)}
      error={mobileError ? translateIssue(t, mobileError) : undefined}
      endSlot={
        <SmsCountdownButton
          actorRef={actorRef}
          mobileNum={mobileNum}
          countryDialingCode={mockCredentials.mobile.countryDialingCode}
          onContactSupport={fn()}
        />
      }
    />
  );
}

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: smsCountdownMachine,
  // The ticker never ticks and the throttles reopen at once: screenshots stay frozen.
  provide: provideSmsCountdownStory,
  input: smsCountdownStoryInput,
  describe: smsCountdownDescribe,
  render: (actorRef) => <MobileWithButton actorRef={actorRef} />,
});

const meta = {
  title: 'Machines/SmsCountdown',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  tags: ['visual-one-width'],
  ...overview(['flow', 'idle', 'throttle', 'open', 'captcha', 'hidden', 'captchaThrottle', 'open']),
};

// The live walk. Each walk story says `no-visual` itself (see `walk`).
const walkStory = walk(smsCountdownWalk);

/** QA sends the code to the mocks' member and ticks the countdown by hand. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walkStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'SEND mobileNum=9171234567, countryDialingCode=+63' }),
    );
    await waitFor(() => expect(currentStates(canvasElement)).toContain('counting'));
    await userEvent.click(canvas.getByRole('button', { name: 'TICK' }));
    await expect(await canvas.findByRole('button', { name: 'Resend in 59s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The rate-limit block only a server answer leads to: the replay switches it on and ticks it out. */
export const WalkReplayBlocked: Story = {
  tags: ['no-visual'],
  ...walkStory,
  play: async ({ canvasElement }) => {
    await replayWalkTo(
      canvasElement,
      'blocked',
      'Too many SMS code requests: sending is blocked for a few seconds',
    );
    await expect(currentStates(canvasElement)).toContain('blocked');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Try again in 0:03');
  },
};

/** Clicking send starts the countdown (the frozen ticker keeps it at 60 s). */
export const Idle: Story = {
  render: story('idle'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const resend = await canvas.findByRole('button', { name: 'Resend in 60s' });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    // Whether a scripted click's focus shows a ring depends on the story shown before it in the
    // same browser; the picture is about the countdown, so it is taken without focus.
    resend.blur();
    await waitFor(() =>
      expect(currentStates(canvasElement)).toEqual([
        'flow',
        'counting',
        'throttle',
        'open',
        'captcha',
        'hidden',
        'captchaThrottle',
        'open',
      ]),
    );
  },
};

export const InvalidMobile: Story = {
  render: story('invalidMobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Mobile number')).toBeInvalid();
  },
};

export const Sending: Story = {
  render: story('sending'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send code' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Timer frozen at 42 s for a stable screenshot. */
export const Counting: Story = {
  render: story('counting'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resend in 42s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Resendable: Story = {
  render: story('resendable'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resend code' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** SPEC §8: the server's message in a warning dialog with OK; the screenshot is the dialog. */
export const Warning: Story = {
  render: story('warning'),
  parameters: { visual: { selector: '[role="alertdialog"]' } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    await expect(dialog).toHaveAccessibleDescription('Daily SMS quota reached');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

/** The captcha dialog of a third code of the day, shot as the dialog (it is narrower on a phone). */
const captchaDialog = { visual: { selector: '[role="dialog"]' } };

async function findCaptchaDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'Security check' });
  await expect(dialog).toHaveAccessibleDescription(
    'You have asked for several codes today. Type the characters in the picture to get another.',
  );
  return dialog;
}

export const CaptchaLoading: Story = {
  render: story('captchaLoading'),
  parameters: captchaDialog,
  play: async () => {
    const dialog = await findCaptchaDialog();
    await expect(within(dialog).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** The server wants a captcha with this number's next code: the picture, its input and Cancel. */
export const CaptchaShown: Story = {
  render: story('captchaShown'),
  parameters: captchaDialog,
  play: async ({ canvasElement }) => {
    const dialog = await findCaptchaDialog();
    await expect(
      within(dialog).getByRole('img', { name: 'Captcha image: type the characters it shows' }),
    ).toBeVisible();
    const input = within(dialog).getByLabelText(/Captcha/, { selector: 'input' });
    await expect(input).toBeRequired();
    // No error shown yet (toBeInvalid would also count the empty required value, a race with enabling).
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    // The send button beside the number (hidden behind the modal dialog, whose own button shares
    // its name) waits while the dialog asks.
    const besideNumber = within(canvasElement)
      .getAllByRole('button', { name: 'Send code', hidden: true })
      .filter((button) => !dialog.contains(button));
    await expect(besideNumber).toHaveLength(1);
    await expect(besideNumber[0]).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A wrong answer: the translated error under the input, over the new picture. */
export const CaptchaWrong: Story = {
  render: story('captchaWrong'),
  parameters: captchaDialog,
  play: async () => {
    const dialog = await findCaptchaDialog();
    const input = within(dialog).getByLabelText(/Captcha/, { selector: 'input' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Captcha check failed');
  },
};

export const CaptchaUnavailable: Story = {
  render: story('captchaUnavailable'),
  parameters: captchaDialog,
  play: async () => {
    const dialog = await findCaptchaDialog();
    await expect(within(dialog).getByText('The captcha could not be loaded')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Get a new captcha' })).toBeVisible();
  },
};

export const Blocked: Story = {
  render: story('blocked'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Try again in 5:00');
    await expect(canvas.getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-disabled', 'true');
  },
};
