import { useLocation } from 'react-router-dom';

import { notFound } from '../pages/route-not-found';
import { showSitePage } from './site-page-model';
import { SitePageLoading, SitePageUnavailable, SitePageView } from './site-page-view';
import { isInfoPageSlug } from '../layouts/site-slugs';
import { useSiteContext } from './use-site-context';

/** /about, /consumer, /providers, /safety, /telehealth, /terms, /thanks: the page named by the path. */
export function InfoPage() {
  const { pathname } = useLocation();
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  const { content, context, unavailable } = useSiteContext();
  if (!isInfoPageSlug(slug)) throw notFound(pathname);
  if (unavailable) return <SitePageUnavailable />;
  if (!content || !context) return <SitePageLoading />;
  return <SitePageView page={showSitePage(content.pages[slug], context)} />;
}
