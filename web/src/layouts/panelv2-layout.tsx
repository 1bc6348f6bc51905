import { Outlet } from 'react-router-dom';

import { BrandMark, SiteFooter } from './brand';

/** `panelv2`: the account area v2 (/accountv2/*): the brand bar above the customer's pages. */
export function PanelV2Layout() {
  return (
    <div className="layout layout--panelv2">
      <header className="site-header">
        <div className="site-header__inner">
          <BrandMark />
        </div>
      </header>
      <main id="main" className="layout__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
