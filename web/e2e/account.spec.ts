import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { FlowVersion, QuestionOption, Subscription } from '@telehealth/schemas';

import { STOREFRONTS, webUrl } from './e2e-env';
import { call, paidCustomerOrder, USER_PASSWORD } from './support/api-driver';
import { expectNoSeriousA11yViolations, logIn, watchPageErrors } from './support/page-checks';
import { moveAndSaveProfile } from './support/profile-driver';

/** Where the screenshots of the account pages go (looked at by hand after a run). */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/account/${name}.png`, fullPage: true });

/** The customer's subscriptions as the API answers them. */
const subscriptionsOf = (request: APIRequestContext, tenantId: number, token: string) =>
  call<Subscription[]>(request, tenantId, 'GET', '/api/subscriptions', { token });

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const [index, { host, tenantId }] of STOREFRONTS.entries()) {
  const viewport = VIEWPORTS[index]!;
  const tag = `${host.split('.')[0]}-${viewport.width}`;

  test(`a paid customer on ${host} at ${viewport.width} px: overview, orders, order page, profile, subscriptions, support`, async ({
    browser,
    request,
  }) => {
    // The sandbox clinician approves after its decision delay (60 s); pause, resume and skip need an approved order.
    test.setTimeout(240_000);
    const { customer, orderId } = await paidCustomerOrder(request, tenantId, 'account');
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const nav = () => page.getByRole('navigation', { name: 'Account', exact: true });

    try {
      // The site header's Log in link, then the account overview.
      await page.goto(webUrl(host, '/about'));
      await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
      await expect(page).toHaveURL(webUrl(host, '/login'));
      await logIn(page, customer.email, USER_PASSWORD);
      await expect(page).toHaveURL(webUrl(host, '/accountv2'));
      await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
      await expect(page.getByTestId('order-card')).toContainText(`Order ${orderId}`);
      await expect(page.getByRole('heading', { name: 'Next step' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '/accountv2');
      await shot(page, `${tag}-overview`);

      // Logged in, the public header says Account.
      await page.goto(webUrl(host, '/about'));
      await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
      await expect(page).toHaveURL(webUrl(host, '/account'));
      await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '/account');

      // Orders, then the order's page.
      await nav().getByRole('link', { name: 'Orders' }).click();
      await expect(page).toHaveURL(webUrl(host, '/accountv2/orders'));
      await expect(page.getByRole('heading', { name: 'Your orders', level: 1 })).toBeVisible();
      await expect(page.getByTestId('order-card')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page, '/accountv2/orders');
      await shot(page, `${tag}-orders`);
      await page.getByRole('link', { name: `Order ${orderId}` }).click();
      await expect(page).toHaveURL(webUrl(host, `/accountv2/orders/${orderId}`));
      await expect(page.getByRole('heading', { name: `Order ${orderId}`, level: 1 })).toBeVisible();
      await expect(page.getByTestId('order-payment')).toHaveText('Visa ending in 4242 (expires 12/34)');
      await expect(page.getByText('7 Congress Ave')).toBeVisible();
      await expect(page.getByTestId('clinician-decision')).toHaveText(
        /Waiting for a clinician|Prescribed: .+/,
      );
      await expectNoSeriousA11yViolations(page, '/accountv2/orders/{id}');
      await shot(page, `${tag}-order`);
      // An order that is not the customer's is not found in the account.
      await page.goto(webUrl(host, `/accountv2/orders/${Number(orderId) + 100000}`));
      await expect(page.getByRole('alert')).toHaveText('We could not find this order in your account.');

      // Profile: each field checked with a clear message, then saved and still there after a reload.
      await page.goto(webUrl(host, '/accountv2/profile'));
      await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue('Morgan');
      await page.getByLabel('First name').fill('');
      await page.getByLabel('ZIP code').fill('123');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expect(page.getByText('First name is required.')).toBeVisible();
      await expect(page.getByText('ZIP code must be 5 digits, like 78701.')).toBeVisible();
      await expect(page.getByLabel('First name')).toBeFocused();
      await expectNoSeriousA11yViolations(page, '/accountv2/profile with errors');
      await page.getByLabel('First name').fill('Jordan');
      await moveAndSaveProfile(page);
      await expect(page.getByLabel('First name')).toHaveValue('Jordan');
      await expectNoSeriousA11yViolations(page, '/accountv2/profile');
      await shot(page, `${tag}-profile`);

      // Support: the tenant's contact details, its FAQ and the way to the care team's chat.
      await nav().getByRole('link', { name: 'Support' }).click();
      await expect(page.getByRole('heading', { name: 'Help and support', level: 1 })).toBeVisible();
      await expect(page.getByText('How do I change my shipping address?')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Message your care team' })).toHaveAttribute(
        'href',
        '/accountv2/chat',
      );
      await expect(nav().getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/accountv2/chat');
      await expectNoSeriousA11yViolations(page, '/accountv2/support');
      await shot(page, `${tag}-support`);

      // The v1 pages are the same pages in the panel layout.
      for (const [path, heading] of [
        ['/account/profile', 'Your profile'],
        ['/account/support', 'Help and support'],
        ['/account/subscriptions', 'Your subscriptions'],
      ] as const) {
        await page.goto(webUrl(host, path));
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page, path);
      }

      // Subscriptions: once the clinician approved, pause, resume and skip the next shipment.
      await expect
        .poll(
          async () => (await subscriptionsOf(request, tenantId, customer.token))[0]?.displayStatus.label,
          { timeout: 150_000, intervals: [2_000] },
        )
        .toBe('Active Subscription');
      await page.goto(webUrl(host, '/accountv2/subscriptions'));
      const card = page.getByTestId('subscription-card');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('Active Subscription');
      await expectNoSeriousA11yViolations(page, '/accountv2/subscriptions');
      await shot(page, `${tag}-subscriptions`);

      await card.getByRole('button', { name: 'Pause' }).click();
      await expect(card.getByRole('status')).toHaveText(/Your subscription is paused/);
      await expect(card).toContainText('Paused Subscription');
      await card.getByRole('button', { name: 'Resume' }).click();
      await expect(card.getByRole('status')).toHaveText('Your subscription is active again.');
      await expect(card).toContainText('Active Subscription');
      const billDate = page.getByTestId('next-bill-date');
      const before = await billDate.innerText();
      await card.getByRole('button', { name: 'Skip next shipment' }).click();
      await expect(card.getByRole('status')).toHaveText(/Your next shipment is skipped/);
      await expect(billDate).not.toHaveText(before);
      // What the page shows is what the API holds, after a reload too.
      const [held] = await subscriptionsOf(request, tenantId, customer.token);
      await page.reload();
      await expect(billDate).toHaveText(
        new Date(`${held!.purchaseData.nextBillDate!}T00:00:00Z`).toLocaleDateString('en-US', {
          month: '2-digit',
          day: '2-digit',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      );

      // Cancel is the cancellation flow: too expensive, the offer declined, then confirmed.
      const flow = await call<FlowVersion>(request, tenantId, 'GET', '/api/flow-versions/cancellation');
      const choose = async (questionId: number, pick: (o: QuestionOption) => boolean) => {
        const question = flow.questions.find((q) => q.id === questionId)!;
        await expect(page.getByRole('heading', { name: question.title, level: 1 })).toBeVisible();
        const text = question.QuestionOptions.find(pick)!.option_text;
        await page.getByRole('radio', { name: text, exact: true }).check();
        await page.getByRole('button', { name: 'Continue' }).click();
      };
      await card.getByRole('link', { name: 'Cancel subscription' }).click();
      await expect(page).toHaveURL(webUrl(host, `/accountv2/cancel/reason?subscription=${orderId}`));
      await choose(1, (o) => o.reason === 'too_expensive');
      await expect(page).toHaveURL(/\/accountv2\/cancel\/offer\?/);
      await shot(page, `${tag}-cancel-offer`);
      await choose(2, (o) => o.outcome === undefined);
      await expect(page).toHaveURL(/\/accountv2\/cancel\/confirm\?/);
      await choose(5, (o) => o.outcome === 'cancel');
      await expect(page).toHaveURL(webUrl(host, '/accountv2/subscriptions'));
      await expect(page.getByTestId('cancellation-notice')).toHaveText(/Your subscription is cancelled/);
      await expect(card).toContainText('Cancelled Subscription');
      await expect(card.getByRole('button')).toHaveCount(0);
      await expect(card.getByRole('link', { name: 'Cancel subscription' })).toHaveCount(0);

      // Log out from the account's header.
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(webUrl(host, '/login'));
      await page.goto(webUrl(host, '/account/profile'));
      await expect(page).toHaveURL(webUrl(host, '/login'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('the card on file at 390 px: a declined card is refused at its field, a new card replaces it after a reload', async ({
  browser,
  request,
}) => {
  const { host, tenantId } = STOREFRONTS[0]!;
  const { customer } = await paidCustomerOrder(request, tenantId, 'card');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  try {
    await page.goto(webUrl(host, '/login'));
    await logIn(page, customer.email, USER_PASSWORD);
    await expect(page).toHaveURL(webUrl(host, '/accountv2'));
    await page.goto(webUrl(host, '/accountv2/profile'));
    await expect(page.getByTestId('card-on-file')).toHaveText('Visa ending in 4242 (expires 12/34)');

    await page.getByRole('button', { name: 'Replace card' }).click();
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Enter your card number.')).toBeVisible();
    await page.getByLabel('Name on card').fill('Morgan Lee');
    await page.getByLabel('Card number').fill('4000000000000002');
    await page.getByLabel('Expiry date (MM/YY)').fill('1133');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, '/accountv2/profile card declined');

    await page.getByLabel('Card number').fill('5555555555554444');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Your card has been replaced.')).toBeVisible();
    await expect(page.getByTestId('card-on-file')).toHaveText('Mastercard ending in 4444 (expires 11/33)');
    await page.reload();
    await expect(page.getByTestId('card-on-file')).toHaveText('Mastercard ending in 4444 (expires 11/33)');
    await expectNoSeriousA11yViolations(page, '/accountv2/profile card on file');
    await shot(page, 'card-on-file-390');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
