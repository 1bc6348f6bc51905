import type { FlowVersion, RouteRule } from '@telehealth/schemas';

import { questionState } from '../flow/flow-index.js';
import { pathOfState } from '../flow/state-path.js';
import { normalizePath } from './navigation-url.util.js';
import { findRouteRule, routeRuleDecision } from './tenant-route-rules.rule.js';

/** A question the storefront never shows: a route rule of the tenant redirects its page. */
export interface RouteCollision {
  questionId: number;
  /** The question's page (`pathOfState` of its state). */
  path: string;
  /** The rule that redirects the page: the first whose `from` is the page, as the storefront picks it. */
  rule: RouteRule;
  /** "Question 70's page /question/70 is redirected by the tenant's route rule to /start/checkout." */
  message: string;
}

/**
 * The route rule that sends a visit of `path` elsewhere, exactly as the storefront's navigation decides it (its first
 * step, `routeRuleDecision`, which wins over everything else), or undefined when the page renders as far as the
 * route rules go: no rule for the path, or the one that matches is ignored (a rule to itself, an http: URL, ...).
 */
export function redirectingRouteRule(path: string, rules: readonly RouteRule[]): RouteRule | undefined {
  if (routeRuleDecision({ path, query: {}, cookies: {} }, rules) === null) return undefined;
  return findRouteRule(path, rules);
}

/**
 * The paths the tenant's route rules redirect (each rule's `from` that the storefront follows, trailing slashes
 * removed, once each): no page of a flow may be one. The FHIR import keeps question ids off them (`reservedPaths`).
 */
export function redirectedPaths(rules: readonly RouteRule[]): string[] {
  const paths = rules
    .filter((rule) => redirectingRouteRule(rule.from, rules) !== undefined)
    .map((rule) => normalizePath(rule.from));
  return [...new Set(paths)];
}

/**
 * The questions of a flow version whose page a route rule of the tenant redirects, in question order: a patient
 * sent to such a question lands on the rule's target instead (tenant rules like `/question/70 → /start/checkout`
 * make question 70 of an intake unreachable, and the intake unfinishable). Each question's page is the engine's
 * (`pathOfState`: its own `question` step, else the `questions` step's path and its id), matched as the storefront
 * matches route rules. A duplicated id is listed once.
 */
export function routeCollisions(flow: FlowVersion, rules: readonly RouteRule[]): RouteCollision[] {
  if (rules.length === 0) return [];
  const collisions: RouteCollision[] = [];
  const seen = new Set<number>();
  for (const { id } of flow.questions) {
    if (seen.has(id)) continue;
    seen.add(id);
    const path = pathOfState(flow, questionState(id));
    const rule = path === null ? undefined : redirectingRouteRule(path, rules);
    if (path !== null && rule) {
      collisions.push({
        questionId: id,
        path,
        rule,
        message: `Question ${id}'s page ${path} is redirected by the tenant's route rule to ${rule.to}.`,
      });
    }
  }
  return collisions;
}
