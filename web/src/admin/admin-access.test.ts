import { describe, expect, it } from 'vitest';

import { adminAccess, isAdminPath, mayBeAdminToken } from './admin-access';

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
  it('lets an admin of this tenant in', () => {
    expect(adminAccess(TOKEN, payload({}), 6)).toEqual({ kind: 'admin' });
  });

  it('sends a visitor without a login to /login', () => {
    expect(adminAccess(undefined, payload({}), 6)).toEqual({ kind: 'login' });
    expect(adminAccess('not-a-token', payload({}), 6)).toEqual({ kind: 'login' });
  });

  it('lets an agent of this tenant in (the API decides which pages they may use)', () => {
    expect(adminAccess(TOKEN, payload({ role: 2 }), 6)).toEqual({ kind: 'admin' });
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

  it("refuses another tenant's admin token and one that does not decode, with the reason", () => {
    const other = adminAccess(TOKEN, payload({ tenant_id: 7 }), 6);
    expect(other).toEqual({
      kind: 'refused',
      reason:
        'Your login cannot be used here (Login token is for tenant 7, not tenant 6). Log out and log in again.',
    });
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

describe('mayBeAdminToken and isAdminPath', () => {
  it('fetches the admin area only for a staff token (role 0 or 2) that is not a mask token', () => {
    expect(mayBeAdminToken(TOKEN, payload({}))).toBe(true);
    expect(mayBeAdminToken(TOKEN, payload({ role: 2 }))).toBe(true);
    expect(mayBeAdminToken(TOKEN, payload({ role: 1 }))).toBe(false);
    expect(mayBeAdminToken(TOKEN, payload({ masqueradeId: 2 }))).toBe(false);
    expect(mayBeAdminToken(undefined, payload({}))).toBe(false);
  });

  it('knows the admin paths', () => {
    expect(['/admin', '/admin/dashboard', '/admin/order/5'].every(isAdminPath)).toBe(true);
    expect(['/administration', '/accountv2', '/'].some(isAdminPath)).toBe(false);
  });
});
