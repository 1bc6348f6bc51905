import { describe, expect, it } from 'vitest';

import { LOGIN_TOKEN, visit } from './__fixtures__/navigation.js';
import {
  accountAccessDecision,
  isAccountV2Path,
  isLoggedIn,
  redirectFromValue,
} from './account-access.rule.js';
import type { NavigationDecision, NavigationRequest } from './navigation.types.js';

const toLogin = (redirectFrom: string): NavigationDecision => ({
  kind: 'redirect',
  to: '/login',
  cookies: { set: { redirect_from: redirectFrom } },
});

describe('accountAccessDecision', () => {
  it.each<[string, NavigationRequest, NavigationDecision | null]>([
    ['no token: to /login, remembering the page', visit('/accountv2/orders'), toLogin('/accountv2/orders')],
    [
      'the page is remembered with its query',
      visit('/accountv2/orders', { query: 'page=2&maskToken=a.b.c' }),
      toLogin('/accountv2/orders?page=2&maskToken=a.b.c'),
    ],
    [
      'cancellation v2 is under /accountv2 too',
      visit('/accountv2/cancel/reason'),
      toLogin('/accountv2/cancel/reason'),
    ],
    ['/accountv2 itself', visit('/accountv2'), toLogin('/accountv2')],
    [
      'an empty token cookie is no token',
      visit('/accountv2/chat', { cookies: { token: '' } }),
      toLogin('/accountv2/chat'),
    ],
    [
      'a token cookie that is no JWT is no token',
      visit('/accountv2/chat', { cookies: { token: 'yes' } }),
      toLogin('/accountv2/chat'),
    ],
    ['with a token the page renders', visit('/accountv2/profile', { cookies: { token: LOGIN_TOKEN } }), null],
    ['the old account area is not this rule’s', visit('/account/profile'), null],
    ['a look-alike path is not this rule’s', visit('/accountv2x/orders'), null],
  ])('%s', (_case, request, expected) => {
    expect(accountAccessDecision(request)).toEqual(expected);
  });

  it('goes to /login without remembering a wanted path that cannot be one', () => {
    expect(accountAccessDecision(visit('/accountv2/ space'))).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('redirectFromValue', () => {
  it('drops a query too long for the cookie, keeping the path', () => {
    expect(redirectFromValue(visit('/accountv2/orders', { query: { q: 'x'.repeat(3000) } }))).toBe(
      '/accountv2/orders',
    );
  });
});

describe('isAccountV2Path and isLoggedIn', () => {
  it.each([
    ['/accountv2/support', true],
    ['/accountv2/', true],
    ['/account', false],
  ])('isAccountV2Path(%j) → %s', (path, expected) => {
    expect(isAccountV2Path(path)).toBe(expected);
  });

  it.each<[string | undefined, boolean]>([
    [LOGIN_TOKEN, true],
    [undefined, false],
    ['', false],
    ['a.b', false],
    ['Bearer a.b.c', false],
  ])('isLoggedIn(token=%j) → %s', (token, expected) => {
    expect(isLoggedIn(token === undefined ? {} : { token })).toBe(expected);
  });
});
