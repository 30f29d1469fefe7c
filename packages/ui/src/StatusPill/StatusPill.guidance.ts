import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'The status of an activity, redemption, contract or withdrawal, or whether an account is online, as a toned pill.',
  avoid: 'Counts: use CountBadge. Messages: use Notice.',
  accessibility: {
    keyboard: 'None: not interactive.',
    roles: 'Plain text naming the status; the tone is never the only cue.',
    announcements: 'None.',
  },
  i18nKeys: [
    'status:activity.*',
    'status:contract.*',
    'status:redeem.*',
    'status:withdrawal.*',
    'status:presence.*',
  ],
} satisfies ComponentGuidance;
