import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'The site footer: link columns, social links, licence text, the age badge and copyright.',
  avoid: 'In-page navigation: use SideMenu or Breadcrumb.',
  accessibility: {
    keyboard: 'Tab walks its links.',
    roles:
      'The contentinfo landmark; columns are sections named by their headings; the age badge is role="img" ("Only for players aged 18 and over").',
    announcements: 'None; links that open a new window say so.',
  },
  i18nKeys: [
    'common:a11y.opensInNewWindow',
    'nav:footer.ageBadge',
    'nav:footer.ageBadgeLabel',
    'nav:footer.ageNotice',
    'nav:footer.copyright',
  ],
} satisfies ComponentGuidance;
