import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'An unread or pending count beside a menu item or tab (missions, messages, rewards).',
  avoid: 'Status words: use StatusPill. A number that is the content itself: use plain text or StatCard.',
  accessibility: {
    keyboard: 'None: not interactive.',
    roles:
      'The visible number is hidden; a visually hidden text ("3 unread") is read instead. At zero nothing renders.',
    announcements: 'None (it is read with the item it sits in).',
  },
  i18nKeys: ['common:a11y.unreadCount'],
} satisfies ComponentGuidance;
