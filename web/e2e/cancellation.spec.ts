import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { FlowVersion, Subscription } from '@telehealth/schemas';

import { STOREFRONTS, webUrl } from './e2e-env';
import { call, paidCustomerOrder, SEEDED_ADMIN, USER_PASSWORD } from './support/api-driver';
import { cancellationFlow, cancellationOption, chooseAndContinue } from './support/cancellation-driver';
import { expectNoSeriousA11yViolations, logIn, watchPageErrors } from './support/page-checks';

const PHONE = { width: 390, height: 844 } as const;

const subscriptionsOf = (request: APIRequestContext, tenantId: number, token: string) =>
  call<Subscription[]>(request, tenantId, 'GET', '/api/subscriptions', { token });

/** Lands on a cancellation page: its address, its heading (the question) and no serious axe violation. */
async function onPage(
  page: Page,
  host: string,
  step: string,
  flow: FlowVersion,
  questionId: number,
  orderId: string,
) {
  await expect(page).toHaveURL(webUrl(host, `/accountv2/cancel/${step}?subscription=${orderId}`));
  const title = flow.questions.find((q) => q.id === questionId)!.title;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(page, `/accountv2/cancel/${step}`);
  await page.screenshot({
    path: `test-results/cancellation/${host.split('.')[0]}-${step}.png`,
    fullPage: true,
  });
}

const [fungaid, evenwell] = STOREFRONTS;

test(`too expensive → offer declined → confirm: cancelled on the subscriptions page, the order page and in the admin orders (${fungaid.host}, 390 px)`, async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { host, tenantId } = fungaid;
  const flow = await cancellationFlow(request, tenantId);
  const { customer, orderId } = await paidCustomerOrder(request, tenantId, 'cancel-declined');
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  try {
    await page.goto(webUrl(host, '/login'));
    await logIn(page, customer.email, USER_PASSWORD);
    await expect(page).toHaveURL(webUrl(host, '/accountv2'));
    await page.goto(webUrl(host, '/accountv2/subscriptions'));
    const card = page.getByTestId('subscription-card');
    await expect(card).toHaveCount(1);
    await card.getByRole('link', { name: 'Cancel subscription' }).click();

    await onPage(page, host, 'reason', flow, 1, orderId);
    // "Something else" needs the customer's words before the flow goes on.
    await chooseAndContinue(page, cancellationOption(flow, 1, { reason: 'other' }));
    await expect(page.getByRole('alert')).toContainText('Tell us in a few words');
    await expect(page).toHaveURL(/\/accountv2\/cancel\/reason/);
    await chooseAndContinue(page, cancellationOption(flow, 1, { reason: 'too_expensive' }));

    await onPage(page, host, 'offer', flow, 2, orderId);
    await expect(page.getByTestId('retention-offer')).toContainText('20% off your next shipment');
    await chooseAndContinue(page, cancellationOption(flow, 2, { to: 5 }));

    await onPage(page, host, 'confirm', flow, 5, orderId);
    await expect(page.getByText('No further charges and no more shipments.')).toBeVisible();
    await chooseAndContinue(page, cancellationOption(flow, 5, { outcome: 'cancel' }));

    await expect(page).toHaveURL(webUrl(host, '/accountv2/subscriptions'));
    await expect(page.getByTestId('cancellation-notice')).toHaveText(/Your subscription is cancelled/);
    await expect(card).toContainText('Cancelled Subscription');
    await expect(card.getByRole('link', { name: 'Cancel subscription' })).toHaveCount(0);
    const [held] = await subscriptionsOf(request, tenantId, customer.token);
    expect(held).toMatchObject({ orderId, cancellation: { reason: 'too_expensive' } });

    await page.goto(webUrl(host, `/accountv2/orders/${orderId}`));
    await expect(page.getByRole('main')).toContainText(held!.displayStatus.label);

    // The admin orders list says the same (the admin in a browser of their own).
    const admin = await (await browser.newContext()).newPage();
    await admin.goto(webUrl(host, '/login'));
    await logIn(admin, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await expect(admin).toHaveURL(webUrl(host, '/admin/dashboard'));
    await admin.goto(webUrl(host, `/admin/orders?q=${orderId}`));
    await expect(admin.getByRole('row', { name: new RegExp(`^${orderId}`) })).toContainText(
      held!.displayStatus.label,
    );
    await admin.context().close();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test(`travelling and side effects show skip and support; too expensive → the offer accepted keeps it active (${evenwell.host}, 390 px)`, async ({
  browser,
  request,
}) => {
  // The sandbox clinician approves after its decision delay (60 s): the skip page then has a real next bill date.
  test.setTimeout(240_000);
  const { host, tenantId } = evenwell;
  const flow = await cancellationFlow(request, tenantId);
  const { customer, orderId } = await paidCustomerOrder(request, tenantId, 'cancel-offer');
  await expect
    .poll(async () => (await subscriptionsOf(request, tenantId, customer.token))[0]?.displayStatus.label, {
      timeout: 150_000,
      intervals: [2_000],
    })
    .toBe('Active Subscription');
  const [active] = await subscriptionsOf(request, tenantId, customer.token);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  try {
    await page.goto(webUrl(host, '/login'));
    await logIn(page, customer.email, USER_PASSWORD);
    await expect(page).toHaveURL(webUrl(host, '/accountv2'));
    await page.goto(webUrl(host, '/accountv2/subscriptions'));
    await page.getByTestId('subscription-card').getByRole('link', { name: 'Cancel subscription' }).click();
    await onPage(page, host, 'reason', flow, 1, orderId);

    await chooseAndContinue(page, cancellationOption(flow, 1, { reason: 'travelling' }));
    await onPage(page, host, 'skip', flow, 3, orderId);
    const [year, month, day] = active!.purchaseData.nextBillDate!.split('-');
    await expect(page.getByTestId('skip-date')).toContainText(`${month}/${day}/${year}`);
    await page.getByRole('button', { name: 'Back' }).click();

    await onPage(page, host, 'reason', flow, 1, orderId);
    await chooseAndContinue(page, cancellationOption(flow, 1, { reason: 'side_effects' }));
    await onPage(page, host, 'support', flow, 4, orderId);
    await expect(page.getByRole('link', { name: 'Chat' })).toBeVisible();
    await page.goBack();

    await onPage(page, host, 'reason', flow, 1, orderId);
    await chooseAndContinue(page, cancellationOption(flow, 1, { reason: 'too_expensive' }));
    await onPage(page, host, 'offer', flow, 2, orderId);
    await chooseAndContinue(page, cancellationOption(flow, 2, { outcome: 'accept_offer' }));

    await expect(page).toHaveURL(webUrl(host, '/accountv2/subscriptions'));
    await expect(page.getByTestId('cancellation-notice')).toHaveText(/Your offer is applied/);
    const card = page.getByTestId('subscription-card');
    await expect(card).toContainText('Active Subscription');
    await expect(card).toContainText('20% off your next shipment');
    const [after] = await subscriptionsOf(request, tenantId, customer.token);
    expect(after).toMatchObject({
      displayStatus: { label: 'Active Subscription' },
      retentionOffer: { offerId: 'next-shipment-20-off' },
      retentionOfferAvailable: false,
    });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the builder opens the cancellation flow', async ({ page }) => {
  const { host } = fungaid;
  const errors = watchPageErrors(page);
  await page.goto(webUrl(host, '/login'));
  await logIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await expect(page).toHaveURL(webUrl(host, '/admin/dashboard'));
  await page.goto(webUrl(host, '/admin/flows'));
  // The save rate of each version (from the admin drop-off route): the customers kept over flows completed.
  const section = page.getByRole('region', { name: /^Cancellation/ });
  await expect(section.getByRole('columnheader', { name: 'Save rate' })).toBeVisible();
  await expect(section.getByRole('row', { name: /^v1/ })).toContainText(
    /\d+% \(\d+ of \d+ kept\)|No completed flows yet/,
  );
  await expectNoSeriousA11yViolations(page, '/admin/flows');
  await page.getByRole('link', { name: 'Open builder for the cancellation flow' }).click();
  await expect(page.getByRole('heading', { name: /^Cancellation flow builder/, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Start a draft' }).click();
  // The flow's pages are its nodes, with no problem: every end names an outcome.
  await expect(page.getByTestId('flow-node-q:1')).toBeVisible();
  await expect(page.getByTestId('flow-node-q:5')).toBeAttached();
  await page.getByRole('tab', { name: /Problems/ }).click();
  await expect(page.getByText(/No problems/)).toBeVisible();
  // An end without an outcome is a problem that blocks publishing; naming one again clears it.
  await page.getByLabel('Go to question').selectOption('5');
  await page.getByTestId('flow-node-q:5').click();
  await page.getByRole('tab', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Question #5', level: 2 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'cancellation builder, question panel');
  await page.getByLabel('Outcome of option 2').selectOption('');
  await page.getByRole('tab', { name: /Problems/ }).click();
  await expect(page.getByRole('button', { name: /ends the flow without naming an outcome/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish…' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Edit' }).click();
  await page.getByLabel('Outcome of option 2').selectOption('keep');
  await page.getByRole('tab', { name: /Problems/ }).click();
  await expect(page.getByText(/No problems/)).toBeVisible();
  // Its drop-off tab: where customers were kept, per outcome.
  await page.getByRole('tab', { name: 'Drop-off' }).click();
  await expect(page.getByRole('heading', { name: 'Drop-off' })).toBeVisible();
  await expect(
    page.getByText(/completed on version 1; save rate|No customer has completed version 1 yet/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'cancellation builder');
  await page.screenshot({ path: 'test-results/cancellation/builder.png', fullPage: true });
  expect(errors).toEqual([]);
});
