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
    ['/start/lead-qualify', 'Get started · FungAid'],
    ['/start/lead-intro', 'About you · FungAid'],
    ['/start/thanks', 'Order placed · FungAid'],
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

  it('gives every page of the patient’s way its own title', () => {
    const paths = [
      '/start/lead-qualify',
      '/start/lead-intro',
      '/start/checkout',
      '/start/state',
      '/start/products',
      '/start/dosage',
      '/start/shipping',
      '/start/verification',
      '/start/vouched',
      '/start/wait',
      '/start/payment',
      '/start/summary',
      '/start/thanks',
      '/start/compl',
      '/start/form',
      '/followup',
      '/followup/verification',
      '/followup/thanks',
    ];
    const titles = paths.map((path) => documentTitle(path, 'FungAid', HEAD));
    expect(new Set(titles).size).toBe(paths.length);
  });

  it('puts what the page shows first when one path shows many pages', () => {
    expect(documentTitle('/question/4', 'FungAid', HEAD, 'What is your height and weight?')).toBe(
      'What is your height and weight? · Your visit · FungAid',
    );
    expect(documentTitle('/question/1', 'Evenwell', null, "We can't continue your visit online")).toBe(
      "We can't continue your visit online · Your visit · Evenwell",
    );
  });

  it('does without a brand name', () => {
    expect(documentTitle('/login', null, null)).toBe('Log in');
    expect(documentTitle('/', null, null)).toBe('Telehealth');
  });
});
