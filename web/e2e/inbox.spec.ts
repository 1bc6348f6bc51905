import { expect, test, type Browser, type Page } from '@playwright/test';

import { STOREFRONTS, webUrl } from './e2e-env';
import {
  createUser,
  paidCustomerOrder,
  ROLE,
  SEEDED_ADMIN,
  unique,
  USER_PASSWORD,
} from './support/api-driver';
import { waitForMail } from './support/mailbox';
import { expectNoSeriousA11yViolations, logIn, watchPageErrors } from './support/page-checks';

/** The care team's inbox on the real API: a customer writes, an agent sees it live, reads, replies. */

/** A page in its own browser context (its own cookies: a second person), with its uncaught errors collected. */
async function personPage(browser: Browser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) };
}

/**
 * Logs a staff member in at the storefront's login page and opens the inbox: an agent lands there, an admin opens
 * it from the navigation.
 */
async function openInbox(
  page: Page,
  host: string,
  staff: { email: string; password: string } = SEEDED_ADMIN,
) {
  await page.goto(webUrl(host, '/login'));
  // The page listens to the care team's live stream (no polling).
  const stream = page.waitForResponse(
    (response) => response.url().endsWith('/api/chat/inbox/events') && response.status() === 200,
  );
  await logIn(page, staff.email, staff.password);
  if (staff === SEEDED_ADMIN) {
    await expect(page).toHaveURL(webUrl(host, '/admin/dashboard'));
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Inbox' }).click();
  }
  await stream;
  await expect(page).toHaveURL(webUrl(host, '/admin/inbox'));
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(page.getByText('Live updates are paused')).toHaveCount(0);
}

/** Logs the customer in and opens their account chat. */
async function openCustomerChat(page: Page, host: string, email: string) {
  await page.goto(webUrl(host, '/accountv2/chat'));
  await expect(page).toHaveURL(webUrl(host, '/login'));
  await logIn(page, email, USER_PASSWORD);
  await expect(page).toHaveURL(webUrl(host, '/accountv2/chat'));
}

/** A message in the customer's open chat thread. */
const customerMessage = (page: Page, text: string) =>
  page.getByTestId('chat-message').filter({ hasText: text });

const messagesOf = (page: Page) => page.getByRole('list', { name: 'Messages, oldest first' });

const threadRow = (page: Page, email: string) =>
  page
    .getByRole('list', { name: 'Conversations, most recent first' })
    .getByRole('link')
    .filter({ hasText: email });

for (const { host, tenantId } of STOREFRONTS) {
  test(`${host}: a customer writes, an agent sees it live in the inbox, reads it and replies; the customer sees the reply live and gets the email`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { customer, orderId } = await paidCustomerOrder(request, tenantId, 'inbox');
    const agent = await createUser(request, tenantId, 'inbox-agent', ROLE.agent);
    const admin = await personPage(browser);
    const shopper = await personPage(browser);
    try {
      await openInbox(admin.page, host, { email: agent.email, password: USER_PASSWORD });
      await expect(admin.page).toHaveTitle(/^Inbox · Admin · /);
      await expectNoSeriousA11yViolations(admin.page, '/admin/inbox');

      // The customer writes in their account chat.
      const topic = unique('Refill timing');
      await openCustomerChat(shopper.page, host, customer.email);
      await shopper.page.getByLabel('Topic').fill(topic);
      await shopper.page.getByLabel('Your message').fill('When does my next refill ship?');
      await shopper.page.getByRole('button', { name: 'Send to your care team' }).click();
      await expect(shopper.page.getByRole('heading', { name: topic })).toBeVisible();

      // The admin's open inbox shows it without a reload, at the top, unread.
      const row = threadRow(admin.page, customer.email);
      await expect(row).toBeVisible();
      await expect(row).toContainText(topic);
      await expect(row).toContainText('When does my next refill ship?');
      await expect(row.getByTestId('unread-badge')).toHaveText('1 unread');
      await expect(
        admin.page.getByRole('list', { name: 'Conversations, most recent first' }).getByRole('link').first(),
      ).toContainText(customer.email);

      // Opening it reads it: the badge goes; the customer's subscription and order are beside it.
      await row.click();
      await expect(admin.page).toHaveURL(/\/admin\/inbox\/\d+$/);
      await expect(admin.page.getByRole('heading', { name: topic, level: 2 })).toBeVisible();
      await expect(
        messagesOf(admin.page).getByRole('listitem').filter({ hasText: 'When does my next refill ship?' }),
      ).toContainText('Customer');
      await expect(row.getByTestId('unread-badge')).toHaveCount(0);
      await expect(row).toHaveAttribute('aria-current', 'page');
      const aside = admin.page.getByRole('complementary', { name: 'The customer' });
      await expect(aside.getByRole('link', { name: `Order ${orderId}` }).first()).toBeVisible();
      await expect(aside.getByRole('heading', { name: 'Subscriptions' })).toBeVisible();
      await expect(aside.getByRole('link', { name: 'Open the customer’s page' })).toHaveAttribute(
        'href',
        `/admin/user/${customer.id}`,
      );
      await expect(admin.page).toHaveTitle(/^Conversation \d+ · Inbox · Admin · /);
      await expectNoSeriousA11yViolations(admin.page, '/admin/inbox/:threadId');

      // The admin replies with Enter; the customer's open chat shows it without a reload.
      const reply = admin.page.getByLabel('Reply to the customer');
      await reply.fill('It ships on Friday; tracking follows by email.');
      await reply.press('Enter');
      await expect(reply).toHaveValue('');
      await expect(
        messagesOf(admin.page)
          .getByRole('listitem')
          .filter({ hasText: 'It ships on Friday; tracking follows by email.' }),
      ).toContainText('Care team');
      await expect(row).toContainText('You: It ships on Friday');
      await expect(
        customerMessage(shopper.page, 'It ships on Friday; tracking follows by email.'),
      ).toContainText('Care team');

      // And gets the email that a reply waits (no message text in it).
      const mail = await waitForMail(request, customer.email, {
        subject: /^New message from your .+ care team$/,
      });
      expect(`${mail.subject}${mail.text}`).not.toContain('It ships on Friday');

      expect(admin.errors).toEqual([]);
      expect(shopper.errors).toEqual([]);
    } finally {
      await admin.context.close();
      await shopper.context.close();
    }
  });
}

test('at 390 px the inbox is one column: the list, then the thread with a way back; a failed reply keeps its text', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [{ host, tenantId }] = STOREFRONTS;
  const { customer } = await paidCustomerOrder(request, tenantId, 'inbox-mobile');
  const admin = await personPage(browser, 390);
  const shopper = await personPage(browser);
  try {
    await openCustomerChat(shopper.page, host, customer.email);
    await shopper.page.getByLabel('Topic').fill('Phone question');
    await shopper.page.getByLabel('Your message').fill('Can I change my shipping address?');
    await shopper.page.getByRole('button', { name: 'Send to your care team' }).click();
    await expect(shopper.page.getByRole('heading', { name: 'Phone question' })).toBeVisible();

    await openInbox(admin.page, host);
    const search = admin.page.getByLabel('Search by customer email, name or id');
    await search.fill(customer.email);
    await admin.page.getByLabel('Show').selectOption('true');
    await admin.page.getByRole('button', { name: 'Search' }).click();
    await expect(admin.page).toHaveURL(/\/admin\/inbox\?q=.+&unread=true$/);
    const row = threadRow(admin.page, customer.email);
    await expect(row.getByTestId('unread-badge')).toHaveText('1 unread');
    await expectNoSeriousA11yViolations(admin.page, '/admin/inbox at 390 px');

    await row.click();
    await expect(row).toBeHidden();
    await expect(messagesOf(admin.page).getByText('Can I change my shipping address?')).toBeVisible();
    const overflow = await admin.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(admin.page, '/admin/inbox/:threadId at 390 px');

    // A reply the API refuses shows why and keeps the words.
    await admin.page.route('**/api/chat/threads/*/messages', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 503,
              error: 'Unavailable',
              code: 'INTERNAL',
              message: 'Try later',
            }),
          })
        : route.continue(),
    );
    const reply = admin.page.getByLabel('Reply to the customer');
    await reply.fill('Yes — send me the new address.');
    await admin.page.getByRole('button', { name: 'Send reply' }).click();
    await expect(admin.page.getByRole('alert')).toContainText('Your reply was not sent');
    await expect(reply).toHaveValue('Yes — send me the new address.');
    await admin.page.unroute('**/api/chat/threads/*/messages');
    await admin.page.getByRole('button', { name: 'Send reply' }).click();
    await expect(reply).toHaveValue('');
    await expect(customerMessage(shopper.page, 'Yes — send me the new address.')).toBeVisible();

    // Back to the list (the search kept), now read.
    await admin.page.getByRole('link', { name: '← All conversations' }).click();
    await expect(admin.page).toHaveURL(/\/admin\/inbox\?q=.+&unread=true$/);
    await expect(admin.page.getByText('No conversations match.')).toBeVisible();
    expect(admin.errors).toEqual([]);
  } finally {
    await admin.context.close();
    await shopper.context.close();
  }
});
