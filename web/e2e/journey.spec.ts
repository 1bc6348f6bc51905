import type { FlowVersion, Product } from '@telehealth/schemas';
import { expect, test } from '@playwright/test';

import { STOREFRONTS, webUrl } from './e2e-env';
import { call, loginSeededAdmin } from './support/api-driver';
import {
  answer,
  currentQuestionId,
  fillCard,
  passLeadSteps,
  toPaymentPastIdentityCheck,
  totalStepsOf,
} from './support/intake-driver';

// A new visitor, in one browser session: home page → lead steps → every question → checkout pages → thanks.
for (const { host, tenantId } of STOREFRONTS) {
  test(`${host}: a new visitor goes from the home page to thanks`, async ({ page, context, request }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const flow = await call<FlowVersion>(request, tenantId, 'GET', '/api/flow-versions/intake');
    const products = await call<Product[]>(request, tenantId, 'GET', '/api/products');
    const byId = new Map(flow.questions.map((q) => [q.id, q]));

    await page.goto(webUrl(host, '/'));
    await page.getByRole('link', { name: 'Get started' }).first().click();
    await expect(page).toHaveURL(/\/start\/lead-qualify/);
    await passLeadSteps(page, host, totalStepsOf(flow), flow.first_question_id);

    for (let guard = 0; guard < 60; guard += 1) {
      const id = currentQuestionId(page);
      if (id === undefined) break;
      await answer(page, byId.get(id)!);
      await page.waitForURL((url) => url.pathname !== `/question/${id}`);
    }
    await expect(page).toHaveURL(webUrl(host, '/start/checkout'));
    await page.getByRole('link', { name: /^Continue/ }).click();

    // The state chosen on lead-qualify is kept, so the state page is passed.
    await expect(page).toHaveURL(webUrl(host, '/start/products'));
    const product = products[0]!;
    await page.getByLabel(new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/start\/(dosage|shipping)$/);
    if (page.url().endsWith('/start/dosage')) {
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Continue' }).click();
    }

    await expect(page).toHaveURL(webUrl(host, '/start/shipping'));
    // Name, email and phone come from lead-intro.
    await expect(page.getByLabel('First name')).toHaveValue('Pat');
    await page.getByLabel('Street address').fill('500 Congress Ave');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('ZIP code').fill('78701');

    // The identity check before the card; payment goes on while the check is pending.
    await toPaymentPastIdentityCheck(page, host);
    await fillCard(page, 'Pat Lee', '4242424242424242');
    await page.getByRole('button', { name: 'Review order' }).click();

    await expect(page).toHaveURL(webUrl(host, '/start/summary'));
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(webUrl(host, '/start/thanks'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your order is placed');
    await expect(page.getByTestId('receipt')).toContainText(product.name);

    // The server holds the paid order of this intake, in the new account of the patient's email: a visitor no
    // longer sees it, staff do.
    const created = (await context.cookies()).find((cookie) => cookie.name === 'created')?.value;
    const path = `/api/order/created?created=${encodeURIComponent(created!)}`;
    expect(await call(request, tenantId, 'GET', path)).toEqual({ created, loginRequired: true });
    const admin = await loginSeededAdmin(request, tenantId);
    const order = await call<{ state: string; userId: number | null; payment: unknown }>(
      request,
      tenantId,
      'GET',
      path,
      { token: admin },
    );
    expect(order.state).toBe('checkout');
    expect(order.userId).not.toBeNull();
    expect(order.payment).not.toBeNull();
    const check = await call<{ status: string }>(
      request,
      tenantId,
      'GET',
      `/api/verification?created=${encodeURIComponent(created!)}`,
      { token: admin },
    );
    expect(['pending', 'verified']).toContain(check.status);
    expect(errors).toEqual([]);
  });
}
