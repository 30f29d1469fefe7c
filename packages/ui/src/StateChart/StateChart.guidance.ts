import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'QA pages: a machine drawn as nested regions with its transitions and the current states highlighted.',
  avoid: 'Anything players see.',
  accessibility: {
    keyboard: 'None: not interactive.',
    roles:
      'A section named by the machine; each state lists its transitions; current states carry aria-current.',
    announcements: 'None.',
  },
  i18nKeys: [
    'common:stateChart.current',
    'common:stateChart.final',
    'common:stateChart.guard',
    'common:stateChart.initial',
    'common:stateChart.parallel',
    'common:stateChart.selfTransition',
    'common:stateChart.title',
  ],
} satisfies ComponentGuidance;
