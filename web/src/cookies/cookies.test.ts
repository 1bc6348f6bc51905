import { describe, expect, it } from 'vitest';

import { COOKIE_NAMES, cookieAttributes, parseJsonCookie } from './cookies';

describe('cookieAttributes', () => {
  it('gives every cookie 3600 s on path / with SameSite strict', () => {
    const attributes = cookieAttributes('created', 'https:');
    expect(attributes).toEqual({ expires: 3600 / 86_400, path: '/', sameSite: 'strict', secure: true });
    expect(attributes.expires * 86_400).toBe(3600);
  });

  it('keeps the viewport cookie 365 days, and is not secure on plain http', () => {
    expect(cookieAttributes('viewport', 'http:')).toEqual({
      expires: 365,
      path: '/',
      sameSite: 'strict',
      secure: false,
    });
  });

  it('never sets a Domain attribute, so cookies stay on the host that wrote them', () => {
    expect(cookieAttributes('token', 'https:')).not.toHaveProperty('domain');
  });
});

describe('COOKIE_NAMES', () => {
  it('names each cookie once', () => {
    const names = Object.values(COOKIE_NAMES);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('parseJsonCookie', () => {
  it('reads JSON and ignores what is absent or broken', () => {
    expect(parseJsonCookie<{ email: string }>('{"email":"a@b.co"}')).toEqual({ email: 'a@b.co' });
    expect(parseJsonCookie(undefined)).toBeUndefined();
    expect(parseJsonCookie('')).toBeUndefined();
    expect(parseJsonCookie('{oops')).toBeUndefined();
  });
});
