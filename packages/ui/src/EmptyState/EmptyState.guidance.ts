import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'What a list, table or page shows when it has nothing to show, with an optional action to get going.',
  avoid: 'A failure: use ErrorState. Still loading: use PageLoader or Skeleton.',
  accessibility: {
    keyboard: 'None of its own (its action is a Button).',
    roles: 'A heading (level 3 by default, to fit the outline) and text; the icon is decorative.',
    announcements: 'None.',
  },
  i18nKeys: ['common:status.empty'],
} satisfies ComponentGuidance;
