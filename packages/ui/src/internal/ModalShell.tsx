import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { usePortalContainer } from '../ThemeProvider';
import * as styles from './modal.css';
import { useControllableState } from './useControllableState';
import { DIALOG_OPEN_DELAY_MS, useDelayedOpen } from './useDelayedOpen';
import { useInertBehind } from './useInertBehind';

/** What every alert-style modal of the kit takes to open and close (AlertDialog, ConfirmDialog). */
export interface ModalOpenProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (rendered with `asChild`). */
  trigger?: ReactNode;
  /** Override the 100 ms opening delay (SPEC §9); 0 opens at once. */
  openDelayMs?: number;
  children?: ReactNode;
}

export interface ModalShellProps extends ModalOpenProps {
  /** While an action runs: announced busy, and neither Escape nor Cancel closes it. */
  busy?: boolean;
  /** Names the dialog. */
  title: ReactNode;
  /** Shown before the title, e.g. a toned icon. */
  titleAdornment?: ReactNode;
  /** The message; describes the dialog. */
  description: ReactNode;
  /** The tone the content is styled and tested by (`data-tone`). */
  tone?: string;
  /** The buttons; `close` closes the modal once their action is done (busy or not). */
  footer: (close: () => void) => ReactNode;
  /** Names the component in development warnings. */
  caller: string;
}

/**
 * The skeleton AlertDialog and ConfirmDialog share: a Radix alert dialog (role `alertdialog`,
 * focus trapped, page scroll locked, never closed by a click outside) with the 100 ms delayed
 * opening, the shared frame styles and one controlled/uncontrolled open state.
 */
export function ModalShell({
  open,
  defaultOpen = false,
  onOpenChange,
  openDelayMs = DIALOG_OPEN_DELAY_MS,
  busy = false,
  trigger,
  title,
  titleAdornment,
  description,
  tone,
  children,
  footer,
  caller,
}: ModalShellProps) {
  const container = usePortalContainer();
  const [requestedOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    caller,
  });
  const shownOpen = useDelayedOpen(requestedOpen, openDelayMs);
  const inertBehind = useInertBehind();
  const changeOpen = (next: boolean) => {
    if (!next && busy) return;
    setOpen(next);
  };

  return (
    <RadixAlertDialog.Root open={shownOpen} onOpenChange={changeOpen}>
      {trigger ? <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger> : null}
      <RadixAlertDialog.Portal container={container}>
        <RadixAlertDialog.Overlay className={styles.overlay} data-dialog-overlay="" />
        <div className={styles.positioner}>
          <RadixAlertDialog.Content
            ref={inertBehind}
            className={styles.content({ size: 'sm' })}
            aria-modal="true"
            aria-busy={busy || undefined}
            data-tone={tone}
            onEscapeKeyDown={(event) => {
              if (busy) event.preventDefault();
            }}
          >
            <div className={styles.header}>
              {titleAdornment}
              <RadixAlertDialog.Title className={styles.title}>{title}</RadixAlertDialog.Title>
            </div>
            <div className={styles.body}>
              <RadixAlertDialog.Description className={styles.message}>
                {description}
              </RadixAlertDialog.Description>
              {children}
            </div>
            <div className={styles.footer}>{footer(() => setOpen(false))}</div>
          </RadixAlertDialog.Content>
        </div>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}

/** The button that dismisses an alert dialog; Radix focuses it first when the dialog opens. */
export const ModalCancel = RadixAlertDialog.Cancel;
