// The app, which entry-client starts after the first paint: it hydrates the prerendered page, or
// renders into the bare shell of a path that has none.
import './app/reactFirst';
import { createLazyI18n, DEFAULT_LANGUAGE } from '@portal/i18n';
import '@portal/theme/fonts';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createPortalEnvironment, createQueryClient } from './environment/environment';
import { useHydrated } from './environment/hydration';
import { nextTask } from './app/nextTask';
import { pageReadsOf, seedPageReads } from './environment/pageReads';
import { PortalApp } from './app/PortalApp';
import { PortalProviders } from './app/providers';
import { PRERENDERED_ATTRIBUTE, shouldHydrate } from './prerender/markers';
import { portalPopups } from './popups/portalPopups';
import { createPortalRoutes, PortalRoutes } from './router/routes';
import { HomeScreen } from './screens/home/HomeScreen';
import { currentSite, environmentOverrides } from './site/site';
import { browserStorage, initialLanguage } from './site/storage';

// Evaluating the app's modules is a long task at 4x CPU (React DOM's ran in the task before it, see
// reactFirst.ts); what follows (the language, the environment, the routes and the first render)
// starts in the next one.
await nextTask();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

const site = currentSite(document, window.location.hostname, environmentOverrides());
const local = browserStorage('localStorage');
const language = initialLanguage(local);
const hydrating = shouldHydrate(container.getAttribute(PRERENDERED_ATTRIBUTE), window.location.pathname);

// The static page was rendered in the default language: hydration starts there and the stored
// language follows right after (PortalProviders' `language`). Only EN is bundled; another start
// language is fetched before the first render.
const startLanguage = hydrating ? DEFAULT_LANGUAGE : language;
const { i18n, ready } = createLazyI18n({ lng: startLanguage });

// The stores and the language above take about 30 ms at 4x CPU, the first time each module's
// functions run; the cache, the environment and hydration's start, as much again, in the next task.
await nextTask();

// A home the server drew with its reads carries them: the cache starts with them, so hydration
// draws the same content instead of skeletons that fill in one read at a time.
const queryClient = createQueryClient();
const pageReads = seedPageReads(queryClient, hydrating ? pageReadsOf(document) : []);
const environment = createPortalEnvironment({ site, local, language: startLanguage, queryClient, pageReads });
const routes = createPortalRoutes({ home: HomeScreen, popups: portalPopups });

/**
 * Marks the document once React has taken over the page and rendered what only the browser has
 * (useHydrated). Until then a prerendered button looks ready but does nothing, and the page is
 * still changing, so automation (the end-to-end suite) waits for this before it clicks.
 */
function MarkInteractive() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.interactive = '';
  }, [hydrated]);
  return null;
}

const app = (
  <StrictMode>
    <PortalProviders environment={environment} i18n={i18n} language={language} staticPage={hydrating}>
      <MarkInteractive />
      <PortalApp>
        <BrowserRouter>
          <PortalRoutes routes={routes} />
        </BrowserRouter>
      </PortalApp>
    </PortalProviders>
  </StrictMode>
);

void ready.then(() => {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree (a 400 ms task at 4x CPU), so the page scrolls and takes input
  // while it runs; React replays a press on a part not yet hydrated.
  if (hydrating)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else createRoot(container).render(app);
});
