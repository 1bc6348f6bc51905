import { jwtDecode } from 'jwt-decode';
import { describe, expect, it } from 'vitest';

import { afterLoginTarget, newPasswordProblem, readLoginToken, sessionCookieValues } from './auth-session';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;
const payload = { userId: 12, role: 1, tenant_id: 6, iat: 1_700_000_000, exp: 1_700_003_600 };

describe('readLoginToken', () => {
  it('reads the payload of a login token of the tenant', () => {
    expect(readLoginToken(jwt(payload), jwtDecode, 6)).toEqual({ ok: true, payload });
  });

  it.each([
    ['not a string', 42, 'Invalid token specified: must be a string'],
    ['one part', 'abc', 'Invalid token specified: missing part #2'],
    ['bad base64', 'abc.@@@.def', 'Invalid token specified: invalid base64 for part #2'],
    [
      'bad json',
      `abc.${Buffer.from('{nope').toString('base64url')}.def`,
      'Invalid token specified: invalid json for part #2',
    ],
  ])('gives the decoder’s message for %s', (_, token, message) => {
    const reading = readLoginToken(token, jwtDecode, 6);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.error).toContain(message);
  });

  it('refuses a payload that is not a login token, naming what is wrong', () => {
    const reading = readLoginToken(jwt({ ...payload, role: 'admin' }), jwtDecode, 6);
    expect(reading).toMatchObject({ ok: false });
    expect(!reading.ok && reading.error).toMatch(/^Invalid login token payload: \/role/);
  });

  it('refuses a token of another tenant', () => {
    expect(readLoginToken(jwt(payload), jwtDecode, 7)).toEqual({
      ok: false,
      error: 'Login token is for tenant 6, not tenant 7',
    });
  });
});

describe('sessionCookieValues', () => {
  it('keeps role and user id as text, as cookies hold them', () => {
    expect(sessionCookieValues('t.o.k', { ...payload, role: 0 })).toEqual({
      token: 't.o.k',
      userRole: '0',
      userId: '12',
    });
  });
});

describe('afterLoginTarget', () => {
  it('sends an admin to the dashboard, whatever was saved', () => {
    expect(afterLoginTarget({ role: 0, redirectFrom: '/accountv2/orders', query: {} })).toBe(
      '/admin/dashboard',
    );
  });

  it('sends an agent to the care-team inbox, or back to the staff page they were sent away from', () => {
    expect(afterLoginTarget({ role: 2, redirectFrom: undefined, query: {} })).toBe('/admin/inbox');
    expect(afterLoginTarget({ role: 2, redirectFrom: '/accountv2/orders', query: {} })).toBe('/admin/inbox');
    expect(afterLoginTarget({ role: 2, redirectFrom: '/admin/user/12', query: {} })).toBe('/admin/user/12');
    expect(afterLoginTarget({ role: 0, redirectFrom: '/admin/order/100004', query: {} })).toBe(
      '/admin/order/100004',
    );
  });

  it('sends a customer back to the saved page, with its query', () => {
    expect(afterLoginTarget({ role: 1, redirectFrom: '/followup?p_followup=100001', query: {} })).toBe(
      '/followup?p_followup=100001',
    );
  });

  it('sends a customer to the account home without a saved page', () => {
    expect(afterLoginTarget({ role: 1, redirectFrom: undefined, query: {} })).toBe('/accountv2');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/login', '/login/reset?token=x'])(
    'ignores a saved page that is not a storefront page to return to: %s',
    (saved) => {
      expect(afterLoginTarget({ role: 1, redirectFrom: saved, query: {} })).toBe('/accountv2');
    },
  );

  it('keeps the mask token of the page', () => {
    expect(afterLoginTarget({ role: 1, redirectFrom: undefined, query: { maskToken: 'a.b.c' } })).toBe(
      '/accountv2?maskToken=a.b.c',
    );
  });
});

describe('newPasswordProblem', () => {
  it('accepts 8 to 72 characters that match', () => {
    expect(newPasswordProblem('correct horse', 'correct horse')).toBeNull();
    expect(newPasswordProblem('x'.repeat(72), 'x'.repeat(72))).toBeNull();
  });

  it('refuses a short password', () => {
    expect(newPasswordProblem('short', 'short')).toBe('Your password needs at least 8 characters.');
  });

  it('refuses more than 72 characters, or more than 72 bytes', () => {
    expect(newPasswordProblem('x'.repeat(73), 'x'.repeat(73))).toMatch(/at most 72 characters/);
    const accented = 'é'.repeat(40); // 40 characters, 80 bytes
    expect(newPasswordProblem(accented, accented)).toMatch(/at most 72 characters/);
  });

  it('refuses a confirmation that differs', () => {
    expect(newPasswordProblem('correct horse', 'correct hors')).toBe('The two passwords do not match.');
  });
});
