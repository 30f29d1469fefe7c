import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useTranslation } from '../Translation';
import * as styles from './FormField.css';

/** The `*` after a label; screen readers hear "(required)" instead. */
export function RequiredMarker() {
  const { t } = useTranslation('common');
  return (
    <span className={styles.requiredMarker}>
      <span aria-hidden="true">*</span>
      <VisuallyHidden>{` (${t('form.required')})`}</VisuallyHidden>
    </span>
  );
}

RequiredMarker.displayName = 'FormField.RequiredMarker';
