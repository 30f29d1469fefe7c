import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'One icon of the bundled set, in the current text colour.',
  avoid: 'Game categories: use CategoryIcon. Pictures of people: use Avatar.',
  accessibility: {
    keyboard: 'None: not interactive.',
    roles: 'Decorative (aria-hidden) by default; with `label` it is role="img" named by the label.',
    announcements: 'None.',
  },
  i18nKeys: [],
} satisfies ComponentGuidance;
