import { FlowInDialog } from '@portal/flows';
import { Dialog, Spinner, type dialogSizes } from '@portal/ui';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { usePortalEnvironment } from '../environment/environment';
import * as styles from './popups.css';

export interface PopupDialogProps {
  /** The dialog's accessible name; the flow's own heading is then read, not drawn twice. */
  title: ReactNode;
  onClose: () => void;
  size?: (typeof dialogSizes)[number];
  /** A forced flow (password change) has no close button and ignores Escape. */
  dismissible?: boolean;
  /**
   * The title names the one flow inside, whose own heading is then hidden from sight; false when
   * the popup lists several flows, each with its visible heading.
   */
  titleNamesFlow?: boolean;
  /**
   * The body mounts after the dialog's frame, in a transition: for the popups that open by
   * themselves (announcements, contract requests), so the page the person is using is never held
   * for the whole dialog at once (the frame with its focus and scroll lock in one task, the body
   * rendered in slices). The frame's close button takes the focus either way.
   */
  bodyAfterFrame?: boolean;
  children: ReactNode;
}

/** Renders `children` once it has been committed itself, in a transition. */
function AfterFirstCommit({ children }: { children: ReactNode }) {
  const [committed, setCommitted] = useState(false);
  useEffect(() => startTransition(() => setCommitted(true)), []);
  return committed ? children : null;
}

/** The shared modal of every popup (SPEC §9: no close on outside click, close button by default). */
export function PopupDialog({
  title,
  onClose,
  size = 'sm',
  dismissible = true,
  titleNamesFlow = true,
  bodyAfterFrame = false,
  children,
}: PopupDialogProps) {
  const { still } = usePortalEnvironment();
  // A still picture shows the whole dialog in its first commit.
  const body = bodyAfterFrame && !still ? <AfterFirstCommit>{children}</AfterFirstCommit> : children;
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      // A still picture (stories, references) shows the dialog at once.
      {...(still ? { openDelayMs: 0 } : {})}
    >
      <Dialog.Content title={title} size={size} showCloseButton={dismissible} closeOnEscape={dismissible}>
        {titleNamesFlow ? <FlowInDialog>{body}</FlowInDialog> : body}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The popup's body while what its flow needs (white-label settings, field rules) loads. */
export function PopupLoading() {
  return (
    <div className={styles.loading}>
      <Spinner size="lg" announce />
    </div>
  );
}
