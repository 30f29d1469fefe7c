import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { useId, type ReactNode, type Ref } from 'react';
import { FieldError, FieldHint, RequiredMarker } from '../FormField';
import * as styles from './RadioGroup.css';
import { cx, idRefs } from '../internal/cx';

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
  const generatedId = useId();
  const baseId = id ?? `radio-${generatedId}`;
  const legendId = `${baseId}-legend`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const describedBy = idRefs(hint ? hintId : null, error ? errorId : null);
  return (
    <fieldset className={cx(styles.fieldset, className)} disabled={disabled}>
      <legend id={legendId} className={styles.legend}>
        {legend}
        {required ? <RequiredMarker /> : null}
      </legend>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
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
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
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
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
