import { Icon } from '../Icon';
import { cx } from '../internal/cx';
import type { FieldMessageProps } from './FieldHint';
import * as styles from './FormField.css';

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

FieldError.displayName = 'FormField.Error';
