import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Shows where a page sits in the hierarchy, with links to its ancestors.',
  avoid:
    "Step-by-step progress through a flow, or as the only way back on mobile: use PageHeader's back button.",
  accessibility: {
    keyboard: 'Tab walks the links; Enter follows one.',
    roles:
      'A navigation landmark (named "Breadcrumb") around an ordered list; the last item has aria-current="page".',
    announcements: 'None.',
  },
  i18nKeys: ['nav:breadcrumb.label'],
} satisfies ComponentGuidance;
