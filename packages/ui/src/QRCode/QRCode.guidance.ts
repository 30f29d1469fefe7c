import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A scannable code, such as the app download link in the side menu.',
  avoid: 'A picture: use <img>.',
  accessibility: {
    keyboard: 'None: not interactive.',
    roles: 'role="img" named by its `label` (say what scanning it does).',
    announcements: 'None.',
  },
  i18nKeys: [],
} satisfies ComponentGuidance;
