import { expect, test, type Page } from '@playwright/test';

import { apiUrl, STOREFRONTS, webUrl } from './e2e-env';
import {
  apiHeaders,
  cookieValue,
  createUser,
  loginSeededAdmin,
  paidCustomerOrder,
  ROLE,
  USER_PASSWORD,
} from './support/api-driver';
import { expectNoSeriousA11yViolations, logIn, watchPageErrors } from './support/page-checks';

/**
 * The care team's way through the staff area: an agent made by an admin logs in to the staff area, finds a customer
 * and views the store as them (the masquerade banner, the customer's pages, the mask token in no address), while
 * the customer's own session goes on untouched; End returns the agent to the customer's page, still logged in, and
 * the mask token is refused by the API from then on.
 */

/** The page's address, and every address of this tab's history so far, hold no mask token (issue 31). */
async function expectNoMaskInAddress(page: Page, maskToken: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).searchParams.has('maskToken')).toBe(false);
  expect(page.url()).not.toContain(maskToken);
}

/** A mask token's payload with its expiry moved into the past (the storefront reads it; the signature is the API's). */
function expiredCopyOf(maskToken: string): string {
  const [header, payload, signature] = maskToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number };
  const expired = { ...claims, exp: Math.floor(Date.now() / 1000) - 60 };
  return `${header}.${Buffer.from(JSON.stringify(expired)).toString('base64url')}.${signature}`;
}

for (const [index, { host, tenantId }] of STOREFRONTS.entries()) {
  // One storefront at a desk's width, the other on a phone (the banner must fit 390 px).
  const phone = index === 1;

  test(`an agent views the store as a customer and returns (tenant ${tenantId}${phone ? ', 390 px' : ''})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    // The admin creates the agent through the API, with a password; the customer has a paid order.
    const agent = await createUser(request, tenantId, 'care-agent', ROLE.agent);
    const { customer, orderId } = await paidCustomerOrder(request, tenantId, 'viewed-customer');

    // The customer is logged in in their own browser.
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await customerPage.goto(webUrl(host, '/login'));
    await logIn(customerPage, customer.email, USER_PASSWORD);
    await expect(customerPage).toHaveURL(/\/accountv2/);
    const customerToken = await cookieValue(customerContext, 'token');

    const context = await browser.newContext(phone ? { viewport: { width: 390, height: 844 } } : {});
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    try {
      // The agent logs in at /login and lands in the care-team inbox (its page is the inbox's own work); the staff
      // area shows the agent's navigation only, and /admin leads to the inbox too.
      await page.goto(webUrl(host, '/login'));
      await logIn(page, agent.email, USER_PASSWORD);
      await expect(page).toHaveURL(webUrl(host, '/admin/inbox'));
      await page.goto(webUrl(host, '/admin/orders'));
      const nav = page.getByRole('navigation', { name: 'Care team' });
      await expect(nav.getByRole('link')).toHaveText(['Inbox', 'Customers', 'Orders']);
      await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
      await expect(page.getByText(/^(Page 1 of \d+ · \d+ in all|No orders match\.)$/)).toBeVisible();
      await page.goto(webUrl(host, '/admin'));
      await expect(page).toHaveURL(webUrl(host, '/admin/inbox'));

      // An admin-only page says so inside the layout.
      await page.goto(webUrl(host, '/admin/flows'));
      await expect(
        page.getByRole('heading', { name: 'This page is for administrators', level: 1 }),
      ).toBeVisible();
      await expect(nav).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'admin-only page for an agent');

      // Customers: customers only, no role filter; the customer's page.
      await nav.getByRole('link', { name: 'Customers' }).click();
      await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Role')).toHaveCount(0);
      await page.getByLabel('Search by email or id').fill(customer.email);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByRole('row')).toHaveCount(2);
      await expectNoSeriousA11yViolations(page, 'customers list for an agent');
      await page.getByRole('link', { name: String(customer.id), exact: true }).click();
      await expect(page).toHaveURL(webUrl(host, `/admin/user/${customer.id}`));
      await expect(page.getByRole('heading', { name: customer.email, level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Change role' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, "a customer's page for an agent");
      const agentToken = await cookieValue(context, 'token');

      // View as customer: the customer's orders, with the banner naming both.
      await page.getByRole('button', { name: 'View as customer' }).click();
      await expect(page).toHaveURL(webUrl(host, '/accountv2/orders'));
      const maskToken = (await cookieValue(context, 'token'))!;
      expect(maskToken).not.toBe(agentToken);
      await expectNoMaskInAddress(page, maskToken);
      const banner = page.getByRole('region', { name: 'Viewing as a customer' });
      await expect(banner).toContainText(agent.email);
      await expect(banner).toContainText(customer.email);
      await expect(page.getByRole('heading', { name: 'Your orders', level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(orderId);
      expect(await cookieValue(context, 'agentId')).toBe(String(agent.id));
      expect(await cookieValue(context, 'userRole')).toBeUndefined();
      const end = banner.getByRole('button', { name: 'End' });
      await expect(end).toBeInViewport();
      if (phone) {
        const box = await banner.boundingBox();
        expect(box!.width).toBeLessThanOrEqual(390);
      }
      await expectNoSeriousA11yViolations(page, 'orders with the masquerade banner');

      // A link goes on as the customer (the cookie carries the view); the subscriptions page shows theirs.
      await page
        .getByRole('navigation', { name: 'Account' })
        .getByRole('link', { name: 'Subscriptions' })
        .click();
      await expect(page.getByRole('heading', { name: 'Your subscriptions', level: 1 })).toBeVisible();
      await expectNoMaskInAddress(page, maskToken);
      await expect(page.getByRole('main')).not.toContainText('We could not load');
      await expect(banner).toBeVisible();

      // What the API refuses to a mask token is shown disabled with the reason, not offered.
      await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' }).click();
      await expectNoMaskInAddress(page, maskToken);
      // Where the medication goes and who receives it are the customer's to change (issue 31).
      await expect(page.getByLabel('Street address')).toBeDisabled();
      await expect(page.getByLabel('First name')).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Save profile' })).toBeDisabled();
      await expect(
        page.getByText('Only the customer can change their name, phone and shipping address'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Change password' })).toBeDisabled();
      await expect(page.getByText('Only the customer can change their password')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Replace card' })).toBeDisabled();
      await expect(page.getByLabel('Email')).toBeDisabled();
      await expectNoSeriousA11yViolations(page, 'profile while viewing as the customer');

      // Meanwhile the customer's own session still works.
      await customerPage.goto(webUrl(host, '/accountv2/orders'));
      await expect(customerPage.getByRole('heading', { name: 'Your orders', level: 1 })).toBeVisible();
      await expect(customerPage.getByRole('main')).toContainText(orderId);
      await expect(customerPage.getByRole('region', { name: 'Viewing as a customer' })).toHaveCount(0);

      // End: back on the customer's page in the staff area, still logged in as the agent.
      await end.click();
      await expect(page).toHaveURL(webUrl(host, `/admin/user/${customer.id}?masquerade=ended`));
      await expect(page.getByRole('heading', { name: customer.email, level: 1 })).toBeVisible();
      await expect(page.getByText('You stopped viewing the store as this customer.')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Care team' })).toBeVisible();
      expect(await cookieValue(context, 'token')).toBe(agentToken);
      expect(await cookieValue(context, 'userRole')).toBe('2');
      expect(await cookieValue(context, 'agentId')).toBeUndefined();

      // The audit log shows the view's start and end, by the agent, of the customer.
      const audit = await request.get(
        apiUrl(`/api/admin/audit?subjectUserId=${customer.id}&actorUserId=${agent.id}`),
        {
          headers: apiHeaders(tenantId, await loginSeededAdmin(request, tenantId)),
        },
      );
      const paths = ((await audit.json()) as { items: { path: string; statusCode: number }[] }).items.map(
        (entry) => `${entry.path} ${entry.statusCode}`,
      );
      expect(paths).toEqual(
        expect.arrayContaining(['/api/auth/masquerade 200', '/api/auth/masquerade/end 204']),
      );
      // The ended view's mask token reads nothing more: End revoked it.
      const ended = await request.get(apiUrl('/api/auth/me'), { headers: apiHeaders(tenantId, maskToken) });
      expect(ended.status()).toBe(401);

      // The customer's session is untouched: their token is the same and still answers.
      expect(await cookieValue(customerContext, 'token')).toBe(customerToken);
      await customerPage.reload();
      await expect(customerPage.getByRole('main')).toContainText(orderId);
      const me = await request.get(apiUrl('/api/auth/me'), { headers: apiHeaders(tenantId, customerToken) });
      expect(me.status()).toBe(200);

      // A mask token that has run out ends the view by itself, with the reason, back in the staff area.
      await page.getByRole('button', { name: 'View as customer' }).click();
      await expect(page).toHaveURL(webUrl(host, '/accountv2/orders'));
      const second = (await cookieValue(context, 'token'))!;
      // Once the view has started (the banner shows it), the storefront's own (host-only) token cookie is replaced,
      // as the page itself writes it.
      await expect(page.getByTestId('customer-view-banner')).toBeVisible();
      await page.evaluate((value) => {
        document.cookie = `token=${value}; path=/; SameSite=Strict`;
      }, expiredCopyOf(second));
      await page.goto(webUrl(host, '/accountv2/orders'));
      await expect(page).toHaveURL(webUrl(host, `/admin/user/${customer.id}?masquerade=expired`));
      await expect(page.getByText('its time ran out')).toBeVisible();
      expect(await cookieValue(context, 'token')).toBe(agentToken);

      // Log out while viewing as the customer does what End does.
      await page.getByRole('button', { name: 'View as customer' }).click();
      await expect(page.getByRole('heading', { name: 'Your orders', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(webUrl(host, `/admin/user/${customer.id}?masquerade=ended`));
      expect(await cookieValue(context, 'token')).toBe(agentToken);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await customerContext.close();
    }
  });
}

test('an admin lands on the dashboard, with the inbox first in the navigation, and /admin leads there', async ({
  page,
  request,
}) => {
  const { host, tenantId } = STOREFRONTS[0];
  const adminToken = await loginSeededAdmin(request, tenantId);
  expect(adminToken).toBeTruthy();
  await page.goto(webUrl(host, '/login'));
  await logIn(page, 'admin@example.com', 'admin-dev-password');
  await expect(page).toHaveURL(webUrl(host, '/admin/dashboard'));
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveText([
    'Inbox',
    'Dashboard',
    'Flows',
    'Orders',
    'Products',
    'Questions',
    'Users',
    'Audit log',
  ]);
  await page.goto(webUrl(host, '/admin'));
  await expect(page).toHaveURL(webUrl(host, '/admin/dashboard'));
});
