import { useTranslation } from '../Translation';
import { cx } from '../internal/cx';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: keyof typeof styles.size;
  /** Announce the spinner (standalone use). Inside a busy button it stays decorative. */
  announce?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', announce = false, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  const a11y = announce ? { role: 'status', 'aria-label': t('actions.loading') } : { 'aria-hidden': true };
  return <span className={cx(styles.spinner, styles.size[size], className)} {...a11y} />;
}
