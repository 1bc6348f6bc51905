import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

import { BrandMark, SiteFooter } from './brand';
import { HeaderAccountLink } from './header-account-link';
import { LayoutBanner } from './layout-banner';
import type { LayoutName } from './layout-names';

/**
 * The frame of the layouts with the brand bar: the bar, the main column (the route's page unless children are
 * given) and, unless `footer` is false, the footer. A `focused` layout (intake, quiz, follow-up, login) has the
 * slim bar with the compact brand mark and a narrow column; the others' bar has the Log in (or Account) link. Every
 * layout starts with the banner slot (LayoutBanner).
 */
export function LayoutShell({
  name,
  focused = false,
  footer = true,
  children,
}: {
  name: LayoutName;
  focused?: boolean;
  footer?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={`layout layout--${name}`}>
      <LayoutBanner />
      <header className={focused ? 'site-header site-header--slim' : 'site-header'}>
        <div className="site-header__inner">
          <BrandMark size={focused ? 'compact' : 'regular'} />
          {focused ? null : <HeaderAccountLink />}
        </div>
      </header>
      <main id="main" className={focused ? 'layout__main layout__main--narrow' : 'layout__main'}>
        {children ?? <Outlet />}
      </main>
      {footer ? <SiteFooter /> : null}
    </div>
  );
}

/** `home`: the public landing page, with the full header and footer. */
export function HomeLayout() {
  return <LayoutShell name="home" />;
}

/** `startv2`: the intake steps (lead-qualify, lead-intro, questions): a slim brand bar and a focused column. */
export function StartV2Layout() {
  return <LayoutShell name="startv2" focused footer={false} />;
}

/** `default`: pages without a layout of their own, such as the not-found screen and route errors. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return <LayoutShell name="default">{children}</LayoutShell>;
}
