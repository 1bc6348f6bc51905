import type { RouteRule } from '@telehealth/schemas';

import { accountAccessDecision } from './account-access.rule.js';
import { applyCookieEffects, mergeCookieEffects } from './cookie-effects.util.js';
import { cookieVersionEffects } from './cookie-version.rule.js';
import { intakeAccessDecision } from './intake-access.rule.js';
import { leadVisitCookieEffects } from './lead-visit-cookies.rule.js';
import { loginRedirectDecision } from './login-redirect.rule.js';
import { withMaskToken } from './mask-token-query.rule.js';
import type {
  CookieEffects,
  NavigationDecision,
  NavigationGuard,
  NavigationRequest,
} from './navigation.types.js';
import { normalizePath, parseQuery, splitTarget } from './navigation-url.util.js';
import { routeRuleDecision } from './tenant-route-rules.rule.js';

export interface NavigationOptions {
  /** The tenant's route rules (brandConfig.configurations.routeRules). */
  routeRules?: readonly RouteRule[];
}

/** The access guards, in the order decideNavigation asks them. */
export const NAVIGATION_GUARDS: readonly NavigationGuard[] = [
  accountAccessDecision,
  loginRedirectDecision,
  intakeAccessDecision,
];

/** Redirects that come back to a path already passed: a tenant's route rules and the guards disagree. */
export class NavigationLoopError extends Error {
  constructor(readonly paths: readonly string[]) {
    super(`Navigation loops: ${paths.join(' → ')}. Check the tenant's route rules.`);
    this.name = 'NavigationLoopError';
  }
}

/**
 * Spec sections 2, 5 and 6: every routing rule of a navigation, applied in one documented order.
 *
 * 1. The tenant's route rules (configurations.routeRules): a rule names a page that is not served as such, so it
 *    wins over everything (an external one ends the decision there).
 * 2. The access guards, first that speaks: /accountv2/* needs a token, /login sends a logged-in user on, question and
 *    checkout pages need a created cookie or a restoresession query.
 * 3. The page renders, with the cookie effects of visiting it: lead pages clear followup and pCreated, and dVersion
 *    follows the route.
 *
 * Every storefront redirect keeps the current maskToken. A redirect is followed here, through the same steps, until
 * a page renders, so the visitor gets one redirect straight to the final page, with the cookie effects of the whole
 * way; a redirect back to a path already passed throws a NavigationLoopError naming the loop.
 */
export function decideNavigation(
  request: NavigationRequest,
  options: NavigationOptions = {},
): NavigationDecision {
  const rules = options.routeRules ?? [];
  const passed = [normalizePath(request.path)];
  let current = request;
  let target: string | undefined;
  let effects: CookieEffects | undefined;

  for (;;) {
    const step =
      routeRuleDecision(current, rules) ??
      NAVIGATION_GUARDS.reduce<NavigationDecision | null>((found, guard) => found ?? guard(current), null);

    if (step === null || step.kind === 'render') {
      effects = mergeCookieEffects(effects, step?.cookies);
      effects = mergeCookieEffects(effects, leadVisitCookieEffects(current));
      effects = mergeCookieEffects(effects, cookieVersionEffects(current));
      const withEffects = effects ? { cookies: effects } : {};
      return target === undefined
        ? { kind: 'render', ...withEffects }
        : { kind: 'redirect', to: target, ...withEffects };
    }

    effects = mergeCookieEffects(effects, step.cookies);
    if (step.external)
      return { kind: 'redirect', to: step.to, external: true, ...(effects ? { cookies: effects } : {}) };

    target = withMaskToken(step.to, current.query);
    const parts = splitTarget(target);
    const path = normalizePath(parts.path);
    if (passed.includes(path)) throw new NavigationLoopError([...passed, path]);
    passed.push(path);
    current = {
      path: parts.path,
      query: parseQuery(parts.search),
      cookies: applyCookieEffects(current.cookies, step.cookies),
    };
  }
}
