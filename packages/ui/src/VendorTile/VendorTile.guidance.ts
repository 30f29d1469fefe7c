import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A vendor (game provider) as a button with logo and name, e.g. in the vendor filter bar.',
  avoid: 'Choosing from many vendors in little space: use VendorDropdown.',
  accessibility: {
    keyboard: 'Tab reaches it; Enter or Space choose.',
    roles: 'A button named by the vendor; the selected one has aria-pressed.',
    announcements: 'None.',
  },
  i18nKeys: [],
} satisfies ComponentGuidance;
