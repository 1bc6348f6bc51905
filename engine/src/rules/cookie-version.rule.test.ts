import type { CookieVersion } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { visit } from './__fixtures__/navigation.js';
import { cookieVersionEffects, cookieVersionFor } from './cookie-version.rule.js';

describe('cookieVersionFor', () => {
  it.each<[string, CookieVersion | null]>([
    // startv2 layout
    ['/start/lead-qualify', 'v2'],
    ['/start/lead-intro', 'v2'],
    ['/start/dosage', 'v2'],
    ['/question/12', 'v2'],
    ['/question/12/', 'v2'],
    // start and quiz layouts
    ['/followup', 'v3'],
    ['/followup/5001', 'v3'],
    ['/followup/thanks', 'v3'],
    ['/followup/verification', 'v3'],
    ['/quiz/qualify', 'v3'],
    ['/quiz/symptoms', 'v3'],
    // everything else keeps the cookie
    ['/start/checkout', null],
    ['/start/shipping', null],
    ['/start/thanks', null],
    ['/accountv2/orders', null],
    ['/admin/dashboard', null],
    ['/login', null],
    ['/', null],
    ['/followups', null],
    ['/question', null],
  ])('%s → %j', (path, expected) => {
    expect(cookieVersionFor(path)).toBe(expected);
  });
});

describe('cookieVersionEffects', () => {
  it.each<[string, string | undefined, unknown]>([
    ['/start/lead-intro', undefined, { set: { dVersion: 'v2' } }],
    ['/start/lead-intro', 'v3', { set: { dVersion: 'v2' } }],
    ['/start/lead-intro', 'v2', null],
    ['/followup/5001', 'v2', { set: { dVersion: 'v3' } }],
    ['/start/checkout', 'v2', null],
    ['/start/checkout', undefined, null],
  ])('%s with dVersion %j', (path, dVersion, expected) => {
    const cookies = dVersion === undefined ? {} : { dVersion };
    expect(cookieVersionEffects(visit(path, { cookies }))).toEqual(expected);
  });
});
