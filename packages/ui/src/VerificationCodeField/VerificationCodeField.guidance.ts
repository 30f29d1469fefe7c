import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A one-time code input with its send button and resend countdown (the SMS machine owns the timer).',
  avoid: 'Other text: use TextField.',
  accessibility: {
    keyboard: 'Tab reaches the input and the send button; the button is inert while counting down.',
    roles:
      'A labelled textbox with autocomplete="one-time-code"; the button\'s name follows its state (Send / Resend in n s).',
    announcements: 'The error under it is a polite live region.',
  },
  i18nKeys: [
    'forms:verificationCode.resend',
    'forms:verificationCode.resendIn',
    'forms:verificationCode.send',
  ],
} satisfies ComponentGuidance;
