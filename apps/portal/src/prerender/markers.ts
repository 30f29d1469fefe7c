import { routeForPath } from '../routes/table';

/** Set on #root by the prerenderer: the page holds the shell and home as rendered for this path. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The pre-rendered variants: home (hydrated on home-like paths) and the bare shell (replaced). */
export const prerenderVariants = { home: '/', shell: '/__shell' } as const;

/**
 * Hydrate only when the static page shows what this path shows: home-like paths (home, /login,
 * /register, /help) on the home variant. Other paths start fresh over the static shell, which
 * was only there for the first paint.
 */
export function shouldHydrate(prerenderedFor: string | null, pathname: string): boolean {
  if (prerenderedFor !== prerenderVariants.home) return false;
  const route = routeForPath(pathname);
  return route !== undefined && route.layout === 'portal' && route.group === undefined;
}
