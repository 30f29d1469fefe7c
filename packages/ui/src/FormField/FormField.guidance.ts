import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Building a field the kit does not have: it draws the label, required marker, hint and error and hands the control the props that wire them.',
  avoid: 'Text, password, select, checkbox and the other kit fields: they already use it.',
  accessibility: {
    keyboard: 'None of its own: the control you render decides.',
    roles:
      'Gives the control id, aria-describedby (hint and error), aria-invalid and aria-required; the required marker is read as "(required)".',
    announcements:
      'The error sits in a polite live region that exists before the message, so it is read when it appears.',
  },
  i18nKeys: ['common:form.required'],
} satisfies ComponentGuidance;
