import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Subscription } from '@telehealth/schemas';

import { apiUrl, STOREFRONTS, webUrl } from './e2e-env';
import {
  apiHeaders,
  apiLogin,
  call,
  paidCustomerOrder,
  SEEDED_ADMIN,
  uniqueEmail,
  USER_PASSWORD,
} from './support/api-driver';
import { linkIn, waitForMail } from './support/mailbox';
import { expectNoSeriousA11yViolations, inFreshBrowser, logIn, watchPageErrors } from './support/page-checks';

const subscriptionsOf = (request: APIRequestContext, tenantId: number, token: string) =>
  call<Subscription[]>(request, tenantId, 'GET', '/api/subscriptions', { token });

/** Logs in at the storefront's login page. */
async function logInAt(page: Page, host: string, email: string, password: string) {
  await page.goto(webUrl(host, '/login'));
  await logIn(page, email, password);
}

/** The user page of `email`, found from the users list by search. */
async function openUserPage(page: Page, host: string, email: string) {
  await page.goto(webUrl(host, `/admin/users?q=${encodeURIComponent(email)}`));
  const row = page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: email, level: 1 })).toBeVisible();
}

for (const { host, tenantId } of STOREFRONTS) {
  test.describe(`users and acting for a customer on ${host}`, () => {
    test('an admin creates an agent with a set-password link; the agent sets a password, logs in and pauses a customer subscription the customer then sees paused', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(240_000);
      const errors = watchPageErrors(page);
      // A customer whose subscription the sandbox clinician prescribes (about a minute): started first.
      const paid = await paidCustomerOrder(request, tenantId, 'users-customer');

      const agentEmail = uniqueEmail('users-agent');
      await test.step('the admin creates the agent from the users page, with a set-password link', async () => {
        await logInAt(page, host, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
        await expect(page).toHaveURL(webUrl(host, '/admin/dashboard'));
        await page.goto(webUrl(host, '/admin/users'));
        await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
        await expect(page).toHaveTitle(/Users/);
        await page.getByText('Create a user').click();
        const form = page.getByRole('form', { name: 'Create a user' });
        await form.getByLabel('Email', { exact: true }).fill(agentEmail);
        await form.getByLabel('Name (optional)').fill('Avery Agent');
        await form.getByLabel('Role').selectOption({ label: 'Agent' });
        await expect(form.getByLabel('Email them a link to set their password')).toBeChecked();
        await form.getByRole('button', { name: 'Create user' }).click();
        await expect(form.getByRole('status')).toContainText(`Created agent ${agentEmail}`);
        await expectNoSeriousA11yViolations(page, '/admin/users');
      });

      const agentPassword = 'agent-e2e-password-1';
      await inFreshBrowser(browser, async (agent) => {
        await test.step('the link in the email sets the agent password; the agent logs in', async () => {
          const mail = await waitForMail(request, agentEmail, { subject: /^Set your password for / });
          await agent.goto(linkIn(mail, 'Set my password'));
          await agent.getByLabel('Password', { exact: true }).fill(agentPassword);
          await agent.getByLabel('Repeat the password').fill(agentPassword);
          await agent.getByRole('button', { name: /Set password/ }).click();
          // Logged in by the link: an agent lands in the staff area's inbox.
          await expect(agent).toHaveURL(webUrl(host, '/admin/inbox'));
          // A fresh login with the new password works too.
          const login = await request.post(apiUrl('/api/auth/login'), {
            headers: apiHeaders(tenantId),
            data: { email: agentEmail, password: agentPassword },
          });
          expect(login.status()).toBe(200);
          await agent.goto(webUrl(host, '/admin/users'));
          await expect(agent.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
        });

        // Pausing needs the clinician's approval.
        await expect
          .poll(
            async () =>
              (await subscriptionsOf(request, tenantId, paid.customer.token))[0]?.displayStatus.label,
            { timeout: 150_000, intervals: [2_000] },
          )
          .toBe('Active Subscription');

        await test.step("the agent pauses the customer's subscription from the user page (390 px)", async () => {
          await agent.setViewportSize({ width: 390, height: 844 });
          await openUserPage(agent, host, paid.customer.email);
          const card = agent.getByRole('article', { name: new RegExp(`Order ${paid.orderId}`) });
          await expect(card).toContainText('Active Subscription');
          await card.getByRole('button', { name: 'Pause' }).click();
          await expect(card.getByRole('status')).toHaveText('Paused.');
          await expect(card).toContainText('Paused Subscription');
          await expect(card.getByRole('button', { name: 'Resume' })).toBeVisible();
          const timeline = agent.getByRole('region', { name: 'Timeline' });
          await expect(timeline.getByRole('listitem').first()).toContainText(
            `Order ${paid.orderId}: Paused by ${agentEmail} (agent)`,
          );
          await expectNoSeriousA11yViolations(agent, '/admin/user/{id} at 390 px');
        });
      });

      await inFreshBrowser(browser, async (customer) => {
        await test.step('the customer sees the subscription paused, and is emailed', async () => {
          await logInAt(customer, host, paid.customer.email, USER_PASSWORD);
          await expect(customer).toHaveURL(/\/accountv2/);
          await customer.goto(webUrl(host, '/accountv2/subscriptions'));
          await expect(customer.getByTestId('subscription-card')).toContainText('Paused Subscription');
          await waitForMail(request, paid.customer.email, { subject: /subscription is paused$/ });
        });
      });
      expect(errors).toEqual([]);
    });

    test('an admin refunds and deactivates a customer: their next request and login are refused; reactivated, they log in again', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(120_000);
      const errors = watchPageErrors(page);
      const { customer } = await paidCustomerOrder(request, tenantId, 'users-deactivated');
      const own = () =>
        request.get(apiUrl('/api/subscriptions'), { headers: apiHeaders(tenantId, customer.token) });
      expect((await own()).status()).toBe(200);

      await logInAt(page, host, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
      await expect(page).toHaveURL(webUrl(host, '/admin/dashboard'));
      await openUserPage(page, host, customer.email);
      await expect(page).toHaveTitle(/^User \d+ · Admin · /);
      await expect(page.locator('dt:has-text("Status") + dd')).toHaveText('Active');
      await expectNoSeriousA11yViolations(page, '/admin/user/{id}');

      // The admin refunds the customer's order from their page; the timeline names the admin.
      const orders = page.getByRole('region', { name: 'Orders' });
      await orders.getByRole('button', { name: 'Refund' }).click();
      await orders.getByRole('button', { name: /^Confirm refund of order / }).click();
      await expect(orders.getByRole('status')).toHaveText(/^(Hold released|Refunded) \$/);
      await expect(
        page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').first(),
      ).toContainText(`by ${SEEDED_ADMIN.email} (admin)`);

      await page.getByRole('button', { name: 'Deactivate' }).click();
      await page
        .getByRole('group', { name: 'Confirm deactivation' })
        .getByRole('button', { name: 'Deactivate user' })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'The user is deactivated.' })).toBeVisible();
      await expect(page.locator('dt:has-text("Status") + dd')).toHaveText(/^Deactivated /);

      // The audit trail on the page names the admin's writes to this customer; it leads to the whole trail.
      await page.reload();
      const trail = page.getByRole('region', { name: 'Audit trail' });
      await expect(
        trail.getByTestId('audit-entry').filter({ hasText: `/api/admin/users/${customer.id}/deactivate` }),
      ).toContainText(`${SEEDED_ADMIN.email} (admin)`);
      await trail.getByRole('link', { name: 'The whole trail' }).click();
      await expect(page).toHaveURL(webUrl(host, `/admin/audit?subject=${customer.id}`));
      await expect(page.getByTestId('audit-entry').first()).toBeVisible();

      // The customer's existing login stops working at once; logging in says why (right password only).
      const refused = await own();
      expect(refused.status()).toBe(403);
      expect((await refused.json()).code).toBe('USER_DEACTIVATED');
      await inFreshBrowser(browser, async (customerPage) => {
        await logInAt(customerPage, host, customer.email, USER_PASSWORD);
        await expect(customerPage.getByRole('alert')).toContainText('deactivated');
        await expect(customerPage).toHaveURL(webUrl(host, '/login'));
      });

      // The users list shows the status and filters by it (390 px).
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(
        webUrl(host, `/admin/users?status=deactivated&q=${encodeURIComponent(customer.email)}`),
      );
      await expect(page.getByRole('row', { name: new RegExp('Deactivated') })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page, '/admin/users at 390 px');

      await openUserPage(page, host, customer.email);
      await page.getByRole('button', { name: 'Reactivate' }).click();
      await expect(page.locator('dt:has-text("Status") + dd')).toHaveText('Active');
      // The login of before stays ended (whoever held it lost it with the deactivation); a new login works.
      expect((await own()).status()).toBe(401);
      const again = await apiLogin(request, tenantId, customer.email, USER_PASSWORD);
      const renewed = await request.get(apiUrl('/api/subscriptions'), {
        headers: apiHeaders(tenantId, again),
      });
      expect(renewed.status()).toBe(200);
      expect(errors).toEqual([]);
    });
  });
}
