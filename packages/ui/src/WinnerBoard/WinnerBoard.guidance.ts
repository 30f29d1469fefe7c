import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Recent or biggest wins on the lobby, masked names with amounts and games.',
  avoid: 'Ranked players: use Leaderboard.',
  accessibility: {
    keyboard: 'None: not interactive.',
    roles: 'A section named by its title; each row is read as one sentence; the visual columns are hidden.',
    announcements: 'None.',
  },
  i18nKeys: ['lobby:biggestWins.title', 'lobby:winners.empty', 'lobby:winners.entry', 'lobby:winners.title'],
} satisfies ComponentGuidance;
