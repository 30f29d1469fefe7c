import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { DIALOG_OPEN_DELAY_MS } from '../Dialog';
import * as dialogStyles from '../Dialog/Dialog.css';
import { useDelayedOpen } from '../Dialog/useDelayedOpen';
import { Icon, type IconName } from '../Icon';
import { usePortalContainer } from '../ThemeProvider';
import * as styles from './AlertDialog.css';

export const alertDialogTones = ['warning', 'danger', 'info', 'success'] as const;
export type AlertDialogTone = (typeof alertDialogTones)[number];

export const alertDialogToneIcons: Record<AlertDialogTone, IconName> = {
  warning: 'alert',
  danger: 'alert',
  info: 'info',
  success: 'check',
};

export interface AlertDialogProps {
  tone?: AlertDialogTone;
  /** The message to show, usually straight from the server (e.g. an SMS request failure). */
  message: ReactNode;
  /** Defaults to the translated name of the tone ("Warning", "Error", …). */
  title?: ReactNode;
  /** Defaults to the translated "OK". */
  actionLabel?: ReactNode;
  /** Called when the person acknowledges the message with the button. */
  onAction?: () => void;
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
 * A message that needs acknowledging (role `alertdialog`): a toned icon, a title, the message
 * and one button, which takes focus. Escape also closes it; a click outside does not.
 */
export function AlertDialog({
  tone = 'warning',
  message,
  title,
  actionLabel,
  onAction,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  openDelayMs = DIALOG_OPEN_DELAY_MS,
  children,
}: AlertDialogProps) {
  const { t } = useTranslation('overlays');
  const container = usePortalContainer();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const shownOpen = useDelayedOpen(open ?? uncontrolledOpen, openDelayMs);
  const handleOpenChange = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
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
            data-tone={tone}
          >
            <div className={dialogStyles.header}>
              <span className={styles.badge({ tone })}>
                <Icon name={alertDialogToneIcons[tone]} />
              </span>
              <RadixAlertDialog.Title className={dialogStyles.title}>
                {title ?? t(`alertDialog.title.${tone}`)}
              </RadixAlertDialog.Title>
            </div>
            <div className={dialogStyles.body}>
              <RadixAlertDialog.Description className={styles.message}>
                {message}
              </RadixAlertDialog.Description>
              {children}
            </div>
            <div className={dialogStyles.footer}>
              {/* Radix focuses the Cancel part on open: the single button is the dismiss action. */}
              <RadixAlertDialog.Cancel asChild>
                <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onAction}>
                  {actionLabel ?? t('alertDialog.ok')}
                </Button>
              </RadixAlertDialog.Cancel>
            </div>
          </RadixAlertDialog.Content>
        </div>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}

AlertDialog.displayName = 'AlertDialog';
