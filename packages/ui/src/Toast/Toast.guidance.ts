import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Brief feedback after an action (copied, saved, failed), queued by Toast.Provider and raised with useToast().',
  avoid: 'Anything that needs a decision (ConfirmDialog) or stays relevant (Notice).',
  accessibility: {
    keyboard:
      'F8 moves focus to the notifications region; the dismiss button or Escape close a focused toast; it pauses while hovered or focused.',
    roles: 'A labelled region of status items; each toast has a dismiss button.',
    announcements: 'Danger toasts are assertive, the rest polite.',
  },
  i18nKeys: [
    'overlays:toast.copied',
    'overlays:toast.dismiss',
    'overlays:toast.label',
    'overlays:toast.region',
  ],
} satisfies ComponentGuidance;
