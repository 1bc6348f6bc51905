import type { RouteRule } from '@telehealth/schemas';

import type { NavigationDecision, NavigationRequest } from './navigation.types.js';
import {
  formatQuery,
  isStorefrontPath,
  joinTarget,
  normalizePath,
  parseQuery,
  splitTarget,
} from './navigation-url.util.js';

/** The rule whose `from` is exactly the path (trailing slashes aside), or undefined. */
export function findRouteRule(path: string, rules: readonly RouteRule[]): RouteRule | undefined {
  const normalized = normalizePath(path);
  return rules.find((rule) => normalizePath(rule.from) === normalized);
}

/**
 * Spec section 2: "Route rules may redirect, including to external URLs" (tenant configurations.routeRules; for
 * example /question/70 → /start/checkout).
 *
 * - `from` matches the path exactly; the first matching rule wins.
 * - `to` an https URL: an external redirect, with nothing of the page's query (a mask token never leaves the site).
 * - `to` a storefront path: the page's query goes along (ad click ids, couponCode, restoresession, maskToken), under
 *   any parameters `to` sets itself, so a redirect never loses what the visitor arrived with.
 * - A rule pointing to itself, or to anything else (http:, javascript:, a relative path), is ignored.
 */
export function routeRuleDecision(
  request: NavigationRequest,
  rules: readonly RouteRule[],
): NavigationDecision | null {
  const rule = findRouteRule(request.path, rules);
  if (!rule) return null;
  if (/^https:\/\/[^/\\]/i.test(rule.to)) return { kind: 'redirect', to: rule.to, external: true };
  if (!isStorefrontPath(rule.to)) return null;

  const target = splitTarget(rule.to);
  if (normalizePath(target.path) === normalizePath(request.path)) return null;
  const ownKeys = new Set(Object.keys(parseQuery(target.search)));
  const carried = Object.fromEntries(Object.entries(request.query).filter(([key]) => !ownKeys.has(key)));
  const search = [target.search, formatQuery(carried)].filter((part) => part !== '').join('&');
  return { kind: 'redirect', to: joinTarget({ ...target, search }) };
}
