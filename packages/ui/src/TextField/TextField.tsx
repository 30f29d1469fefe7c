import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField } from '../FormField';
import { Icon, type IconName } from '../Icon';
import * as styles from './TextField.css';

export const textFieldSizes = ['sm', 'md', 'lg'] as const;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** A translated message; marks the input invalid and shows under it. */
  error?: ReactNode;
  size?: (typeof textFieldSizes)[number];
  /** Decorative icon before the text. */
  icon?: IconName;
  /** Controls after the text, e.g. a show-password toggle or a send-code button. */
  endSlot?: ReactNode;
  /** Styles the field's outermost element (label, control and messages), as on every field. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  required,
  size = 'md',
  icon,
  endSlot,
  id,
  className,
  type = 'text',
  ref,
  ...inputProps
}: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <div className={styles.control({ size })}>
          {icon ? (
            <span className={styles.adornment}>
              <Icon name={icon} />
            </span>
          ) : null}
          <input
            ref={ref}
            type={type}
            required={required}
            className={styles.input}
            {...control}
            {...inputProps}
          />
          {endSlot ? <span className={styles.adornment}>{endSlot}</span> : null}
        </div>
      )}
    </FormField>
  );
}
