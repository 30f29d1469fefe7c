import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useTranslation } from '../Translation';
import { Icon } from '../Icon';
import { cx } from '../internal/cx';
import * as styles from './Breadcrumb.css';

export interface BreadcrumbItem {
  label: ReactNode;
  /** A link target; the last item (the current page) is never a link. */
  href?: string;
  /** Called on click, e.g. to navigate with the router (call preventDefault there). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface BreadcrumbProps extends HTMLAttributes<HTMLElement> {
  items: readonly BreadcrumbItem[];
  'aria-label'?: string;
}

/** A trail of links to the current page: a named nav with an ordered list; the last item is current. */
export function Breadcrumb({ items, className, 'aria-label': ariaLabel, ...rest }: BreadcrumbProps) {
  const { t } = useTranslation('nav');
  if (items.length === 0) return null;
  const lastIndex = items.length - 1;
  return (
    <nav aria-label={ariaLabel ?? t('breadcrumb.label')} className={cx(styles.root, className)} {...rest}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === lastIndex;
          return (
            // Trails are short and static; the position is the identity.
            <li key={index} className={styles.item}>
              {index > 0 ? <Icon name="chevronEnd" size="sm" className={styles.separator} /> : null}
              {current ? (
                <span className={styles.current} aria-current="page">
                  {item.label}
                </span>
              ) : item.href !== undefined ? (
                <a className={styles.link} href={item.href} onClick={item.onClick}>
                  {item.label}
                </a>
              ) : (
                <span className={styles.text}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
