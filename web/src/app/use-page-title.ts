import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { useTenant } from '../tenant/tenant-context';
import { documentTitle } from './page-title';

/** What the page on screen says it shows (usePageTitle), read by the app's title effect on every navigation. */
let shownDetail: string | null = null;

export const pageTitleDetail = (): string | null => shownDetail;

/**
 * Names what a page shows in the document title when its path alone does not (each question of /question/{id},
 * a hard stop): `{detail} · {page} · {brand}`. Pages' effects run before the app's, so on a navigation the app's
 * title effect (use-app-behaviour.ts) already finds the new page's detail.
 */
export function usePageTitle(detail: string | null | undefined) {
  const { pathname } = useLocation();
  const { brandConfig } = useTenant();
  const brandName = brandConfig.configurations?.brandName ?? null;
  const headTitle = brandConfig.meta?.app.head.title ?? null;
  useEffect(() => {
    if (!detail) return;
    shownDetail = detail;
    document.title = documentTitle(pathname, brandName, headTitle, detail);
    return () => {
      if (shownDetail === detail) shownDetail = null;
    };
  }, [detail, pathname, brandName, headTitle]);
}
