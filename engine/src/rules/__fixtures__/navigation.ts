import type { NavigationCookies, NavigationQuery, NavigationRequest } from '../navigation.types.js';

/** A login token cookie in JWT form (the guards check its shape, the API its signature). */
export const LOGIN_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjV9.c2lnbmF0dXJl';

/** A navigation request; the query may be written as a search string. */
export function visit(
  path: string,
  { query = {}, cookies = {} }: { query?: NavigationQuery | string; cookies?: NavigationCookies } = {},
): NavigationRequest {
  if (typeof query !== 'string') return { path, query, cookies };
  const parsed: Record<string, string | string[]> = {};
  for (const pair of query.replace(/^\?/, '').split('&').filter(Boolean)) {
    const [key = '', value = ''] = pair.split('=').map(decodeURIComponent);
    const existing = parsed[key];
    parsed[key] =
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return { path, query: parsed, cookies };
}
