import { validate } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { buildAdvData, readCookieString } from './adv-data';

const userInfo = { user_agent: 'Mozilla/5.0 Test', ip_address: '203.0.113.9' };

describe('readCookieString', () => {
  it('finds a cookie by exact name and decodes it', () => {
    const cookies = 'a_fbp=no; _fbp=fb.1.1700000000.123; other=x%20y';
    expect(readCookieString(cookies, '_fbp')).toBe('fb.1.1700000000.123');
    expect(readCookieString(cookies, 'other')).toBe('x y');
    expect(readCookieString(cookies, '_fbc')).toBeUndefined();
    expect(readCookieString('', '_fbp')).toBeUndefined();
  });

  it('keeps a malformed escape as written', () => {
    expect(readCookieString('_fbc=fb.1.%zz', '_fbc')).toBe('fb.1.%zz');
  });
});

describe('buildAdvData', () => {
  it('carries the landing params, the ad cookies, the browser and the version', () => {
    const advData = buildAdvData({
      params: { utm_source: 'news', gclid: 'G-1' },
      cookieString: '_fbp=fb.1.1.2; _fbc=fb.1.1.click; created=x',
      userInfo,
      version: 'v2',
    });
    expect(advData).toEqual({
      params: { utm_source: 'news', gclid: 'G-1' },
      cookies: { fbp: 'fb.1.1.2', fbc: 'fb.1.1.click' },
      user_agent: 'Mozilla/5.0 Test',
      ip_address: '203.0.113.9',
      version: 'v2',
    });
    expect(validate('AdvData', advData).ok).toBe(true);
  });

  it('leaves out absent ad cookies and defaults the version to v2', () => {
    const advData = buildAdvData({ params: {}, cookieString: '', userInfo, version: undefined });
    expect(advData.cookies).toEqual({});
    expect(advData.version).toBe('v2');
    expect(buildAdvData({ params: {}, cookieString: '', userInfo, version: 'v3' }).version).toBe('v3');
    expect(buildAdvData({ params: {}, cookieString: '', userInfo, version: 'garbage' }).version).toBe('v2');
    expect(validate('AdvData', advData).ok).toBe(true);
  });

  it('does not share the params object it was given', () => {
    const params = { utm_source: 'a' };
    const advData = buildAdvData({ params, cookieString: '', userInfo, version: 'v2' });
    params.utm_source = 'changed';
    expect(advData.params.utm_source).toBe('a');
  });
});
