import type { ComponentType, ReactNode } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import type { PopupRenderers } from '../app/popups';
import { PortalLayout } from '../shell/PortalLayout';
import { RouteScreen } from './RouteScreen';
import { portalRoutes } from '../routes/table';

export interface PortalRouteOptions {
  /** The home screen: part of the main bundle and of the pre-rendered page. */
  home: ComponentType;
  /** The shared popups' content; a popup without one draws nothing yet. */
  popups?: PopupRenderers;
  /** What unknown paths show; home (a redirect) in the app, the page loader in the static shell. */
  unknownPath?: ReactNode;
}

/** The route objects of SPEC §2's table under the shell; unknown paths go home. */
export function createPortalRoutes({
  home,
  popups = {},
  unknownPath = <Navigate to="/" replace />,
}: PortalRouteOptions): RouteObject[] {
  return [
    {
      element: (
        <PortalLayout popups={popups}>
          <Outlet />
        </PortalLayout>
      ),
      children: [
        ...portalRoutes.flatMap((route) =>
          route.paths.map((path) => ({ path, element: <RouteScreen route={route} home={home} /> })),
        ),
        { path: '*', element: unknownPath },
      ],
    },
  ];
}

/**
 * The routes as the app renders them: declarative mode, under BrowserRouter in the browser and
 * StaticRouter in the prerenderer. The portal uses no loaders or actions, and leaving the data
 * router out keeps about 16 KB gzipped off the first page. (The story and test harness keeps a
 * memory data router, whose `navigate` and `state` the tests drive.)
 */
export function PortalRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
