import * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { usePortalContainer } from '../ThemeProvider';
import type { Tone } from '../tones';
import { cx } from '../internal/cx';
import * as styles from './DropdownMenu.css';

/** `danger` for destructive or leaving actions; the kit's tone scale, as far as a menu needs it. */
export const dropdownMenuItemTones = ['neutral', 'danger'] as const satisfies readonly Tone[];

export type DropdownMenuRootProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Root>;

/**
 * Non-modal by default: the page stays in the accessibility tree (no aria-hidden around a
 * focusable trigger) and a click outside still closes the menu.
 */
function DropdownMenuRoot({ modal = false, ...rest }: DropdownMenuRootProps) {
  return <RadixDropdownMenu.Root modal={modal} {...rest} />;
}

export interface DropdownMenuContentProps extends Omit<
  ComponentPropsWithRef<typeof RadixDropdownMenu.Content>,
  'asChild'
> {
  children: ReactNode;
}

function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = 4,
  collisionPadding = 8,
  children,
  ...rest
}: DropdownMenuContentProps) {
  const container = usePortalContainer();
  return (
    <RadixDropdownMenu.Portal container={container}>
      <RadixDropdownMenu.Content
        className={cx(styles.content, className)}
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        loop
        {...rest}
      >
        {children}
      </RadixDropdownMenu.Content>
    </RadixDropdownMenu.Portal>
  );
}

export interface DropdownMenuItemProps extends Omit<
  ComponentPropsWithRef<typeof RadixDropdownMenu.Item>,
  'asChild'
> {
  /** A decorative icon before the label. */
  icon?: IconName;
  /** `danger` for destructive or leaving actions such as logging out. */
  tone?: (typeof dropdownMenuItemTones)[number];
  /** Render the child (e.g. a router link) as the item. */
  asChild?: boolean;
}

function DropdownMenuItem({
  icon,
  tone = 'neutral',
  className,
  children,
  asChild,
  ...rest
}: DropdownMenuItemProps) {
  const classes = cx(styles.item({ tone }), className);
  if (asChild) {
    return (
      <RadixDropdownMenu.Item className={classes} data-tone={tone} asChild {...rest}>
        {children}
      </RadixDropdownMenu.Item>
    );
  }
  return (
    <RadixDropdownMenu.Item className={classes} data-tone={tone} {...rest}>
      {icon ? (
        <span className={styles.itemIcon}>
          <Icon name={icon} />
        </span>
      ) : null}
      {children}
    </RadixDropdownMenu.Item>
  );
}

function DropdownMenuSeparator({
  className,
  ...rest
}: ComponentPropsWithRef<typeof RadixDropdownMenu.Separator>) {
  return <RadixDropdownMenu.Separator className={cx(styles.separator, className)} {...rest} />;
}

function DropdownMenuLabel({ className, ...rest }: ComponentPropsWithRef<typeof RadixDropdownMenu.Label>) {
  return <RadixDropdownMenu.Label className={cx(styles.label, className)} {...rest} />;
}

/**
 * A menu of actions behind a button (e.g. the account menu). Arrow keys move (and wrap),
 * Enter or Space choose, typing jumps to an item, Escape closes and returns focus to the trigger.
 * The trigger is usually a `Button` passed with `asChild`.
 */
export const DropdownMenu = {
  Root: DropdownMenuRoot,
  Trigger: RadixDropdownMenu.Trigger,
  Content: DropdownMenuContent,
  Item: DropdownMenuItem,
  Separator: DropdownMenuSeparator,
  Label: DropdownMenuLabel,
  Group: RadixDropdownMenu.Group,
};

DropdownMenuRoot.displayName = 'DropdownMenu.Root';
DropdownMenuContent.displayName = 'DropdownMenu.Content';
DropdownMenuItem.displayName = 'DropdownMenu.Item';
DropdownMenuSeparator.displayName = 'DropdownMenu.Separator';
DropdownMenuLabel.displayName = 'DropdownMenu.Label';
