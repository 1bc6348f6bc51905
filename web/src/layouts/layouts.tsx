import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

import { BrandMark, SiteFooter } from './brand';

/** `home`: the public landing page, with the full header and footer. */
export function HomeLayout() {
  return (
    <div className="layout layout--home">
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

/** `startv2`: the intake steps (lead-qualify, lead-intro, questions): a slim brand bar and a focused column. */
export function StartV2Layout() {
  return (
    <div className="layout layout--startv2">
      <header className="site-header site-header--slim">
        <div className="site-header__inner">
          <BrandMark size="compact" />
        </div>
      </header>
      <main id="main" className="layout__main layout__main--narrow">
        <Outlet />
      </main>
    </div>
  );
}

/** `default`: pages without a layout of their own, such as the not-found screen and route errors. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="layout layout--default">
      <header className="site-header">
        <div className="site-header__inner">
          <BrandMark />
        </div>
      </header>
      <main id="main" className="layout__main">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
