import { useLocation, useParams } from 'react-router-dom';

import { notFound } from '../pages/route-not-found';
import { showSitePage } from './site-page-model';
import { SitePageLoading, SitePageUnavailable, SitePageView } from './site-page-view';
import { isDocSlug } from '../layouts/site-slugs';
import { useSiteContext } from './use-site-context';

/** /docs/privacy-policy, /docs/safety-information, /docs/terms-of-service. */
export function DocPage() {
  const { slug } = useParams();
  const { pathname } = useLocation();
  const { content, context, unavailable, loadingProducts } = useSiteContext();
  // The route's loader already refused unknown docs; this covers rendering without it.
  if (!isDocSlug(slug)) throw notFound(pathname);
  if (unavailable) return <SitePageUnavailable />;
  if (!content || !context) return <SitePageLoading />;
  // The safety information is written from the products: wait for them rather than show a partial page.
  if (slug === 'safety-information' && loadingProducts)
    return (
      <p className="site-page__loading" role="status">
        Loading safety information…
      </p>
    );
  return <SitePageView page={showSitePage(content.pages[slug], context)} />;
}
