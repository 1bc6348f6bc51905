import type { AppRoute, GuardArgs } from '../routing/app-route';

import { HomeLayout } from '../layouts/layouts';
import { notFound } from '../pages/route-not-found';
import { INFO_PAGE_SLUGS, isDocSlug } from '../layouts/site-slugs';

// The info pages' and product pages' layouts load with their first page, in parallel with its code: the other pages'
// entry carries neither.
const aboutLayout = () =>
  import('../layouts/about-layout').then((module) => ({ Component: module.AboutLayout }));
const fullLayout = () =>
  import('../layouts/full-layout').then((module) => ({ Component: module.FullLayout }));
const lazyInfoPage = () => import('./info-page').then((module) => ({ Component: module.InfoPage }));

/** An unknown doc is a failed route validation: 404 'Page Not Found: {path}' before the page code loads. */
export function docGuard({ params, location }: GuardArgs): null {
  if (!isDocSlug(params.slug)) throw notFound(location.pathname);
  return null;
}

/**
 * Public pages, docs and product pages (spec section 2). Layouts: `home` for /, `about` for the info pages and the
 * docs, `full` for the product pages. Each page's code is loaded when first visited (or hovered); the server renders the home page with its data.
 */
export const siteRoutes: AppRoute[] = [
  {
    id: 'layout-home',
    Component: HomeLayout,
    children: [
      {
        index: true,
        lazy: () => import('./home-page').then((module) => ({ Component: module.HomePage })),
        handle: { serverRender: true },
      },
    ],
  },
  {
    id: 'layout-about',
    lazy: aboutLayout,
    children: [
      ...INFO_PAGE_SLUGS.map((slug) => ({ id: `site-${slug}`, path: slug, lazy: lazyInfoPage })),
      {
        id: 'site-doc',
        path: 'docs/:slug',
        guard: docGuard,
        lazy: () => import('./doc-page').then((module) => ({ Component: module.DocPage })),
      },
    ],
  },
  {
    id: 'layout-full',
    lazy: fullLayout,
    children: [
      {
        id: 'site-product',
        path: 'products/:slug',
        lazy: () => import('./product-page').then((module) => ({ Component: module.ProductPage })),
      },
    ],
  },
];
