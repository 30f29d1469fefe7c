import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: "The agent centre's ticking clock (date, time and GMT offset).",
  avoid: "Countdowns inside a form: use VerificationCodeField's own countdown.",
  accessibility: {
    keyboard: 'None: not interactive.',
    roles: 'role="timer" named by its label (visually hidden when asked).',
    announcements: 'None: a timer is not live, so seconds are not read out.',
  },
  i18nKeys: ['account:clock.label'],
} satisfies ComponentGuidance;
