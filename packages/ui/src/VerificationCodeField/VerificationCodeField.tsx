import { useTranslation } from '../Translation';
import { Button } from '../Button';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './VerificationCodeField.css';

export interface VerificationCodeFieldProps extends Omit<TextFieldProps, 'endSlot' | 'type'> {
  /** Seconds until another code may be sent; above 0 the button shows the countdown and is inert. */
  secondsLeft: number;
  /** A send request is in flight. */
  sending?: boolean;
  /** A code was sent before, so the button offers "Resend" once the countdown ends. */
  sent?: boolean;
  onSend: () => void;
  /** Disables the send button only (e.g. until the mobile number is valid). */
  sendDisabled?: boolean;
}

/**
 * A one-time-code input with its send button. Controlled: the parent (the SMS machine) owns
 * the countdown and passes `secondsLeft`, so stories and screenshots stay deterministic.
 */
export function VerificationCodeField({
  secondsLeft,
  sending = false,
  sent = false,
  onSend,
  sendDisabled = false,
  disabled,
  maxLength = 6,
  ...props
}: VerificationCodeFieldProps) {
  const { t } = useTranslation('forms');
  const counting = secondsLeft > 0;
  const label = counting
    ? t('verificationCode.resendIn', { seconds: secondsLeft })
    : sent
      ? t('verificationCode.resend')
      : t('verificationCode.send');
  return (
    <TextField
      {...props}
      disabled={disabled}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={maxLength}
      endSlot={
        <Button
          variant="secondary"
          size="sm"
          className={styles.sendButton}
          loading={sending}
          disabled={disabled || sendDisabled || counting}
          onClick={onSend}
        >
          {label}
        </Button>
      }
    />
  );
}
