import * as RadixPopover from '@radix-ui/react-popover';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from '../Translation';
import { Button } from '../Button';
import { usePortalContainer } from '../ThemeProvider';
import { cx } from '../internal/cx';
import * as styles from './Popover.css';

export const popoverSides = ['top', 'right', 'bottom', 'left'] as const;

export interface PopoverContentProps extends Omit<
  ComponentPropsWithRef<typeof RadixPopover.Content>,
  'asChild' | 'title'
> {
  /** Names the popover (it is a non-modal dialog) and heads it. */
  title: ReactNode;
  /** A translated close button in the header; Escape and a click outside close it too. */
  showCloseButton?: boolean;
  children?: ReactNode;
}

function PopoverContent({
  title,
  showCloseButton = true,
  side = 'bottom',
  align = 'center',
  sideOffset = 6,
  collisionPadding = 8,
  className,
  children,
  ...rest
}: PopoverContentProps) {
  const { t } = useTranslation('overlays');
  const container = usePortalContainer();
  const titleId = useId();
  return (
    <RadixPopover.Portal container={container}>
      <RadixPopover.Content
        className={cx(styles.content, className)}
        side={side}
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        aria-labelledby={titleId}
        {...rest}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {showCloseButton ? (
            <RadixPopover.Close asChild>
              <Button variant="ghost" size="sm" icon="close" aria-label={t('popover.close')} />
            </RadixPopover.Close>
          ) : null}
        </div>
        {children ? <div className={styles.body}>{children}</div> : null}
        <RadixPopover.Arrow className={styles.arrow} aria-hidden="true" focusable="false" />
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
}

/**
 * Extra information or a small form next to its trigger, as a non-modal dialog: focus moves in
 * on open, Escape or a click outside closes it and focus returns to the trigger.
 */
export const Popover = {
  Root: RadixPopover.Root,
  Trigger: RadixPopover.Trigger,
  Content: PopoverContent,
  Close: RadixPopover.Close,
};

PopoverContent.displayName = 'Popover.Content';
