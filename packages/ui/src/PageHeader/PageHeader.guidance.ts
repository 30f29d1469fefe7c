import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'The top of a page or panel: breadcrumb, back button, title, description and actions.',
  avoid: 'The site header: use HeaderBar.',
  accessibility: {
    keyboard: 'Tab reaches the back button and actions; Enter or Space press them.',
    roles: 'A heading at the level you give; the back button is named "Back".',
    announcements: 'None.',
  },
  i18nKeys: ['nav:pageHeader.back'],
} satisfies ComponentGuidance;
