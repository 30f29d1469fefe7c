import { useTranslation } from '../Translation';
import { Button } from '../Button';
import { TextField, type TextFieldProps } from '../TextField';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endSlot'> {
  /** Start with the password shown (uncontrolled). */
  defaultVisible?: boolean;
  /** Controlled visibility. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
}

/**
 * A TextField for secrets with a show/hide toggle. The toggle keeps one accessible name
 * ("Show password") and reports its state with aria-pressed; its tooltip says what a click does.
 */
export function PasswordField({
  defaultVisible = false,
  visible: visibleProp,
  onVisibleChange,
  disabled,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useControllableState({
    value: visibleProp,
    defaultValue: defaultVisible,
    onChange: onVisibleChange,
    caller: 'PasswordField',
  });
  const toggle = () => setVisible(!visible);
  return (
    <TextField
      {...props}
      disabled={disabled}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      endSlot={
        <Button
          variant="ghost"
          size="sm"
          className={styles.toggle}
          icon={visible ? 'eyeOff' : 'eye'}
          aria-label={t('form.showPassword')}
          aria-pressed={visible}
          title={visible ? t('form.hidePassword') : t('form.showPassword')}
          disabled={disabled}
          onClick={toggle}
        />
      }
    />
  );
}
