import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A message the person must acknowledge before going on (a failed SMS request, a refused trial action): one toned title, the message and one OK button.',
  avoid:
    'A question with two answers: use ConfirmDialog. Information that needs no acknowledgement: use Notice or Toast. Content or forms: use Dialog.',
  accessibility: {
    keyboard:
      'The OK button takes focus on open; Tab stays inside; Enter or Space on OK and Escape close it; a click outside does not. Focus returns to the trigger.',
    roles:
      'role="alertdialog" with aria-modal, named by its title and described by its message; the page behind is inert.',
    announcements: 'Opening it moves focus into it, so screen readers read its title and message at once.',
  },
  i18nKeys: ['overlays:alertDialog.ok', 'overlays:alertDialog.title.*'],
} satisfies ComponentGuidance;
