import { describe, expect, it } from 'vitest';

import { advData, cardPayment, dCart, dUser } from './__fixtures__/examples.js';
import cookiesSchema from './json/cookies.schema.json' with { type: 'json' };
import { validate, type SchemaName } from './index.js';

function issuesOf(name: SchemaName, data: unknown) {
  const result = validate(name, data);
  if (result.ok) throw new Error(`${name} unexpectedly valid: ${JSON.stringify(data)}`);
  return result.issues;
}

describe('cookie names', () => {
  it('lists every cookie of the spec, each with a described value', () => {
    const names = cookiesSchema.$defs.CookieName.enum;
    expect(names).toEqual(
      expect.arrayContaining([
        'dUser',
        'dShipping',
        'd_cart',
        'dAdvData',
        'dVersion',
        'dVerified',
        'dWait',
        'dCompl',
        'dQuizData',
        'dPayment',
        'created',
        'userRole',
        'token',
        'userId',
        'agentId',
        'redirect_from',
        'followup',
        'pCreated',
      ]),
    );
    expect(Object.keys(cookiesSchema.$defs.CookieValues.properties)).toEqual(names);
    expect(validate('CookieName', 'dUser').ok).toBe(true);
    expect(issuesOf('CookieName', 'd_user')[0]?.message).toMatch(/^must be one of "dUser", /);
  });

  it('describes the value of every cookie', () => {
    const values = {
      dUser,
      dShipping: { email: dUser.email },
      d_cart: dCart,
      dAdvData: advData,
      dVersion: 'v2',
      dVerified: true,
      dWait: false,
      dCompl: true,
      dQuizData: { '1': 'Lose 20 pounds or more' },
      dPayment: cardPayment,
      created: '1740837912000-k3j9x2',
      userRole: 0,
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjUxMjB9.c2lnbmF0dXJl',
      userId: 5120,
      agentId: 17,
      redirect_from: '/accountv2/orders?maskToken=abc',
      followup: 'TH6-100234',
      pCreated: '1740837912000-k3j9x2',
      viewport: 'mobile',
    };
    expect(validate('CookieValues', values).ok).toBe(true);
    expect(
      issuesOf('CookieValues', {
        ...values,
        userRole: '0',
        dVerified: 'yes',
        dVersion: 'v4',
        sessionId: 'x',
      }),
    ).toEqual([
      { path: '/sessionId', message: 'is not an allowed property' },
      { path: '/dVersion', message: 'must be one of "v2", "v3"' },
      { path: '/dVerified', message: 'must be boolean' },
      { path: '/userRole', message: 'must be integer' },
      { path: '/userRole', message: 'must be one of 0, 1, 2' },
    ]);
  });
});

describe('cookie payloads', () => {
  it('dUser needs all four fields, a real email and a 10-digit US phone', () => {
    expect(validate('DUserCookie', dUser).ok).toBe(true);
    const { lastName: _l, ...partial } = dUser;
    expect(issuesOf('DUserCookie', { ...partial, phone: '(503) 555-0147', email: 'dana@' })).toEqual([
      { path: '/lastName', message: 'is required' },
      { path: '/phone', message: 'must match pattern "^[2-9][0-9]{9}$"' },
      { path: '/email', message: 'must match format "email"' },
    ]);
  });

  it('dShipping holds only the email', () => {
    expect(validate('DShippingCookie', { email: 'dana@example.com' }).ok).toBe(true);
    expect(issuesOf('DShippingCookie', { email: 'dana@example.com', address: 'x' })).toEqual([
      { path: '/address', message: 'is not an allowed property' },
    ]);
  });

  it('d_cart holds amount, product name, product price and shipping in dollars', () => {
    expect(validate('DCartCookie', dCart).ok).toBe(true);
    expect(
      issuesOf('DCartCookie', { ...dCart, amount: '74.98', productShipping: -4.99, productName: '' }),
    ).toEqual([
      { path: '/amount', message: 'must be number' },
      { path: '/productName', message: 'must NOT have fewer than 1 characters' },
      { path: '/productName', message: 'must match pattern "\\S"' },
      { path: '/productShipping', message: 'must be >= 0' },
    ]);
  });

  it('dAdvData holds query params, ad cookies, user agent, IP address and cookie version', () => {
    expect(validate('DAdvDataCookie', advData).ok).toBe(true);
    expect(validate('AdvData', { ...advData, ip_address: '2001:db8::8a2e:370:7334', cookies: {} }).ok).toBe(
      true,
    );
    expect(validate('AdvData', { ...advData, ip_address: '::ffff:127.0.0.1' }).ok).toBe(true);
    const issues = issuesOf('AdvData', {
      ...advData,
      params: { utm_source: 42 },
      cookies: { fbp: 'fb.1.1.1', gclid: 'x' },
      ip_address: 'localhost',
      version: 'v1',
    });
    expect(issues.map((i) => i.path)).toEqual([
      '/params/utm_source',
      '/cookies/gclid',
      '/ip_address',
      '/ip_address',
      '/version',
    ]);
    expect(issues.filter((i) => i.path === '/ip_address').map((i) => i.message)).toEqual([
      'must match format "ipv4"',
      'must match format "ipv6"',
    ]);
  });

  it('dPayment is masked and dQuizData holds quiz answers', () => {
    expect(validate('DPaymentCookie', cardPayment).ok).toBe(true);
    expect(issuesOf('DPaymentCookie', { ...cardPayment, cardNumber: '4242424242424242' })).toEqual([
      { path: '/cardNumber', message: 'is not an allowed property' },
    ]);
    expect(validate('DQuizDataCookie', { '2': ['Diet'] }).ok).toBe(true);
    expect(issuesOf('DQuizDataCookie', { '2': null })[0]?.path).toBe('/2');
  });

  it('redirect_from stays on the storefront', () => {
    for (const path of ['/accountv2/profile', '/accountv2/orders?maskToken=a.b.c']) {
      expect(validate('RedirectFrom', path).ok, path).toBe(true);
    }
    for (const path of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'accountv2', '/a b']) {
      expect(validate('RedirectFrom', path).ok, path).toBe(false);
    }
  });
});
