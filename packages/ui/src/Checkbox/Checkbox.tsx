import * as RadixCheckbox from '@radix-ui/react-checkbox';
import type { ReactNode, Ref } from 'react';
import { Icon } from '../Icon';
import { FormField } from '../FormField';
import { cx } from '../internal/cx';
import { useField } from '../internal/useField';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
  /** A translated message shown under the box and announced politely; marks it invalid. */
  error?: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Checkbox({
  label,
  error,
  hint,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  required,
  name,
  value,
  id,
  className,
  ref,
}: CheckboxProps) {
  const { controlId, hintId, errorId, control } = useField({ id, hint, error });
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          ref={ref}
          id={controlId}
          className={styles.box}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={(state) => onCheckedChange?.(state === true)}
          disabled={disabled}
          required={required}
          name={name}
          value={value}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            <Icon name="check" size="sm" />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={controlId} className={styles.label({ disabled: Boolean(disabled) })}>
          {label}
          {required ? <FormField.RequiredMarker /> : null}
        </label>
      </div>
      {hint ? (
        <FormField.Hint id={hintId} className={styles.message}>
          {hint}
        </FormField.Hint>
      ) : null}
      <FormField.Error id={errorId} className={styles.message}>
        {error}
      </FormField.Error>
    </div>
  );
}
