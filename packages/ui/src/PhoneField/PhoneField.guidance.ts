import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A mobile number: dialing-code select plus digits-only input.',
  avoid: 'Other numbers: use TextField with inputMode="numeric".',
  accessibility: {
    keyboard: 'Tab: dialing-code select (native), then the number input.',
    roles: 'The visible label names the number; the select has its own name ("Dialing code").',
    announcements: 'The error under it is a polite live region.',
  },
  i18nKeys: ['forms:phone.dialingCode'],
} satisfies ComponentGuidance;
