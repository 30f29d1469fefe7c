import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import * as styles from './FormField.css';

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
  const { t } = useTranslation('common');
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.requiredMarker}>
            <span aria-hidden="true">*</span>
            <span style={visuallyHidden}>{` (${t('form.required')})`}</span>
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ? (
          <>
            <Icon name="alert" size="sm" />
            <span>{error}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}

// Inline so the marker's spoken text needs no extra stylesheet; same recipe as Radix VisuallyHidden.
const visuallyHidden = {
  position: 'absolute',
  border: 0,
  inlineSize: 1,
  blockSize: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
} as const;
