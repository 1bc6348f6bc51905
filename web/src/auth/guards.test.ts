import { describe, expect, it } from 'vitest';

import { loginRequiredDecision } from './guards';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjF9.c2ln';

describe('loginRequiredDecision', () => {
  it('lets a logged-in customer through', () => {
    expect(
      loginRequiredDecision({ path: '/followup', query: { p_followup: '100001' }, cookies: { token } }),
    ).toBeNull();
  });

  it('sends a visitor without a token to /login, remembering the page with its query', () => {
    expect(
      loginRequiredDecision({ path: '/followup', query: { p_followup: '100001' }, cookies: {} }),
    ).toEqual({
      kind: 'redirect',
      to: '/login',
      cookies: { set: { redirect_from: '/followup?p_followup=100001' } },
    });
  });

  it('does not count a token that is not a JWT, and keeps the mask token', () => {
    expect(
      loginRequiredDecision({
        path: '/followup/100001',
        query: { maskToken: 'a.b.c' },
        cookies: { token: 'junk' },
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/login?maskToken=a.b.c',
      cookies: { set: { redirect_from: '/followup/100001?maskToken=a.b.c' } },
    });
  });
});
