import { useTranslation } from 'react-i18next';
import { Button, Spinner, TextField } from '@portal/ui';
import * as styles from './flow.css';

export interface CaptchaProps {
  status: 'loading' | 'shown' | 'unavailable';
  image: string | null;
  error?: string | undefined;
  onRefresh: () => void;
  name?: string;
  label?: string;
}

/** Captcha input with its image (or loader / unavailable note) and a refresh button. */
export function Captcha({ status, image, error, onRefresh, name = 'captcha', label }: CaptchaProps) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.form}>
      <TextField
        name={name}
        label={label ?? t('captcha.label')}
        placeholder={t('captcha.placeholder')}
        autoComplete="off"
        error={error}
        required
      />
      <div className={styles.captchaRow}>
        {status === 'loading' ? <Spinner size="sm" announce /> : null}
        {status === 'shown' && image ? (
          <img src={image} alt={t('captcha.imageAlt')} className={styles.captchaImage} />
        ) : null}
        {status === 'unavailable' ? <p className={styles.text}>{t('captcha.unavailable')}</p> : null}
        <Button
          variant="ghost"
          size="sm"
          iconStart="refresh"
          onClick={onRefresh}
          disabled={status === 'loading'}
        >
          {t('captcha.refresh')}
        </Button>
      </div>
    </div>
  );
}
