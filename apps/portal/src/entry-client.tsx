import { afterPrerenderedPaint } from './app/firstPaint';
import { pageActivity } from './app/idle';

// From the start: a click on the static page before React takes over counts as being busy.
pageActivity();

// The first paint is the prerendered page and its stylesheet: it needs no script. The app is
// fetched after it, so on a slow connection its scripts do not share the network with what the
// first paint waits for.
void afterPrerenderedPaint(document.getElementById('root')).then(() => {
  const app = import('./startApp');
  // While the app downloads, a worker loads what the first amount formatted would otherwise load
  // on the main thread, inside hydration. Only a head start: where no worker can start, the app
  // still does.
  try {
    new Worker(new URL('./app/intlWarmUp.worker.ts', import.meta.url), { name: 'intl-warm-up' });
  } catch {
    // The first amount formatted loads it instead.
  }
  return app;
});
