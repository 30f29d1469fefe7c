import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../Translation';
import { cx } from '../internal/cx';
import * as styles from './HeaderBar.css';
import { HeaderNavLink } from './HeaderNavLink';

export const headerBarPositions = ['sticky', 'static'] as const;

export interface HeaderBarProps extends HTMLAttributes<HTMLElement> {
  /** The brand mark, usually a link home with an image that has alt text. */
  logo?: ReactNode;
  /** `HeaderBar.NavLink` items; they are wrapped in a named nav list. */
  children?: ReactNode;
  /** The end of the bar: login/register, or balance, deposit and the account menu. */
  actions?: ReactNode;
  /** Sticks to the top of the page while scrolling; `static` for stories and embedded previews. */
  position?: (typeof headerBarPositions)[number];
  /** The nav landmark's name; defaults to "Main navigation". */
  navLabel?: string;
}

function HeaderBarRoot({
  logo,
  children,
  actions,
  position = 'sticky',
  navLabel,
  className,
  ...rest
}: HeaderBarProps) {
  const { t } = useTranslation('nav');
  return (
    <header className={cx(styles.root({ position }), className)} {...rest}>
      {logo ? <div className={styles.logo}>{logo}</div> : null}
      {children ? (
        <nav aria-label={navLabel ?? t('header.mainNav')} className={styles.nav}>
          <ul className={styles.navList}>{children}</ul>
        </nav>
      ) : (
        <div className={styles.spacer} />
      )}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

/**
 * The portal's top bar: logo, the main navigation (Home, In-house, categories, Promotions) and
 * the account actions. Sticky by default; the navigation scrolls sideways when it does not fit.
 */
export const HeaderBar = Object.assign(HeaderBarRoot, { NavLink: HeaderNavLink });

HeaderBarRoot.displayName = 'HeaderBar';
