import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';

import { DefaultLayout, HomeLayout, StartV2Layout } from '../layouts/layouts';
import { HomePage } from '../pages/home-page';
import { LeadQualifyPage } from '../pages/lead-qualify-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';

/** Every page shares this root: scroll restored on back/forward, top of page on a new page (spec section 2). */
function Root() {
  return (
    <>
      <Outlet />
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
      { id: 'layout-home', Component: HomeLayout, children: [{ index: true, Component: HomePage }] },
      {
        id: 'layout-startv2',
        Component: StartV2Layout,
        children: [{ path: 'start/lead-qualify', Component: LeadQualifyPage }],
      },
      { id: 'layout-default', Component: DefaultLayout, children: [{ path: '*', Component: NotFoundPage }] },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
