import { afterPrerenderedPaint } from './app/firstPaint';
import { pageActivity } from './app/idle';

// From the start: a click on the static page before React takes over counts as being busy.
pageActivity();

// The first paint is the prerendered page and its stylesheet: it needs no script. The app is
// fetched after it, so on a slow connection its scripts do not share the network with what the
// first paint waits for.
void afterPrerenderedPaint(document.getElementById('root')).then(() => {
  const app = import('./startApp');
  // While the app downloads: the browser loads its currency data with the first currency format
  // made (about 50 ms at 4x CPU), which would otherwise land inside hydration's longest task.
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).resolvedOptions();
  return app;
});
