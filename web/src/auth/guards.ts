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
import { createElement, type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';

import type { GuardArgs } from '../routing/app-route';
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

/**
 * The route guard of such pages: applies the decision before the page renders (cookies first, then the redirect,
 * which replaces the page's history entry). Null renders the page.
 */
export function loginRequiredGuard(
  { location }: Pick<GuardArgs, 'location'>,
  readCookies: () => NavigationCookies = readNavigationCookies,
): ReactElement | null {
  const decision = loginRequiredDecision({
    path: location.pathname,
    query: parseQuery(location.search),
    cookies: readCookies(),
  });
  if (!decision || decision.kind === 'render') return null;
  applyNavigationCookies(decision.cookies);
  return createElement(Navigate, { to: decision.to, replace: true });
}
