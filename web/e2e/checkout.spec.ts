import type { FlowPath } from '@telehealth/engine';
import type { BrandConfig, FlowVersion, Product, State } from '@telehealth/schemas';
import { expect, test, type APIRequestContext } from '@playwright/test';

import { apiUrl, STOREFRONTS, webUrl } from './e2e-env';
import {
  answersAlong,
  apiHeaders,
  call,
  loginSeededAdmin,
  setCreatedCookie,
  startIntake,
} from './support/api-driver';
import {
  expectHardStopHelp,
  fillCard,
  passIdentityCheck,
  storeEarlierCheckoutSteps,
  toPaymentPastIdentityCheck,
} from './support/intake-driver';
import { expectNoSeriousA11yViolations, watchPageErrors } from './support/page-checks';

/**
 * An intake of the tenant's published flow, answered through the API along the first path whose end satisfies
 * `end` (no answers when `end` is null). Returns its created value and state.
 */
async function intakeEndingAt(
  request: APIRequestContext,
  tenantId: number,
  end: ((path: FlowPath) => boolean) | null,
): Promise<{ created: string; state: string }> {
  const { created, revision, state } = await startIntake(request, tenantId, '203.0.113.7');
  if (!end) return { created, state };
  const updated = await call<{ state: string }>(request, tenantId, 'POST', '/api/order/update', {
    body: { created, revision, columns: { startData: await answersAlong(request, tenantId, end) } },
  });
  return { created, state: updated.state };
}

for (const { host, tenantId } of STOREFRONTS) {
  test(`${host}: a declined card keeps the checkout; a good card pays and thanks (tenant ${tenantId})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const errors = watchPageErrors(page);
    const { configurations } = (
      await call<{ config: { brandConfig: BrandConfig } }>(request, tenantId, 'GET', '/api/tenant')
    ).config.brandConfig;
    const products = await call<Product[]>(request, tenantId, 'GET', '/api/products');
    const states = await call<State[]>(request, tenantId, 'GET', '/api/states');
    const product = products[0]!;
    const state = states.find((s) => s.stateCode === 'TX') ?? states[0]!;

    const intake = await intakeEndingAt(request, tenantId, (path) => path.end === 'checkout');
    expect(intake.state).toBe('checkout');
    await setCreatedCookie(context, host, intake.created);

    // The hub, in the tenant's brand.
    await page.goto(webUrl(host, '/start/checkout'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are ready for checkout');
    await expect(page.getByTestId('brand-name')).toHaveText(configurations.brandName);
    await expect(page.locator('main')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, '/start/checkout');
    await page.getByRole('link', { name: /^Continue/ }).click();

    // State.
    await expect(page).toHaveURL(webUrl(host, '/start/state'));
    await page.getByLabel('State').selectOption(state.stateCode);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Products: the tenant's own, with its images and prices.
    await expect(page).toHaveURL(webUrl(host, '/start/products'));
    for (const item of products) await expect(page.getByText(item.name, { exact: true })).toBeVisible();
    const image = configurations.productImages[product.imageSet]?.thumbnail;
    if (image) await expect(page.locator(`img[src="${image}"]`)).toHaveCount(1);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose a treatment to continue.');
    await page.getByLabel(new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const cart = (await context.cookies()).find((cookie) => cookie.name === 'd_cart');
    expect(JSON.parse(decodeURIComponent(cart!.value))).toEqual({
      amount: product.price,
      productName: product.name,
      productPrice: Math.round((product.price - 4.99) * 100) / 100,
      productShipping: 4.99,
    });

    // Dosage, for a product that offers several strengths (a titrated one shows its schedule, nothing to choose).
    await page.waitForURL(/\/start\/(dosage|shipping)$/);
    let dosage: string | null = null;
    if (page.url().endsWith('/start/dosage')) {
      await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
      if ((await page.getByRole('radio').count()) > 0) {
        dosage = await page.getByRole('radio').last().getAttribute('value');
        await page.getByRole('radio').last().check();
      }
      await page.getByRole('button', { name: 'Continue' }).click();
    }

    // Shipping.
    await expect(page).toHaveURL(webUrl(host, '/start/shipping'));
    await page.getByRole('button', { name: 'Continue to identity check' }).click();
    await expect(page.getByRole('alert').first()).toContainText('Please correct');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(`ada+${tenantId}@example.com`);
    await page.getByLabel('Mobile phone').fill('(512) 555-0100');
    await page.getByLabel('Street address').fill('1 Main St');
    await page.getByLabel('City').fill('Austin');
    await expect(page.getByLabel('State')).toHaveValue(state.stateCode);
    await page.getByLabel('ZIP code').fill('78701');

    // The identity check, before the card: an ID and a selfie; payment may go on while it is pending.
    await toPaymentPastIdentityCheck(page, host);

    // Payment: the card that is declined.
    await fillCard(page, 'Ada Lovelace', '4000000000000002');
    await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
    await expect(page.getByLabel('Expiry date (MM/YY)')).toHaveValue('12/30');
    await page.getByRole('button', { name: 'Review order' }).click();

    // dPayment holds the masked summary only.
    const paymentCookie = (await context.cookies()).find((cookie) => cookie.name === 'dPayment');
    expect(JSON.parse(decodeURIComponent(paymentCookie!.value))).toEqual({
      paySource: 'CREDITCARD',
      brand: 'Visa',
      last4: '0002',
      expiry: '12/30',
    });
    for (const cookie of await context.cookies()) expect(cookie.value).not.toContain('4000000000000002');

    // Review, then the decline: the gateway's message, everything kept.
    await expect(page).toHaveURL(webUrl(host, '/start/summary'));
    await expect(page.getByTestId('summary-shipping')).toContainText('Ada Lovelace');
    // One price rule: the product line is the treatment line, and treatment plus shipping is the total authorised.
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    const totalCents = Math.round(product.price * 100);
    const shippingCents = Math.round((configurations.shippingPrice ?? 4.99) * 100);
    const treatment = dollars(totalCents - shippingCents);
    await expect(page.locator('.start-summary__lines').first()).toContainText(treatment);
    await expect(page.locator('.start-summary__lines').first()).not.toContainText(dollars(totalCents));
    await expect(page.getByTestId('summary-total')).toContainText(
      `Treatment${treatment}Shipping${dollars(shippingCents)}Total${dollars(totalCents)}`,
    );
    await expect(page.getByTestId('summary-charge-note')).toHaveText(
      `${dollars(totalCents)} is held on your card when you place the order. Charged only if prescribed.`,
    );
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByTestId('checkout-error')).toContainText('Your card was declined.');
    await expect(page.getByTestId('summary-shipping')).toContainText('1 Main St');
    await expect(page.getByTestId('summary-payment')).toContainText('Visa ending in 0002');
    await expectNoSeriousA11yViolations(page, '/start/summary after a decline');

    await page.getByRole('link', { name: 'Use another card' }).click();
    await expect(page).toHaveURL(webUrl(host, '/start/payment'));
    await expect(page.getByLabel('Name on card')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
    await expect(page.getByLabel('Expiry date (MM/YY)')).toHaveValue('12/30');
    await expect(page.getByLabel('Security code (CVC)')).toHaveValue('123');

    // The approved card.
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByRole('button', { name: 'Review order' }).click();
    await expect(page.getByTestId('summary-payment')).toContainText('Visa ending in 4242');
    await page.getByRole('button', { name: /^Place order/ }).click();

    await expect(page).toHaveURL(webUrl(host, '/start/thanks'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your order is placed');
    await expect(page.getByTestId('receipt')).toContainText(product.name);
    await expect(page.getByTestId('receipt')).toContainText('Visa ending in 4242');
    await expect(page.getByTestId('receipt-payment')).toContainText(
      `${dollars(totalCents)} held on your card, charged only if prescribed.`,
    );
    await expect(page.getByTestId('receipt')).not.toContainText('charged to');
    await expect(page.getByTestId('brand-name')).toHaveText(configurations.brandName);
    await expect(page.getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/start/compl');

    // The purchase was tracked, and the order is paid: a second visit to the hub goes to the thanks page.
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map(
        (entry) => entry.event,
      ),
    );
    expect(events).toContain('purchase');
    // The chosen dosage reached the API with the product (staff read the paid order; a visitor may not).
    const path = `/api/order/created?created=${encodeURIComponent(intake.created)}`;
    expect(await call(request, tenantId, 'GET', path)).toEqual({
      created: intake.created,
      loginRequired: true,
    });
    const admin = await loginSeededAdmin(request, tenantId);
    const paid = await call<{ selectedProduct: { med: number; dosage?: string }[] }>(
      request,
      tenantId,
      'GET',
      path,
      { token: admin },
    );
    expect(paid.selectedProduct).toEqual([
      expect.objectContaining({ med: product.med, ...(dosage ? { dosage } : {}) }),
    ]);
    // A titrated product is sold at its starting dose, which the API sets.
    if (!dosage && !product.titration) expect(paid.selectedProduct[0]).not.toHaveProperty('dosage');
    await page.goto(webUrl(host, '/start/checkout'));
    await expect(page).toHaveURL(webUrl(host, '/start/thanks'));

    expect(errors).toEqual([]);
  });
}

test('a hard-stopped intake cannot reach payment and offers help; an unfinished one leads back to the questions', async ({
  page,
  context,
  request,
}) => {
  const host = 'fungaid.localhost';
  const stopped = await intakeEndingAt(request, 6, (path) => path.end === 'hard-stop');
  expect(stopped.state).toMatch(/^stop\d+$/);

  // The API refuses to pay it, whatever the browser sends.
  const refused = await request.post(apiUrl('/api/order/checkout'), {
    headers: apiHeaders(6),
    data: {
      created: stopped.created,
      products: [{ med: 601 }],
      shipping: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '5125550100',
        address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' },
      },
      payment: {
        paySource: 'CREDITCARD',
        card: { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' },
      },
    },
  });
  expect(refused.status()).toBe(422);

  // The screen says what the flow says for the question that stopped the patient.
  const flow = await call<FlowVersion>(request, 6, 'GET', '/api/flow-versions/intake');
  const stopMessage = flow.questions.find((q) => q.id === Number(stopped.state.slice(4)))?.hard_stop_message;
  expect(stopMessage?.trim()).toBeTruthy();

  await setCreatedCookie(context, host, stopped.created);
  for (const path of ['/start/checkout', '/start/summary']) {
    await page.goto(webUrl(host, path));
    await expect(page.getByRole('heading', { name: 'We cannot offer treatment online' })).toBeVisible();
    await expect(page.getByTestId('hard-stop')).toHaveText(stopMessage!.trim());
    // What helps instead of reopening the stop: the care team, the tenant's pages, home.
    await expectHardStopHelp(page, request, 6);
    await expect(page.getByRole('button', { name: /^Place order/ })).toHaveCount(0);
  }

  const unfinished = await intakeEndingAt(request, 6, null);
  expect(unfinished.state).toMatch(/^q\d+$/);
  await context.clearCookies();
  await setCreatedCookie(context, host, unfinished.created);
  await page.goto(webUrl(host, '/start/checkout'));
  await expect(page.getByRole('heading', { name: 'Your questionnaire is not finished' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the questions' })).toHaveAttribute(
    'href',
    `/question/${unfinished.state.slice(1)}`,
  );
});

test('without an intake the checkout sends the visitor to the intro', async ({ page }) => {
  await page.goto(webUrl('evenwell.localhost', '/start/checkout'));
  await expect(page).toHaveURL(webUrl('evenwell.localhost', '/start/lead-intro'));
});

test('the identity check comes before paying; a paid order takes no new check', async ({
  page,
  context,
  request,
}) => {
  const host = 'evenwell.localhost';
  const intake = await intakeEndingAt(request, 7, (path) => path.end === 'checkout');
  await setCreatedCookie(context, host, intake.created);
  // The earlier steps are done (state, product, shipping), as the checkout pages store them.
  const shipping = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace+${Date.now()}@example.com`,
    phone: '5125550101',
    line1: '2 Main St',
    line2: '',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
  };
  await storeEarlierCheckoutSteps(page, intake.created, [702], shipping);

  // Payment waits for the identity step.
  await page.goto(webUrl(host, '/start/payment'));
  await expect(page).toHaveURL(webUrl(host, '/start/verification'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your identity');
  await passIdentityCheck(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checking your identity');
  await expect(page.getByRole('status')).toContainText('updates by itself');
  const wait = (await context.cookies()).find((cookie) => cookie.name === 'dWait');
  expect(wait?.value).toBe('true');
  const check = await call<{ status: string }>(
    request,
    7,
    'GET',
    `/api/verification?created=${encodeURIComponent(intake.created)}`,
  );
  expect(check.status).toBe('pending');
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(webUrl(host, '/start/payment'));

  // Once paid, the order is a sale: no identity check is started on it, by a visitor or anyone.
  await call(request, 7, 'POST', '/api/order/checkout', {
    body: {
      created: intake.created,
      products: [{ med: 702 }],
      shipping: {
        firstName: shipping.firstName,
        lastName: shipping.lastName,
        email: shipping.email,
        phone: shipping.phone,
        address: {
          line1: shipping.line1,
          city: shipping.city,
          state: shipping.state,
          postalCode: shipping.postalCode,
        },
      },
      payment: {
        paySource: 'CREDITCARD',
        card: { number: '5555555555554444', expiry: '12/30', cvc: '123', name: 'Grace Hopper' },
      },
    },
  });
  const refused = await request.post(apiUrl('/api/verification'), {
    headers: apiHeaders(7),
    data: {
      created: intake.created,
      idFileId: '00000000-0000-4000-8000-000000000001',
      selfieFileId: '00000000-0000-4000-8000-000000000002',
    },
  });
  expect(refused.status()).toBe(401);
});
