import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '@portal/theme';
import { useHydrated } from './hydration';

const wide = () => true;
const subscribeToNothing = () => () => undefined;

/**
 * Whether the viewport is at least `minWidth` wide, following resizes. The static page and its
 * hydration assume a wide screen, as the CSS breakpoints' defaults do; the real width is read from
 * the render that follows hydration (one transition at the root). A server snapshot that differs
 * from the screen would instead make React re-render every reader synchronously right after
 * hydrating: on a phone, the whole shell.
 */
export function useMinWidth(minWidth: number): boolean {
  const hydrated = useHydrated();
  const query = `(min-width: ${minWidth}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => window.matchMedia(query).matches, [query]);
  return useSyncExternalStore(hydrated ? subscribe : subscribeToNothing, hydrated ? matches : wide, wide);
}

/** Room for the side menu beside the page (SPEC §2: open by default there). */
export function useDesktopWidth(): boolean {
  return useMinWidth(breakpoints.desktop);
}

/** Room for a centre's menu beside its page. */
export function useTabletWidth(): boolean {
  return useMinWidth(breakpoints.tablet);
}
