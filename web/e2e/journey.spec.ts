import type { FlowVersion, Product } from '@telehealth/schemas';
import { expect, test } from '@playwright/test';

import { STOREFRONTS } from './e2e-env';
import { call, loginSeededAdmin } from './support/api-driver';
import { buyAsNewVisitor } from './support/intake-driver';

// A new visitor, in one browser session: home page → lead steps → every question → checkout pages → thanks.
for (const { host, tenantId } of STOREFRONTS) {
  test(`${host}: a new visitor goes from the home page to thanks`, async ({ page, context, request }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const flow = await call<FlowVersion>(request, tenantId, 'GET', '/api/flow-versions/intake');
    const products = await call<Product[]>(request, tenantId, 'GET', '/api/products');
    await buyAsNewVisitor(page, host, flow, products);

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
