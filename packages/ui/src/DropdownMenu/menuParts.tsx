import * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../Icon';
import { usePortalContainer } from '../ThemeProvider';
import type { DropdownMenuContentProps, DropdownMenuItemProps } from './DropdownMenu';
import { cx } from '../internal/cx';
import * as styles from './DropdownMenu.css';

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
 * The Radix half of `DropdownMenu`, loaded when a menu first opens (see DropdownMenu.tsx): the
 * first page of the portal shows menu buttons but no menu, and Radix's menu with its positioning
 * (floating-ui) is about 15 KB gzipped.
 */
export const menuParts = {
  Root: RadixDropdownMenu.Root,
  Trigger: RadixDropdownMenu.Trigger,
  Content: DropdownMenuContent,
  Item: DropdownMenuItem,
  Separator: DropdownMenuSeparator,
  Label: DropdownMenuLabel,
  Group: RadixDropdownMenu.Group,
  RadioGroup: RadixDropdownMenu.RadioGroup,
  RadioItem: RadixDropdownMenu.RadioItem,
  ItemIndicator: RadixDropdownMenu.ItemIndicator,
};
