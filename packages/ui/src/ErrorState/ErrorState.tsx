import { createElement } from 'react';
import { useTranslation } from '../Translation';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { cx } from '../internal/cx';
import * as styles from './ErrorState.css';

/**
 * network: request failed; timeout: page took too long; chunkLoad / cssChunkLoad: a script or
 * style chunk failed (the fix is a reload); generic: anything else.
 */
export const errorStateVariants = ['network', 'timeout', 'chunkLoad', 'cssChunkLoad', 'generic'] as const;
export type ErrorStateVariant = (typeof errorStateVariants)[number];

const messageKeys = {
  network: 'NETWORK_ERROR',
  timeout: 'NETWORK_TIMEOUT',
  chunkLoad: 'CHUNK_LOAD_FAILED',
  cssChunkLoad: 'CSS_CHUNK_LOAD_FAILED',
  generic: 'UNKNOWN',
} as const satisfies Record<ErrorStateVariant, string>;

export interface ErrorStateProps {
  variant?: ErrorStateVariant;
  /** Retry for network/generic errors; for chunk failures it should reload the page. */
  onRetry?: () => void;
  /** A server message to show instead of the variant's text. */
  message?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function ErrorState({
  variant = 'generic',
  onRetry,
  message,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  const { t } = useTranslation(['common', 'errors']);
  const reload = variant === 'chunkLoad' || variant === 'cssChunkLoad';
  return (
    <div role="alert" className={cx(styles.root, className)} data-variant={variant}>
      <span className={styles.emblem}>
        <Icon name="alert" />
      </span>
      {createElement(`h${headingLevel}`, { className: styles.title }, t('status.error'))}
      <p className={styles.text}>{message ?? t(`errors:${messageKeys[variant]}`)}</p>
      {onRetry ? (
        <Button variant="outline" iconStart="refresh" onClick={onRetry}>
          {reload ? t('actions.reload') : t('actions.retry')}
        </Button>
      ) : null}
    </div>
  );
}
