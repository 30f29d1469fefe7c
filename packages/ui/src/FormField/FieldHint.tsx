import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './FormField.css';

export interface FieldMessageProps {
  /** The id the control names in `aria-describedby`. */
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

FieldHint.displayName = 'FormField.Hint';
