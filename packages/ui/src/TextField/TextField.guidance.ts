import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Single-line text input in a form, with label, hint and error.',
  avoid:
    'Secrets (PasswordField), phone numbers (PhoneField), codes (VerificationCodeField), long text (Textarea).',
  accessibility: {
    keyboard: 'Tab reaches it.',
    roles:
      'A textbox named by its label, described by hint and error; aria-invalid when wrong, aria-required when required.',
    announcements: 'The error under it is a polite live region.',
  },
  i18nKeys: [],
} satisfies ComponentGuidance;
