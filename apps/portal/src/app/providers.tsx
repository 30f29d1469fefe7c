import { changeLanguage, currentLanguage } from '@portal/i18n';
import { ThemeProvider, Toast, TranslationProvider } from '@portal/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { EnvironmentContext, type PortalEnvironment } from '../environment/environment';
import { FavoritesProvider } from './favorites';
import { HydrationBoundary, useHydrated } from '../environment/hydration';
import { PopupProvider } from './popups';
import { RealtimeChannel, RealtimeMessages } from './realtime';
import { SessionProvider } from './session';

/** Keeps the API client's Accept-Language and the page's lang attribute on the shown language. */
function LanguageSync({ i18n, environment }: { i18n: I18n; environment: PortalEnvironment }) {
  useEffect(() => {
    const sync = () => {
      const meta = currentLanguage(i18n);
      environment.setLanguage(meta.code);
      document.documentElement.lang = meta.i18nextCode;
      document.documentElement.dir = meta.dir;
    };
    sync();
    i18n.on('languageChanged', sync);
    return () => i18n.off('languageChanged', sync);
  }, [i18n, environment]);
  return null;
}

/** After hydration, switches to the language the person chose (the static page is in the default). */
function RestoreLanguage({ i18n, language }: { i18n: I18n; language: string }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && currentLanguage(i18n).code !== language) void changeLanguage(i18n, language);
  }, [hydrated, i18n, language]);
  return null;
}

export interface PortalProvidersProps {
  environment: PortalEnvironment;
  i18n: I18n;
  /** The stored language, shown once the page has hydrated. */
  language?: string;
  /** The tree draws the static page: on the server, or hydrating its HTML (HydrationBoundary). */
  staticPage?: boolean;
  children: ReactNode;
}

/** Everything the app's components read from context, in the order they depend on each other. */
export function PortalProviders({
  environment,
  i18n,
  language,
  staticPage = false,
  children,
}: PortalProvidersProps) {
  return (
    <HydrationBoundary staticPage={staticPage}>
      <EnvironmentContext.Provider value={environment}>
        <TranslationProvider i18n={i18n}>
          <QueryClientProvider client={environment.queryClient}>
            <ThemeProvider brand={environment.site.brand} fullHeight>
              <Toast.Provider>
                <SessionProvider>
                  <PopupProvider>
                    <FavoritesProvider>
                      <RealtimeMessages>
                        <LanguageSync i18n={i18n} environment={environment} />
                        <RealtimeChannel />
                        {language ? <RestoreLanguage i18n={i18n} language={language} /> : null}
                        {children}
                      </RealtimeMessages>
                    </FavoritesProvider>
                  </PopupProvider>
                </SessionProvider>
              </Toast.Provider>
            </ThemeProvider>
          </QueryClientProvider>
        </TranslationProvider>
      </EnvironmentContext.Provider>
    </HydrationBoundary>
  );
}
