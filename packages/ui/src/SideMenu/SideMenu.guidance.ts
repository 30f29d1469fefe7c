import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: "The portal's side navigation: category and member-centre items with icons and counts, collapsible.",
  avoid: 'Actions: use DropdownMenu. Tabs within a page: use Tabs.',
  accessibility: {
    keyboard: 'Tab walks the collapse button and the items; Enter follows an item or toggles the menu.',
    roles:
      'A navigation landmark; the collapse button has aria-expanded and aria-controls and a name that follows its state; the current item has aria-current="page". With toggle={false} (phones: a header button opens it) that button must carry aria-expanded and aria-controls={menu id} itself.',
    announcements: 'None.',
  },
  i18nKeys: [
    'common:a11y.opensInNewWindow',
    'nav:sideMenu.collapse',
    'nav:sideMenu.expand',
    'nav:sideMenu.label',
  ],
} satisfies ComponentGuidance;
