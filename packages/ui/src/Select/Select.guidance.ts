import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Choosing one value from a list in a form (question type, bank).',
  avoid: 'Two to four options that fit: use RadioGroup. Actions: use DropdownMenu.',
  accessibility: {
    keyboard:
      'Enter, Space or arrows open it; arrows and typeahead move; Enter chooses; Escape closes and returns focus.',
    roles:
      'role="combobox" named by the visible label and described by hint and error; the list is a listbox with the chosen option marked.',
    announcements: 'The error under it is a polite live region.',
  },
  i18nKeys: ['common:form.selectPlaceholder'],
} satisfies ComponentGuidance;
