import { describe, expect, it } from 'vitest';

import { applyCookieEffects, hasCookie, mergeCookieEffects } from './cookie-effects.util.js';
import type { CookieEffects } from './navigation.types.js';

describe('mergeCookieEffects', () => {
  it.each<
    [string, CookieEffects | null | undefined, CookieEffects | null | undefined, CookieEffects | undefined]
  >([
    ['nothing and nothing', undefined, null, undefined],
    ['empty parts are dropped', { set: {}, clear: [] }, {}, undefined],
    [
      'sets add up',
      { set: { dVersion: 'v2' } },
      { set: { redirect_from: '/a' } },
      { set: { dVersion: 'v2', redirect_from: '/a' } },
    ],
    [
      'a later set wins',
      { set: { dVersion: 'v2' } },
      { set: { dVersion: 'v3' } },
      { set: { dVersion: 'v3' } },
    ],
    [
      'a later clear undoes a set',
      { set: { redirect_from: '/a' } },
      { clear: ['redirect_from'] },
      { clear: ['redirect_from'] },
    ],
    [
      'a later set undoes a clear',
      { clear: ['followup', 'pCreated'] },
      { set: { followup: '9' } },
      { set: { followup: '9' }, clear: ['pCreated'] },
    ],
    [
      'clears are not repeated',
      { clear: ['followup'] },
      { clear: ['followup', 'pCreated'] },
      { clear: ['followup', 'pCreated'] },
    ],
  ])('%s', (_case, first, second, expected) => {
    expect(mergeCookieEffects(first, second)).toEqual(expected);
  });
});

describe('applyCookieEffects', () => {
  it('sets, clears and leaves the rest and the input alone', () => {
    const cookies = { created: 'k1', followup: '9', dVersion: 'v3' };
    expect(applyCookieEffects(cookies, { set: { dVersion: 'v2' }, clear: ['followup'] })).toEqual({
      created: 'k1',
      dVersion: 'v2',
    });
    expect(cookies).toEqual({ created: 'k1', followup: '9', dVersion: 'v3' });
    expect(applyCookieEffects(cookies, undefined)).toEqual(cookies);
  });
});

describe('hasCookie', () => {
  it.each<[string | undefined, boolean]>([
    ['k1', true],
    ['', false],
    [undefined, false],
  ])('created=%j → %s', (value, expected) => {
    expect(hasCookie(value === undefined ? {} : { created: value }, 'created')).toBe(expected);
  });
});
