import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A long list of games (thousands): virtualised, so only rows near the viewport render.',
  avoid: 'A short row of games with paging: use GameLane.',
  accessibility: {
    keyboard: 'Tab walks the rendered cards; the grid scrolls itself.',
    roles: 'A named list; every card carries aria-posinset and aria-setsize, so the real length is known.',
    announcements: 'None.',
  },
  i18nKeys: ['lobby:lane.empty'],
} satisfies ComponentGuidance;
