import { describe, expect, it } from 'vitest';

import { adminAccess } from './admin-access';

/** A JWT-shaped token whose payload the fake decoder returns (the signature is the API's to check). */
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjF9.c2lnbmF0dXJl';
const now = Math.floor(Date.now() / 1000);
const payload = (extra: Record<string, unknown>) => () => ({
  userId: 5,
  role: 0,
  tenant_id: 6,
  iat: now,
  exp: now + 3600,
  ...extra,
});

describe('adminAccess', () => {
  it('lets an admin and an agent of this tenant in, with their role', () => {
    expect(adminAccess(TOKEN, payload({}), 6)).toEqual({ kind: 'staff', role: 0, userId: 5 });
    expect(adminAccess(TOKEN, payload({ role: 2, userId: 9 }), 6)).toEqual({
      kind: 'staff',
      role: 2,
      userId: 9,
    });
  });

  it('sends a visitor without a login to /login', () => {
    expect(adminAccess(undefined, payload({}), 6)).toEqual({ kind: 'login' });
    expect(adminAccess('not-a-token', payload({}), 6)).toEqual({ kind: 'login' });
  });

  it('refuses customers, naming their role', () => {
    expect(adminAccess(TOKEN, payload({ role: 1 }), 6)).toEqual({
      kind: 'refused',
      reason: 'You are logged in as a customer.',
    });
  });

  it('refuses a mask token even when the staff member behind it is an admin', () => {
    const access = adminAccess(TOKEN, payload({ masqueradeId: 1, role: undefined }), 6);
    expect(access.kind).toBe('refused');
    expect(access.kind === 'refused' && access.reason).toMatch(/masquerade/);
  });

  it("refuses another tenant's staff token and one that does not decode, with the reason", () => {
    const other = adminAccess(TOKEN, payload({ tenant_id: 7 }), 6);
    expect(other).toEqual({
      kind: 'refused',
      reason:
        'Your login cannot be used here (Login token is for tenant 7, not tenant 6). Log out and log in again.',
    });
    expect(adminAccess(TOKEN, payload({ tenant_id: 7, role: 2 }), 6).kind).toBe('refused');
    const broken = adminAccess(
      TOKEN,
      () => {
        throw new Error('Invalid token specified: invalid json for part #2');
      },
      6,
    );
    expect(broken.kind).toBe('refused');
  });
});
