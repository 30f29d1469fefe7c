import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A placeholder in the shape of content that is loading (rows, cards).',
  avoid: 'When the shape is unknown: use PageLoader.',
  accessibility: {
    keyboard: 'None: not interactive.',
    roles: 'Hidden from assistive technology; the region that loads says aria-busy (or shows a PageLoader).',
    announcements: 'None. The shimmer stops under reduced motion.',
  },
  i18nKeys: [],
} satisfies ComponentGuidance;
