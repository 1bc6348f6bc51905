import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';

import { patchAdminRoutes } from '../admin/admin-route';
import { intakeRoutes } from '../intake/routes';
import { DefaultLayout } from '../layouts/layouts';
import { accountRoutes } from '../login/routes';
import { NavigationGate } from '../navigation/navigation-gate';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { siteRoutes } from '../site/routes';
import { startRoutes } from '../start/routes';
import { useAppBehaviour } from './use-app-behaviour';

/**
 * Every page shares this root: scroll restored on back/forward, top of page on a new page, hash targets scrolled to
 * (spec section 2), plus the app-wide behaviour of useAppBehaviour. NavigationGate applies the navigation rules
 * (guards, tenant route rules, maskToken, restoresession) to every page before it renders.
 */
function Root() {
  useAppBehaviour(routes);
  return (
    <>
      <NavigationGate>
        <Outlet />
      </NavigationGate>
      <ScrollRestoration />
    </>
  );
}

function RootError() {
  return (
    <DefaultLayout>
      <RouteErrorPage />
    </DefaultLayout>
  );
}

/** The storefront's routes, grouped by the spec's layout names (section 2). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    ErrorBoundary: RootError,
    children: [
      ...siteRoutes,
      ...intakeRoutes,
      ...startRoutes,
      ...accountRoutes,
      { id: 'layout-default', Component: DefaultLayout, children: [{ path: '*', Component: NotFoundPage }] },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: patchAdminRoutes });
}
