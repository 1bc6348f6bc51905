import { staffHomePath } from '@telehealth/engine';
import { jwtDecode } from 'jwt-decode';
import {
  Navigate,
  Outlet,
  redirect,
  useLocation,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';

import { getCookie } from '../cookies/cookies';
import { DefaultLayout } from '../layouts/layouts';
import { loginRequiredLoader } from '../auth/guards';
import { clearSession } from '../auth/session';
import { notFound } from '../pages/route-not-found';
import { useTenant } from '../tenant/tenant-context';
import { adminAccess, isAdminPath, mayBeStaffToken, STAFF_AREA_REFUSAL } from './admin-access';

/** The route the admin area's pages are patched into (see patchAdminRoutes). */
export const ADMIN_ROUTE_ID = 'admin';

/**
 * Before any staff page: no login → /login (the page remembered in redirect_from); /admin → the staff member's home
 * (an admin's dashboard, an agent's inbox; read from the token, which the gate and the API check).
 */
export function adminLoader(args: LoaderFunctionArgs): null {
  loginRequiredLoader(args);
  const url = new URL(args.request.url);
  if (url.pathname === '/admin' || url.pathname === '/admin/') {
    const token = getCookie('token');
    let role: unknown;
    try {
      role = token ? jwtDecode<{ role?: unknown }>(token).role : undefined;
    } catch {
      role = undefined;
    }
    const home = typeof role === 'number' ? staffHomePath(role) : undefined;
    throw redirect(`${home ?? '/admin/dashboard'}${url.search}`);
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
  if (access.kind === 'staff') return <Outlet />;
  if (access.kind === 'login') return <Navigate to="/login" replace />;
  return <AdminRefusal reason={access.reason} />;
}

/** An /admin path the staff area does not have (only reached once the area is loaded). */
function UnknownAdminPage(): never {
  const { pathname } = useLocation();
  throw notFound(pathname);
}

/**
 * `/admin`: the gate, with no pages of its own. The admin area (its layout and pages, React Flow included) lives in
 * @telehealth/admin-builder and reaches the router through patchAdminRoutes, so none of it is in the storefront's
 * chunks. Until it is patched in, every /admin path matches the `*` child, which renders only behind the gate.
 */
export const adminRoute: RouteObject = {
  id: ADMIN_ROUTE_ID,
  path: 'admin',
  loader: adminLoader,
  Component: AdminGate,
  children: [{ id: 'admin-unknown', path: '*', Component: UnknownAdminPage }],
};

let patched = false;

/**
 * The router's patchRoutesOnNavigation: on the first navigation to an /admin path with a staff token (admin or
 * agent), loads the admin area (`import()` of ./admin-area, which imports the package) and adds its routes under the `admin` route.
 * Other navigations, and visitors without an admin token, load nothing.
 */
export const patchAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  if (patched || !isAdminPath(path) || !mayBeStaffToken(getCookie('token'), jwtDecode)) return;
  const { adminAreaRoutes } = await import('./admin-area');
  if (signal.aborted || patched) return;
  patch(ADMIN_ROUTE_ID, adminAreaRoutes());
  patched = true;
};
