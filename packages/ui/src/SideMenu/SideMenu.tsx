import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '../Translation';
import { CategoryIcon, type CategoryCode } from '../CategoryIcon';
import { CountBadge } from '../CountBadge';
import { Icon, type IconName } from '../Icon';
import { cx } from '../internal/cx';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './SideMenu.css';

export interface SideMenuRootProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Controlled open state; the menu is open by default (SPEC §2). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Shown beside the collapse button while open, e.g. the brand or "Games". */
  title?: ReactNode;
  /**
   * Draws the collapse button (default). Turn it off when another control opens and closes the
   * menu, e.g. a header button on phones; that control needs `aria-controls` with this menu's id.
   */
  toggle?: boolean;
  /** The landmark's name; defaults to "Main menu". */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A disclosure (WAI-ARIA): the collapse button names and controls the menu's content, which stays
 * mounted and is hidden while closed. Nothing is measured, so opening, closing and hydrating the
 * menu never make the browser lay out the page while a script waits.
 */
function SideMenuRoot({
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  title,
  toggle = true,
  className,
  children,
  'aria-label': ariaLabel,
  ...rest
}: SideMenuRootProps) {
  const { t } = useTranslation('nav');
  const contentId = useId();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    caller: 'SideMenu.Root',
  });
  return (
    <nav
      aria-label={ariaLabel ?? t('sideMenu.label')}
      className={cx(styles.root, className)}
      data-state={open ? 'open' : 'closed'}
      {...rest}
    >
      {toggle || title ? (
        <div className={styles.header}>
          {toggle ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={contentId}
              aria-label={open ? t('sideMenu.collapse') : t('sideMenu.expand')}
              onClick={() => setOpen(!open)}
            >
              <Icon name={open ? 'chevronStart' : 'menu'} className={open ? styles.directional : undefined} />
            </button>
          ) : null}
          {title ? <span className={styles.title}>{title}</span> : null}
        </div>
      ) : null}
      <div id={contentId} className={styles.content} hidden={!open}>
        {children}
      </div>
    </nav>
  );
}

export interface SideMenuSectionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A visible heading that also names the list. Without it the list stands alone. */
  title?: ReactNode;
  children: ReactNode;
}

function SideMenuSection({ title, className, children, ...rest }: SideMenuSectionProps) {
  const titleId = useId();
  return (
    <div className={cx(styles.section, className)} {...rest}>
      {title ? (
        <div id={titleId} className={styles.sectionTitle}>
          {title}
        </div>
      ) : null}
      <ul className={styles.list} aria-labelledby={title ? titleId : undefined}>
        {children}
      </ul>
    </div>
  );
}

export interface SideMenuItemProps {
  children: ReactNode;
  /** A game category code draws its pictogram; otherwise pass an icon name or a node. */
  category?: CategoryCode;
  icon?: IconName | ReactNode;
  /** A red count badge (missions, messages, rewards, games); hidden at 0. */
  count?: number;
  /** What the count means to a screen reader; defaults to "{{count}} unread". */
  countLabel?: string;
  /** The current page or category: marked with aria-current="page". */
  active?: boolean;
  /** Renders a link; without it the item is a button. */
  href?: string;
  /** Opens the link in a new window (telegram, facebook, customer service), announced as such. */
  external?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  className?: string;
}

function SideMenuItem({
  children,
  category,
  icon,
  count,
  countLabel,
  active = false,
  href,
  external = false,
  onClick,
  className,
}: SideMenuItemProps) {
  const { t } = useTranslation('common');
  const visual = category ? (
    <CategoryIcon code={category} decorative />
  ) : typeof icon === 'string' ? (
    <Icon name={icon as IconName} />
  ) : (
    icon
  );
  const content = (
    <>
      {visual ? <span className={styles.itemIcon}>{visual}</span> : null}
      <span className={styles.itemLabel}>{children}</span>
      {external ? <VisuallyHidden> ({t('a11y.opensInNewWindow')})</VisuallyHidden> : null}
      {count !== undefined ? <CountBadge count={count} label={countLabel} /> : null}
    </>
  );
  const shared = {
    className: cx(styles.item, className),
    'aria-current': active ? ('page' as const) : undefined,
    'data-active': active || undefined,
    onClick,
  };
  return (
    <li className={styles.listItem}>
      {href !== undefined ? (
        <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...shared}>
          {content}
        </a>
      ) : (
        <button type="button" {...shared}>
          {content}
        </button>
      )}
    </li>
  );
}

/**
 * The portal's side menu: a navigation landmark with a collapse button (open by default),
 * titled sections of items with category icons, count badges and the active item.
 */
export const SideMenu = {
  Root: SideMenuRoot,
  Section: SideMenuSection,
  Item: SideMenuItem,
};

SideMenuRoot.displayName = 'SideMenu.Root';
SideMenuSection.displayName = 'SideMenu.Section';
SideMenuItem.displayName = 'SideMenu.Item';
