import { useTranslation } from '../Translation';

/** The BCP 47 tag of the language i18next is showing ("en", "fil"), for Intl formatting. */
export function useFormatLocale(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}
