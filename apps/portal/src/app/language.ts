import { changeLanguage, currentLanguage } from '@portal/i18n';
import { useCallback } from 'react';
import { useTranslation } from '@portal/ui';
import { storeLanguage } from '../site/storage';
import { usePortalEnvironment } from '../environment/environment';

/**
 * The shown language and how to change it: i18next switches, local storage keeps it (with the
 * previous one as history), the API client sends it, and the page's lang attribute follows.
 * Lists keyed by language (hot games, vendors, winners) are fetched again by their new keys.
 */
export function useLanguage(): { code: string; change: (code: string) => void } {
  const { i18n } = useTranslation();
  const environment = usePortalEnvironment();
  const code = currentLanguage(i18n).code;
  const change = useCallback(
    (next: string) => {
      storeLanguage(environment.local, next);
      environment.setLanguage(next);
      void changeLanguage(i18n, next).then(() => {
        if (typeof document !== 'undefined')
          document.documentElement.lang = currentLanguage(i18n).i18nextCode;
      });
    },
    [environment, i18n],
  );
  return { code, change };
}
