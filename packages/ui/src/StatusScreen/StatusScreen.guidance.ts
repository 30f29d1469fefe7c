import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'The whole-site screens for maintenance and blocked regions.',
  avoid: 'A failed section: use ErrorState.',
  accessibility: {
    keyboard: 'Tab reaches the contact-support link.',
    roles: 'A main landmark named by its title; the support link says it opens a new window.',
    announcements: 'None.',
  },
  i18nKeys: [
    'common:a11y.opensInNewWindow',
    'status:block.contactSupport',
    'status:block.title',
    'status:info_ip_block',
    'status:info_maintenance',
    'status:maintenance.contactSupport',
    'status:maintenance.title',
  ],
} satisfies ComponentGuidance;
