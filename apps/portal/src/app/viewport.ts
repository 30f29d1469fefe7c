import { useSyncExternalStore } from 'react';
import { breakpoints } from '@portal/theme';

function minWidthQuery(minWidth: number): string {
  return `(min-width: ${minWidth}px)`;
}

/**
 * Whether the viewport is at least `minWidth` wide, following resizes. The server render and the
 * first hydration assume a wide screen, as the CSS breakpoints' defaults do.
 */
export function useMinWidth(minWidth: number): boolean {
  const query = minWidthQuery(minWidth);
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}

/** Room for the side menu beside the page (SPEC §2: open by default there). */
export function useDesktopWidth(): boolean {
  return useMinWidth(breakpoints.desktop);
}

/** Room for a centre's menu beside its page. */
export function useTabletWidth(): boolean {
  return useMinWidth(breakpoints.tablet);
}
