import { useTranslation } from '../Translation';
import { Spinner } from '../Spinner';
import { cx } from '../internal/cx';
import * as styles from './PageLoader.css';

export interface PageLoaderProps {
  /** Overrides the visible "Loading…" text. */
  label?: string;
  /** Fill the viewport's height (route-level loading). */
  fullPage?: boolean;
  className?: string;
}

/** A page or section that is loading: spinner + "Loading…", announced politely (role=status). */
export function PageLoader({ label, fullPage = false, className }: PageLoaderProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx(styles.loader, fullPage ? styles.fullPage : '', className)}
    >
      <Spinner size="lg" className={styles.spinner} />
      <span>{label ?? t('status.loading')}</span>
    </div>
  );
}
