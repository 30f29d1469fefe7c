import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const HydratedContext = createContext(true);

export interface HydrationBoundaryProps {
  /**
   * The tree draws the static page: rendered on the server, or hydrating that HTML in the browser.
   * False for a tree the browser renders fresh (a page without prerendered HTML, stories, tests).
   */
  staticPage: boolean;
  children: ReactNode;
}

/**
 * Holds whether the page has hydrated for every useHydrated below: false while React renders the
 * static page on the server and while the browser hydrates it, true from then on. The switch is one
 * transition at the root: what it brings in (the restored session, the jackpot, cached data)
 * renders in slices that yield to the browser; stores are read through useStoreAfterHydration.
 */
export function HydrationBoundary({ staticPage, children }: HydrationBoundaryProps) {
  const [hydrated, setHydrated] = useState(!staticPage);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False while the static page renders or hydrates, true from then on (HydrationBoundary). Anything
 * that differs between the static page and the browser (data the page was not drawn with, the
 * stored token, the clock) waits for true, so hydration finds exactly the markup it expects.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

const subscribeToNothing = () => () => undefined;

/**
 * An external store (the screen's width, the stored token) as the static page needs it:
 * `staticSnapshot` while that page renders and hydrates, the store from the render that ends
 * hydration (the one transition at the root). A server snapshot alone would not do: where it
 * differs from the store, React re-renders every reader synchronously right after hydrating, in
 * the same long task, and before that transition.
 */
export function useStoreAfterHydration<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  staticSnapshot: () => T,
): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(
    hydrated ? subscribe : subscribeToNothing,
    hydrated ? getSnapshot : staticSnapshot,
    staticSnapshot,
  );
}
