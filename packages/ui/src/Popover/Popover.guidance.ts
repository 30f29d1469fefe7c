import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Extra information or a small form next to its trigger (e.g. explaining a figure).',
  avoid: 'Blocking content: use Dialog. A one-line hint: use Tooltip. Actions: use DropdownMenu.',
  accessibility: {
    keyboard:
      'Enter or Space on the trigger open it with focus inside; Escape or a click outside close it; focus returns to the trigger.',
    roles: 'A non-modal role="dialog" named by its title; the close button is named.',
    announcements: 'Opening moves focus into it.',
  },
  i18nKeys: ['overlays:popover.close'],
} satisfies ComponentGuidance;
