import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A "Back to top" button on long pages; appears past a threshold.',
  avoid: 'Short pages, or in-page navigation: use links to headings.',
  accessibility: {
    keyboard: 'Tab reaches it when shown; Enter or Space scroll to the top.',
    roles: 'A named button; nothing is rendered when hidden, so nothing invisible takes focus.',
    announcements: 'None.',
  },
  i18nKeys: ['nav:scrollToTop.label'],
} satisfies ComponentGuidance;
