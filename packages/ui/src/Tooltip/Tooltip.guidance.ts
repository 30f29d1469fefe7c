import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A short hint for an icon-only control, on hover and keyboard focus.',
  avoid: 'Essential information, or anything interactive: use Popover.',
  accessibility: {
    keyboard: 'Focus shows it at once; Escape hides it; focus stays on the trigger.',
    roles: 'role="tooltip"; the trigger gets aria-describedby while it shows.',
    announcements: "Read as the trigger's description.",
  },
  i18nKeys: [],
} satisfies ComponentGuidance;
