import type { ReactNode } from 'react';
import { useTranslation } from '../Translation';
import { Icon, type IconName } from '../Icon';
import { cx } from '../internal/cx';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** Decorative icon above the title. */
  icon?: IconName;
  /** Defaults to "No data yet". */
  title?: ReactNode;
  description?: ReactNode;
  /** A Button (or link styled as one) that gets the person going, e.g. "Deposit". */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list, table or page shows when it has nothing to show. */
export function EmptyState({
  icon = 'receipt',
  title,
  description,
  action,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const { t } = useTranslation('common');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, className)} data-empty-state="">
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <Heading className={styles.title}>{title ?? t('status.empty')}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
