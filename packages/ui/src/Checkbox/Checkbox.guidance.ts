import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A single yes/no choice in a form, such as accepting terms.',
  avoid: 'Choosing one of several options: use RadioGroup. An instant setting or an action: use Button.',
  accessibility: {
    keyboard: 'Tab reaches it; Space toggles it.',
    roles:
      'role="checkbox" with aria-checked, named by its label; aria-invalid and aria-describedby point at the error.',
    announcements: 'The error under it is a polite live region.',
  },
  i18nKeys: [],
} satisfies ComponentGuidance;
