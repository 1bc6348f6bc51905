import { Outlet } from 'react-router-dom';

import { BrandMark, SiteFooter } from './brand';

/** `start`: the follow-up visit pages (/followup, /followup/{id}, /followup/thanks, /followup/verification). */
export function StartLayout() {
  return (
    <div className="layout layout--start">
      <header className="site-header site-header--slim">
        <div className="site-header__inner">
          <BrandMark size="compact" />
        </div>
      </header>
      <main id="main" className="layout__main layout__main--narrow">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
