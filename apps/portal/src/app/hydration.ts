import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders on the server (the prerenderer) and while it hydrates that HTML, true
 * from then on. Anything that differs between the static page and the browser (cached data, the
 * stored token, the clock) waits for true, so hydration finds exactly the markup it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
