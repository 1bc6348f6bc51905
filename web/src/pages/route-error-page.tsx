import { UNEXPECTED_ERROR_MESSAGE } from '@telehealth/engine';
import { isRouteErrorResponse } from 'react-router-dom';

import { NotFoundPage } from './not-found-page';
import { notFoundMessage, notFoundPath } from './route-not-found';

/**
 * What a route shows when it throws (app/routes.tsx catches it): 'Page Not Found: {path}' for a failed route
 * validation (`throw notFound(path)`), the not-found screen for another 404, a plain message otherwise.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const path = notFoundPath(error);
  if (path !== null) return <NotFoundPage heading={notFoundMessage(path)} />;
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
