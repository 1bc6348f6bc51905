import { UNEXPECTED_ERROR_MESSAGE } from '@telehealth/engine';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { NotFoundPage } from './not-found-page';

/** What a route shows when it throws: the not-found screen for a 404, a plain message otherwise. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="route-error" role="alert">
      <h1>{UNEXPECTED_ERROR_MESSAGE}</h1>
      <a href="/" className="button button--primary">
        GO BACK HOME
      </a>
    </section>
  );
}
