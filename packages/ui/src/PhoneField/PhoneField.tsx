import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../Translation';
import { FormField } from '../FormField';
import { Icon } from '../Icon';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './PhoneField.css';

export interface DialingCode {
  /** The code with its plus sign, e.g. "+63". */
  code: string;
  /** Country name from the server, shown beside the code in the list. */
  country?: string;
}

export interface PhoneFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'type' | 'size'
> {
  label: ReactNode;
  hint?: ReactNode;
  /** A translated message; marks the number invalid and shows under it. */
  error?: ReactNode;
  /** Dialing codes offered; with one code the select is still shown so the code is visible. */
  dialingCodes: readonly DialingCode[];
  dialingCode?: string;
  defaultDialingCode?: string;
  onDialingCodeChange?: (code: string) => void;
  /** The digits only, without the dialing code. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (digits: string) => void;
  /** The configured digit count: typing stops there. */
  maxLength?: number;
  /** Styles the field's outermost element (label, control and messages), as on every field. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Keeps the digits of what was typed or pasted, up to `max` of them. */
export function sanitizeDigits(text: string, max?: number): string {
  const digits = text.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

/**
 * A mobile number: a native dialing-code select (reliable on phones and with screen readers)
 * joined to a digits-only input. The visible label names the number; the select has its own name.
 */
export function PhoneField({
  label,
  hint,
  error,
  required,
  dialingCodes,
  dialingCode,
  defaultDialingCode,
  onDialingCodeChange,
  value,
  defaultValue,
  onValueChange,
  maxLength,
  disabled,
  id,
  className,
  ref,
  ...inputProps
}: PhoneFieldProps) {
  const { t } = useTranslation('forms');
  const [code, setCode] = useControllableState({
    value: dialingCode,
    defaultValue: defaultDialingCode ?? dialingCodes[0]?.code ?? '',
    onChange: onDialingCodeChange,
    caller: 'PhoneField',
  });
  const [digits, setDigits] = useControllableState({
    value,
    defaultValue: sanitizeDigits(defaultValue ?? '', maxLength),
    onChange: onValueChange,
    caller: 'PhoneField',
  });

  const changeCode = (event: ChangeEvent<HTMLSelectElement>) => setCode(event.target.value);
  const changeDigits = (event: ChangeEvent<HTMLInputElement>) =>
    setDigits(sanitizeDigits(event.target.value, maxLength));

  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <div className={styles.control}>
          <span className={styles.selectWrap}>
            <select
              className={styles.select}
              value={code}
              onChange={changeCode}
              disabled={disabled}
              aria-label={t('phone.dialingCode')}
              // WCAG 1.3.5: the code's purpose, so browsers fill it with the number's country code.
              autoComplete="tel-country-code"
            >
              {dialingCodes.map((item) => (
                <option key={item.code} value={item.code} className={styles.option}>
                  {item.country ? `${item.code} ${item.country}` : item.code}
                </option>
              ))}
            </select>
            <span className={styles.chevron}>
              <Icon name="chevronDown" size="sm" />
            </span>
          </span>
          <input
            ref={ref}
            // A text field with the number pad: `tel-national` (the number without its dialing
            // code, which the select beside it holds) is an autofill token text fields take.
            type="text"
            inputMode="numeric"
            autoComplete="tel-national"
            className={styles.input}
            value={digits}
            onChange={changeDigits}
            required={required}
            disabled={disabled}
            {...control}
            {...inputProps}
          />
        </div>
      )}
    </FormField>
  );
}
