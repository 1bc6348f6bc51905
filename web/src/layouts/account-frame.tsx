import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';

import { BrandMark, SiteFooter } from './brand';
import { LayoutBanner } from './layout-banner';
import type { LayoutName } from './layout-names';

/** One entry of the account navigation; `badge` (a count, such as unread chat messages) shows beside it when > 0. */
export interface AccountNavItem {
  to: string;
  label: string;
  /** Active only on exactly this path (the overview), not on the pages under it. */
  end?: boolean;
  badge?: number | null;
  /** What the badge counts, for screen readers: `3 unread`. */
  badgeLabel?: string;
}

/**
 * The frame of the account layouts (`account`, `panel`, `panelv2`): the banner slot, the brand bar with the
 * layout's actions (Log out), the account navigation and the page. The navigation is a row of tabs above the page
 * on a phone and in `account`; a column beside the page from 768px in the panels.
 */
export function AccountFrame({
  name,
  nav,
  actions,
}: {
  name: Extract<LayoutName, 'account' | 'panel' | 'panelv2'>;
  nav: readonly AccountNavItem[];
  actions?: ReactNode;
}) {
  const side = name !== 'account';
  return (
    <div className={`layout layout--${name} layout--account-area`}>
      <LayoutBanner />
      <header className="site-header">
        <div className="site-header__inner account-header">
          <BrandMark />
          {actions}
        </div>
      </header>
      <div className={side ? 'account-frame account-frame--side' : 'account-frame'}>
        <nav className="account-nav" aria-label="Account">
          <ul>
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end ?? false} className="account-nav__link">
                  {item.label}
                  {item.badge ? (
                    <>
                      <span className="account-nav__badge" aria-hidden="true" data-testid="nav-badge">
                        {item.badge}
                      </span>
                      <span className="visually-hidden">
                        {' '}
                        ({item.badge} {item.badgeLabel ?? 'new'})
                      </span>
                    </>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="layout__main account-frame__main">
          <Outlet />
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
