import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

import { getCookie, setCookie } from '../cookies/cookies';
import type { AppRoute } from '../routing/app-route';
import { useTenant } from '../tenant/tenant-context';
import { scrollToHashTarget } from './hash-scroll';
import { documentTitle } from './page-title';
import { pageTitleDetail, subscribePageTitleDetail } from '../ui/page-title-detail';
import { createPreloadQueue, installRoutePreload, preloadNextOnIntent } from './route-preload';
import { setTrackingTenant } from '../tracking/tracking';
import { trackViewport } from './viewport';

/**
 * App-wide behaviour mounted once in the router's root: hash targets scrolled into view, lazy routes preloaded on
 * link hover or focus and the next step's once the patient uses the page (route `handle.preloadNext`), the `viewport` cookie kept current, tracking bound to the tenant, and the document title
 * of the page (page-title.ts; after the tenant's head, which TenantProvider writes in a layout effect).
 */
export function useAppBehaviour(routes: AppRoute[]): void {
  const { hash, key, pathname } = useLocation();
  const { tenantId, brandConfig } = useTenant();
  const brandName = brandConfig.configurations?.brandName ?? null;
  const headTitle = brandConfig.meta?.app.head.title ?? null;

  // A page that shows many (each question) names what it shows; pages' effects run before this one.
  const detail = useSyncExternalStore(subscribePageTitleDetail, pageTitleDetail, pageTitleDetail);
  useEffect(() => {
    document.title = documentTitle(pathname, brandName, headTitle, pageTitleDetail());
  }, [pathname, brandName, headTitle, detail]);

  useEffect(() => scrollToHashTarget(document, hash), [hash, key]);

  // One queue for hover and focus preloads and the next step's, so together they stay within the limit.
  const [preloadQueue] = useState(() => createPreloadQueue());
  useEffect(() => installRoutePreload(document, routes, preloadQueue), [routes, preloadQueue]);
  useEffect(
    () => preloadNextOnIntent(document, routes, pathname, preloadQueue),
    [routes, pathname, preloadQueue],
  );

  useEffect(
    () =>
      trackViewport({
        width: () => window.innerWidth,
        readCookie: () => getCookie('viewport'),
        writeCookie: (value) => setCookie('viewport', value),
        onResize: (listener) => {
          window.addEventListener('resize', listener, { passive: true });
          return () => window.removeEventListener('resize', listener);
        },
      }),
    [],
  );

  useEffect(() => setTrackingTenant(tenantId), [tenantId]);
}
