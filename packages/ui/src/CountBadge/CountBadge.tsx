import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useTranslation } from '../Translation';
import { cx } from '../internal/cx';
import * as styles from './CountBadge.css';

export interface CountBadgeProps {
  count: number;
  /** Counts above this show as "max+" (99+). */
  max?: number;
  /** Overrides the spoken label; defaults to "{{count}} unread". */
  label?: string;
  className?: string;
}

/** The visible text for a count: empty at 0 or below, capped at `max+`. */
export function badgeText(count: number, max = 99): string {
  if (count <= 0) return '';
  return count > max ? `${max}+` : String(Math.floor(count));
}

/** Red count beside a menu item (missions, messages, rewards); renders nothing at 0. */
export function CountBadge({ count, max = 99, label, className }: CountBadgeProps) {
  const { t } = useTranslation('common');
  const text = badgeText(count, max);
  if (!text) return null;
  return (
    <span className={cx(styles.badge, className)}>
      <span aria-hidden="true">{text}</span>
      <VisuallyHidden>{label ?? t('a11y.unreadCount', { count })}</VisuallyHidden>
    </span>
  );
}
