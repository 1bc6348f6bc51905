import { jwtDecode } from 'jwt-decode';
import { lazy } from 'react';
import { Navigate } from 'react-router-dom';

import { clearSession } from '../auth/session';
import { getCookie } from '../cookies/cookies';
import { DefaultLayout } from '../layouts/layouts';
import { useTenant } from '../tenant/tenant-context';
import { adminAccess, STAFF_AREA_REFUSAL } from './admin-access';

/** The admin area (the package's routes and React Flow with them): loaded only once the gate lets staff in. */
const AdminArea = lazy(async () => ({ default: (await import('./admin-area')).AdminArea }));

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
export function AdminGate() {
  const { tenantId } = useTenant();
  const access = adminAccess(getCookie('token'), jwtDecode, tenantId);
  if (access.kind === 'staff') return <AdminArea />;
  if (access.kind === 'login') return <Navigate to="/login" replace />;
  return <AdminRefusal reason={access.reason} />;
}
