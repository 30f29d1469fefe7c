import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Switching between views of the same context (login by phone or username, member centre sections).',
  avoid: 'Moving between pages: use links. Steps in order: use a flow.',
  accessibility: {
    keyboard:
      'Tab enters at the selected tab; arrows move and select; Home/End jump; Tab moves into the panel.',
    roles:
      'role="tablist" (name it with aria-label), tabs with aria-selected and aria-controls, tabpanels labelled by their tab.',
    announcements: 'None beyond the selected tab being read.',
  },
  i18nKeys: [],
} satisfies ComponentGuidance;
