import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Any action on the page: submit, confirm, open a dialog. Variants set the emphasis; one primary per view.',
  avoid:
    'Going to another page: use a link (pass an <a> with `asChild`). Toggling a setting on and off: use Checkbox.',
  accessibility: {
    keyboard:
      'Tab reaches it, even when disabled or loading; Enter or Space press it (swallowed while inert).',
    roles:
      'A native button; disabled and loading use aria-disabled (and aria-busy) so it stays focusable. An icon-only button needs aria-label.',
    announcements: 'None of its own; its label is read on focus.',
  },
  i18nKeys: [],
} satisfies ComponentGuidance;
