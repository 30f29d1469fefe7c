import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'QA pages: a machine drawn as a graph laid out by ELK — states as boxes (compound and parallel states hold their children), transitions as arrows labelled with event and guard — with the current states highlighted.',
  avoid: 'Anything players see: ELK is loaded only when a chart is drawn, and only Storybook draws one.',
  accessibility: {
    keyboard:
      'With onSelect, every state is a button (Tab, Enter or Space picks it). A chart wider than its pane scrolls in a focusable region.',
    roles:
      'A section named by the machine; each state is a group named by its key, current states carry aria-current, the picked state aria-pressed, and each state is described by its transitions.',
    announcements: 'None: the section is aria-busy while the chart is laid out.',
  },
  i18nKeys: [
    'common:stateChart.canvas',
    'common:stateChart.final',
    'common:stateChart.guard',
    'common:stateChart.initial',
    'common:stateChart.layingOut',
    'common:stateChart.parallel',
    'common:stateChart.selfTransition',
    'common:stateChart.title',
  ],
} satisfies ComponentGuidance;
