import { Outlet } from 'react-router-dom';

import { PublicHeader } from './about-layout';
import { SiteFooter } from './brand';
import { LayoutBanner } from './layout-banner';

/** `full`: the product pages, the public header and footer around a full-width page. */
export function FullLayout() {
  return (
    <div className="layout layout--full">
      <LayoutBanner />
      <PublicHeader />
      <main id="main" className="layout__main layout__main--full">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
