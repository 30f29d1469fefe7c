import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../Icon';
import { Spinner } from '../Spinner';
import { cx } from '../internal/cx';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
  /** Shows a spinner, keeps the width, and ignores clicks while an action runs. */
  loading?: boolean;
  iconStart?: IconName;
  iconEnd?: IconName;
  /** Icon-only buttons need an accessible name: pass `aria-label`. */
  icon?: IconName;
  /** Render the child element (e.g. a router link) with button styling. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Disabled and loading buttons use `aria-disabled` rather than `disabled` so they stay
 * focusable and discoverable by screen readers; clicks are swallowed here instead.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  disabled = false,
  iconStart,
  iconEnd,
  icon,
  asChild = false,
  className,
  children,
  onClick,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  const inert = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const classes = cx(styles.button({ variant, size, fullWidth, iconOnly: Boolean(icon) }), className);
  const content: ReactNode = icon ? (
    <Icon name={icon} />
  ) : (
    <>
      {iconStart ? <Icon name={iconStart} /> : null}
      {children}
      {iconEnd ? <Icon name={iconEnd} /> : null}
    </>
  );

  if (asChild) {
    return (
      <Slot ref={ref} className={classes} aria-disabled={inert || undefined} onClick={handleClick} {...rest}>
        {children}
      </Slot>
    );
  }

  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <span className={cx(styles.label, loading ? styles.hiddenLabel : '')}>{content}</span>
      {loading ? (
        <span className={styles.spinnerSlot}>
          <Spinner size="sm" />
        </span>
      ) : null}
    </button>
  );
}
