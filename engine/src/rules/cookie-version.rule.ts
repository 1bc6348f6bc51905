import type { CookieVersion } from '@telehealth/schemas';

import type { CookieEffects, NavigationRequest } from './navigation.types.js';
import { normalizePath } from './navigation-url.util.js';

const STARTV2_ROUTES = [
  /^\/start\/lead-qualify$/,
  /^\/start\/lead-intro$/,
  /^\/start\/dosage$/,
  /^\/question\/[^/]+$/,
];
const V3_ROUTES = [/^\/followup(\/.*)?$/, /^\/quiz(\/.*)?$/];

/**
 * Spec section 2: "Cookie version is v2 or v3 by route name." The spec does not give the mapping; ours follows the
 * route's layout (spec section 2's table):
 * - 'v2' for the data-driven pages of the startv2 layout: /start/lead-qualify, /start/lead-intro, /start/dosage and
 *   /question/{id} (the intake questionnaire);
 * - 'v3' for the page-per-step flows: the start layout (/followup, /followup/{id}, /followup/thanks,
 *   /followup/verification) and the quiz layout (/quiz/*);
 * - null for every other route (checkout, which both flows share, the other /start pages, account, admin, public
 *   pages): the visitor is not starting a flow there, so the cookie keeps the version of the flow they are in.
 */
export function cookieVersionFor(path: string): CookieVersion | null {
  const normalized = normalizePath(path);
  if (STARTV2_ROUTES.some((route) => route.test(normalized))) return 'v2';
  if (V3_ROUTES.some((route) => route.test(normalized))) return 'v3';
  return null;
}

/** Sets dVersion to the route's cookie version when it differs from the cookie; null when there is nothing to do. */
export function cookieVersionEffects(request: NavigationRequest): CookieEffects | null {
  const version = cookieVersionFor(request.path);
  if (version === null || request.cookies.dVersion === version) return null;
  return { set: { dVersion: version } };
}
