import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'One figure in a report summary (deposits, commission), with an optional hint.',
  avoid: 'Many records: use DataTable.',
  accessibility: {
    keyboard: 'None: not interactive.',
    roles: 'A description list, so the label and value stay paired for screen readers.',
    announcements: 'None.',
  },
  i18nKeys: [],
} satisfies ComponentGuidance;
