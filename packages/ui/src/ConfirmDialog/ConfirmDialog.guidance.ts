import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A yes/no question before an action, such as logging out or deleting.',
  avoid: 'A message with only OK: use AlertDialog. Forms or long content: use Dialog.',
  accessibility: {
    keyboard:
      'Cancel takes focus first; Tab stays inside; Escape or Cancel close it, a click outside does not. While the confirm action runs it cannot be dismissed.',
    roles:
      'role="alertdialog" with aria-modal, named by the title and described by its text; the confirm button is busy while it runs.',
    announcements: 'Opening it moves focus into it, so the title and question are read at once.',
  },
  i18nKeys: ['overlays:confirmDialog.cancel', 'overlays:confirmDialog.confirm'],
} satisfies ComponentGuidance;
