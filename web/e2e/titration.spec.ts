import type { Product } from '@telehealth/schemas';
import { expect, test, type Page } from '@playwright/test';

import { apiUrl, webUrl } from './e2e-env';
import {
  call,
  createUser,
  intakeAtCheckout,
  ROLE,
  setCreatedCookie,
  USER_PASSWORD,
} from './support/api-driver';
import { fillCard, toPaymentPastIdentityCheck } from './support/intake-driver';
import { expectNoSeriousA11yViolations, logIn, watchPageErrors } from './support/page-checks';

/** Where the screenshots of this spec go (looked at by hand after a run). */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/titration/${name}.png`, fullPage: true });

const HOST = 'evenwell.localhost';
const TENANT = 7;
const RULE = 'One GLP-1 medication per order';
const SEMAGLUTIDE = 'Semaglutide Weekly Injection';
const TIRZEPATIDE = 'Tirzepatide Weekly Injection';

test.use({ viewport: { width: 390, height: 844 } });

test(`${HOST} at 390 px: one GLP-1 per order, and the injection's starting dose and schedule from choice to account`, async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchPageErrors(page);
  const products = await call<Product[]>(request, TENANT, 'GET', '/api/products');
  const semaglutide = products.find((p) => p.name === SEMAGLUTIDE)!;
  const tirzepatide = products.find((p) => p.name === TIRZEPATIDE)!;
  const customer = await createUser(request, TENANT, 'titration', ROLE.customer);

  // A customer, logged in, whose intake reached checkout.
  await page.goto(webUrl(HOST, '/login'));
  await logIn(page, customer.email, USER_PASSWORD);
  await expect(page).toHaveURL(/\/accountv2/);
  const created = await intakeAtCheckout(request, TENANT);
  await setCreatedCookie(context, HOST, created);
  await page.goto(webUrl(HOST, '/start/checkout'));
  await page.getByRole('link', { name: /^Continue/ }).click();
  await expect(page).toHaveURL(webUrl(HOST, '/start/state'));
  await page.getByLabel('State').selectOption('TX');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Products: each titrated product says its schedule instead of its strength range.
  await expect(page).toHaveURL(webUrl(HOST, '/start/products'));
  const card = (name: string) => page.locator('.start-product').filter({ hasText: name });
  await expect(card(SEMAGLUTIDE).getByTestId('product-dose')).toHaveText(
    'Starts at 0.25 mg once weekly, then 0.5 mg, then 1 mg, then 1.7 mg, then 2.4 mg',
  );
  await expect(card(TIRZEPATIDE).getByTestId('product-dose')).toHaveText(
    'Starts at 2.5 mg once weekly, then 5 mg, then 7.5 mg, then 10 mg, then 12.5 mg, then 15 mg',
  );
  await expect(page.getByText(semaglutide.strength!)).toHaveCount(0);
  const box = (name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name}`) });
  const status = page.getByRole('status');

  // The semaglutide injection, then the tirzepatide injection: the second replaces the first, naming the rule.
  await box(SEMAGLUTIDE).check();
  await expect(status).toHaveText('');
  await box(TIRZEPATIDE).check();
  await expect(box(TIRZEPATIDE)).toBeChecked();
  await expect(box(SEMAGLUTIDE)).not.toBeChecked();
  await expect(status).toHaveText(`${RULE}: ${TIRZEPATIDE} replaces ${SEMAGLUTIDE}.`);
  await expectNoSeriousA11yViolations(page, '/start/products after a replacement');
  await shot(page, 'products-replaced');
  // Back to the semaglutide injection: the rule replaces the tirzepatide one the same way.
  await box(SEMAGLUTIDE).check();
  await expect(box(TIRZEPATIDE)).not.toBeChecked();
  await expect(status).toHaveText(`${RULE}: ${SEMAGLUTIDE} replaces ${TIRZEPATIDE}.`);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Dosage: the starting dose and the dose of each refill, nothing to choose; the clinician confirms or adjusts.
  await expect(page).toHaveURL(webUrl(HOST, '/start/dosage'));
  const dose = page.getByTestId('titrated-dose');
  await expect(dose.getByRole('heading', { name: SEMAGLUTIDE })).toBeVisible();
  await expect(dose.getByTestId('starting-dose')).toHaveText('0.25 mg once weekly');
  await expect(dose.getByRole('listitem')).toHaveText([
    'Month 10.25 mg once weekly',
    'Month 20.5 mg',
    'Month 31 mg',
    'Month 41.7 mg',
    'From month 52.4 mg',
  ]);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByText('Your clinician confirms this schedule or adjusts it')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/start/dosage');
  await shot(page, 'dosage');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Shipping, the identity check and the card.
  await expect(page).toHaveURL(webUrl(HOST, '/start/shipping'));
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Parks');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Mobile phone').fill('(512) 555-0123');
  await page.getByLabel('Street address').fill('3 Main St');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('ZIP code').fill('78701');
  await toPaymentPastIdentityCheck(page, HOST);
  await fillCard(page, 'Rosa Parks', '4242424242424242');
  await page.getByRole('button', { name: 'Review order' }).click();

  // Review: the product with its starting dose and schedule.
  await expect(page).toHaveURL(webUrl(HOST, '/start/summary'));
  const treatment = page.locator('section[aria-labelledby="summary-treatment"]');
  await expect(treatment.getByTestId('starting-dose')).toHaveText('0.25 mg once weekly');
  await expect(treatment.getByText('From month 5')).toBeVisible();
  await shot(page, 'summary');
  await page.getByRole('button', { name: /^Place order/ }).click();

  // Thanks: the order's starting dose and schedule, as the API recorded them.
  await expect(page).toHaveURL(webUrl(HOST, '/start/thanks'));
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText(SEMAGLUTIDE);
  await expect(receipt.getByTestId('starting-dose')).toHaveText('0.25 mg once weekly');
  await expect(receipt.getByRole('listitem')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page, '/start/thanks');
  await shot(page, 'thanks');
  const orderId = (await receipt.locator('strong').first().textContent())!.replace('#', '');

  // The account's order page says the same.
  await page.goto(webUrl(HOST, '/accountv2/orders'));
  await expect(page.getByTestId('order-card').filter({ hasText: `Order ${orderId}` })).toContainText(
    `${SEMAGLUTIDE} (starting dose 0.25 mg once weekly)`,
  );
  await page.getByRole('link', { name: `Order ${orderId}` }).click();
  await expect(page).toHaveURL(webUrl(HOST, `/accountv2/orders/${orderId}`));
  const item = page.getByTestId('order-item');
  await expect(item).toContainText(SEMAGLUTIDE);
  await expect(item.getByTestId('starting-dose')).toHaveText('0.25 mg once weekly');
  await expect(item.getByRole('listitem')).toHaveText([
    'Month 10.25 mg once weekly',
    'Month 20.5 mg',
    'Month 31 mg',
    'Month 41.7 mg',
    'From month 52.4 mg',
  ]);
  await expectNoSeriousA11yViolations(page, '/accountv2/orders/{id}');
  await shot(page, 'account-order');

  // Only the semaglutide injection was sold, at its first step: the API holds what the pages showed.
  const paid = await call<{ selectedProduct: { med: number; dosage?: string; startStep?: number }[] }>(
    request,
    TENANT,
    'GET',
    `/api/order/created?created=${encodeURIComponent(created)}`,
    { token: customer.token },
  );
  expect(paid.selectedProduct).toEqual([
    expect.objectContaining({ med: semaglutide.med, dosage: '0.25 mg once weekly', startStep: 1 }),
  ]);
  expect(paid.selectedProduct.map((line) => line.med)).not.toContain(tirzepatide.med);
  expect(errors).toEqual([]);
});

test(`${HOST} at 390 px: a product a rule excludes is shown disabled with the rule's title`, async ({
  page,
  context,
  request,
}) => {
  const errors = watchPageErrors(page);
  const created = await intakeAtCheckout(request, TENANT);
  await setCreatedCookie(context, HOST, created);
  // The order's flow version as the browser reads it, with one more rule: no tablets (Evenwell's flow has none).
  const exclusion = {
    name: 'no_tablets',
    title: 'Tablets are not offered after trouble swallowing',
    exclude: { forms: ['oral'] },
  };
  await page.route(/\/api\/flow-versions\/intake(\/\d+)?$/, async (route) => {
    // Asked of the API by its address (this process does not resolve the tenant's *.localhost host).
    const response = await request.fetch(apiUrl(new URL(route.request().url()).pathname), {
      headers: route.request().headers(),
    });
    const flow = (await response.json()) as { eligibility?: unknown[] };
    await route.fulfill({
      response,
      json: { ...flow, eligibility: [...(flow.eligibility ?? []), exclusion] },
    });
  });
  await page.goto(webUrl(HOST, '/start/checkout'));
  await page.getByRole('link', { name: /^Continue/ }).click();
  await page.getByLabel('State').selectOption('TX');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(webUrl(HOST, '/start/products'));
  const boxes = page.getByRole('checkbox');
  // The injections first, then the tablets, disabled, each with the rule's title as its description.
  await expect(boxes).toHaveCount(4);
  for (const at of [0, 1]) await expect(boxes.nth(at)).toBeEnabled();
  for (const at of [2, 3]) {
    await expect(boxes.nth(at)).toBeDisabled();
    await expect(boxes.nth(at)).toHaveAccessibleDescription(
      `Not available with your answers: ${exclusion.title}`,
    );
  }
  await expect(page.locator('.start-product').nth(2)).toContainText('Oral Semaglutide');
  await expectNoSeriousA11yViolations(page, '/start/products with an excluded product');
  await shot(page, 'products-excluded');
  expect(errors).toEqual([]);
});
