import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Passwords and other secrets, with a show/hide toggle.',
  avoid: 'Other text: use TextField.',
  accessibility: {
    keyboard: 'Tab reaches the input and the toggle; Enter or Space toggle.',
    roles: 'A labelled textbox; the toggle keeps the name "Show password" and reports aria-pressed.',
    announcements: 'The error under it is a polite live region.',
  },
  i18nKeys: ['common:form.hidePassword', 'common:form.showPassword'],
} satisfies ComponentGuidance;
