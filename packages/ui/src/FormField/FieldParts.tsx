import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import * as styles from './FormField.css';
import { cx } from '../internal/cx';

/** The `*` after a label; screen readers hear "(required)" instead. */
export function RequiredMarker() {
  const { t } = useTranslation('common');
  return (
    <span className={styles.requiredMarker}>
      <span aria-hidden="true">*</span>
      <VisuallyHidden>{` (${t('form.required')})`}</VisuallyHidden>
    </span>
  );
}

export interface FieldMessageProps {
  id: string;
  children?: ReactNode;
  className?: string;
}

/** Help text under a label; the control names it in aria-describedby. */
export function FieldHint({ id, children, className }: FieldMessageProps) {
  return (
    <p id={id} className={cx(styles.hint, className)}>
      {children}
    </p>
  );
}

/**
 * The error under a control. Always rendered (empty when there is no error) so the polite live
 * region exists before the message arrives and screen readers announce it.
 */
export function FieldError({ id, children, className }: FieldMessageProps) {
  return (
    <p id={id} className={cx(styles.error, className)} aria-live="polite">
      {children ? (
        <>
          <Icon name="alert" size="sm" />
          <span>{children}</span>
        </>
      ) : null}
    </p>
  );
}
