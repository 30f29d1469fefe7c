import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'The language picker in the header.',
  avoid: 'Choosing values in a form: use Select.',
  accessibility: {
    keyboard:
      'Enter, Space or ArrowDown open it; arrows move; Enter chooses; Escape closes and returns focus.',
    roles:
      'A menu button whose name starts with the code it shows (label in name); languages are menuitemradio items marked with their `lang`.',
    announcements: 'None beyond the checked item being read.',
  },
  i18nKeys: ['nav:languageSelect.current', 'nav:languageSelect.currentCompact'],
} satisfies ComponentGuidance;
