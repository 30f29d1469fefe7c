import type { ReactNode } from 'react';
import { useTranslation } from '../Translation';
import type { Tone } from '../tones';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import { ModalCancel, ModalShell, type ModalOpenProps } from '../internal/ModalShell';
import * as styles from './AlertDialog.css';

/** The tones an acknowledgement can have (the kit's tone scale without `neutral`). */
export const alertDialogTones = ['info', 'success', 'warning', 'danger'] as const satisfies readonly Tone[];
export type AlertDialogTone = (typeof alertDialogTones)[number];

export const alertDialogToneIcons: Record<AlertDialogTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'alert',
};

export interface AlertDialogProps extends ModalOpenProps {
  tone?: AlertDialogTone;
  /** The message to show, usually straight from the server (e.g. an SMS request failure). */
  description: ReactNode;
  /** Defaults to the translated name of the tone ("Warning", "Error", …). */
  title?: ReactNode;
  /** Defaults to the translated "OK". */
  actionLabel?: ReactNode;
  /** Called when the person acknowledges the message with the button. */
  onAction?: () => void;
}

/**
 * A message that needs acknowledging (role `alertdialog`): a toned icon, a title, the message
 * and one button, which takes focus. Escape also closes it; a click outside does not.
 */
export function AlertDialog({
  tone = 'warning',
  description,
  title,
  actionLabel,
  onAction,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  openDelayMs,
  children,
}: AlertDialogProps) {
  const { t } = useTranslation('overlays');
  return (
    <ModalShell
      caller="AlertDialog"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      openDelayMs={openDelayMs}
      trigger={trigger}
      tone={tone}
      titleAdornment={
        <span className={styles.badge({ tone })}>
          <Icon name={alertDialogToneIcons[tone]} />
        </span>
      }
      title={title ?? t(`alertDialog.title.${tone}`)}
      description={description}
      footer={() => (
        // Radix focuses the Cancel part on open: the single button is the dismiss action.
        <ModalCancel asChild>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onAction}>
            {actionLabel ?? t('alertDialog.ok')}
          </Button>
        </ModalCancel>
      )}
    >
      {children}
    </ModalShell>
  );
}

AlertDialog.displayName = 'AlertDialog';
