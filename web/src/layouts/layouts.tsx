import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

import { BrandMark, SiteFooter } from './brand';

/** The full header and footer around the page, shared by the `home` and `default` layouts. */
function SiteShell({ name, children }: { name: 'home' | 'default'; children?: ReactNode }) {
  return (
    <div className={`layout layout--${name}`}>
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

/** `home`: the public landing page, with the full header and footer. */
export function HomeLayout() {
  return <SiteShell name="home" />;
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
  return <SiteShell name="default">{children}</SiteShell>;
}
