import { useState, type ReactNode } from 'react';
import { useTranslation } from '../Translation';
import { Button } from '../Button';
import { ModalCancel, ModalShell, type ModalOpenProps } from '../internal/ModalShell';
import type { Tone } from '../tones';

/** `danger` for destructive actions (the confirm button turns red); otherwise `neutral`. */
export const confirmDialogTones = ['neutral', 'danger'] as const satisfies readonly Tone[];
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps extends ModalOpenProps {
  title: ReactNode;
  /** The question, e.g. "Are you sure you want to log out?"; read when the dialog opens. */
  description: ReactNode;
  /** Defaults to the translated "Confirm". */
  confirmLabel?: ReactNode;
  /** Defaults to the translated "Cancel". */
  cancelLabel?: ReactNode;
  tone?: ConfirmDialogTone;
  /**
   * Called by the confirm button. When it returns a promise the dialog stays open with a busy
   * confirm button until it settles, then closes on success and stays open on failure.
   */
  onConfirm?: () => unknown;
  /** Forces the busy state (e.g. while a parent's request runs). */
  loading?: boolean;
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
  tone = 'neutral',
  onConfirm,
  loading = false,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  openDelayMs,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation('overlays');
  const [pending, setPending] = useState(false);
  const busy = loading || pending;

  const confirm = async (close: () => void) => {
    if (busy) return;
    const result = onConfirm?.();
    if (!(result instanceof Promise)) {
      close();
      return;
    }
    setPending(true);
    try {
      await result;
      setPending(false);
      close();
    } catch {
      // The caller reports the failure (e.g. a toast); the question stays so it can be retried.
      setPending(false);
    }
  };

  return (
    <ModalShell
      caller="ConfirmDialog"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      openDelayMs={openDelayMs}
      busy={busy}
      trigger={trigger}
      tone={tone}
      title={title}
      description={description}
      footer={(close) => (
        <>
          <ModalCancel asChild>
            <Button variant="outline" disabled={busy}>
              {cancelLabel ?? t('confirmDialog.cancel')}
            </Button>
          </ModalCancel>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={busy}
            onClick={() => void confirm(close)}
          >
            {confirmLabel ?? t('confirmDialog.confirm')}
          </Button>
        </>
      )}
    >
      {children}
    </ModalShell>
  );
}

ConfirmDialog.displayName = 'ConfirmDialog';
