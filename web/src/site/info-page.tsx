import { useLocation } from 'react-router-dom';

import { notFound } from '../pages/route-not-found';
import { infoPage } from './site-content';
import { SitePageUnavailable, SitePageView } from './site-page-view';
import { isInfoPageSlug } from '../layouts/site-slugs';
import { useSiteContext } from './use-site-context';

/** /about, /consumer, /providers, /safety, /telehealth, /terms, /thanks: the page named by the path. */
export function InfoPage() {
  const { pathname } = useLocation();
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  const { context } = useSiteContext();
  if (!isInfoPageSlug(slug)) throw notFound(pathname);
  if (!context) return <SitePageUnavailable />;
  return <SitePageView page={infoPage(slug, context)} />;
}
