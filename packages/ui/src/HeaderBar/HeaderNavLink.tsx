import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { CategoryIcon, type CategoryCode } from '../CategoryIcon';
import { cx } from '../internal/cx';
import * as styles from './HeaderBar.css';

export interface HeaderNavLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children: ReactNode;
  /** The current section: marked with aria-current="page". */
  active?: boolean;
  /** Draws the category pictogram before the label. */
  category?: CategoryCode;
}

/** One link of the header navigation, in its own list item. */
export function HeaderNavLink({
  href,
  children,
  active = false,
  category,
  className,
  ...rest
}: HeaderNavLinkProps) {
  return (
    <li className={styles.navItem}>
      <a
        href={href}
        className={cx(styles.link, className)}
        aria-current={active ? 'page' : undefined}
        {...rest}
      >
        {category ? <CategoryIcon code={category} size="sm" decorative /> : null}
        {children}
      </a>
    </li>
  );
}

HeaderNavLink.displayName = 'HeaderBar.NavLink';
