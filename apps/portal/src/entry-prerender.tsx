import { createI18n, DEFAULT_LANGUAGE } from '@portal/i18n';
import type { BrandName } from '@portal/theme';
import { PageLoader } from '@portal/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createPortalEnvironment } from './app/environment';
import { PortalApp } from './app/PortalApp';
import { PortalProviders } from './app/providers';
import { prerenderVariants } from './prerender/markers';
import { createPortalRoutes, PortalRoutes } from './routes/routes';
import { HomeScreen } from './screens/home/HomeScreen';
import { noStorage } from './site/storage';

export { prerenderVariants };
export { brandNames } from '@portal/theme';
export { SERVED_FREE_PLAY_META } from './site/site';

/**
 * The static first paint (the prerender script calls this at build time): the shell and home
 * exactly as the browser's first render draws them — default language, logged out, no data —
 * so hydrateRoot finds the same markup. `freePlay`: drawn for merchants that offer free play (the
 * page then names it in its head, SERVED_FREE_PLAY_META, so the browser draws the same).
 */
export async function renderPage(
  brand: BrandName,
  variant: keyof typeof prerenderVariants,
  freePlay: boolean,
): Promise<string> {
  const environment = createPortalEnvironment({
    site: { brand, merchantCode: brand, currency: null, freePlay },
    baseUrl: 'http://prerender.invalid',
    session: noStorage,
    local: noStorage,
    language: DEFAULT_LANGUAGE,
  });
  const i18n = createI18n({ lng: DEFAULT_LANGUAGE });
  // The shell variant's path is no route: its main area is the page loader the real page replaces.
  const routes = createPortalRoutes({ home: HomeScreen, unknownPath: <PageLoader fullPage /> });
  return renderToString(
    <StrictMode>
      <PortalProviders environment={environment} i18n={i18n}>
        <PortalApp>
          <StaticRouter location={prerenderVariants[variant]}>
            <PortalRoutes routes={routes} />
          </StaticRouter>
        </PortalApp>
      </PortalProviders>
    </StrictMode>,
  );
}
