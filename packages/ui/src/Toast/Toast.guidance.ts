import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Brief feedback after an action (copied, saved, failed), queued by Toast.Provider and raised with useToast(); with `action`, news that something waits elsewhere (a paid-out withdrawal to confirm), its button opening it.',
  avoid:
    'Anything that needs a decision (ConfirmDialog) or stays relevant (Notice); the only way to something (the action is a shortcut: the place it opens must be reachable without it).',
  accessibility: {
    keyboard:
      'F8 moves focus to the notifications region; the dismiss button or Escape close a focused toast; it pauses while hovered or focused.',
    roles:
      'A labelled region of status items; each toast has a dismiss button, and at most one action button before it.',
    announcements:
      'Danger toasts are assertive, the rest polite. An action is not announced as a button: its altText (how to do the same elsewhere) is read instead.',
  },
  i18nKeys: ['overlays:toast.dismiss', 'overlays:toast.label', 'overlays:toast.region'],
} satisfies ComponentGuidance;
