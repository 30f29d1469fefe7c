import { useTranslation } from '../Translation';
import { cx } from '../internal/cx';
import * as styles from './Footer.css';

export const ageBadgeSizes = ['sm', 'md'] as const;

export interface AgeBadgeProps {
  /** The legal age: 18 by default, configurable per white label (SPEC §1). */
  age?: number;
  size?: (typeof ageBadgeSizes)[number];
  className?: string;
}

/** The round "18+" mark; announced as "Only for players aged 18 and over". */
export function AgeBadge({ age = 18, size = 'md', className }: AgeBadgeProps) {
  const { t } = useTranslation('nav');
  return (
    <span
      role="img"
      aria-label={t('footer.ageBadgeLabel', { age })}
      className={cx(styles.ageBadge({ size }), className)}
    >
      {t('footer.ageBadge', { age })}
    </span>
  );
}

AgeBadge.displayName = 'Footer.AgeBadge';
