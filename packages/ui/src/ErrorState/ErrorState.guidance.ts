import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A section or page that failed to load (network, timeout, missing chunk), with retry or reload.',
  avoid: 'A field or form error (use FormField or Notice) or a whole-site status (use StatusScreen).',
  accessibility: {
    keyboard: 'Tab reaches the retry button; Enter or Space press it.',
    roles: 'role="alert" with a heading.',
    announcements: 'Announced at once (alert) when it appears.',
  },
  i18nKeys: ['common:actions.reload', 'common:actions.retry', 'common:status.error', 'errors:*'],
} satisfies ComponentGuidance;
