import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Content or a form over the page (a reusable modal: draggable, at least 200 \u00d7 200, closes only by its button or Escape).',
  avoid:
    'A yes/no question (ConfirmDialog), a single acknowledgement (AlertDialog) or a hint next to a control (Popover).',
  accessibility: {
    keyboard:
      'Focus moves in and is trapped; Escape closes unless `closeOnEscape` is false; the title bar can be dragged. Focus returns to the trigger.',
    roles: 'role="dialog" with aria-modal, named by its title; the close button is named "Close".',
    announcements: 'Opening moves focus into it, so the title is read.',
  },
  i18nKeys: ['common:actions.close', 'common:dialog.dragHandle'],
} satisfies ComponentGuidance;
