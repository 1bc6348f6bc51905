import { expect, test } from '@playwright/test';

import { STOREFRONTS, webUrl } from './e2e-env';
import { paidCustomerOrder, USER_PASSWORD } from './support/api-driver';
import { expectNoSeriousA11yViolations, logIn, watchPageErrors } from './support/page-checks';

/**
 * Every account route of the spec is a real page in its layout on both storefronts, for a logged-in customer on a
 * phone (390 px): its own heading, the account navigation with the page marked current, nothing wider than the
 * screen, and no serious or critical accessibility violation.
 */
const ROUTES = [
  { path: '/account', layout: 'account', heading: 'Your account', nav: 'Overview' },
  { path: '/account/profile', layout: 'panel', heading: 'Your profile', nav: 'Profile' },
  { path: '/account/subscriptions', layout: 'panel', heading: 'Your subscriptions', nav: 'Subscriptions' },
  { path: '/account/support', layout: 'panel', heading: 'Help and support', nav: 'Support' },
  { path: '/accountv2/chat', layout: 'panelv2', heading: /^Messages/, nav: 'Chat' },
  { path: '/accountv2/orders', layout: 'panelv2', heading: 'Your orders', nav: 'Orders' },
  { path: '/accountv2/profile', layout: 'panelv2', heading: 'Your profile', nav: 'Profile' },
  {
    path: '/accountv2/subscriptions',
    layout: 'panelv2',
    heading: 'Your subscriptions',
    nav: 'Subscriptions',
  },
  { path: '/accountv2/support', layout: 'panelv2', heading: 'Help and support', nav: 'Support' },
] as const;

for (const { host, tenantId } of STOREFRONTS) {
  test(`every account route on ${host} at 390 px is a page in its layout`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const { customer } = await paidCustomerOrder(request, tenantId, 'routes');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    try {
      await page.goto(webUrl(host, '/login'));
      await logIn(page, customer.email, USER_PASSWORD);
      await expect(page).toHaveURL(webUrl(host, '/accountv2'));

      for (const route of ROUTES) {
        await page.goto(webUrl(host, route.path));
        await expect(page, route.path).toHaveURL(webUrl(host, route.path));
        await expect(page.getByRole('heading', { level: 1, name: route.heading }), route.path).toBeVisible();
        await expect(page.locator(`.layout--${route.layout}`), route.path).toHaveCount(1);
        const nav = page.getByRole('navigation', { name: 'Account', exact: true });
        await expect(nav.getByRole('link', { name: route.nav, exact: true }), route.path).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(page.getByText(/Page not found/i), route.path).toHaveCount(0);
        // Wait for the page's data before checking it: no loading line left.
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ }), route.path).toHaveCount(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${route.path} is no wider than the screen`).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page, `${host}${route.path}`);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
