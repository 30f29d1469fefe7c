import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ReactNode, type Ref } from 'react';
import { Icon } from '../Icon';
import { FieldError, FieldHint } from '../FormField';
import * as styles from './Checkbox.css';
import { cx, idRefs } from '../internal/cx';

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
  const generatedId = useId();
  const controlId = id ?? `checkbox-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = idRefs(hint ? hintId : null, error ? errorId : null);
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
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            <Icon name="check" size="sm" />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={controlId} className={styles.label({ disabled: Boolean(disabled) })}>
          {label}
        </label>
      </div>
      {hint ? (
        <FieldHint id={hintId} className={styles.message}>
          {hint}
        </FieldHint>
      ) : null}
      <FieldError id={errorId} className={styles.message}>
        {error}
      </FieldError>
    </div>
  );
}
