/**
 * A failed per-route validation (spec section 2): a route's guard or a page throws `notFound(path)` and the route error
 * page shows 404 'Page Not Found: {path}'. The value has the shape of react-router's route error response (status,
 * statusText, internal, data), so `isRouteErrorResponse` accepts it.
 */
export interface RouteNotFound {
  status: 404;
  statusText: 'Not Found';
  internal: false;
  data: { notFoundPath: string };
}

export function notFound(path: string): RouteNotFound {
  return { status: 404, statusText: 'Not Found', internal: false, data: { notFoundPath: path } };
}

/** The path a route error names as not found, or null when the error is something else. */
export function notFoundPath(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status !== 404 || typeof data !== 'object' || data === null) return null;
  const path = (data as { notFoundPath?: unknown }).notFoundPath;
  return typeof path === 'string' ? path : null;
}

/** Spec section 8: the message of a failed per-route validation. */
export function notFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}
