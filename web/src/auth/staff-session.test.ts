import { afterEach, describe, expect, it, vi } from 'vitest';

import { getCookie, withRequestCookies } from '../cookies/cookies';
import { beginCustomerView, readCustomerView, STAFF_SESSION_KEY } from './staff-session';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjF9.c2lnbmF0dXJl';
const now = Math.floor(Date.now() / 1000);
const decoder = (payload: Record<string, unknown>) => () => payload;
const mask = { userId: 41, masqueradeId: 2, tenant_id: 6, iat: now - 10, exp: now + 1800 };

describe('readCustomerView', () => {
  it("reads a mask token's customer, staff member and expiry", () => {
    expect(readCustomerView(TOKEN, decoder(mask), 6)).toEqual({
      token: TOKEN,
      customerId: 41,
      staffId: 2,
      expiresAtMs: mask.exp * 1000,
    });
  });

  it('still reads an expired mask token, so the view can be ended with the reason', () => {
    const expired = { ...mask, exp: now - 5 };
    expect(readCustomerView(TOKEN, decoder(expired), 6)?.expiresAtMs).toBe(expired.exp * 1000);
  });

  it("is no view for a login token, another tenant's mask token, or none", () => {
    expect(
      readCustomerView(TOKEN, decoder({ userId: 5, role: 2, tenant_id: 6, iat: now, exp: now + 60 }), 6),
    ).toBe(null);
    expect(readCustomerView(TOKEN, decoder({ ...mask, tenant_id: 7 }), 6)).toBeNull();
    expect(readCustomerView(undefined, decoder(mask), 6)).toBeNull();
  });
});

describe('beginCustomerView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the staff login aside, writes the view's cookies and opens the orders with no token in the address", () => {
    const session = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: { setItem: (key: string, value: string) => session.set(key, value) },
    });
    // The cookies of a staff member's login (the server render's cookie store stands in for the browser's).
    const written = withRequestCookies('token=staff.login.token; userRole=2; userId=2', () => {
      const page = beginCustomerView({
        maskToken: TOKEN,
        userId: 41,
        masqueradeId: 2,
        expiresAt: new Date().toISOString(),
      });
      return {
        page,
        token: getCookie('token'),
        userId: getCookie('userId'),
        agentId: getCookie('agentId'),
        userRole: getCookie('userRole'),
      };
    });
    expect(written).toEqual({
      page: '/accountv2/orders',
      token: TOKEN,
      userId: '41',
      agentId: '2',
      userRole: undefined,
    });
    expect(written.page).not.toContain(TOKEN);
    expect(JSON.parse(session.get(STAFF_SESSION_KEY)!)).toEqual({
      token: 'staff.login.token',
      userRole: '2',
      userId: '2',
      customerId: 41,
    });
  });
});
