import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: "The home page's scrolling strip of notice titles.",
  avoid: 'Important information: use Notice, which does not move.',
  accessibility: {
    keyboard:
      'Tab reaches each title and the stop/start button; Enter opens a notice or toggles the scroll. It stops while hovered or focused.',
    roles:
      'A named region with one list; the looping copy is hidden and inert, so titles are read once. It stands still under reduced motion.',
    announcements: 'None.',
  },
  i18nKeys: ['lobby:marquee.label', 'lobby:marquee.pause', 'lobby:marquee.play'],
} satisfies ComponentGuidance;
