import type { CookieName } from '@telehealth/schemas';

import { hasCookie } from './cookie-effects.util.js';
import type { CookieEffects, NavigationRequest } from './navigation.types.js';
import { normalizePath } from './navigation-url.util.js';
import { ROUTE_PATHS } from './route-paths.constants.js';

/** The cookies of a follow-up visit, which a new intake must not inherit. */
export const LEAD_VISIT_CLEARED_COOKIES: readonly CookieName[] = ['followup', 'pCreated'];

/** The two lead steps: /start/lead-qualify (step 1) and /start/lead-intro (step 2). */
export function isLeadPage(path: string): boolean {
  const normalized = normalizePath(path);
  return normalized === ROUTE_PATHS.leadQualify || normalized === ROUTE_PATHS.leadIntro;
}

/**
 * Spec section 2: "Lead-qualify and lead-intro visits clear the followup and pCreated cookies." Only the ones
 * present are cleared; null when there is nothing to do.
 */
export function leadVisitCookieEffects(request: NavigationRequest): CookieEffects | null {
  if (!isLeadPage(request.path)) return null;
  const present = LEAD_VISIT_CLEARED_COOKIES.filter((name) => hasCookie(request.cookies, name));
  return present.length > 0 ? { clear: [...present] } : null;
}
