import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: "The portal's top bar: logo, main navigation, account actions.",
  avoid: 'Page-level titles: use PageHeader.',
  accessibility: {
    keyboard: 'Tab walks logo, links and actions.',
    roles:
      'The banner landmark (header) with a navigation landmark named "Main navigation"; the current section has aria-current="page".',
    announcements: 'None.',
  },
  i18nKeys: ['nav:header.mainNav'],
} satisfies ComponentGuidance;
