import { staffHomePath } from '@telehealth/engine';
import { jwtDecode } from 'jwt-decode';
import { lazy, type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';

import { getCookie } from '../cookies/cookies';
import { DefaultLayout } from '../layouts/layouts';
import { loginRequiredGuard } from '../auth/guards';
import { clearSession } from '../auth/session';
import type { AppRoute, GuardArgs } from '../routing/app-route';
import { useTenant } from '../tenant/tenant-context';
import { adminAccess, STAFF_AREA_REFUSAL } from './admin-access';

/** The admin area (the package's routes and React Flow with them): loaded only once the gate lets staff in. */
const AdminArea = lazy(async () => ({ default: (await import('./admin-area')).AdminArea }));

/**
 * Before any staff page: no login → /login (the page remembered in redirect_from); /admin → the staff member's home
 * (an admin's dashboard, an agent's inbox; read from the token, which the gate and the API check).
 */
export function adminGuard({ location }: Pick<GuardArgs, 'location'>): ReactElement | null {
  const toLogin = loginRequiredGuard({ location });
  if (toLogin) return toLogin;
  if (location.pathname === '/admin' || location.pathname === '/admin/') {
    const token = getCookie('token');
    let role: unknown;
    try {
      role = token ? jwtDecode<{ role?: unknown }>(token).role : undefined;
    } catch {
      role = undefined;
    }
    const home = typeof role === 'number' ? staffHomePath(role) : undefined;
    return <Navigate to={`${home ?? '/admin/dashboard'}${location.search}`} replace />;
  }
  return null;
}
/** What a logged-in customer, a masquerade or another tenant's login sees at /admin. */
function AdminRefusal({ reason }: { reason: string }) {
  return (
    <DefaultLayout>
      <section aria-labelledby="admin-refused-heading">
        <h1 id="admin-refused-heading">{STAFF_AREA_REFUSAL}</h1>
        <p role="alert">{reason}</p>
        <p>
          <a href="/" className="button button--secondary">
            GO BACK HOME
          </a>{' '}
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              clearSession();
              window.location.assign('/login');
            }}
          >
            Log out and log in as staff
          </button>
        </p>
      </section>
    </DefaultLayout>
  );
}

/**
 * Renders the staff area for an admin or agent of this tenant only; the check runs on every render (cookies
 * change). The area itself shows each role its own pages (admin-area.tsx passes the role on).
 */
function AdminGate() {
  const { tenantId } = useTenant();
  const access = adminAccess(getCookie('token'), jwtDecode, tenantId);
  if (access.kind === 'staff') return <AdminArea />;
  if (access.kind === 'login') return <Navigate to="/login" replace />;
  return <AdminRefusal reason={access.reason} />;
}

/**
 * `/admin/*`: the gate, with no pages of its own. The admin area (its layout and pages, React Flow included) lives in
 * @telehealth/admin-builder and is imported by the gate only for staff (`admin-area.tsx`, its routes relative to
 * `/admin`), so none of it is in the storefront's chunks and a customer who opens /admin downloads none of it.
 */
export const adminRoute: AppRoute = {
  id: 'admin',
  path: 'admin/*',
  guard: adminGuard,
  Component: AdminGate,
};
