import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
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
  const { t } = useTranslation('common');
  const generatedId = useId();
  const baseId = id ?? `radio-${generatedId}`;
  const legendId = `${baseId}-legend`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={[styles.fieldset, className].filter(Boolean).join(' ')} disabled={disabled}>
      <legend id={legendId} className={styles.legend}>
        {legend}
        {required ? (
          <span className={styles.requiredMarker}>
            <span aria-hidden="true">*</span>
            <span style={visuallyHidden}>{` (${t('form.required')})`}</span>
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
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
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ? (
          <>
            <Icon name="alert" size="sm" />
            <span>{error}</span>
          </>
        ) : null}
      </p>
    </fieldset>
  );
}

// Same recipe as Radix VisuallyHidden, inline like FormField's required marker.
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
