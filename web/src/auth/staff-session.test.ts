import { describe, expect, it } from 'vitest';

import { customerViewUrl, readCustomerView } from './staff-session';

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

describe('customerViewUrl', () => {
  it("opens the customer's orders with the mask token", () => {
    expect(customerViewUrl('a.b.c')).toBe('/accountv2/orders?maskToken=a.b.c');
  });
});
