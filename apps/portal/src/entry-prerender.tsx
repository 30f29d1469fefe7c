import { createI18n, DEFAULT_LANGUAGE } from '@portal/i18n';
import type { BrandName } from '@portal/theme';
import { PageLoader } from '@portal/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import {
  createPortalEnvironment,
  createQueryClient,
  type PortalEnvironment,
} from './environment/environment';
import {
  collectPageReads,
  PAGE_READS_ELEMENT_ID,
  pageReadsJson,
  type PageRead,
} from './environment/pageReads';
import { PortalApp } from './app/PortalApp';
import { PortalProviders } from './app/providers';
import { PRERENDERED_ATTRIBUTE, prerenderVariants } from './prerender/markers';
import { createPortalRoutes, PortalRoutes } from './router/routes';
import { HomeScreen } from './screens/home/HomeScreen';
import type { Site } from './site/site';
import { noStorage } from './site/storage';

export { brandNames } from '@portal/theme';
export { SERVED_FREE_PLAY_META } from './site/site';

type Variant = keyof typeof prerenderVariants;

/** Where the API client's calls go on the server: nowhere at build time, the API's own handler at run time. */
const SERVER_ORIGIN = 'http://portal.invalid';

/** Rounds of "render, fetch what it asked for": the home's reads depend on each other at most this deep. */
const MAX_READ_PASSES = 3;

function render(environment: PortalEnvironment, variant: Variant): string {
  const i18n = createI18n({ lng: DEFAULT_LANGUAGE });
  // The shell variant's path is no route: its main area is the page loader the real page replaces.
  const routes = createPortalRoutes({ home: HomeScreen, unknownPath: <PageLoader fullPage /> });
  return renderToString(
    <StrictMode>
      <PortalProviders environment={environment} i18n={i18n} staticPage>
        <PortalApp>
          <StaticRouter location={prerenderVariants[variant]}>
            <PortalRoutes routes={routes} />
          </StaticRouter>
        </PortalApp>
      </PortalProviders>
    </StrictMode>,
  );
}

/**
 * The static first paint (the prerender script calls this at build time): the shell and home
 * exactly as the browser's first render draws them — default language, logged out, no data —
 * so hydrateRoot finds the same markup. `freePlay`: drawn for merchants that offer free play (the
 * page then names it in its head, SERVED_FREE_PLAY_META, so the browser draws the same).
 */
export function renderPage(brand: BrandName, variant: Variant, freePlay: boolean): Promise<string> {
  const environment = createPortalEnvironment({
    site: { brand, merchantCode: brand, currency: null, freePlay },
    baseUrl: SERVER_ORIGIN,
    session: noStorage,
    local: noStorage,
    language: DEFAULT_LANGUAGE,
  });
  return Promise.resolve(render(environment, variant));
}

export interface HomeWithReads {
  markup: string;
  reads: PageRead[];
}

/**
 * The home as the API serves it to one merchant's visitors: drawn with the answers of the reads it
 * shows (banners, notices, hot games, menus, the merchant's links), fetched through `fetch` (the
 * API's own handler). Each pass asks for the reads it draws; they are fetched and the page drawn
 * again until no pass asks for a new one. Failed reads stay skeletons the browser fills in.
 */
export async function renderHomeWithReads(
  site: Site,
  fetch: typeof globalThis.fetch,
): Promise<HomeWithReads> {
  const queryClient = createQueryClient();
  const collected = collectPageReads(queryClient);
  const environment = createPortalEnvironment({
    site,
    baseUrl: SERVER_ORIGIN,
    fetch,
    session: noStorage,
    local: noStorage,
    language: DEFAULT_LANGUAGE,
    queryClient,
    pageReads: collected.reads,
  });
  let markup = render(environment, 'home');
  for (let pass = 0; pass < MAX_READ_PASSES && (await collected.fetchAsked()); pass++)
    markup = render(environment, 'home');
  return { markup, reads: collected.answered() };
}

function rootOpeningTag(variant: Variant): string {
  return `<div id="root" ${PRERENDERED_ATTRIBUTE}="${prerenderVariants[variant]}">`;
}

/** The page's root element holding `markup`, marked with the variant it was drawn for (shouldHydrate). */
export function prerenderedRoot(variant: Variant, markup: string): string {
  return `${rootOpeningTag(variant)}${markup}</div>`;
}

/**
 * A prerendered home page (`<brand>.home[.free-play].html`) with the home drawn with reads in
 * place of the static one, and the reads after it for the browser to start from.
 */
export function pageWithReads(page: string, { markup, reads }: HomeWithReads): string {
  // The root is the body's last element (prerenderedRoot in the prerender script).
  const start = page.indexOf(rootOpeningTag('home'));
  const close = page.lastIndexOf('</div>', page.indexOf('</body>'));
  if (start < 0 || close < start) throw new Error('the page has no prerendered home root');
  const carried = `<script type="application/json" id="${PAGE_READS_ELEMENT_ID}">${pageReadsJson(reads)}</script>`;
  return `${page.slice(0, start)}${prerenderedRoot('home', markup)}${carried}${page.slice(close + '</div>'.length)}`;
}
