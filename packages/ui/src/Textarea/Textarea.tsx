import { type ChangeEvent, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from '../Translation';
import { FormField } from '../FormField';
import { idRefs } from '../internal/cx';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './Textarea.css';

export interface TextareaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'children' | 'maxLength' | 'minLength'
> {
  label: ReactNode;
  hint?: ReactNode;
  /** A translated message; marks the textarea invalid and shows under it. */
  error?: ReactNode;
  /** Fewest characters accepted (counted after trimming); the counter turns red below it once typed. */
  minLength?: number;
  /** Most characters accepted; typing stops there. */
  maxLength: number;
  /** Styles the field's outermost element (label, control and messages), as on every field. */
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Characters as a person counts them: code points, so an emoji counts once. */
export function countCharacters(text: string): number {
  return Array.from(text).length;
}

/**
 * A multi-line field with a live "count / max" counter. The counter is part of the
 * textarea's description and sits in a polite live region, so screen readers hear it
 * after a pause in typing rather than on every key.
 */
export function Textarea({
  label,
  hint,
  error,
  required,
  minLength,
  maxLength,
  id,
  className,
  value,
  defaultValue,
  onChange,
  ref,
  ...rest
}: TextareaProps) {
  const { t } = useTranslation('common');
  // The text is tracked (not only read from the DOM) because the counter shows its length.
  const [current, setCurrent] = useControllableState({
    value: value === undefined ? undefined : String(value),
    defaultValue: String(defaultValue ?? ''),
    caller: 'Textarea',
  });
  const count = countCharacters(current);
  const trimmed = countCharacters(current.trim());
  const outOfRange = count > maxLength || (minLength !== undefined && count > 0 && trimmed < minLength);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setCurrent(event.target.value);
    onChange?.(event);
  };

  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => {
        const counterId = `${control.id}-counter`;
        return (
          <>
            <textarea
              ref={ref}
              required={required}
              maxLength={maxLength}
              minLength={minLength}
              className={styles.textarea}
              value={value}
              defaultValue={value === undefined ? defaultValue : undefined}
              onChange={handleChange}
              {...control}
              aria-describedby={idRefs(control['aria-describedby'], counterId)}
              {...rest}
            />
            <p
              id={counterId}
              className={styles.counter({ outOfRange })}
              aria-live="polite"
              aria-atomic="true"
            >
              {t('form.charactersCount', { count, max: maxLength })}
            </p>
          </>
        );
      }}
    </FormField>
  );
}
