import { describe, expect, it } from 'vitest';

import { visit } from './__fixtures__/navigation.js';
import { isLeadPage, leadVisitCookieEffects } from './lead-visit-cookies.rule.js';
import type { CookieEffects, NavigationCookies } from './navigation.types.js';

const followupCookies: NavigationCookies = { followup: '5001', pCreated: 'k0', created: 'k1' };

describe('leadVisitCookieEffects', () => {
  it.each<[string, string, NavigationCookies, CookieEffects | null]>([
    ['lead-qualify clears both', '/start/lead-qualify', followupCookies, { clear: ['followup', 'pCreated'] }],
    ['lead-intro clears both', '/start/lead-intro', followupCookies, { clear: ['followup', 'pCreated'] }],
    ['with a trailing slash', '/start/lead-intro/', followupCookies, { clear: ['followup', 'pCreated'] }],
    ['only the ones present', '/start/lead-intro', { pCreated: 'k0' }, { clear: ['pCreated'] }],
    ['nothing present: nothing to do', '/start/lead-qualify', { created: 'k1' }, null],
    ['a question page keeps them', '/question/12', followupCookies, null],
    ['the follow-up keeps them', '/followup/5001', followupCookies, null],
  ])('%s', (_case, path, cookies, expected) => {
    expect(leadVisitCookieEffects(visit(path, { cookies }))).toEqual(expected);
  });

  it.each([
    ['/start/lead-qualify', true],
    ['/start/lead-intro', true],
    ['/start/lead', false],
    ['/', false],
  ])('isLeadPage(%j) → %s', (path, expected) => {
    expect(isLeadPage(path)).toBe(expected);
  });
});
