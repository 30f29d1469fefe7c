import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { DIALOG_OPEN_DELAY_MS } from '../Dialog';
import * as dialogStyles from '../Dialog/Dialog.css';
import { useDelayedOpen } from '../Dialog/useDelayedOpen';
import { usePortalContainer } from '../ThemeProvider';
import * as styles from './ConfirmDialog.css';

export const confirmDialogVariants = ['primary', 'danger'] as const;

export interface ConfirmDialogProps {
  title: ReactNode;
  /** The question, e.g. "Are you sure you want to log out?"; read when the dialog opens. */
  description: ReactNode;
  /** Defaults to the translated "Confirm". */
  confirmLabel?: ReactNode;
  /** Defaults to the translated "Cancel". */
  cancelLabel?: ReactNode;
  /** `danger` for destructive actions. */
  confirmVariant?: (typeof confirmDialogVariants)[number];
  /**
   * Called by the confirm button. When it returns a promise the dialog stays open with a busy
   * confirm button until it settles, then closes on success and stays open on failure.
   */
  onConfirm?: () => unknown;
  /** Forces the busy state (e.g. while a parent's request runs). */
  loading?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (rendered with `asChild`). */
  trigger?: ReactNode;
  /** Override the 100 ms opening delay (SPEC §9); 0 opens at once. */
  openDelayMs?: number;
  children?: ReactNode;
}

/**
 * A yes/no question in a modal alert dialog (role `alertdialog`): Cancel gets focus first,
 * Escape and Cancel close it, a click outside never does. While the confirm action runs the
 * dialog cannot be dismissed.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  onConfirm,
  loading = false,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  openDelayMs = DIALOG_OPEN_DELAY_MS,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation('overlays');
  const container = usePortalContainer();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const requestedOpen = open ?? uncontrolledOpen;
  const shownOpen = useDelayedOpen(requestedOpen, openDelayMs);
  const busy = loading || pending;

  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const handleOpenChange = (next: boolean) => {
    if (!next && busy) return;
    setOpen(next);
  };

  const handleConfirm = async () => {
    if (busy) return;
    const result = onConfirm?.();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setPending(false);
      setOpen(false);
    } catch {
      // The caller reports the failure (e.g. a toast); the question stays so it can be retried.
      setPending(false);
    }
  };

  return (
    <RadixAlertDialog.Root open={shownOpen} onOpenChange={handleOpenChange}>
      {trigger ? <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger> : null}
      <RadixAlertDialog.Portal container={container}>
        <RadixAlertDialog.Overlay className={dialogStyles.overlay} data-dialog-overlay="" />
        <div className={dialogStyles.positioner}>
          <RadixAlertDialog.Content
            className={dialogStyles.content({ size: 'sm' })}
            aria-modal="true"
            aria-busy={busy || undefined}
            onEscapeKeyDown={(event) => {
              if (busy) event.preventDefault();
            }}
          >
            <div className={dialogStyles.header}>
              <RadixAlertDialog.Title className={dialogStyles.title}>{title}</RadixAlertDialog.Title>
            </div>
            <div className={dialogStyles.body}>
              <RadixAlertDialog.Description className={styles.description}>
                {description}
              </RadixAlertDialog.Description>
              {children}
            </div>
            <div className={dialogStyles.footer}>
              <RadixAlertDialog.Cancel asChild>
                <Button variant="outline" disabled={busy}>
                  {cancelLabel ?? t('confirmDialog.cancel')}
                </Button>
              </RadixAlertDialog.Cancel>
              <Button variant={confirmVariant} loading={busy} onClick={() => void handleConfirm()}>
                {confirmLabel ?? t('confirmDialog.confirm')}
              </Button>
            </div>
          </RadixAlertDialog.Content>
        </div>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}

ConfirmDialog.displayName = 'ConfirmDialog';
