import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';

import { useAdminStaff } from '../api/admin-staff';
import { homeOf, navEntryOf, navFor } from './admin-nav';
import { Loading } from '../pages/status-views';
import './admin.css';

/**
 * The `admin` layout (spec section 2): the admin bar with the navigation of the staff member's role (an agent's is
 * Inbox, Customers, Orders), and one `<main>` for the page. Pages load lazily where they carry heavy code (the
 * builder, the order replay's canvas); the page area waits for them.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const { role } = useAdminStaff();
  const current = navEntryOf(pathname);
  const agent = role !== 0;
  return (
    <div className="admin">
      <a className="admin__skip" href="#admin-main">
        Skip to content
      </a>
      <header className="admin__bar">
        <Link to={homeOf(role)} className="admin__brand">
          {agent ? 'Care team' : 'Admin'}
        </Link>
        <nav aria-label={agent ? 'Care team' : 'Admin'}>
          <ul className="admin__nav">
            {navFor(role).map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="admin__nav-link"
                  aria-current={current === item.to ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/" className="admin__exit">
          Storefront
        </Link>
      </header>
      <main id="admin-main" className="admin__main" tabIndex={-1}>
        <Suspense fallback={<Loading what="the page" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
