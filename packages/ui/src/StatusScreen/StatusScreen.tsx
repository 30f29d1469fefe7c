import { useId } from 'react';
import { useTranslation } from '../Translation';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { cx } from '../internal/cx';
import * as styles from './StatusScreen.css';

/** Root views for system status 1 (maintenance) and 2 (region blocked). */
export const statusScreenVariants = ['maintenance', 'regionBlocked'] as const;
export type StatusScreenVariant = (typeof statusScreenVariants)[number];

export interface StatusScreenProps {
  variant: StatusScreenVariant;
  /** The visitor's IP (permission info `location.ip`), shown on the region-blocked screen. */
  ip?: string;
  /** Customer-service link (opened in a new window); or pass `onContactSupport`. */
  supportHref?: string;
  onContactSupport?: () => void;
  className?: string;
}

export function StatusScreen({
  variant,
  ip = '',
  supportHref,
  onContactSupport,
  className,
}: StatusScreenProps) {
  const { t } = useTranslation(['status', 'common']);
  const titleId = useId();
  const newWindowId = useId();
  const blocked = variant === 'regionBlocked';
  const support = blocked ? t('block.contactSupport') : t('maintenance.contactSupport');
  return (
    <main aria-labelledby={titleId} className={cx(styles.screen, className)} data-variant={variant}>
      <span className={styles.emblem} data-variant={variant}>
        <Icon name={blocked ? 'alert' : 'info'} />
      </span>
      <h1 id={titleId} className={styles.title}>
        {blocked ? t('block.title') : t('maintenance.title')}
      </h1>
      <p className={styles.text}>{blocked ? t('info_ip_block', { ip }) : t('info_maintenance')}</p>
      {supportHref ? (
        <>
          <Button asChild iconStart="headset">
            <a href={supportHref} target="_blank" rel="noreferrer" aria-describedby={newWindowId}>
              {support}
            </a>
          </Button>
          <span id={newWindowId} hidden>
            {t('common:a11y.opensInNewWindow')}
          </span>
        </>
      ) : (
        <Button iconStart="headset" onClick={onContactSupport}>
          {support}
        </Button>
      )}
    </main>
  );
}
