import { useId, type ReactNode } from 'react';
import * as styles from './flow.css';

export interface CheckboxProps {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  defaultChecked?: boolean;
}

/** A native checkbox with its label and an inline error wired through aria-describedby. */
export function Checkbox({ name, label, error, defaultChecked }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.checkboxRow}>
      <label className={styles.checkboxLabel}>
        <input
          type="checkbox"
          name={name}
          className={styles.checkbox}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.inlineError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
