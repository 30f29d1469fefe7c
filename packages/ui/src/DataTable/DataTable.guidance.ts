import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Records such as deposits, bets or team reports: a sortable table, or cards in a narrow container, with totals.',
  avoid: 'A short label/value list (use StatCard) or a ranked list (use Leaderboard).',
  accessibility: {
    keyboard: 'Tab reaches the scrollable region and the sort buttons; Enter or Space sort.',
    roles:
      'A table with a caption in a focusable named region; sortable headers are buttons, the sorted column carries aria-sort; the card layout has a "Sort by" group of pressed buttons.',
    announcements: 'aria-busy while loading.',
  },
  i18nKeys: ['account:dataTable.*', 'account:dataTable.sortBy', 'account:dataTable.total'],
} satisfies ComponentGuidance;
