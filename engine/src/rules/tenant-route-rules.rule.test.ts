import type { RouteRule } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { visit } from './__fixtures__/navigation.js';
import type { NavigationDecision, NavigationRequest } from './navigation.types.js';
import { findRouteRule, routeRuleDecision } from './tenant-route-rules.rule.js';

/** Tenant 6's rules (flows/data/tenants/6/tenant.json), plus a few broken ones a config could hold. */
const rules: RouteRule[] = [
  { from: '/question/70', to: '/start/checkout' },
  { from: '/start', to: '/start/lead-qualify' },
  { from: '/careers', to: 'https://www.fungaid.com/careers' },
  { from: '/promo', to: '/start/products?couponCode=SPRING' },
  { from: '/loop', to: '/loop/' },
  { from: '/insecure', to: 'http://www.fungaid.com/' },
  { from: '/script', to: 'javascript:alert(1)' },
  { from: '/relative', to: 'start/checkout' },
  { from: '/sneaky', to: '//evil.example/' },
  { from: '/question/70', to: '/never/used' },
];

describe('routeRuleDecision', () => {
  it.each<[string, NavigationRequest, NavigationDecision | null]>([
    ['/question/70 → /start/checkout', visit('/question/70'), { kind: 'redirect', to: '/start/checkout' }],
    ['exact match only: /question/7 has no rule', visit('/question/7'), null],
    ['exact match only: /question/700 has no rule', visit('/question/700'), null],
    ['no prefix match: /start/form has no rule', visit('/start/form'), null],
    ['a trailing slash still matches', visit('/start/'), { kind: 'redirect', to: '/start/lead-qualify' }],
    [
      'the page’s query goes along to a storefront path',
      visit('/question/70', { query: 'restoresession=k1&maskToken=a.b.c' }),
      { kind: 'redirect', to: '/start/checkout?restoresession=k1&maskToken=a.b.c' },
    ],
    [
      'parameters the rule sets win over the page’s',
      visit('/promo', { query: 'couponCode=OLD&utm_source=mail' }),
      { kind: 'redirect', to: '/start/products?couponCode=SPRING&utm_source=mail' },
    ],
    [
      'an https URL is an external redirect, without the query',
      visit('/careers', { query: 'maskToken=a.b.c' }),
      { kind: 'redirect', to: 'https://www.fungaid.com/careers', external: true },
    ],
    ['a rule to itself is ignored', visit('/loop'), null],
    ['an http URL is ignored', visit('/insecure'), null],
    ['a javascript: URL is ignored', visit('/script'), null],
    ['a relative path is ignored', visit('/relative'), null],
    ['a protocol-relative URL is ignored', visit('/sneaky'), null],
  ])('%s', (_case, request, expected) => {
    expect(routeRuleDecision(request, rules)).toEqual(expected);
  });

  it('does nothing without rules', () => {
    expect(routeRuleDecision(visit('/question/70'), [])).toBeNull();
  });

  it('takes the first matching rule', () => {
    expect(findRouteRule('/question/70', rules)?.to).toBe('/start/checkout');
  });
});
