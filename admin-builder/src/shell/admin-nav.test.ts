import { describe, expect, it } from 'vitest';

import { ADMIN_NAV, homeOf, navEntryOf, navFor } from './admin-nav';

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

  it("has the issue's six entries for admins, plus the inbox first", () => {
    expect(ADMIN_NAV.map((item) => item.label)).toEqual([
      'Inbox',
      'Dashboard',
      'Flows',
      'Orders',
      'Products',
      'Questions',
      'Users',
      'Audit log',
    ]);
    expect(navFor(0)).toBe(ADMIN_NAV);
  });
});

describe('an agent’s staff area', () => {
  it('shows the inbox, the customers and the orders', () => {
    expect(navFor(2).map((item) => [item.label, item.to])).toEqual([
      ['Inbox', '/admin/inbox'],
      ['Customers', '/admin/users'],
      ['Orders', '/admin/orders'],
    ]);
  });

  it('starts at the inbox; an admin at the dashboard', () => {
    expect(homeOf(2)).toBe('/admin/inbox');
    expect(homeOf(0)).toBe('/admin/dashboard');
  });
});
