import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'The captcha step of login and sign-up: the picture, its input, a throttled refresh and an accessible alternative (contact support).',
  avoid: 'Any other text input: use TextField.',
  accessibility: {
    keyboard: 'Tab: input, refresh button, alternative link. Paste is never blocked.',
    roles:
      'A labelled textbox; the picture has alt text; the refresh button is named and busy while a new picture loads.',
    announcements: 'A polite status says when a picture is loading or unavailable.',
  },
  i18nKeys: [
    'forms:captcha.alternative',
    'forms:captcha.imageAlt',
    'forms:captcha.label',
    'forms:captcha.refresh',
    'forms:captcha.unavailable',
  ],
} satisfies ComponentGuidance;
