import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Any sum of money: integer minor units from the server, formatted for the current language and currency, optionally toned by its sign.',
  avoid:
    'Counts that are not money (use plain text or CountBadge) or a balance with hide and refresh (use BalanceChip).',
  accessibility: {
    keyboard: 'None: not interactive.',
    roles: 'Plain text; the sign ("+" / "-") is written out, so colour is never the only cue.',
    announcements: 'None.',
  },
  i18nKeys: [],
} satisfies ComponentGuidance;
