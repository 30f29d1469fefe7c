import { useId, type ReactNode } from 'react';
import { FieldError, FieldHint, RequiredMarker } from './FieldParts';
import * as styles from './FormField.css';
import { cx, idRefs } from '../internal/cx';

/** Props a FormField hands to its control so label, hint and error are wired for assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Help text under the label, read after it. */
  hint?: ReactNode;
  /** A translated error message; shown under the control and announced politely. */
  error?: ReactNode;
  required?: boolean;
  /** Use a known id for the control (e.g. for tests or external labels). */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ label, hint, error, required = false, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = idRefs(hint ? hintId : null, error ? errorId : null);

  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
