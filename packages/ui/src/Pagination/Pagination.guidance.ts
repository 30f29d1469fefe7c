import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Moving through pages of a list (announcements, records).',
  avoid: 'Short lists (no pager), or endless lists (GameGrid).',
  accessibility: {
    keyboard:
      'Tab walks the page buttons; Enter or Space go; previous/next at the ends stay focusable but inert.',
    roles:
      'A navigation landmark named "Pages"; the current page has aria-current="page"; ellipses are hidden.',
    announcements: 'None.',
  },
  i18nKeys: ['nav:pagination.label', 'nav:pagination.next', 'nav:pagination.page', 'nav:pagination.previous'],
} satisfies ComponentGuidance;
