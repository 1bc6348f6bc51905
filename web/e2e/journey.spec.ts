import type { FlowVersion, Product } from '@telehealth/schemas';
import { expect, test, type APIRequestContext } from '@playwright/test';

import { apiUrl, E2E_API_TOKEN, webUrl } from './e2e-env';
import { apiLogin, SEEDED_ADMIN } from './support/api-driver';
import {
  answer,
  currentQuestionId,
  passIdentityCheck,
  passLeadSteps,
  totalStepsOf,
} from './support/intake-driver';

const TENANTS = [
  { host: 'fungaid.localhost', tenantId: 6 },
  { host: 'evenwell.localhost', tenantId: 7 },
] as const;

async function apiGet<T>(
  request: APIRequestContext,
  tenantId: number,
  path: string,
  bearer?: string,
): Promise<T> {
  const response = await request.get(apiUrl(path), {
    headers: {
      Token: E2E_API_TOKEN,
      Tenant: String(tenantId),
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
  });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

// A new visitor, in one browser session: home page → lead steps → every question → checkout pages → thanks.
for (const { host, tenantId } of TENANTS) {
  test(`${host}: a new visitor goes from the home page to thanks`, async ({ page, context, request }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const flow = await apiGet<FlowVersion>(request, tenantId, '/api/flow-versions/intake');
    const products = await apiGet<Product[]>(request, tenantId, '/api/products');
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
    await page.getByRole('button', { name: 'Continue to identity check' }).click();

    // The identity check before the card; payment goes on while the check is pending.
    await passIdentityCheck(page);
    await page.getByRole('link', { name: 'Continue to payment' }).click();

    await expect(page).toHaveURL(webUrl(host, '/start/payment'));
    await page.getByLabel('Name on card').fill('Pat Lee');
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('Expiry date (MM/YY)').fill('1230');
    await page.getByLabel('Security code (CVC)').fill('123');
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
    expect(await apiGet(request, tenantId, path)).toEqual({ created, loginRequired: true });
    const admin = await apiLogin(request, tenantId, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    const order = await apiGet<{ state: string; userId: number | null; payment: unknown }>(
      request,
      tenantId,
      path,
      admin,
    );
    expect(order.state).toBe('checkout');
    expect(order.userId).not.toBeNull();
    expect(order.payment).not.toBeNull();
    const check = await apiGet<{ status: string }>(
      request,
      tenantId,
      `/api/verification?created=${encodeURIComponent(created!)}`,
      admin,
    );
    expect(['pending', 'verified']).toContain(check.status);
    expect(errors).toEqual([]);
  });
}
