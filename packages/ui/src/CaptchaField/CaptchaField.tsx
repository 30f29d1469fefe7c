import { useMemo } from 'react';
import { useTranslation } from '../Translation';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { TextField, type TextFieldProps } from '../TextField';
import { cx } from '../internal/cx';
import * as styles from './CaptchaField.css';
import { captchaRefreshIntervalMs, createThrottle } from './throttle';

/**
 * Where the picture is: `loading` (the first one or a new one is on its way), `shown`, or
 * `unavailable` (the server could not give one; refresh retries, the alternative still helps).
 */
export const captchaStatuses = ['loading', 'shown', 'unavailable'] as const;
export type CaptchaStatus = (typeof captchaStatuses)[number];

export interface CaptchaFieldProps extends Omit<TextFieldProps, 'endSlot' | 'label' | 'onPaste'> {
  /** The captcha picture from the server: a base64 PNG, with or without the data: prefix. */
  image?: string;
  /** Asks for a new picture; called at most once per second however often it is pressed. */
  onRefresh: () => void;
  status?: CaptchaStatus;
  /**
   * The accessible alternative (WCAG 3.3.8): there is no audio captcha, so people who cannot
   * read the picture are offered a way to contact support.
   */
  onRequestAlternative: () => void;
  /** Defaults to the translated "Captcha". */
  label?: TextFieldProps['label'];
  /** Injectable clock for the refresh throttle (tests). */
  now?: () => number;
}

export function toImageSrc(image: string): string {
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`;
}

/**
 * Captcha input with its picture, a throttled refresh button and a contact-support
 * alternative. Paste is never blocked, so password managers and assistive tools work.
 */
export function CaptchaField({
  image,
  onRefresh,
  status = 'shown',
  onRequestAlternative,
  label,
  disabled,
  now,
  className,
  ...props
}: CaptchaFieldProps) {
  const { t } = useTranslation('forms');
  // The callback travels as an argument, so a new onRefresh each render keeps the same throttle.
  const throttledRefresh = useMemo(
    () => createThrottle((refresh: () => void) => refresh(), captchaRefreshIntervalMs, now),
    [now],
  );

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.row}>
        <TextField
          {...props}
          label={label ?? t('captcha.label')}
          disabled={disabled}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className={styles.field}
        />
        <div className={styles.imageBox}>
          {image && status !== 'unavailable' ? (
            // While a new picture loads the old one stays; the refresh button shows it is busy.
            <img className={styles.image} src={toImageSrc(image)} alt={t('captcha.imageAlt')} />
          ) : (
            <span className={styles.placeholder}>
              {status === 'loading' ? (
                <Spinner size="sm" announce />
              ) : (
                <Icon name={status === 'unavailable' ? 'alert' : 'refresh'} />
              )}
            </span>
          )}
          <Button
            variant="ghost"
            size="sm"
            icon="refresh"
            aria-label={t('captcha.refresh')}
            title={t('captcha.refresh')}
            loading={status === 'loading'}
            disabled={disabled}
            onClick={() => throttledRefresh(onRefresh)}
          />
        </div>
      </div>
      {status === 'unavailable' ? (
        <p className={styles.unavailable} role="status">
          {t('captcha.unavailable')}
        </p>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        className={styles.alternative}
        disabled={disabled}
        onClick={onRequestAlternative}
      >
        {t('captcha.alternative')}
      </Button>
    </div>
  );
}
