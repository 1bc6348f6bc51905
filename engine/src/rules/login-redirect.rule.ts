import { conforms } from '../shape/shape.js';
import { REDIRECT_FROM_SHAPE } from '../shape/shapes.js';

import { isLoggedIn } from './account-access.rule.js';
import { hasCookie } from './cookie-effects.util.js';
import type { CookieEffects, NavigationDecision, NavigationRequest } from './navigation.types.js';
import { normalizePath } from './navigation-url.util.js';
import { ROUTE_PATHS } from './route-paths.constants.js';

/** The userRole cookie of an admin (roles are numbers, 0 admin; the cookie holds them as text). */
export const ADMIN_ROLE_COOKIE = '0';
/** The userRole cookie of an agent (role 2). */
export const AGENT_ROLE_COOKIE = '2';

/**
 * A staff member's landing page (our decision, docs/decisions.md "Staff area for agents"): an admin's is the
 * dashboard (spec: userRole '0' → /admin/dashboard), an agent's the care-team inbox, where their work arrives.
 * Anyone else has none (undefined).
 */
export function staffHomePath(role: number | string | undefined): string | undefined {
  const text = role === undefined ? undefined : String(role);
  if (text === ADMIN_ROLE_COOKIE) return ROUTE_PATHS.adminDashboard;
  if (text === AGENT_ROLE_COOKIE) return ROUTE_PATHS.adminInbox;
  return undefined;
}

/**
 * Spec sections 2 and 6: /login for a logged-in user goes "to /admin/dashboard if the userRole cookie is '0';
 * (ours: an agent's, '2', to /admin/inbox, see staffHomePath); otherwise to the saved redirect_from page if it contains 'accountv2'; otherwise /accountv2/profile."
 *
 * A saved page is followed only when it is a storefront path (RedirectFrom schema: one leading '/'), so a
 * tampered cookie cannot send the visitor to another site. Once the visitor leaves /login the saved page has
 * served its purpose, so redirect_from is cleared: a later login in the same browser starts fresh.
 * (The mask token is carried along by decideNavigation, like on every navigation.)
 */
export function loginRedirectDecision(request: NavigationRequest): NavigationDecision | null {
  if (normalizePath(request.path) !== ROUTE_PATHS.login || !isLoggedIn(request.cookies)) return null;
  const saved = request.cookies.redirect_from;
  const cookies: CookieEffects | undefined = hasCookie(request.cookies, 'redirect_from')
    ? { clear: ['redirect_from'] }
    : undefined;
  const redirect = (to: string): NavigationDecision => ({
    kind: 'redirect',
    to,
    ...(cookies ? { cookies } : {}),
  });

  const staffHome = staffHomePath(request.cookies.userRole);
  if (staffHome !== undefined) return redirect(staffHome);
  if (saved !== undefined && saved.includes('accountv2') && conforms(REDIRECT_FROM_SHAPE, saved)) {
    return redirect(saved);
  }
  return redirect(ROUTE_PATHS.accountProfile);
}
