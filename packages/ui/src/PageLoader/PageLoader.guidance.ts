import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A page or section that is loading.',
  avoid: "Content with a known shape: Skeleton shows it better. A busy button: Button's `loading`.",
  accessibility: {
    keyboard: 'None: not interactive.',
    roles: 'role="status" with a spinner and "Loading\u2026".',
    announcements: 'Polite: "Loading\u2026" is read when it appears.',
  },
  i18nKeys: ['common:status.loading'],
} satisfies ComponentGuidance;
