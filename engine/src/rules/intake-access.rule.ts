import { hasCookie } from './cookie-effects.util.js';
import type { NavigationDecision, NavigationRequest } from './navigation.types.js';
import { firstQueryValue, normalizePath } from './navigation-url.util.js';
import { QUERY_PARAMS, ROUTE_PATHS } from './route-paths.constants.js';

const QUESTION_ROUTE = /^\/question\/[^/]+$/;

/** The routes of the intake itself: a question (/question/{id}) or the checkout (/start/checkout). */
export function isIntakeRoute(path: string): boolean {
  const normalized = normalizePath(path);
  return normalized === ROUTE_PATHS.checkout || QUESTION_ROUTE.test(normalized);
}

/**
 * Spec sections 2 and 5: "Question and checkout pages need a created cookie or restoresession query." A visitor
 * without either has no intake to continue and goes to /start/lead-intro.
 */
export function intakeAccessDecision(request: NavigationRequest): NavigationDecision | null {
  if (!isIntakeRoute(request.path)) return null;
  if (hasCookie(request.cookies, 'created')) return null;
  if (firstQueryValue(request.query, QUERY_PARAMS.restoreSession) !== undefined) return null;
  return { kind: 'redirect', to: ROUTE_PATHS.leadIntro };
}
