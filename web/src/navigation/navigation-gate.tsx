import {
  NavigationLoopError,
  applyCookieEffects,
  decideNavigation,
  mergeCookieEffects,
  readMaskToken,
  withMaskToken,
  type CookieEffects,
  type NavigationDecision,
} from '@telehealth/engine';
import type { RouteRule, TenantId } from '@telehealth/schemas';
import { jwtDecode } from 'jwt-decode';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { getCookie } from '../cookies/cookies';
import { ResumeSession } from '../intake/resume-session';
import { useTenant } from '../tenant/tenant-context';
import {
  followupCookieEffects,
  maskTokenCookieEffects,
  queryFromSearch,
  readLandingParams,
  type LandingParams,
} from './landing-params';
import { storeLandingParams, storeLandingQuery } from './landing-store';
import { applyNavigationCookies, readNavigationCookies } from './navigation-cookies';

export type NavigationOutcome =
  | { kind: 'render' }
  | { kind: 'resume'; created: string }
  | { kind: 'redirect'; to: string; external: boolean };

export interface NavigationPlan {
  query: Record<string, string | string[]>;
  params: LandingParams;
  /** Every cookie to write before the page shows: the mask token's, p_created/p_followup, the decision's. */
  cookies: CookieEffects | undefined;
  /** Why the page's mask token was ignored (logged once). */
  maskTokenError?: string;
  outcome: NavigationOutcome;
}

/**
 * What a navigation does, decided before anything renders: the landing query's cookies first (a valid maskToken
 * logs the agent in as the customer), then `?restoresession=` (the resume screen takes over), else the engine's
 * decideNavigation on the cookies as they will be, with the tenant's route rules. Reads the cookies; writes nothing.
 */
export function planNavigation(
  pathname: string,
  search: string,
  tenantId: TenantId,
  routeRules: readonly RouteRule[],
  now: () => number,
): NavigationPlan {
  const query = queryFromSearch(search);
  const params = readLandingParams(query);
  let cookies = followupCookieEffects(params);
  let maskTokenError: string | undefined;
  if (params.maskToken !== undefined && params.maskToken !== getCookie('token')) {
    const reading = readMaskToken(params.maskToken, jwtDecode, { tenantId, nowMs: now() });
    if (reading.ok) cookies = mergeCookieEffects(maskTokenCookieEffects(params.maskToken, reading), cookies);
    else maskTokenError = reading.error;
  }
  const base = { query, params, maskTokenError };
  if (params.restoreSession !== undefined) {
    return { ...base, cookies, outcome: { kind: 'resume', created: params.restoreSession } };
  }

  let decision: NavigationDecision;
  try {
    decision = decideNavigation(
      { path: pathname, query, cookies: applyCookieEffects(readNavigationCookies(), cookies) },
      { routeRules },
    );
  } catch (error) {
    if (!(error instanceof NavigationLoopError)) throw error;
    console.error(error.message);
    decision = { kind: 'render' };
  }
  cookies = mergeCookieEffects(cookies, decision.cookies);
  if (decision.kind === 'redirect') {
    return {
      ...base,
      cookies,
      outcome: { kind: 'redirect', to: decision.to, external: decision.external === true },
    };
  }
  // `med` with the edit flag: the visitor is changing the selected products, straight back to checkout.
  if (params.meds.length > 0 && params.edit && pathname !== '/start/checkout') {
    const to = withMaskToken('/start/checkout', query);
    return { ...base, cookies, outcome: { kind: 'redirect', to, external: false } };
  }
  return { ...base, cookies, outcome: { kind: 'render' } };
}

/** The last mask token found invalid, so it is logged once, not on every page. */
let lastInvalidMaskToken: string | undefined;

/**
 * Runs the storefront's navigation rules (spec sections 2, 5, 6) on every navigation. The plan is made while
 * rendering (pure), so a page that must not be seen is never rendered; its cookies are written in a layout effect,
 * before the page's own effects run and before anything is painted; a redirect replaces the history entry.
 */
export function NavigationGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { tenantId, brandConfig } = useTenant();
  const routeRules = brandConfig.configurations?.routeRules;
  const navigationKey = `${location.key}:${location.pathname}${location.search}`;
  const plan = useMemo(
    () => planNavigation(location.pathname, location.search, tenantId, routeRules ?? [], Date.now),
    // A new navigation (key) is what changes the plan; cookies are read as of that moment.
    [navigationKey, tenantId, routeRules], // eslint-disable-line react-hooks/exhaustive-deps
  );

  useLayoutEffect(() => {
    storeLandingQuery(plan.query);
    storeLandingParams(plan.params);
    if (plan.maskTokenError !== undefined && plan.params.maskToken !== lastInvalidMaskToken) {
      lastInvalidMaskToken = plan.params.maskToken;
      console.error(plan.maskTokenError);
    }
    applyNavigationCookies(plan.cookies);
    const { outcome } = plan;
    if (outcome.kind !== 'redirect') return;
    if (outcome.external) window.location.replace(outcome.to);
    else void navigate(outcome.to, { replace: true });
  }, [plan, navigate]);

  if (plan.outcome.kind === 'resume') return <ResumeSession created={plan.outcome.created} />;
  if (plan.outcome.kind === 'redirect') return null;
  return <>{children}</>;
}
