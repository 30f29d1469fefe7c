import type { ReactNode } from 'react';
import type { Tone } from '../tones';

/** The tones a notification can have (the kit's tone scale without `neutral`). */
export const toastTones = ['info', 'success', 'warning', 'danger'] as const satisfies readonly Tone[];
export type ToastTone = (typeof toastTones)[number];

/** How long a toast stays, unless hovered or focused (Radix pauses the timer then). */
export const TOAST_DURATION_MS = 4000;

/** A toast's one action (open what it is about); clicking it closes the toast. */
export interface ToastAction {
  /** The button's text. */
  label: string;
  /**
   * What a screen reader is told instead of the button, which it cannot reach from the
   * announcement: how to do the same elsewhere (Radix Toast.Action's altText).
   */
  altText: string;
  onAction: () => void;
}

export interface ToastProps {
  tone?: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  /** One action under the text; give such a toast a long duration (or Infinity) to act on it. */
  action?: ToastAction;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds before it closes by itself; `Infinity` keeps it (stories, screenshots). */
  duration?: number;
}
