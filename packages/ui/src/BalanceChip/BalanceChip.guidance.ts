import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: "The player's balance in the header, with show/hide and refresh.",
  avoid: 'Any other amount of money (use Amount) or a figure in a report (use StatCard).',
  accessibility: {
    keyboard: 'Tab reaches the hide toggle and the refresh button; Enter or Space operate them.',
    roles: 'A named group; the hide toggle reports aria-pressed; refresh is aria-busy while it runs.',
    announcements: 'A polite status says "Refreshing balance" while the refresh is on its way.',
  },
  i18nKeys: [
    'common:balance.hidden',
    'common:balance.hide',
    'common:balance.label',
    'common:balance.refresh',
    'common:balance.refreshing',
  ],
} satisfies ComponentGuidance;
