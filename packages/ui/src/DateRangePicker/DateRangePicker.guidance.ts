import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A from/to date filter for reports and histories, with presets (today, last 7 days\u2026).',
  avoid: 'A single date: use a TextField of type date.',
  accessibility: {
    keyboard:
      "Tab: start date, end date, presets. The native date inputs have the platform's keyboard picker; Enter or Space apply a preset.",
    roles:
      'A named group with two labelled date inputs; presets are pressed buttons in a labelled list; invalid ranges set aria-invalid.',
    announcements: 'The summary line is polite live, so a new range is read.',
  },
  i18nKeys: [
    'common:datePresets.*',
    'common:datePresets.endDate',
    'common:datePresets.label',
    'common:datePresets.startDate',
    'forms:dateRange.endBeforeStart',
    'forms:dateRange.presets',
    'forms:dateRange.summary',
  ],
} satisfies ComponentGuidance;
