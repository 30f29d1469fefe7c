import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A titled row of games on the home page, paged twelve at a time, with View all.',
  avoid: 'Long lists: use GameGrid. Rotating banners: use Carousel.',
  accessibility: {
    keyboard: 'Tab reaches previous, next, View all and the cards; Enter or Space page.',
    roles: 'A section named by its title; the arrows control the list (aria-controls).',
    announcements: 'The page indicator is polite live, so paging is read.',
  },
  i18nKeys: [
    'lobby:lane.empty',
    'lobby:lane.next',
    'lobby:lane.page',
    'lobby:lane.previous',
    'lobby:lane.viewAll',
  ],
} satisfies ComponentGuidance;
