import {
  isLoggedIn,
  parseQuery,
  redirectFromValue,
  ROUTE_PATHS,
  withMaskToken,
  type NavigationCookies,
  type NavigationDecision,
  type NavigationRequest,
} from '@telehealth/engine';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';

import { applyNavigationCookies, readNavigationCookies } from '../navigation/navigation-cookies';

/**
 * The account rule of spec sections 2 and 6 ("/accountv2/* requires a token; without one go to /login and remember
 * the wanted path in the redirect_from cookie"), for pages outside /accountv2 that act for a logged-in customer (the
 * follow-up visit): without a token, to /login with the page remembered, so logging in comes back to it.
 */
export function loginRequiredDecision(request: NavigationRequest): NavigationDecision | null {
  if (isLoggedIn(request.cookies)) return null;
  const wanted = redirectFromValue(request);
  return {
    kind: 'redirect',
    to: withMaskToken(ROUTE_PATHS.login, request.query),
    ...(wanted === undefined ? {} : { cookies: { set: { redirect_from: wanted } } }),
  };
}

/** Route loader of such pages: applies the decision before the page loads (cookies first, then the redirect). */
export function loginRequiredLoader(
  { request }: LoaderFunctionArgs,
  readCookies: () => NavigationCookies = readNavigationCookies,
): null {
  const url = new URL(request.url);
  const decision = loginRequiredDecision({
    path: url.pathname,
    query: parseQuery(url.search),
    cookies: readCookies(),
  });
  if (!decision || decision.kind === 'render') return null;
  applyNavigationCookies(decision.cookies);
  throw redirect(decision.to);
}
