import type { RouteRule } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { LOGIN_TOKEN, visit } from './__fixtures__/navigation.js';
import { decideNavigation, NavigationLoopError } from './decide-navigation.rule.js';
import type { NavigationDecision, NavigationRequest } from './navigation.types.js';

/** Tenant 6's rules (flows/data/tenants/6/tenant.json) and two that meet the guards. */
const routeRules: RouteRule[] = [
  { from: '/question/70', to: '/start/checkout' },
  { from: '/start', to: '/start/lead-qualify' },
  { from: '/blog', to: 'https://www.fungaid.com/blog' },
  { from: '/accountv2/support', to: 'https://help.fungaid.com/' },
  { from: '/start/vouched', to: '/question/1' },
];

const agent = 'maskToken=eyJ.eyJ.sig';

describe('decideNavigation', () => {
  it.each<[string, NavigationRequest, NavigationDecision]>([
    // pages that simply render
    ['a public page renders untouched', visit('/about'), { kind: 'render' }],
    [
      'a question with a created cookie renders and marks the cookie v2',
      visit('/question/12', { cookies: { created: 'k1' } }),
      { kind: 'render', cookies: { set: { dVersion: 'v2' } } },
    ],
    [
      'lead-qualify clears the follow-up cookies and marks v2',
      visit('/start/lead-qualify', { cookies: { followup: '5001', pCreated: 'k0', dVersion: 'v3' } }),
      { kind: 'render', cookies: { clear: ['followup', 'pCreated'], set: { dVersion: 'v2' } } },
    ],
    [
      'a follow-up page marks v3',
      visit('/followup/5001', { query: 'p_followup=5001' }),
      { kind: 'render', cookies: { set: { dVersion: 'v3' } } },
    ],
    [
      'the account with a token renders',
      visit('/accountv2/orders', { cookies: { token: LOGIN_TOKEN } }),
      { kind: 'render' },
    ],
    ['the login page renders for a visitor', visit('/login', { query: agent }), { kind: 'render' }],

    // route rules come first
    [
      '/question/70 goes to the checkout',
      visit('/question/70', { cookies: { created: 'k1' } }),
      { kind: 'redirect', to: '/start/checkout' },
    ],
    [
      '/question/70 without an intake: rule, then guard, in one redirect',
      visit('/question/70', { query: agent }),
      { kind: 'redirect', to: `/start/lead-intro?${agent}`, cookies: { set: { dVersion: 'v2' } } },
    ],
    [
      '/question/70 resuming an intake keeps restoresession through the rule',
      visit('/question/70', { query: 'restoresession=k1' }),
      { kind: 'redirect', to: '/start/checkout?restoresession=k1' },
    ],
    [
      'a rule wins over the account guard',
      visit('/accountv2/support', { query: agent }),
      { kind: 'redirect', to: 'https://help.fungaid.com/', external: true },
    ],
    [
      'an external rule',
      visit('/blog'),
      { kind: 'redirect', to: 'https://www.fungaid.com/blog', external: true },
    ],
    [
      'a rule to a page that renders, marking it',
      visit('/start', { cookies: { pCreated: 'k0' } }),
      {
        kind: 'redirect',
        to: '/start/lead-qualify',
        cookies: { clear: ['pCreated'], set: { dVersion: 'v2' } },
      },
    ],
    [
      'a rule whose target is guarded',
      visit('/start/vouched'),
      { kind: 'redirect', to: '/start/lead-intro', cookies: { set: { dVersion: 'v2' } } },
    ],

    // guards
    [
      'the account without a token: /login, remembering the page, mask token kept',
      visit('/accountv2/orders', { query: agent }),
      {
        kind: 'redirect',
        to: `/login?${agent}`,
        cookies: { set: { redirect_from: `/accountv2/orders?${agent}` } },
      },
    ],
    [
      '/login as an admin, mask token kept',
      visit('/login', { query: agent, cookies: { token: LOGIN_TOKEN, userRole: '0' } }),
      { kind: 'redirect', to: `/admin/dashboard?${agent}` },
    ],
    [
      '/login back to the saved page, which is used up',
      visit('/login', { cookies: { token: LOGIN_TOKEN, userRole: '1', redirect_from: '/accountv2/chat' } }),
      { kind: 'redirect', to: '/accountv2/chat', cookies: { clear: ['redirect_from'] } },
    ],
    [
      '/login back to a saved page that carries its own mask token',
      visit('/login', {
        query: 'maskToken=new',
        cookies: { token: LOGIN_TOKEN, redirect_from: '/accountv2/chat?maskToken=old' },
      }),
      { kind: 'redirect', to: '/accountv2/chat?maskToken=old', cookies: { clear: ['redirect_from'] } },
    ],
    [
      '/login to the profile, mask token kept',
      visit('/login', { query: agent, cookies: { token: LOGIN_TOKEN } }),
      { kind: 'redirect', to: `/accountv2/profile?${agent}` },
    ],
    [
      'the checkout without an intake',
      visit('/start/checkout', { query: 'couponCode=SPRING' }),
      { kind: 'redirect', to: '/start/lead-intro', cookies: { set: { dVersion: 'v2' } } },
    ],
    [
      'the checkout without an intake, follow-up cookies cleared on arrival',
      visit('/start/checkout', { cookies: { followup: '5001', dVersion: 'v2' } }),
      { kind: 'redirect', to: '/start/lead-intro', cookies: { clear: ['followup'] } },
    ],
  ])('%s', (_case, request, expected) => {
    expect(decideNavigation(request, { routeRules })).toEqual(expected);
  });

  it('applies the guards without route rules', () => {
    expect(decideNavigation(visit('/question/70'))).toEqual({
      kind: 'redirect',
      to: '/start/lead-intro',
      cookies: { set: { dVersion: 'v2' } },
    });
  });

  it('names the loop when rules and guards send the visitor round in circles', () => {
    const looping: RouteRule[] = [{ from: '/start/lead-intro', to: '/question/1' }];
    const decide = () => decideNavigation(visit('/question/1'), { routeRules: looping });
    expect(decide).toThrow(NavigationLoopError);
    expect(decide).toThrow(
      "Navigation loops: /question/1 → /start/lead-intro → /question/1. Check the tenant's route rules.",
    );
  });

  it('names a loop of rules alone', () => {
    const looping: RouteRule[] = [
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a' },
    ];
    expect(() => decideNavigation(visit('/a'), { routeRules: looping })).toThrow(
      'Navigation loops: /a → /b → /a.',
    );
  });
});
