import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A ranked list of players (points, tournaments), with the signed-in player highlighted.',
  avoid: 'Recent wins: use WinnerBoard. Tabular records: use DataTable.',
  accessibility: {
    keyboard: 'None: not interactive.',
    roles:
      'A named ordered list; medals are named; the player\'s own row has aria-current and the word "You", not colour alone.',
    announcements: 'None.',
  },
  i18nKeys: [
    'account:leaderboard.empty',
    'account:leaderboard.medal.*',
    'account:leaderboard.rank',
    'account:leaderboard.you',
  ],
} satisfies ComponentGuidance;
