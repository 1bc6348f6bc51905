import { Suspense } from 'react';
import { Outlet, useLocation, useRoutes } from 'react-router-dom';

import { accountRoutes } from '../account/routes';
import { adminRoute } from '../admin/admin-route';
import { CustomerViewBannerProvider } from '../auth/customer-view';
import { authRoutes } from '../auth/routes';
import { followupRoutes } from '../followup/routes';
import { intakeRoutes } from '../intake/routes';
import { DefaultLayout } from '../layouts/layouts';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { quizRoutes } from '../quiz/routes';
import { siteRoutes } from '../site/routes';
import { startRoutes } from '../start/routes';
import { RouteErrorBoundary, toRouteObjects, useRouteGuards, type AppRoute } from '../routing/app-route';
import { NavigationGate } from './navigation-gate';
import { useScrollRestoration } from './scroll-restoration';
import { useAppBehaviour } from './use-app-behaviour';

/**
 * Every page shares this root: scroll restored on back/forward, top of page on a new page, hash targets scrolled to
 * (spec section 2), plus the app-wide behaviour of useAppBehaviour. NavigationGate applies the navigation rules
 * (guards, tenant route rules, maskToken, restoresession) to every page before it renders. While a staff member
 * views the store as a customer, every layout shows the masquerade banner. A navigation in the app moves the address
 * once the next page's code is in (app-history.ts), so the page before stays at its own address meanwhile; after
 * Back or Forward it stays until the code is in (navigations are transitions); the first page shows once its code
 * is in.
 */
function Root() {
  useAppBehaviour(routes);
  useScrollRestoration();
  // Route guards (login required, a doc's slug, a question's id) decide first, as the data router's loaders did.
  const guarded = useRouteGuards(routes);
  if (guarded) return guarded;
  return (
    <NavigationGate>
      <CustomerViewBannerProvider>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </CustomerViewBannerProvider>
    </NavigationGate>
  );
}

/** What any page shows when it, its guard or its code fails: the route error page, until the path changes. */
function RootWithErrorPage() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary
      resetKey={pathname}
      fallback={(error) => (
        <DefaultLayout>
          <RouteErrorPage error={error} />
        </DefaultLayout>
      )}
    >
      <Root />
    </RouteErrorBoundary>
  );
}

/** The storefront's routes: each feature's own, grouped by the spec's layout names (section 2). */
export const routes: AppRoute[] = [
  {
    id: 'root',
    Component: RootWithErrorPage,
    children: [
      ...siteRoutes,
      ...intakeRoutes,
      ...startRoutes,
      ...authRoutes,
      ...accountRoutes,
      // /admin/*: the gate (staff of this tenant only); the admin area itself loads behind it when first opened.
      adminRoute,
      ...quizRoutes,
      ...followupRoutes,
      { id: 'layout-default', Component: DefaultLayout, children: [{ path: '*', Component: NotFoundPage }] },
    ],
  },
];

const routeObjects = toRouteObjects(routes);

/** The storefront's pages, under the app's router (app.tsx, on the history of app-history.ts). */
export function AppRoutes() {
  return useRoutes(routeObjects);
}
