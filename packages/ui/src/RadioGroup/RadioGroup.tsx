import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import type { ReactNode, Ref } from 'react';
import { FormField } from '../FormField';
import { cx } from '../internal/cx';
import { useField } from '../internal/useField';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question; rendered as the fieldset's legend and naming the radio group. */
  legend: ReactNode;
  hint?: ReactNode;
  /** A translated message shown under the options and announced politely. */
  error?: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: (typeof radioGroupOrientations)[number];
  name?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Radix radio group in a fieldset: Tab enters at the chosen option, arrows move and choose. */
export function RadioGroup({
  legend,
  hint,
  error,
  options,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  name,
  required = false,
  disabled,
  id,
  className,
  ref,
}: RadioGroupProps) {
  const { controlId: baseId, hintId, errorId, control } = useField({ id, hint, error, required });
  const legendId = `${baseId}-legend`;
  return (
    <fieldset className={cx(styles.fieldset, className)} disabled={disabled}>
      <legend id={legendId} className={styles.legend}>
        {legend}
        {required ? <FormField.RequiredMarker /> : null}
      </legend>
      {hint ? <FormField.Hint id={hintId}>{hint}</FormField.Hint> : null}
      <RadixRadioGroup.Root
        ref={ref}
        id={baseId}
        className={styles.list({ orientation })}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        orientation={orientation}
        name={name}
        required={required}
        disabled={disabled}
        aria-labelledby={legendId}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
      >
        {options.map((option) => {
          const optionId = `${baseId}-${option.value}`;
          return (
            <div key={option.value} className={styles.option}>
              <RadixRadioGroup.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                className={styles.radio}
              >
                <RadixRadioGroup.Indicator className={styles.indicator} />
              </RadixRadioGroup.Item>
              <label htmlFor={optionId} className={styles.label}>
                {option.label}
              </label>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      <FormField.Error id={errorId}>{error}</FormField.Error>
    </fieldset>
  );
}
