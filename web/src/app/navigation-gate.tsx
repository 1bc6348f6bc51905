import {
  NavigationLoopError,
  applyCookieEffects,
  decideNavigation,
  mergeCookieEffects,
  readMaskToken,
  withMaskToken,
  type CookieEffects,
  type NavigationCookies,
  type NavigationDecision,
} from '@telehealth/engine';
import type { CookieName, RouteRule, TenantId } from '@telehealth/schemas';
import { jwtDecode } from 'jwt-decode';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { getCookie } from '../cookies/cookies';
import { useTenant } from '../tenant/tenant-context';
import {
  followupCookieEffects,
  maskTokenCookieEffects,
  queryFromSearch,
  readLandingParams,
  searchWithout,
  type LandingParams,
} from '../navigation/landing-params';
import { storeLandingParams, storeLandingQuery } from '../navigation/landing-store';
import { applyNavigationCookies, readNavigationCookies } from '../navigation/navigation-cookies';

// The resume screen loads only for a ?restoresession= link, not with every page.
const ResumeSession = lazy(async () => ({
  default: (await import('../intake/resume-session')).ResumeSession,
}));

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
 * logs the agent in as the customer, and the address is replaced by the same one without it), then
 * `?restoresession=` (the resume screen takes over), else the engine's decideNavigation on the cookies as they will
 * be, with the tenant's route rules. Reads the cookies; writes nothing.
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
  // The spec keeps maskToken on every navigation (section 2); we keep it out of every address instead (issue 31):
  // an address stays in the browser's history and goes out in Referer headers, and the token reads the patient's
  // data while it lives. It is taken once, as the token cookie, and the address is replaced without it (the
  // history entry too); the cookie carries the view from then on. The staff area never puts it in an address.
  if (params.maskToken !== undefined) {
    const to = `${pathname}${searchWithout(search, ['maskToken'])}`;
    return { ...base, cookies, outcome: { kind: 'redirect', to, external: false } };
  }
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

/**
 * Writes the cookies of the page's first navigation before the first render (main.tsx, and the server's render of
 * the page), as the gate's layout effect would, so the gate renders the page at once and the browser's first render
 * is the server's. Returns what the navigation does.
 */
export function writeLandingCookies(
  pathname: string,
  search: string,
  tenantId: TenantId,
  routeRules: readonly RouteRule[],
): NavigationOutcome {
  const plan = planNavigation(pathname, search, tenantId, routeRules, Date.now);
  applyNavigationCookies(plan.cookies);
  return plan.outcome;
}

/** Whether writing the effects would change a cookie the browser holds. */
export function changesCookies(cookies: NavigationCookies, effects: CookieEffects | undefined): boolean {
  const set = Object.entries(effects?.set ?? {}) as [CookieName, string | undefined][];
  if (set.some(([name, value]) => value !== undefined && cookies[name] !== value)) return true;
  return (effects?.clear ?? []).some((name) => cookies[name] !== undefined);
}

/** The last mask token found invalid, so it is logged once, not on every page. */
let lastInvalidMaskToken: string | undefined;

/**
 * Runs the storefront's navigation rules (spec sections 2, 5, 6) on every navigation. The plan is made while
 * rendering (pure), so a page that must not be seen is never rendered; its cookies are written in a layout effect,
 * before the page's own effects run and before anything is painted; a redirect replaces the history entry (once
 * the router listens).
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

  // Pages read cookies while they render (the account reads userId): when this navigation changes a cookie, such
  // as a maskToken logging the agent in, the page waits one render for the cookies to be written.
  const writesFirst = useMemo(() => changesCookies(readNavigationCookies(), plan.cookies), [plan]);
  const [written, setWritten] = useState<NavigationPlan | null>(null);

  useLayoutEffect(() => {
    storeLandingQuery(plan.query);
    storeLandingParams(plan.params);
    if (plan.maskTokenError !== undefined && plan.params.maskToken !== lastInvalidMaskToken) {
      lastInvalidMaskToken = plan.params.maskToken;
      console.error(plan.maskTokenError);
    }
    applyNavigationCookies(plan.cookies);
    // The cookies are an outside store: once written, the page may render (one render more, before paint).
    if (writesFirst) setWritten(plan); // eslint-disable-line react-hooks/set-state-in-effect
  }, [plan, writesFirst]);

  // The redirect itself waits for the commit's passive effects: on the first page the router (app.tsx) starts
  // listening to the history in its own layout effect, which runs after this component's, so a navigation made in
  // a layout effect here would change the address without the router seeing it. A redirecting plan renders
  // nothing, so nothing of the page it leaves is seen meanwhile.
  useEffect(() => {
    const { outcome } = plan;
    if (outcome.kind !== 'redirect') return;
    if (outcome.external) window.location.replace(outcome.to);
    else void navigate(outcome.to, { replace: true });
  }, [plan, navigate]);

  if (writesFirst && written !== plan) return null;
  if (plan.outcome.kind === 'resume') {
    return (
      <Suspense fallback={null}>
        <ResumeSession created={plan.outcome.created} />
      </Suspense>
    );
  }
  if (plan.outcome.kind === 'redirect') return null;
  return <>{children}</>;
}
