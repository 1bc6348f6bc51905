import type { RouteObject } from 'react-router-dom';

import { HomeLayout } from '../layouts/layouts';
import { HomePage } from '../pages/home-page';

/** Public pages, docs and product pages (spec section 2). */
export const siteRoutes: RouteObject[] = [
  { id: 'layout-home', Component: HomeLayout, children: [{ index: true, Component: HomePage }] },
];
