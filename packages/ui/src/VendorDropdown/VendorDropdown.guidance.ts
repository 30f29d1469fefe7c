import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Choosing a game vendor from the header; more than ten vendors become a grid.',
  avoid: 'A visible single-choice filter: use VendorTile.',
  accessibility: {
    keyboard:
      'Enter, Space or ArrowDown open it; arrows move in reading order; Enter chooses; Escape closes and returns focus.',
    roles: 'A menu button and role="menu" of items.',
    announcements: 'None beyond focus moving to the items.',
  },
  i18nKeys: ['lobby:vendorDropdown.label'],
} satisfies ComponentGuidance;
