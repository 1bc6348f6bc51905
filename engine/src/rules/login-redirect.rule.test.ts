import { describe, expect, it } from 'vitest';

import { LOGIN_TOKEN, visit } from './__fixtures__/navigation.js';
import { loginRedirectDecision, staffHomePath } from './login-redirect.rule.js';
import type { NavigationCookies, NavigationDecision } from './navigation.types.js';

const loggedIn = (cookies: NavigationCookies = {}) => ({ token: LOGIN_TOKEN, ...cookies });
const clearSaved: Pick<NavigationDecision, 'cookies'> = { cookies: { clear: ['redirect_from'] } };

describe('loginRedirectDecision', () => {
  it.each<[string, NavigationCookies, NavigationDecision | null]>([
    ['not logged in: the login page renders', {}, null],
    ['not logged in, even as an admin role', { userRole: '0', redirect_from: '/accountv2/chat' }, null],
    [
      'admin (userRole 0): the dashboard',
      loggedIn({ userRole: '0' }),
      { kind: 'redirect', to: '/admin/dashboard' },
    ],
    [
      'admin wins over a saved page, which is used up',
      loggedIn({ userRole: '0', redirect_from: '/accountv2/chat' }),
      { kind: 'redirect', to: '/admin/dashboard', ...clearSaved },
    ],
    [
      'a saved accountv2 page, query included',
      loggedIn({ userRole: '1', redirect_from: '/accountv2/orders?page=2' }),
      { kind: 'redirect', to: '/accountv2/orders?page=2', ...clearSaved },
    ],
    [
      'a saved page without accountv2 is not followed',
      loggedIn({ userRole: '1', redirect_from: '/start/checkout' }),
      { kind: 'redirect', to: '/accountv2/profile', ...clearSaved },
    ],
    [
      'a saved page on another site is not followed',
      loggedIn({ redirect_from: 'https://evil.example/accountv2' }),
      { kind: 'redirect', to: '/accountv2/profile', ...clearSaved },
    ],
    [
      'a protocol-relative saved page is not followed',
      loggedIn({ redirect_from: '//evil.example/accountv2' }),
      { kind: 'redirect', to: '/accountv2/profile', ...clearSaved },
    ],
    [
      'no saved page: the profile',
      loggedIn({ userRole: '1' }),
      { kind: 'redirect', to: '/accountv2/profile' },
    ],
    [
      'an agent (userRole 2): the care-team inbox (our decision)',
      loggedIn({ userRole: '2' }),
      { kind: 'redirect', to: '/admin/inbox' },
    ],
    [
      'an agent wins over a saved page too',
      loggedIn({ userRole: '2', redirect_from: '/accountv2/chat' }),
      { kind: 'redirect', to: '/admin/inbox', ...clearSaved },
    ],
    ['no userRole cookie: the profile', loggedIn(), { kind: 'redirect', to: '/accountv2/profile' }],
  ])('%s', (_case, cookies, expected) => {
    expect(loginRedirectDecision(visit('/login', { cookies }))).toEqual(expected);
  });

  it.each(['/login/recover', '/login/reset', '/accountv2/profile'])('leaves %s alone', (path) => {
    expect(loginRedirectDecision(visit(path, { cookies: loggedIn({ userRole: '0' }) }))).toBeNull();
  });

  it('also answers /login/ with a trailing slash', () => {
    expect(loginRedirectDecision(visit('/login/', { cookies: loggedIn() }))).toEqual({
      kind: 'redirect',
      to: '/accountv2/profile',
    });
  });
});

describe('staffHomePath', () => {
  it('is the dashboard for an admin, the inbox for an agent, nothing for anyone else', () => {
    expect(staffHomePath(0)).toBe('/admin/dashboard');
    expect(staffHomePath('0')).toBe('/admin/dashboard');
    expect(staffHomePath(2)).toBe('/admin/inbox');
    expect(staffHomePath('2')).toBe('/admin/inbox');
    for (const role of [1, '1', undefined, '', 'x', 3]) expect(staffHomePath(role)).toBeUndefined();
  });
});
