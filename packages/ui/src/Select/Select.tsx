import * as RadixSelect from '@radix-ui/react-select';
import { type ReactNode, type Ref } from 'react';
import { useTranslation } from '../Translation';
import { FormField } from '../FormField';
import { Icon } from '../Icon';
import { usePortalContainer } from '../ThemeProvider';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  /** Translated by the caller, or server content. */
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  hint?: ReactNode;
  /** A translated message; marks the select invalid and shows under it. */
  error?: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen; defaults to "Please select". */
  placeholder?: ReactNode;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  /** Open state, for stories and tests. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A Radix select (combobox + listbox) wired to a FormField: the visible label names the
 * trigger; hint and error describe it. Keyboard: Enter/Space/arrows open, arrows and
 * typeahead move, Enter selects, Escape closes and returns focus.
 */
export function Select({
  label,
  hint,
  error,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  name,
  required,
  disabled,
  id,
  className,
  open,
  defaultOpen,
  onOpenChange,
  ref,
}: SelectProps) {
  const { t } = useTranslation('common');
  const container = usePortalContainer();
  const [isOpen, changeOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
    caller: 'Select',
  });
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control, { labelId }) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          name={name}
          required={required}
          disabled={disabled}
          open={isOpen}
          onOpenChange={changeOpen}
        >
          {/* While open the list is modal: Radix aria-hides the page and keeps focus in the list,
              so the hidden trigger leaves the tab order until focus returns to it on close. */}
          <RadixSelect.Trigger
            ref={ref}
            className={styles.trigger}
            tabIndex={isOpen ? -1 : undefined}
            {...control}
          >
            <span className={styles.value}>
              <RadixSelect.Value placeholder={placeholder ?? t('form.selectPlaceholder')} />
            </span>
            <RadixSelect.Icon className={styles.chevron}>
              <Icon name="chevronDown" size="sm" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal container={container}>
            {/* The open list is named by the field's label, like its trigger. */}
            <RadixSelect.Content
              className={styles.content}
              position="popper"
              sideOffset={4}
              aria-labelledby={labelId}
            >
              <RadixSelect.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={styles.item}
                  >
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className={styles.itemIndicator}>
                      <Icon name="check" size="sm" />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </FormField>
  );
}
