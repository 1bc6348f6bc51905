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
import { adminAccess, isAdminPath, mayBeAdminToken } from './admin-access';

/** The route the admin area's pages are patched into (see patchAdminRoutes). */
export const ADMIN_ROUTE_ID = 'admin';

/** Before any admin page: no login → /login (the page remembered in redirect_from); /admin → the dashboard. */
export function adminLoader(args: LoaderFunctionArgs): null {
  loginRequiredLoader(args);
  const url = new URL(args.request.url);
  if (url.pathname === '/admin' || url.pathname === '/admin/')
    throw redirect(`/admin/dashboard${url.search}`);
  return null;
}

/** "This area is for administrators": what a logged-in customer, agent or masquerade sees at /admin. */
function AdminRefusal({ reason }: { reason: string }) {
  return (
    <DefaultLayout>
      <section aria-labelledby="admin-refused-heading">
        <h1 id="admin-refused-heading">This area is for administrators</h1>
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
            Log out and log in as an admin
          </button>
        </p>
      </section>
    </DefaultLayout>
  );
}

/** Renders the admin area for an admin of this tenant only; the check runs on every render (cookies change). */
function AdminGate() {
  const { tenantId } = useTenant();
  const access = adminAccess(getCookie('token'), jwtDecode, tenantId);
  if (access.kind === 'admin') return <Outlet />;
  if (access.kind === 'login') return <Navigate to="/login" replace />;
  return <AdminRefusal reason={access.reason} />;
}

/** An /admin path the admin area does not have (only reached once an admin's area is loaded). */
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
 * The router's patchRoutesOnNavigation: on the first navigation to an /admin path with an admin's token, loads the
 * admin area (`import()` of ./admin-area, which imports the package) and adds its routes under the `admin` route.
 * Other navigations, and visitors without an admin token, load nothing.
 */
export const patchAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  if (patched || !isAdminPath(path) || !mayBeAdminToken(getCookie('token'), jwtDecode)) return;
  const { adminAreaRoutes } = await import('./admin-area');
  if (signal.aborted || patched) return;
  patch(ADMIN_ROUTE_ID, adminAreaRoutes());
  patched = true;
};
