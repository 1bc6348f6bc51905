import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';

import { accountRoutes } from '../account/routes';
import { adminRoute, patchAdminRoutes } from '../admin/admin-route';
import { CustomerViewBannerProvider } from '../auth/customer-view-banner';
import { authRoutes } from '../auth/routes';
import { followupRoutes } from '../followup/routes';
import { intakeRoutes } from '../intake/routes';
import { DefaultLayout } from '../layouts/layouts';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { quizRoutes } from '../quiz/routes';
import { siteRoutes } from '../site/routes';
import { startRoutes } from '../start/routes';
import { NavigationGate } from './navigation-gate';
import { useAppBehaviour } from './use-app-behaviour';

/**
 * Every page shares this root: scroll restored on back/forward, top of page on a new page, hash targets scrolled to
 * (spec section 2), plus the app-wide behaviour of useAppBehaviour. NavigationGate applies the navigation rules
 * (guards, tenant route rules, maskToken, restoresession) to every page before it renders. While a staff member
 * views the store as a customer, every layout shows the masquerade banner.
 */
function Root() {
  useAppBehaviour(routes);
  return (
    <>
      <NavigationGate>
        <CustomerViewBannerProvider>
          <Outlet />
        </CustomerViewBannerProvider>
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

/** The storefront's routes: each feature's own, grouped by the spec's layout names (section 2). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    ErrorBoundary: RootError,
    children: [
      ...siteRoutes,
      ...intakeRoutes,
      ...startRoutes,
      ...authRoutes,
      ...accountRoutes,
      // /admin/*: the gate (admins of this tenant only); the admin area itself is patched in when first opened.
      adminRoute,
      ...quizRoutes,
      ...followupRoutes,
      { id: 'layout-default', Component: DefaultLayout, children: [{ path: '*', Component: NotFoundPage }] },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: patchAdminRoutes });
}
