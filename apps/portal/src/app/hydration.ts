import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders on the server (the prerenderer) and while it hydrates that HTML, true
 * from then on. Anything that differs between the static page and the browser (cached data, the
 * stored token, the clock) waits for true, so hydration finds exactly the markup it expects.
 *
 * A component rendered on the client without hydration (a later screen, a page with nothing
 * prerendered) is true from its first render. After hydration the switch to true is a transition:
 * what it brings in (the restored session, the jackpot, the cached data) renders in slices that
 * yield to the browser, instead of in one blocking update across the page.
 */
export function useHydrated(): boolean {
  // The client's snapshot, except while hydrating, when React reads the server's.
  const onClient = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(onClient);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
