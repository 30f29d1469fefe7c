import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Progress towards a target: mission steps, turnover, points.',
  avoid: 'Loading of unknown length: use PageLoader or Spinner.',
  accessibility: {
    keyboard: 'None: not interactive.',
    roles: 'role="progressbar" with aria-valuenow/min/max and a value text ("3 of 10"), named by its label.',
    announcements: 'None.',
  },
  i18nKeys: ['account:progress.fraction'],
} satisfies ComponentGuidance;
