import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A decorative, ever-growing jackpot figure on the lobby.',
  avoid: 'Real amounts of money: use Amount or StatCard.',
  accessibility: {
    keyboard: 'None: not interactive.',
    roles: 'Screen readers hear only "Current jackpot"; the changing figure is hidden.',
    announcements: 'None, on purpose: a ticking number would be noise.',
  },
  i18nKeys: ['lobby:jackpot.label', 'lobby:jackpot.title'],
} satisfies ComponentGuidance;
