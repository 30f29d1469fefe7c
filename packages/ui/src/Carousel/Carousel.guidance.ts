import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Banners or hot games that rotate in one slot of the home page.',
  avoid: 'Content a person must see or compare: show it in a list or GameLane instead.',
  accessibility: {
    keyboard:
      'Tab reaches stop/start, previous, the dots and next; Enter or Space operate them. Hidden slides are inert.',
    roles:
      'WAI-ARIA carousel: a region with roledescription "carousel", slides as groups named "n of m", dots with aria-current.',
    announcements:
      'While stopped the slide region is aria-live polite, so a slide changed by the buttons is read; while playing it is silent.',
  },
  i18nKeys: [
    'lobby:carousel.choose',
    'lobby:carousel.goTo',
    'lobby:carousel.next',
    'lobby:carousel.previous',
    'lobby:carousel.roleDescription',
    'lobby:carousel.slide',
    'lobby:carousel.slideRoleDescription',
    'lobby:carousel.start',
    'lobby:carousel.stop',
  ],
} satisfies ComponentGuidance;
