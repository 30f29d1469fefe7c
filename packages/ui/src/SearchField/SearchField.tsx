import { useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../Translation';
import { Button } from '../Button';
import { TextField, type TextFieldProps } from '../TextField';
import { cx } from '../internal/cx';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<
  TextFieldProps,
  'type' | 'endSlot' | 'icon' | 'value' | 'defaultValue' | 'label' | 'onSubmit'
> {
  /** Visible label; defaults to the translated "Search". */
  label?: ReactNode;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Called with the trimmed query when the person presses Enter. */
  onSearch?: (query: string) => void;
  /** Called after the clear button (or Escape) empties the field. */
  onClear?: () => void;
  /** Names the search landmark when a page has more than one. */
  landmarkLabel?: string;
  /** Styles the field's outermost element (the search form), as on every field. */
  className?: string;
}

/** A search landmark around a search input: Enter submits, Escape or the clear button empties it. */
export function SearchField({
  label,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onSearch,
  onClear,
  onChange,
  onKeyDown,
  landmarkLabel,
  className,
  disabled,
  ...inputProps
}: SearchFieldProps) {
  const { t } = useTranslation(['common', 'forms']);
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
    caller: 'SearchField',
  });
  const inputRef = useRef<HTMLInputElement>(null);

  const clear = () => {
    setValue('');
    onClear?.();
    inputRef.current?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!disabled) onSearch?.(value.trim());
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Escape' && value !== '') {
      // Keep Escape from also closing a surrounding dialog when it only cleared the field.
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };

  return (
    <form
      role="search"
      aria-label={landmarkLabel}
      className={cx(styles.form, className)}
      onSubmit={handleSubmit}
      noValidate
    >
      <TextField
        {...inputProps}
        ref={inputRef}
        type="search"
        icon="search"
        enterKeyHint="search"
        label={label ?? t('common:actions.search')}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          onChange?.(event);
          setValue(event.target.value);
        }}
        onKeyDown={handleKeyDown}
        endSlot={
          value !== '' && !disabled ? (
            <Button
              variant="ghost"
              size="sm"
              icon="close"
              className={styles.clear}
              aria-label={t('forms:search.clear')}
              onClick={clear}
            />
          ) : null
        }
      />
    </form>
  );
}
