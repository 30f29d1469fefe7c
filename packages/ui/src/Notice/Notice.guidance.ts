import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'An inline message in a form or page: info, success, warning or danger, or a busy line with a spinner.',
  avoid: 'Transient feedback after an action: use Toast. A whole failed section: use ErrorState.',
  accessibility: {
    keyboard: 'None: not interactive.',
    roles:
      'Danger and warning are role="alert"; the others role="status"; the icon and text carry the meaning.',
    announcements: 'Alerts are read at once, status notices politely.',
  },
  i18nKeys: [],
} satisfies ComponentGuidance;
