import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: "A member's picture, or their initials on a brand colour when there is no picture.",
  avoid: 'Decorative illustrations or icons: use Icon or an <img> with its own alt.',
  accessibility: {
    keyboard: 'None: not interactive.',
    roles: 'role="img" named by `alt` or the member\'s name; the initials themselves are hidden.',
    announcements: 'None.',
  },
  i18nKeys: [],
} satisfies ComponentGuidance;
