import { expect, test, type APIRequestContext } from '@playwright/test';
import type { FlowVersion, Product, Subscription } from '@telehealth/schemas';

import { STOREFRONTS, webUrl } from './e2e-env';
import { apiLogin, call, uniqueEmail } from './support/api-driver';
import {
  cancellationFlow,
  cancellationOption,
  chooseAndContinue,
  nextQuestionOf,
} from './support/cancellation-driver';
import { buyAsNewVisitor } from './support/intake-driver';
import { linkIn, waitForMail } from './support/mailbox';
import { expectNoSeriousA11yViolations, logIn, watchPageErrors } from './support/page-checks';
import { moveAndSaveProfile } from './support/profile-driver';

/**
 * A new customer's life after purchase, through the real pages and real email: they buy, the set-password email
 * arrives at the run's mail catcher, its link sets their password and opens their account; they find their order,
 * pause, resume and skip their subscription and see each change on the subscriptions page and the order page,
 * change their profile and their password, and at last cancel through the cancellation flow, declining the offer.
 */

const SET_PASSWORD = 'first-pass-word-1';
const NEW_PASSWORD = 'second-pass-word-2';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

const subscriptionsOf = (request: APIRequestContext, tenantId: number, token: string) =>
  call<Subscription[]>(request, tenantId, 'GET', '/api/subscriptions', { token });

for (const [index, { host, tenantId }] of STOREFRONTS.entries()) {
  const viewport = VIEWPORTS[index]!;

  test(`a new customer on ${host} at ${viewport.width} px: purchase, set-password email, account, subscription, profile, password, cancellation`, async ({
    browser,
    request,
  }) => {
    // The sandbox clinician approves after its decision delay (60 s); pause, resume and skip need an approved order.
    test.setTimeout(300_000);
    const email = uniqueEmail(`journey-${tenantId}`);
    const flow = await call<FlowVersion>(request, tenantId, 'GET', '/api/flow-versions/intake');
    const products = await call<Product[]>(request, tenantId, 'GET', '/api/products');
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const nav = () => page.getByRole('navigation', { name: 'Account', exact: true });

    try {
      await test.step('buys through the real pages', async () => {
        await buyAsNewVisitor(page, host, flow, products, email);
        await expect(page.getByTestId('account-access')).toContainText(`We are emailing ${email}`);
      });

      await test.step('the set-password email arrives; its link sets the password and opens the account', async () => {
        const mail = await waitForMail(request, email, { subject: /^Set your password for / });
        const link = linkIn(mail, 'Set my password');
        expect(new URL(link).origin).toBe(new URL(webUrl(host)).origin);
        await page.goto(link);
        await expect(page.getByRole('heading', { name: 'Set your password', level: 1 })).toBeVisible();
        await expect(page.getByText('Your account was created with your order.')).toBeVisible();
        await expectNoSeriousA11yViolations(page, '/login/reset (set password)');
        await page.getByLabel('Password', { exact: true }).fill(SET_PASSWORD);
        await page.getByLabel('Repeat the password').fill(SET_PASSWORD);
        await page.getByRole('button', { name: 'Set password and open my account' }).click();
        await expect(page).toHaveURL(webUrl(host, '/accountv2'));
        await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
        // The link worked once: opened again, it is refused in the set-password page's words.
        await page.goto(link);
        await page.getByLabel('Password', { exact: true }).fill('yet-another-pass-3');
        await page.getByLabel('Repeat the password').fill('yet-another-pass-3');
        await page.getByRole('button', { name: 'Set password and open my account' }).click();
        await expect(page.getByRole('alert')).toHaveText(/This link was already used or has expired/);
      });

      let token = await apiLogin(request, tenantId, email, SET_PASSWORD);
      const [subscription] = await subscriptionsOf(request, tenantId, token);
      const orderId = subscription!.orderId;

      await test.step('logs out, logs in with the password they set and finds the order', async () => {
        await page.goto(webUrl(host, '/accountv2'));
        await page.getByRole('button', { name: 'Log out' }).click();
        await expect(page).toHaveURL(webUrl(host, '/login'));
        await logIn(page, email, SET_PASSWORD);
        await expect(page).toHaveURL(webUrl(host, '/accountv2'));
        await expect(page.getByTestId('order-card')).toContainText(`Order ${orderId}`);
        await nav().getByRole('link', { name: 'Orders' }).click();
        await page.getByRole('link', { name: `Order ${orderId}` }).click();
        await expect(page).toHaveURL(webUrl(host, `/accountv2/orders/${orderId}`));
        await expect(page.getByRole('heading', { name: `Order ${orderId}`, level: 1 })).toBeVisible();
        await expect(page.getByTestId('order-payment')).toHaveText(/^Visa ending in 4242/);
        await expectNoSeriousA11yViolations(page, '/accountv2/orders/{id}');
      });

      // Pause, resume and skip need the clinician's approval.
      await expect
        .poll(async () => (await subscriptionsOf(request, tenantId, token))[0]?.displayStatus.label, {
          timeout: 150_000,
          intervals: [2_000],
        })
        .toBe('Active Subscription');
      const prescribed = await waitForMail(request, email, { subject: /treatment was prescribed$/ });
      expect(linkIn(prescribed, 'See my prescription')).toBe(webUrl(host, '/accountv2/orders'));

      const card = page.getByTestId('subscription-card');
      const orderStatus = page.locator('.account-order__meta').first();
      const toSubscriptions = () => page.goto(webUrl(host, '/accountv2/subscriptions'));
      const toOrder = () => page.goto(webUrl(host, `/accountv2/orders/${orderId}`));
      /** The order page after a change: its status, and its next bill date as the subscriptions page shows it. */
      async function orderPageShows(status: string, nextBillDate: string) {
        await toOrder();
        await expect(orderStatus).toContainText(status);
        await expect(page.getByTestId('order-next-bill-date')).toHaveText(nextBillDate);
      }

      await test.step('pauses: paused on the subscriptions page and the order page', async () => {
        await toSubscriptions();
        await expect(card).toContainText('Active Subscription');
        await expectNoSeriousA11yViolations(page, '/accountv2/subscriptions');
        await card.getByRole('button', { name: 'Pause' }).click();
        await expect(card.getByRole('status')).toHaveText(/Your subscription is paused/);
        await expect(card).toContainText('Paused Subscription');
        await expect(card.getByRole('button', { name: 'Pause' })).toHaveCount(0);
        const billDate = await page.getByTestId('next-bill-date').innerText();
        await orderPageShows('Paused Subscription', billDate);
        await waitForMail(request, email, { subject: /subscription is paused$/ });
      });

      await test.step('resumes: active again on both pages', async () => {
        await toSubscriptions();
        await card.getByRole('button', { name: 'Resume' }).click();
        await expect(card.getByRole('status')).toHaveText('Your subscription is active again.');
        await expect(card).toContainText('Active Subscription');
        const billDate = await page.getByTestId('next-bill-date').innerText();
        await orderPageShows('Active Subscription', billDate);
      });

      await test.step('skips the next shipment: the next bill date moves on both pages', async () => {
        await toSubscriptions();
        const billDate = page.getByTestId('next-bill-date');
        const before = await billDate.innerText();
        await card.getByRole('button', { name: 'Skip next shipment' }).click();
        await expect(card.getByRole('status')).toHaveText(/Your next shipment is skipped/);
        await expect(billDate).not.toHaveText(before);
        const after = await billDate.innerText();
        await page.reload();
        await expect(billDate).toHaveText(after);
        await orderPageShows('Active Subscription', after);
        const [held] = await subscriptionsOf(request, tenantId, token);
        expect(held!.purchaseData.nextBillDate).toBe(isoOf(after));
      });

      await test.step('changes name, phone and shipping address: still there after a reload', async () => {
        await page.goto(webUrl(host, '/accountv2/profile'));
        await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
        await expect(page.getByLabel('First name')).toHaveValue('Pat');
        await page.getByLabel('First name').fill('Patricia');
        await page.getByLabel('Last name').fill('Leigh');
        await moveAndSaveProfile(page);
        await expect(page.getByLabel('First name')).toHaveValue('Patricia');
        await expect(page.getByLabel('Last name')).toHaveValue('Leigh');
        await expectNoSeriousA11yViolations(page, '/accountv2/profile');
      });

      await test.step('changes the password: the old one no longer logs in, the new one does', async () => {
        const form = page.getByRole('form', { name: 'Password' });
        await form.getByLabel('Current password').fill(SET_PASSWORD);
        await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
        await form.getByLabel('New password again').fill(NEW_PASSWORD);
        await form.getByRole('button', { name: 'Change password' }).click();
        await expect(form.getByRole('status')).toHaveText(/Your password has been changed/);
        // The change ended every older login, this browser's too, which goes on with the token the answer gave.
        await page.reload();
        await expect(page.getByLabel('First name')).toHaveValue('Patricia');
        await page.getByRole('button', { name: 'Log out' }).click();
        await expect(page).toHaveURL(webUrl(host, '/login'));
        await logIn(page, email, SET_PASSWORD);
        await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
        await page.getByLabel('Password').fill(NEW_PASSWORD);
        await page.getByRole('button', { name: 'Log in' }).click();
        await expect(page).toHaveURL(webUrl(host, '/accountv2'));
        await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
        // The API login of before the change ended with it too.
        await expect(subscriptionsOf(request, tenantId, token)).rejects.toThrow(/This login has ended/);
        token = await apiLogin(request, tenantId, email, NEW_PASSWORD);
      });

      await test.step('cancels through the cancellation flow, declining the offer: cancelled everywhere', async () => {
        const cancellation = await cancellationFlow(request, tenantId);
        await toSubscriptions();
        await card.getByRole('link', { name: 'Cancel subscription' }).click();
        const reasonId = cancellation.first_question_id;
        await expect(page).toHaveURL(webUrl(host, `/accountv2/cancel/reason?subscription=${orderId}`));
        const tooExpensive = cancellationOption(cancellation, reasonId, { reason: 'too_expensive' });
        await chooseAndContinue(page, tooExpensive);
        const offerId = nextQuestionOf(cancellation, reasonId, tooExpensive);
        await expect(page).toHaveURL(webUrl(host, `/accountv2/cancel/offer?subscription=${orderId}`));
        await expect(page.getByTestId('retention-offer')).toBeVisible();
        const confirmId = cancellation.questions.find((q) =>
          q.QuestionOptions.some((o) => o.outcome === 'cancel'),
        )!.id;
        await chooseAndContinue(page, cancellationOption(cancellation, offerId, { to: confirmId }));
        await expect(page).toHaveURL(webUrl(host, `/accountv2/cancel/confirm?subscription=${orderId}`));
        await chooseAndContinue(page, cancellationOption(cancellation, confirmId, { outcome: 'cancel' }));
        await expect(page).toHaveURL(webUrl(host, '/accountv2/subscriptions'));
        await expect(page.getByTestId('cancellation-notice')).toHaveText(/Your subscription is cancelled/);
        await expect(card).toContainText('Cancelled Subscription');
        await toOrder();
        await expect(orderStatus).toContainText('Cancelled Subscription');
        const [cancelled] = await subscriptionsOf(request, tenantId, token);
        expect(cancelled).toMatchObject({ orderId, cancellation: { reason: 'too_expensive' } });
        await waitForMail(request, email, { subject: /subscription is cancelled$/ });
      });

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

/** A date as the pages show it (MM/DD/YYYY) as the API holds it (YYYY-MM-DD). */
function isoOf(shown: string): string {
  const [month, day, year] = shown.split('/');
  return `${year}-${month}-${day}`;
}
