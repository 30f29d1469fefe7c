import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Multi-line text (remarks, feedback) with a live count / max counter.',
  avoid: 'One line: use TextField.',
  accessibility: {
    keyboard: 'Tab reaches it.',
    roles: 'A textbox named by its label and described by hint, error and the counter.',
    announcements: 'The counter is polite live (atomic), so the count is read after a pause in typing.',
  },
  i18nKeys: ['common:form.charactersCount'],
} satisfies ComponentGuidance;
