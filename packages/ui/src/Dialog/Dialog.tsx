import * as RadixDialog from '@radix-ui/react-dialog';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../Translation';
import { layout } from '@portal/theme';
import { Button } from '../Button';
import { usePortalContainer } from '../ThemeProvider';
import { useControllableState } from '../internal/useControllableState';
import { DIALOG_OPEN_DELAY_MS, useDelayedOpen } from '../internal/useDelayedOpen';
import { useInertBehind } from '../internal/useInertBehind';
import * as modalStyles from '../internal/modal.css';
import { cx } from '../internal/cx';
import * as styles from './Dialog.css';
import { useDrag } from './useDrag';

export { DIALOG_OPEN_DELAY_MS };

export const dialogSizes = ['sm', 'md', 'lg', 'auto'] as const;

export interface DialogRootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Override the opening delay (0 for instant, e.g. in screenshots of an open dialog). */
  openDelayMs?: number;
  children: ReactNode;
}

function DialogRoot({
  open,
  defaultOpen = false,
  onOpenChange,
  openDelayMs = DIALOG_OPEN_DELAY_MS,
  children,
}: DialogRootProps) {
  const [requestedOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    caller: 'Dialog',
  });
  const shownOpen = useDelayedOpen(requestedOpen, openDelayMs);
  return (
    <RadixDialog.Root open={shownOpen} onOpenChange={setOpen}>
      {children}
    </RadixDialog.Root>
  );
}

export interface DialogContentProps {
  title: ReactNode;
  /** Read by screen readers when the dialog opens; shown under the title. */
  description?: ReactNode;
  size?: (typeof dialogSizes)[number];
  /** Every dialog has a close button unless a flow must be completed (e.g. forced password change). */
  showCloseButton?: boolean;
  draggable?: boolean;
  /** Clicking outside never closes (SPEC §9); Escape does unless this is false. */
  closeOnEscape?: boolean;
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
}

function DialogContent({
  title,
  description,
  size = 'md',
  showCloseButton = true,
  draggable = true,
  closeOnEscape = true,
  footer,
  className,
  children,
}: DialogContentProps) {
  const { t } = useTranslation('common');
  const container = usePortalContainer();
  const { offset, handleProps } = useDrag(layout.dragKeepVisible);
  const inertBehind = useInertBehind();
  const dragStyle = { '--drag-x': `${offset.x}px`, '--drag-y': `${offset.y}px` } as CSSProperties;

  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={modalStyles.overlay} data-dialog-overlay="" />
      <div className={modalStyles.positioner}>
        <RadixDialog.Content
          ref={inertBehind}
          className={cx(modalStyles.content({ size }), className)}
          style={dragStyle}
          aria-modal="true"
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            if (!closeOnEscape) event.preventDefault();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div
            className={cx(modalStyles.header, draggable ? styles.draggableHeader : '')}
            data-drag-handle={draggable ? '' : undefined}
            title={draggable ? t('dialog.dragHandle') : undefined}
            {...(draggable ? handleProps : {})}
          >
            <RadixDialog.Title className={modalStyles.title}>{title}</RadixDialog.Title>
            {showCloseButton ? (
              <RadixDialog.Close asChild>
                <Button variant="ghost" size="sm" icon="close" aria-label={t('actions.close')} />
              </RadixDialog.Close>
            ) : null}
          </div>
          <div className={modalStyles.body}>
            {description ? (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            ) : null}
            {children}
          </div>
          {footer ? <div className={modalStyles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </div>
    </RadixDialog.Portal>
  );
}

/**
 * A modal dialog: opens after 100 ms, draggable by its title bar, never closed by a click
 * outside, closed by its close button or Escape, and locks page scroll while open.
 */
export const Dialog = {
  Root: DialogRoot,
  Trigger: RadixDialog.Trigger,
  Content: DialogContent,
  Close: RadixDialog.Close,
};

DialogRoot.displayName = 'Dialog.Root';
DialogContent.displayName = 'Dialog.Content';
