import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { useField, type FieldControlProps } from '../internal/useField';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';
import { RequiredMarker } from './RequiredMarker';
import * as styles from './FormField.css';

export type { FieldControlProps };

export interface FormFieldProps {
  label: ReactNode;
  /** Help text under the label, read after it. */
  hint?: ReactNode;
  /** A translated error message; shown under the control and announced politely. */
  error?: ReactNode;
  required?: boolean;
  /** Use a known id for the control (e.g. for tests or external labels). */
  id?: string;
  /** Styles the field's outermost element, as on every field of the kit. */
  className?: string;
  /** Renders the control; `control` goes onto it, `labelId` names parts that pop out of it. */
  children: (control: FieldControlProps, parts: { labelId: string }) => ReactNode;
}

/**
 * The frame of a single-control field: a visible label, an optional hint, the control and its
 * error. The control is rendered by the child function, which receives the props that wire it
 * to the label, hint and error; a brand team composes a custom field the same way.
 */
function FormFieldRoot({ label, hint, error, required = false, id, className, children }: FormFieldProps) {
  const { controlId, labelId, hintId, errorId, control } = useField({ id, hint, error, required });
  return (
    <div className={cx(styles.field, className)}>
      <label id={labelId} htmlFor={controlId} className={styles.label}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {children(control, { labelId })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

FormFieldRoot.displayName = 'FormField';

/** A field frame with its parts (`FormField.Hint`, `FormField.Error`, `FormField.RequiredMarker`). */
export const FormField = Object.assign(FormFieldRoot, {
  Hint: FieldHint,
  Error: FieldError,
  RequiredMarker,
});
