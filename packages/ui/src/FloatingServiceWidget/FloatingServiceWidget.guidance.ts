import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'The always-present quick-help button with links to invite friends, Telegram, Facebook, the app and customer service.',
  avoid: 'Page navigation: use SideMenu or HeaderBar.',
  accessibility: {
    keyboard:
      'Tab reaches the toggle; Enter or Space open it; Tab walks the links; Escape closes and returns focus to the toggle.',
    roles:
      'A complementary landmark (aside) named "Quick help"; the toggle has aria-expanded and aria-controls; links to other sites say they open a new window.',
    announcements: "The toggle's name follows its state (open / close).",
  },
  i18nKeys: [
    'nav:floatingService.*',
    'nav:floatingService.close',
    'nav:floatingService.label',
    'nav:floatingService.open',
  ],
} satisfies ComponentGuidance;
