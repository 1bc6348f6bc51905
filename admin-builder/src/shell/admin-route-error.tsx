import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';

import { ErrorAlert } from '../pages/status-views';

/** A page of the admin area that failed to load or render: shown inside the admin layout, the navigation stays. */
export function AdminRouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section aria-labelledby="admin-error-heading">
        <h1 id="admin-error-heading">Page not found</h1>
        <p role="alert">Page Not Found: {pathname}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="admin-error-heading">
      <h1 id="admin-error-heading">This page could not be shown</h1>
      <ErrorAlert error={error} />
    </section>
  );
}
