import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Choosing one of a few options, all visible (e.g. reset by SMS or email).',
  avoid: 'Many options: use Select. A yes/no: use Checkbox.',
  accessibility: {
    keyboard: 'Tab enters at the chosen option; arrow keys move and choose.',
    roles:
      'A fieldset named by its legend; role="radiogroup" of radios; aria-invalid and the error on the group.',
    announcements: 'The error under it is a polite live region.',
  },
  i18nKeys: [],
} satisfies ComponentGuidance;
