import type { RouteRule } from '@telehealth/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { changesCookies, planNavigation } from './navigation-gate';

// Unit tests run in Node: there is no document, so the browser holds no cookies here.
const NOW = Date.UTC(2026, 10, 23, 2, 0);
const RULES: RouteRule[] = [
  { from: '/question/70', to: '/start/checkout' },
  { from: '/careers', to: 'https://www.fungaid.com/careers' },
];
const plan = (path: string, search = '', rules: RouteRule[] = RULES) =>
  planNavigation(path, search, 6, rules, () => NOW);

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
const maskToken = jwt({ userId: 41, masqueradeId: 2, tenant_id: 6, exp: NOW / 1000 + 600 });

afterEach(() => vi.restoreAllMocks());

describe('planNavigation', () => {
  it('renders a lead page, clearing the followup cookies and setting dVersion v2', () => {
    const result = plan('/start/lead-qualify', '?p_created=1-a&p_followup=9');
    expect(result.outcome).toEqual({ kind: 'render' });
    expect(result.cookies?.clear).toEqual(expect.arrayContaining(['followup', 'pCreated']));
    expect(result.cookies?.set).toEqual({ dVersion: 'v2' });
  });

  it('sends a question without a created order to lead-intro', () => {
    expect(plan('/question/3').outcome).toEqual({
      kind: 'redirect',
      to: '/start/lead-intro',
      external: false,
    });
  });

  it("follows the tenant's route rules: /question/70 is checkout (which then needs an order)", () => {
    expect(plan('/question/70').outcome).toMatchObject({ kind: 'redirect', to: '/start/lead-intro' });
    expect(plan('/careers', '?gclid=1').outcome).toEqual({
      kind: 'redirect',
      to: 'https://www.fungaid.com/careers',
      external: true,
    });
  });

  it('lets a restoresession link through to the resume screen', () => {
    expect(plan('/', '?restoresession=1763800000000-abcdefghij').outcome).toEqual({
      kind: 'resume',
      created: '1763800000000-abcdefghij',
    });
  });

  it('turns a valid mask token into the token, userId and agentId cookies, and takes it out of the address', () => {
    const result = plan('/start/lead-qualify', `?a=1&maskToken=${maskToken}&b=2`);
    expect(result.maskTokenError).toBeUndefined();
    expect(result.cookies?.set).toMatchObject({ token: maskToken, userId: '41', agentId: '2' });
    // The same page without it, replacing the history entry (the gate navigates with replace).
    expect(result.outcome).toEqual({ kind: 'redirect', to: '/start/lead-qualify?a=1&b=2', external: false });
    // Before anything else the address holds: a question without an order, a resume link.
    expect(plan('/question/3', `?maskToken=${maskToken}`).outcome).toEqual({
      kind: 'redirect',
      to: '/question/3',
      external: false,
    });
    expect(plan('/', `?restoresession=1763800000000-abcdefghij&maskToken=${maskToken}`).outcome).toEqual({
      kind: 'redirect',
      to: '/?restoresession=1763800000000-abcdefghij',
      external: false,
    });
  });

  it('ignores an invalid mask token and says why', () => {
    const result = plan('/start/lead-qualify', '?maskToken=not-a-jwt');
    expect(result.maskTokenError).toMatch(/^Invalid token specified/);
    expect(result.cookies?.set?.token).toBeUndefined();
    const otherTenant = plan(
      '/',
      `?maskToken=${jwt({ userId: 1, masqueradeId: 2, tenant_id: 7, exp: NOW / 1000 + 60 })}`,
    );
    expect(otherTenant.maskTokenError).toBe('Mask token is for tenant 7, not tenant 6');
    const expired = plan(
      '/',
      `?maskToken=${jwt({ userId: 1, masqueradeId: 2, tenant_id: 6, exp: NOW / 1000 - 1 })}`,
    );
    expect(expired.maskTokenError).toMatch(/^Mask token expired/);
    // An invalid one leaves the address too.
    expect(expired.outcome).toEqual({ kind: 'redirect', to: '/', external: false });
  });

  it('sends med with the edit flag to checkout', () => {
    expect(plan('/start/products', '?med=3&edit=1').outcome).toEqual({
      kind: 'redirect',
      to: '/start/checkout',
      external: false,
    });
    expect(plan('/start/products', '?med=3').outcome).toEqual({ kind: 'render' });
  });

  it('keeps p_created and p_followup as cookies', () => {
    expect(plan('/followup', '?p_created=1-a&p_followup=77').cookies?.set).toMatchObject({
      pCreated: '1-a',
      followup: '77',
      dVersion: 'v3',
    });
  });

  it('logs a route-rule loop and renders rather than looping', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loop: RouteRule[] = [
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a' },
    ];
    expect(plan('/a', '', loop).outcome).toEqual({ kind: 'render' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Navigation loops'));
  });
});

describe('the mask token of a masquerade session', () => {
  afterEach(() => vi.unstubAllGlobals());
  const holding = (cookie: string) => vi.stubGlobal('document', { cookie });

  it('is never put back into the address: the token cookie carries the view', () => {
    holding(`token=${maskToken}; userId=41; agentId=2`);
    expect(plan('/about', '?x=1').outcome).toEqual({ kind: 'render' });
    // The account pages are open to it (it is the login).
    expect(plan('/accountv2/profile').outcome).toEqual({ kind: 'render' });
  });
});

describe('changesCookies', () => {
  it('is true only when a cookie would get another value or be removed', () => {
    const cookies = { dVersion: 'v2', followup: '9' };
    expect(changesCookies(cookies, undefined)).toBe(false);
    expect(changesCookies(cookies, { set: { dVersion: 'v2' }, clear: ['pCreated'] })).toBe(false);
    expect(changesCookies(cookies, { set: { dVersion: 'v3' } })).toBe(true);
    expect(changesCookies(cookies, { set: { token: 'abc' } })).toBe(true);
    expect(changesCookies(cookies, { clear: ['followup'] })).toBe(true);
  });
});
