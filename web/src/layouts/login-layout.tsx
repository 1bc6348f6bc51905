import { Outlet } from 'react-router-dom';

import { BrandMark, SiteFooter } from './brand';

/** `login`: /login, /login/recover, /login/reset — the brand bar, one centred card, the footer. */
export function LoginLayout() {
  return (
    <div className="layout layout--login">
      <header className="site-header site-header--slim">
        <div className="site-header__inner">
          <BrandMark size="compact" />
        </div>
      </header>
      <main id="main" className="layout__main layout__main--narrow">
        <div className="auth-card">
          <Outlet />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
