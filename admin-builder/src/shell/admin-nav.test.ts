import { describe, expect, it } from 'vitest';

import { ADMIN_NAV, navEntryOf } from './admin-nav';

describe('navEntryOf', () => {
  it('marks a list as current on the list and on its detail pages', () => {
    expect(navEntryOf('/admin/orders')).toBe('/admin/orders');
    expect(navEntryOf('/admin/order/100004')).toBe('/admin/orders');
    expect(navEntryOf('/admin/question/12')).toBe('/admin/questions');
    expect(navEntryOf('/admin/user/3')).toBe('/admin/users');
    expect(navEntryOf('/admin/product/704')).toBe('/admin/products');
    expect(navEntryOf('/admin/flows/intake/builder')).toBe('/admin/flows');
    expect(navEntryOf('/admin/dashboard')).toBe('/admin/dashboard');
    expect(navEntryOf('/admin/inbox')).toBe('/admin/inbox');
    expect(navEntryOf('/admin/inbox/42')).toBe('/admin/inbox');
    expect(navEntryOf('/admin/audit')).toBe('/admin/audit');
  });

  it('marks nothing outside the admin pages', () => {
    expect(navEntryOf('/admin')).toBeNull();
    expect(navEntryOf('/admin/unknown')).toBeNull();
    expect(navEntryOf('/accountv2')).toBeNull();
  });

  it('has the entries of the issue, in order', () => {
    expect(ADMIN_NAV.map((item) => item.label)).toEqual([
      'Dashboard',
      'Inbox',
      'Flows',
      'Orders',
      'Products',
      'Questions',
      'Users',
      'Audit log',
    ]);
  });
});
