import { NavLink, Outlet } from 'react-router-dom';

import { useTenant } from '../tenant/tenant-context';
import { BrandMark, SiteFooter } from './brand';
import { HeaderAccountLink } from './header-account-link';
import { LayoutBanner } from './layout-banner';

const PUBLIC_NAV = [
  { to: '/about', label: 'About' },
  { to: '/telehealth', label: 'How it works' },
  { to: '/providers', label: 'Providers' },
  { to: '/safety', label: 'Safety' },
] as const;

/** The public pages' header: brand, the main info pages and a way into the visit. */
export function PublicHeader() {
  const configurations = useTenant().brandConfig.configurations;
  return (
    <header className="site-header">
      <div className="site-header__inner public-header">
        <BrandMark />
        <nav className="public-nav" aria-label="Main">
          <ul>
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <NavLink
          to={configurations?.homePage ?? '/start/lead-qualify'}
          className="button button--primary public-header__cta"
        >
          Start your visit
        </NavLink>
        <HeaderAccountLink />
      </div>
    </header>
  );
}

/** `about`: the public info pages and the docs: header with the main pages, a reading column, the footer. */
export function AboutLayout() {
  return (
    <div className="layout layout--about">
      <LayoutBanner />
      <PublicHeader />
      <main id="main" className="layout__main layout__main--reading">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
