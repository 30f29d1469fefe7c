import { useCallback } from 'react';
import { breakpoints } from '@portal/theme';
import { useStoreAfterHydration } from '../environment/hydration';

const wide = () => true;

/**
 * Whether the viewport is at least `minWidth` wide, following resizes. The static page and its
 * hydration assume a wide screen, as the CSS breakpoints' defaults do.
 */
export function useMinWidth(minWidth: number): boolean {
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
  return useStoreAfterHydration(subscribe, matches, wide);
}

/** Room for the side menu beside the page (SPEC §2: open by default there). */
export function useDesktopWidth(): boolean {
  return useMinWidth(breakpoints.desktop);
}

/** Room for a centre's menu beside its page. */
export function useTabletWidth(): boolean {
  return useMinWidth(breakpoints.tablet);
}
