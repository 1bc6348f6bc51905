import { describe, expect, it } from 'vitest';

import { documentTitle } from './page-title';

const HEAD = 'FungAid | Prescription nail fungus treatment online';

describe('documentTitle', () => {
  it.each([
    ['/', HEAD],
    ['/about', 'About · FungAid'],
    ['/docs/privacy-policy', 'Privacy policy · FungAid'],
    ['/question/12', 'Your visit · FungAid'],
    ['/start/checkout', 'Checkout · FungAid'],
    ['/login', 'Log in · FungAid'],
    ['/accountv2/orders/5', 'Order 5 · FungAid'],
    ['/accountv2/orders/', 'Your orders · FungAid'],
    ['/admin/orders', 'Orders · Admin · FungAid'],
    ['/admin/order/42', 'Order 42 · Admin · FungAid'],
    ['/admin/flows/intake/builder', 'Builder: intake · Admin · FungAid'],
    ['/admin/audit', 'Audit log · Admin · FungAid'],
    ['/admin/nowhere', 'Page not found · Admin · FungAid'],
    ['/no-such-page', HEAD],
  ])('%s: %s', (path, title) => {
    expect(documentTitle(path, 'FungAid', HEAD)).toBe(title);
  });

  it('does without a brand name', () => {
    expect(documentTitle('/login', null, null)).toBe('Log in');
    expect(documentTitle('/', null, null)).toBe('Telehealth');
  });
});
