import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../Translation';
import { Breadcrumb, type BreadcrumbItem } from '../Breadcrumb';
import { Icon } from '../Icon';
import { cx } from '../internal/cx';
import * as styles from './PageHeader.css';

export const pageHeaderLevels = [1, 2] as const;

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  /** Heading level: 1 for a page, 2 for a panel inside a page (e.g. a member-centre section). */
  level?: (typeof pageHeaderLevels)[number];
  /** Shows a back button before the title. */
  onBack?: () => void;
  /** Overrides the back button's name ("Go back"), e.g. "Back to member centre". */
  backLabel?: string;
  /** A trail above the title; its last item is the current page. */
  breadcrumb?: readonly BreadcrumbItem[];
  /** A short line under the title. */
  description?: ReactNode;
  /** Buttons at the end of the title row. */
  actions?: ReactNode;
}

/** The top of a page: optional breadcrumb, back button, title, description and actions. */
export function PageHeader({
  title,
  level = 1,
  onBack,
  backLabel,
  breadcrumb,
  description,
  actions,
  className,
  ...rest
}: PageHeaderProps) {
  const { t } = useTranslation('nav');
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={cx(styles.root, className)} {...rest}>
      {breadcrumb && breadcrumb.length > 0 ? <Breadcrumb items={breadcrumb} /> : null}
      <div className={styles.row}>
        {onBack ? (
          <button
            type="button"
            className={styles.back}
            aria-label={backLabel ?? t('pageHeader.back')}
            onClick={onBack}
          >
            <Icon name="chevronStart" className={styles.directional} />
          </button>
        ) : null}
        <div className={styles.titles}>
          <Heading className={styles.title({ level })}>{title}</Heading>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
