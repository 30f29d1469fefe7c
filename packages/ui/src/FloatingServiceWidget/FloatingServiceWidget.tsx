import {
  useEffect,
  useId,
  useRef,
  type AnchorHTMLAttributes,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../Translation';
import { Icon, type IconName } from '../Icon';
import { cx } from '../internal/cx';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './FloatingServiceWidget.css';

export const floatingServiceKinds = [
  'inviteFriends',
  'telegram',
  'facebook',
  'appDownload',
  'customerService',
] as const;

export type FloatingServiceKind = (typeof floatingServiceKinds)[number];

export const floatingServicePositions = ['fixed', 'static'] as const;

const kindIcons: Record<FloatingServiceKind, IconName> = {
  inviteFriends: 'gift',
  telegram: 'send',
  facebook: 'facebook',
  appDownload: 'download',
  customerService: 'headset',
};

export interface FloatingServiceItem {
  /** What the item is: sets its icon and translated label. */
  kind: FloatingServiceKind;
  /** A link (e.g. the configured Telegram or customer-service URL); without it the item is a button. */
  href?: string;
  /** Opens the link in a new tab (external services). */
  external?: boolean;
  /** Called when the item is chosen, e.g. to open the invite or app-download dialog. */
  onSelect?: (kind: FloatingServiceKind) => void;
  /** Overrides the translated label (e.g. a configured resource's own name, from the server). */
  label?: ReactNode;
  /** Overrides the kind's icon. */
  icon?: IconName;
}

export interface FloatingServiceWidgetProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The services offered, in order; leave out those not configured or not available. */
  items: readonly FloatingServiceItem[];
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `fixed` floats at the end edge of the viewport; `static` stays in the flow (stories, previews). */
  position?: (typeof floatingServicePositions)[number];
  /** Closes the list after an item is chosen. */
  closeOnSelect?: boolean;
}

/**
 * The always-present quick-help widget: a round button that expands a list of service links
 * (invite friends, Telegram, Facebook, app download, customer service). The button reports its
 * state with aria-expanded; Escape closes the list and returns focus to the button.
 */
export function FloatingServiceWidget({
  items,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  position = 'fixed',
  closeOnSelect = false,
  className,
  ...rest
}: FloatingServiceWidgetProps) {
  const { t } = useTranslation('nav');
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    caller: 'FloatingServiceWidget',
  });

  // A pointer press outside the widget closes it, as any disclosure-style popup does.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current || rootRef.current.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  // Escape anywhere inside the widget closes the list and puts focus back on the toggle.
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);

  const choose = (item: FloatingServiceItem) => (_event: MouseEvent<HTMLElement>) => {
    item.onSelect?.(item.kind);
    if (closeOnSelect) setOpen(false);
  };

  return (
    <aside
      ref={rootRef}
      aria-label={t('floatingService.label')}
      className={cx(styles.root({ position }), className)}
      {...rest}
    >
      <ul id={listId} className={styles.list} hidden={!open}>
        {items.map((item) => {
          const content = (
            <>
              <span className={styles.itemIcon}>
                <Icon name={item.icon ?? kindIcons[item.kind]} />
              </span>
              <span className={styles.itemLabel}>{item.label ?? t(`floatingService.${item.kind}`)}</span>
            </>
          );
          const linkProps: AnchorHTMLAttributes<HTMLAnchorElement> = item.external
            ? { target: '_blank', rel: 'noopener noreferrer' }
            : {};
          return (
            <li key={item.kind} className={styles.listItem}>
              {item.href !== undefined ? (
                <a className={styles.item} href={item.href} onClick={choose(item)} {...linkProps}>
                  {content}
                </a>
              ) : (
                <button type="button" className={styles.item} onClick={choose(item)}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={open ? t('floatingService.close') : t('floatingService.open')}
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? 'close' : 'headset'} />
      </button>
    </aside>
  );
}
