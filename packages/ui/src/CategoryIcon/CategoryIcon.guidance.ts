import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'The icon of a game category (slots, live casino, fishing\u2026) in menus and filters.',
  avoid: 'Any other icon: use Icon.',
  accessibility: {
    keyboard: 'None: not interactive.',
    roles: 'Alone it is role="img" named by the translated category; beside a visible label it is hidden.',
    announcements: 'None.',
  },
  i18nKeys: ['nav:*'],
} satisfies ComponentGuidance;
