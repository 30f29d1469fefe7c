import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A short menu of actions behind a button, such as the account menu.',
  avoid: 'Choosing a value for a form field: use Select. Navigation between pages: use links.',
  accessibility: {
    keyboard:
      'Enter, Space or ArrowDown open it; arrows move and wrap; typing jumps to an item; Enter chooses; Escape closes and returns focus.',
    roles:
      'A button with aria-haspopup and aria-expanded; role="menu" of menuitems; non-modal, so the page stays readable.',
    announcements: 'None beyond focus moving to the items.',
  },
  i18nKeys: [],
} satisfies ComponentGuidance;
