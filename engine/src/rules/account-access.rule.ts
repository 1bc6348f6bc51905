import { conforms } from '../shape/shape.js';
import { JWT_SHAPE, REDIRECT_FROM_SHAPE } from '../shape/shapes.js';
import type { NavigationCookies, NavigationDecision, NavigationRequest } from './navigation.types.js';
import { formatQuery, joinTarget, normalizePath } from './navigation-url.util.js';
import { ROUTE_PATHS } from './route-paths.constants.js';

/**
 * Logged in means a `token` cookie holding a JWT (three base64url parts). Its signature and expiry are the API's to
 * check: a refused token gets a 401 there, and the web then drops the cookie.
 */
export function isLoggedIn(cookies: NavigationCookies): boolean {
  return cookies.token !== undefined && conforms(JWT_SHAPE, cookies.token);
}

/** /accountv2 and everything under it (the account area v2, cancellation v2 included). */
export function isAccountV2Path(path: string): boolean {
  const normalized = normalizePath(path);
  return normalized === '/accountv2' || normalized.startsWith('/accountv2/');
}

/**
 * The value to remember in redirect_from: the wanted path with its query, or the path alone when the query would
 * make it too long for the cookie; undefined when not even that is a storefront path (RedirectFrom schema).
 */
export function redirectFromValue(request: NavigationRequest): string | undefined {
  const withQuery = joinTarget({ path: request.path, search: formatQuery(request.query), hash: '' });
  for (const candidate of [withQuery, request.path]) {
    if (conforms(REDIRECT_FROM_SHAPE, candidate)) return candidate;
  }
  return undefined;
}

/**
 * Spec sections 2 and 6: "/accountv2/* requires a token; without one go to /login and remember the wanted path in
 * the redirect_from cookie." The path is remembered with its query.
 */
export function accountAccessDecision(request: NavigationRequest): NavigationDecision | null {
  if (!isAccountV2Path(request.path) || isLoggedIn(request.cookies)) return null;
  const wanted = redirectFromValue(request);
  return {
    kind: 'redirect',
    to: ROUTE_PATHS.login,
    ...(wanted === undefined ? {} : { cookies: { set: { redirect_from: wanted } } }),
  };
}
